"""A whole Photo Finish state sampled from one seat's view, for the expert's search (games/expert.py).

The view shows the running race (row, dice on tiles, pool, used dice, hand, roll, saved extra moves), every seat's
money, the side bets, the settled races and the seat's own sealed bets and cash. What it hides is drawn here, never
read:

- The tile pile: the 24 tiles in their shuffled order, of which the view shows only the race being run (its
  starting row). The tiles it does not show are shuffled and dealt to the races to come and to the unseen places
  of the races already run. A past race's start row holds the horses its result names (first, second, every
  settled bet's horses), each where the settlements' odds allow (a winner bet's odds are its horse's starting
  place's, a place bet's the sum of both places'), drawn at random among the places that fit.
- Sealed bets of the race not yet settled, from a model of the other players: for each other seat that has bet
  (every seat once the race runs), most of the time (BASIC_SHARE) the bets the basic strategy places at the start
  of the race with that seat's capital (its money shown: cash plus stakes), otherwise one to three bets at random
  (winner or place, on random horses) with random whole-unit stakes within what it may stake. A seat still betting
  is given no bets yet (its playout places them). Its cash is its money less the stakes drawn. A sampled bet's
  salt is drawn like the rules' (the rules only carry it to the settlement).
- The seat that used the last die (read only by the extra moves after the finish line): the seat before the one on
  turn, which orders the remaining extra moves as the view's turn does.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from games.base import Command, View
from games.playout import PlayoutRng, per_view

from .bot import choose, race_from
from .commands import BetOnPlace, BetOnWinner
from .content import CONTENT
from .decide import decide
from .evolve import evolve
from .legal import legal_commands
from .pool import full_pool
from .state import Bet, Bonus, Race, RaceResult, RolledDie, Settlement, SideBet, SidePayment, State
from .view import view as view_of

BASIC_SHARE = 0.75  # how often another seat is taken to have bet as the basic strategy would
SEALED = ("betting", "rolling", "using", "extra", "settling")  # the phases with a race's bets sealed, not settled
TILES = tuple(range(1, CONTENT.tile_count + 1))
PLACES = range(CONTENT.runners)  # a start row's places, left (back) to right (front)
MOST_BETS = CONTENT.max_winner_bets + CONTENT.max_place_bets  # bets one seat may place in a race


@dataclass(frozen=True)
class PastRace:
    """What the view tells of a settled race's start row: the places each named horse may have stood in (by the
    odds of its settled winner bets and place bets), and the place bets' horses with their summed odds."""

    race: int
    places: tuple[tuple[int, tuple[int, ...]], ...]  # (tile, the places it may have stood in), fewest places first
    pairs: tuple[tuple[int, int, int], ...]  # (tile, tile, their places' odds summed)


@dataclass(frozen=True)
class Seen:
    """A view read once: the state it shows (no pile, no other seat's bets), the past races and the unseen tiles."""

    state: State
    past: tuple[PastRace, ...]
    unseen: tuple[int, ...]


def determinize(view: View, rnd: random.Random) -> State:
    """A state that shows `view` to its seat, the tile pile and the other seats' sealed bets drawn at random."""
    seen, me = shown(view), view["you"]["seat"]
    state = seen.state
    if state.phase not in SEALED:
        return replace(state, pile=sampled_pile(seen, rnd))
    bets, cash = list(state.bets), list(state.cash)
    for seat in range(state.seats):
        if seat != me and state.done[seat]:
            drawn = sampled_bets(state, seat, rnd)
            bets += drawn
            cash[seat] -= sum(b.amount for b in drawn)
    return replace(state, pile=sampled_pile(seen, rnd), bets=tuple(bets), cash=tuple(cash))


def read(view: View) -> Seen:
    """What the view shows: the state, its past races' constraints and the tiles no race names."""
    state = visible_state(view)
    past = tuple(past_race(r) for r in state.results if r.race < state.race)
    named = {tile for p in past for tile, _ in p.places}
    return Seen(state, past, tuple(t for t in TILES if t not in named and t not in state.starting))


