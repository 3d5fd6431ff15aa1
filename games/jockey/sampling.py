"""A whole Jockey state sampled from one seat's view, for the expert's search (games/expert.py).

The view shows the horses, the played pile (in order), every seat's money, loans, hand size and whether it is done
betting or keeping, the settled races and rounds, and the seat's own hand and sealed bet. What it hides is drawn
here, never read:

- Cards: every card of the box but the seat's own hand and the played pile is shuffled and dealt, in the counts the
  view shows, to the other seats' hands, then to the reserve (its order is the draw order of later refills). Any
  cards left over are those the seats that have kept cards gave back: out of play until the next shuffle, as in
  the rules.
- Sealed bets of the race not yet settled, from a model of the other players: for each other seat that has bet,
  most of the time (BASIC_SHARE) the bet the basic strategy places with its sampled hand, its cash and the horses
  at the start line (where they stood when it bet), never borrowing (its loan, or none, is in the view); otherwise
  a random bet: a pass, a place, a win or a double, each as likely, on random horses with random stakes within its
  cap. A seat still betting is given no bet (its playout places one). A sampled bet's salt is drawn like the rules'.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from games.base import Body, View

from .betting import bet_cap, loan_room
from .bot import choose
from .content import CONTENT, HORSES
from .legal import legal_commands
from .state import Bet, RaceResult, RoundResult, Settlement, State
from .view import view as view_of

BASIC_SHARE = 0.75  # how often another seat is taken to have bet as the basic strategy would
BOX = tuple(card.id for card in CONTENT.cards)  # every card of the game, in id order
SEALED = ("betting", "racing", "settling")  # the phases in which a race's bets are sealed and not yet settled


def determinize(view: View, rnd: random.Random) -> State:
    """A state that shows `view` to its seat, the other hands, the reserve and the other seats' bets drawn."""
    seen, me = visible_state(view), view["you"]["seat"]
    sampled = dealt(seen, me, [s["hand_size"] for s in view["seats"]], view["reserve_size"], rnd)
    if sampled.phase in SEALED:
        sampled = replace(sampled, bets=sampled.bets + sampled_bets(sampled, me, rnd))
    return sampled


def visible_state(view: View) -> State:
    """The state as the view shows it: the seat's own hand and bet, no other hand, an empty reserve."""
    seats, you, phase = view["seats"], view["you"], view["phase"]
    count = len(seats)
    at = {h["horse"]: h["square"] for h in view["horses"]}
    own = tuple(card["id"] for card in you["hand"])
    waiting = phase in ("betting", "keeping")
    return State(
        seats=count,
        rounds=view["rounds"],
        phase=phase,
        race=view["race"],
        dealer=view["dealer"],
        turn=view["turn"],
        squares=tuple(at[h] for h in HORSES),
        finishers=tuple(view["finishers"]),
        hands=tuple(own if s == you["seat"] else () for s in range(count)),
        played=tuple(card["id"] for card in view["played"]),
        cash=tuple(s["cash"] for s in seats),
        debt=tuple(s["debt"] for s in seats),
        banked=tuple(s["banked"] for s in seats),
        loaned=tuple(s["loan_this_race"] for s in seats),
        bets=(Bet(**you["bet"]),) if you["bet"] else (),
        # Outside betting and keeping the view shows no `done`: every seat has bet once the game has started.
        done=tuple(bool(s["done"]) for s in seats) if waiting else (phase != "waiting",) * count,
        results=tuple(_result(r) for r in view["results"]),
        round_results=tuple(tuple(RoundResult(**r) for r in closed) for closed in view["round_results"]),
    )


def _result(result: dict[str, Any]) -> RaceResult:
    """A settled race from its JSON form."""
    settlements = tuple(Settlement(**s) for s in result["settlements"])
    return RaceResult(result["race"], result["first"], result["second"], settlements)


def dealt(seen: State, me: int, sizes: list[int], reserve: int, rnd: random.Random) -> State:
    """The cards the seat cannot see, shuffled and dealt to the other hands (`sizes`), then to the reserve."""
    known = set(seen.hands[me]).union(seen.played)
    unseen = [card for card in BOX if card not in known]
    rnd.shuffle(unseen)
    needed = sum(size for s, size in enumerate(sizes) if s != me) + reserve
    if needed > len(unseen):
        raise ValueError(f"the view hides {needed} cards but only {len(unseen)} are not in sight")
    hands, top = [], 0
    for seat, size in enumerate(sizes):
        if seat == me:
            hands.append(seen.hands[me])
        else:
            hands.append(tuple(unseen[top : top + size]))
            top += size
    return replace(seen, hands=tuple(hands), reserve=tuple(unseen[top : top + reserve]))


def sampled_bets(state: State, me: int, rnd: random.Random) -> tuple[Bet, ...]:
    """A sealed bet for each other seat done betting, as the model of the other players draws it."""
    bettors = [s for s in range(state.seats) if s != me and state.done[s]]
    if not bettors:
        return ()
    start = at_the_start(state)
    return tuple(
        sealed(seat, basic_bet(start, seat, rnd) if rnd.random() < BASIC_SHARE else random_bet(start, seat, rnd), rnd)
        for seat in bettors
    )


def at_the_start(state: State) -> State:
    """The race as it stood while bets were placed: horses at the start line, nothing played, no bet sealed."""
    start, nobody = (0,) * len(HORSES), (False,) * state.seats
    return replace(state, phase="betting", squares=start, finishers=(), played=(), turn=None, bets=(), done=nobody)


def basic_bet(start: State, seat: int, rnd: random.Random) -> Body:
    """The bet (or pass) the basic strategy chooses for `seat` at the race's start, without borrowing."""
    legal = legal_commands(start, seat)
    if loan_room(start, seat):  # the seat has settled whether it borrows: the view shows its loan
        legal = tuple(lc for lc in legal if lc.command["type"] != "TakeLoan")
    return choose(view_of(start, seat), legal, rnd)


def random_bet(start: State, seat: int, rnd: random.Random) -> Body:
    """A pass, a place, a win or a double (each as likely, as the cap allows) on random horses, random stakes."""
    low, cap = CONTENT.stake_min, bet_cap(start, seat)
    kinds = [kind for kind, least in (("place", low), ("win", low), ("double", 2 * low)) if cap >= least]
    kind = rnd.choice(["none", *kinds])
    if kind == "none":
        return {"type": "PassBet"}
    horse, second = rnd.sample(HORSES, 2)
    if kind != "double":
        return {"type": "PlaceBet", "kind": kind, "horse": horse, "stake": stake(low, cap, rnd)}
    first = stake(low, cap - low, rnd)
    rest = stake(low, cap - first, rnd)
    return {"type": "PlaceBet", "kind": kind, "horse": horse, "stake": first, "second": second, "second_stake": rest}


def stake(low: int, high: int, rnd: random.Random) -> int:
    """A stake in [low, high], a multiple of the stake unit, uniformly."""
    unit = CONTENT.stake_unit
    return low + unit * rnd.randint(0, (high - low) // unit)


def sealed(seat: int, body: Body, rnd: random.Random) -> Bet:
    """A bet or pass body as the rules seal it, with a fresh salt (a pass: kind "none", no horse, no stake)."""
    salt = format(rnd.getrandbits(128), "032x")
    if body["type"] != "PlaceBet":
        return Bet(seat, "none", None, 0, None, 0, salt)
    return Bet(seat, body["kind"], body["horse"], body["stake"], body.get("second"), body.get("second_stake", 0), salt)
