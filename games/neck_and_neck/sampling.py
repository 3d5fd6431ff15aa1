"""A whole Neck and Neck state sampled from one seat's view, for the expert's search (games/expert.py).

Everything but the other seats' sealed bets of the race being run is in the view. Those are drawn from a model of
the other players, never read: most of the time the bets the basic strategy would have placed from the race's
start with that seat's cash, otherwise one or two horses at random with random stakes. A seat still betting is
given no bets yet (its playout places them).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from games.base import View
from games.playout import PlayoutRng

from .bot import choose, steps_to_go
from .commands import PlaceBet
from .decide import decide
from .events import RaceCalled
from .evolve import evolve, start_horses
from .legal import legal_commands
from .racing import end_race
from .state import BET_UNIT, HORSES, Bet, Horse, RaceResult, Roll, Settlement, State
from .view import view as view_of

BASIC_SHARE = 0.75  # how often another seat is taken to have bet as the basic strategy would
CUT_AFTER = 60  # playout steps (rolls and moves) before a playout's race is called where it stands
SALT = "sampled"  # a sampled bet's salt (never compared: the rules only carry it to the settlement)


def determinize(view: View, rnd: random.Random) -> State:
    """A state that shows `view` to its seat, the other seats' hidden bets drawn at random."""
    seen = visible_state(view)
    me = view["you"]["seat"]
    sampled: tuple[Bet, ...] = ()
    if seen.phase in ("betting", "rolling", "moving", "settling"):
        for seat in range(seen.seats):
            if seat != me and seen.done[seat]:
                sampled += sampled_bets(seen, seat, rnd)
    return replace(seen, bets=seen.bets + sampled)


def visible_state(view: View) -> State:
    """The state as the view shows it: the seat's own bets, nobody else's."""
    seats, me, betting = view["seats"], view["you"], view["phase"] == "betting"
    roll = view["roll"]
    return State(
        seats=len(seats),
        cash=tuple(s["cash"] for s in seats),
        horses=tuple(Horse(**h) for h in view["horses"]),
        phase=view["phase"],
        race=view["race"],
        first_seat=view["first_seat"],
        turn=view["turn"],
        roll=Roll(roll["red"], roll["white"]) if roll else None,
        bets=tuple(Bet(me["seat"], b["horse"], b["amount"], b["salt"]) for b in me["bets"]),
        done=tuple(bool(s["done_betting"]) if betting else True for s in seats),
        placings=tuple(view["placings"]),
        results=tuple(_result(r) for r in view["results"]),
        still=view["standstill"]["rolls"],
    )


def _result(result: dict[str, Any]) -> RaceResult:
    settlements = tuple(Settlement(**s) for s in result["settlements"])
    return RaceResult(result["race"], tuple(result["placings"]), settlements)


def sampled_bets(state: State, seat: int, rnd: random.Random) -> tuple[Bet, ...]:
    """One seat's bets for the race, as the model of the other players draws them."""
    if rnd.random() < BASIC_SHARE:
        return basic_bets(state, seat, rnd)
    budget = state.cash[seat] // BET_UNIT
    horses = rnd.sample(range(1, HORSES + 1), rnd.randint(1, 2))
    bets = []
    for horse in horses:
        units = rnd.randint(0, budget)
        budget -= units
        if units:
            bets.append(Bet(seat, horse, units * BET_UNIT, SALT))
    return tuple(bets)


def basic_bets(state: State, seat: int, rnd: random.Random) -> tuple[Bet, ...]:
    """The bets the basic strategy places for `seat` from the start of the race, with its cash."""
    start = replace(state, phase="betting", horses=start_horses(), bets=(), done=(False,) * state.seats, turn=None)
    start = replace(start, roll=None, placings=(), still=0)
    rng = PlayoutRng(rnd)
    while True:
        legal = legal_commands(start, seat)
        body = choose(view_of(start, seat), legal, rnd)
        if body["type"] != "PlaceBet":
            return start.bets
        bet = PlaceBet(seat=seat, horse=body["horse"], amount=body["amount"])
        for event in decide(start, bet, rng) or ():
            start = evolve(start, event)


def cut_short(state: State) -> State | None:
    """The race being run called where it stands, its horses placed by the fewest steps to go (the basic strategy's
    measure) behind those already home, and its bets settled; None outside a race."""
    if state.phase not in ("rolling", "moving"):
        return None
    running = sorted((h for h in state.horses if h.hex is not None), key=lambda h: steps_to_go(h.hex, h.crossings))
    call = RaceCalled(state.race, state.still, tuple(h.horse for h in running)[: 3 - len(state.placings)])
    state = evolve(state, call)
    for event in end_race(state):
        state = evolve(state, event)
    return state