def visible_state(view: View) -> State:
    """The state as the view shows it: no pile, the seat's own bets only (other seats' cash: their money)."""
    seats, you, track, phase = view["seats"], view["you"], view["track"], view["phase"]
    count, me, turn = len(seats), you["seat"], view["turn"]
    payments = tuple(SidePayment(**p) for p in view["side_payments"])
    totals = side_totals(view, payments)
    side = totals or (0,) * count
    return State(
        seats=count,
        cash=tuple(you["cash"] if s == me else seat["money"] - side[s] for s, seat in enumerate(seats)),
        phase=phase,
        race=view["race"],
        starting=tuple(track["starting"]) if track else (),
        start_seat=view["start_seat"],
        turn=turn,
        hand=tuple(track["hand"]) if track else (),
        roll=tuple(RolledDie(d["colour"], d["face"]) for d in track["roll"]) if track else (),
        track=race_from(view) if track else Race(),
        saved=tuple(track["extra_moves"]) if track else (),
        last_seat=(turn - 1) % count if turn is not None else 0,
        bets=tuple(Bet(me, b["kind"], tuple(b["horses"]), b["amount"], b["salt"]) for b in you["bets"]),
        done=_done(phase, seats),
        side_bets=tuple(SideBet(b["race"], b["creditor"], b["debtor"]) for b in view["side_bets"]),
        side_payments=payments,
        side_totals=totals,
        results=tuple(_result(r) for r in view["results"]),
    )


def _done(phase: str, seats: list[dict[str, Any]]) -> tuple[bool, ...]:
    """Who is done betting: as shown while betting; before the game nobody, after betting everybody."""
    if phase == "betting":
        return tuple(bool(s["done_betting"]) for s in seats)
    return (phase != "waiting",) * len(seats)


def side_totals(view: View, payments: tuple[SidePayment, ...]) -> tuple[int, ...]:
    """The side-bet totals on the score sheets: none until the game is over, then each seat's payments (unless the
    seat's own money shows they were paid from cash, as in schema 1)."""
    if view["phase"] != "over":
        return ()
    moved = [0] * len(view["seats"])
    for p in payments:
        moved[p.debtor] -= p.paid
        moved[p.creditor] += p.paid
    you = view["you"]
    return tuple(moved) if view["seats"][you["seat"]]["money"] - you["cash"] == moved[you["seat"]] else ()


def _result(result: dict[str, Any]) -> RaceResult:
    """A settled race from its JSON form."""
    settlements = tuple(Settlement(**{**s, "horses": tuple(s["horses"])}) for s in result["settlements"])
    bonuses = tuple(Bonus(**{**b, "horses": tuple(b["horses"])}) for b in result["bonuses"])
    return RaceResult(result["race"], result["first"], result["second"], settlements, bonuses)


# ---------------------------------------------------------------- the tile pile


def past_race(result: RaceResult) -> PastRace:
    """The places of a settled race's start row its result allows each horse it names."""
    odds = CONTENT.odds[result.race]
    allowed = {result.first: set(PLACES), result.second: set(PLACES)}
    pairs = []
    for s in result.settlements:
        if s.kind == "winner":
            fits = {i for i in PLACES if odds[i] == s.odds}
        else:
            fits = {i for i in PLACES for j in PLACES if i != j and odds[i] + odds[j] == s.odds}
            pairs.append((s.horses[0], s.horses[1], s.odds))
        for tile in s.horses:
            allowed[tile] = allowed.get(tile, set(PLACES)) & fits
    for b in result.bonuses:
        allowed.setdefault(b.horse, set(PLACES))
    by_tile = sorted(allowed.items(), key=lambda item: len(item[1]))  # the most constrained horse placed first
    return PastRace(result.race, tuple((t, tuple(sorted(at))) for t, at in by_tile), tuple(pairs))


def sampled_pile(seen: Seen, rnd: random.Random) -> tuple[int, ...]:
    """The 24 tiles in a drawn order: the past races' rows, the race being run as shown, then the races to come."""
    if not seen.state.race:
        return ()  # not shuffled before the game starts
    left = list(seen.unseen)
    rnd.shuffle(left)
    deal = iter(left)
    pile: list[int] = []
    for past in seen.past:
        stood = {at: tile for tile, at in start_places(past, rnd).items()}
        pile += [stood[i] if i in stood else next(deal) for i in PLACES]
    return tuple(pile) + seen.state.starting + tuple(deal)


def start_places(past: PastRace, rnd: random.Random) -> dict[int, int]:
    """Where each horse a past race's result names stood in its start row, drawn among the places that fit."""
    found: dict[int, int] = {}
    if _place(past, 0, found, rnd):
        return found
    return dict(zip((t for t, _ in past.places), rnd.sample(PLACES, len(past.places))))  # odds of another table


def _place(past: PastRace, k: int, found: dict[int, int], rnd: random.Random) -> bool:
    """Place the named horses from the k-th on (tried in random order, backtracking), True once all fit."""
    if k == len(past.places):
        return True
    tile, allowed = past.places[k]
    for at in rnd.sample(allowed, len(allowed)):
        if at not in found.values() and _pairs_fit(past, tile, at, found):
            found[tile] = at
            if _place(past, k + 1, found, rnd):
                return True
            del found[tile]
    return False


def _pairs_fit(past: PastRace, tile: int, at: int, found: dict[int, int]) -> bool:
    """True if `tile` at place `at` gives each place bet with an already placed partner its settled odds."""
    odds = CONTENT.odds[past.race]
    for a, b, summed in past.pairs:
        other = b if a == tile else a if b == tile else None
        if other is not None and other in found and odds[at] + odds[found[other]] != summed:
            return False
    return True


# ---------------------------------------------------------------- the other seats' sealed bets


def sampled_bets(state: State, seat: int, rnd: random.Random) -> tuple[Bet, ...]:
    """One other seat's bets for the race, as the model of the other players draws them."""
    capital = state.cash[seat]  # its money: no bets of its own in the state yet
    if rnd.random() < BASIC_SHARE:
        planned = basic_bets(state.race, state.starting, capital)
    else:
        planned = random_bets(state, capital, rnd)
    return tuple(Bet(seat, kind, horses, amount, salt(rnd)) for kind, horses, amount in planned)


def salt(rnd: random.Random) -> str:
    """A sampled bet's salt, drawn like the rules' (128 bits in hex)."""
    return format(rnd.getrandbits(128), "032x")


Planned = tuple[tuple[str, tuple[int, ...], int], ...]  # bets as (kind, horses, amount), in the order placed


@lru_cache(maxsize=4096)
def basic_bets(race: int, starting: tuple[int, ...], capital: int) -> Planned:
    """The bets the basic strategy places at the start of a race with this capital, played out on the rules (its
    choice is deterministic: `choose` never draws, so it is worked out once per race, row and capital)."""
    state = State(seats=1, cash=(capital,), phase="betting", race=race, starting=starting, done=(False,))
    state = replace(state, track=Race(row=starting, pool=full_pool()))
    rnd = random.Random(0)
    rng = PlayoutRng(rnd)
    for _ in range(MOST_BETS):
        body = choose(view_of(state, 0), legal_commands(state, 0), rnd)
        command: Command
        if body["type"] == "BetOnWinner":
            command = BetOnWinner(seat=0, horse=body["horse"], amount=body["amount"])
        elif body["type"] == "BetOnPlace":
            command = BetOnPlace(seat=0, horses=tuple(body["horses"]), amount=body["amount"])
        else:
            break
        for event in decide(state, command, rng) or ():
            state = evolve(state, event)
    return tuple((b.kind, b.horses, b.amount) for b in state.bets)


def random_bets(state: State, capital: int, rnd: random.Random) -> Planned:
    """One to three legal bets at random (winner or place, random horses), with random stakes within the capital."""
    unit = CONTENT.bet_unit
    budget = (min(capital, CONTENT.race_one_limit) if state.race == 1 else capital) // unit
    bets: list[tuple[str, tuple[int, ...], int]] = []
    for _ in range(rnd.randint(1, 3)):
        units = rnd.randint(0, budget)
        winner = rnd.random() < 0.5
        kind = "winner" if winner else "place"
        horses = (rnd.choice(state.starting),) if winner else tuple(sorted(rnd.sample(state.starting, 2)))
        most = CONTENT.max_winner_bets if winner else CONTENT.max_place_bets
        taken = [h for k, h, _ in bets if k == kind]
        if units and horses not in taken and len(taken) < most:
            bets.append((kind, horses, units * unit))
            budget -= units
    return tuple(bets)


shown = per_view(read)  # what a view shows, read once for the many samples drawn from it
