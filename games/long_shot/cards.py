"""The Long Shot cards: what each may target now, and its effect."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from games.base import known

from .content import BET_KINDS, CONTENT, CardSpec
from .events import BetPlaced, HandSeen, MoneyTaken
from .flow import Flow, collect, move
from .state import State

Choice = tuple[int | None, int | None]  # (horse or None, target seat or None)
NO_HORSE = NO_SEAT = None
BETS = BET_KINDS
HORSE, SEAT = "the card's horse", "the card's target seat"  # the choice a card needs (legal choices have it)


def _horses(horses: Iterable[int]) -> tuple[Choice, ...]:
    """Each horse's choice, in order: for a set of horses in number order (what the state gives), from a table."""
    given = horses if horses.__class__ is tuple else tuple(horses)
    known = _ON_HORSES.get(given)
    return known if known is not None else tuple([_ON_HORSE[h] for h in given])


_ON_HORSE = {h: (h, NO_SEAT) for h in range(1, 11)}  # each horse's choice, made once
_ON_HORSES = {  # the choices of every set of horses, in number order (1,024 sets), made once
    subset: tuple([_ON_HORSE[h] for h in subset]) for size in range(11) for subset in combinations(range(1, 11), size)
}


def _seats(state: State, seat: int, needs_cards: bool) -> tuple[Choice, ...]:
    return tuple((NO_HORSE, s) for s in range(state.seats) if s != seat and (state.hands[s] or not needs_cards))


def _bet_horses(
    state: State, spec: CardSpec, seat: int, racing: tuple[int, ...], leaders: tuple[int, ...]
) -> tuple[int, ...]:
    """Horses the bet card may back: never a finished one; never beyond the seat's cash."""
    if spec.kind != "free_bet" and state.cash[seat] < spec.amount:
        return ()
    if spec.kind == "lead_bet":
        return leaders
    if spec.kind == "double_down":
        backed = {b.horse for b in state.bets if b.seat == seat}
        return tuple(h for h in racing if h in backed)
    return racing


def choices(state: State, seat: int, card: int) -> tuple[Choice, ...]:
    """Every (horse, target) the card may be played with now; () when it cannot be played."""
    return choices_on(state, seat, card, state.racing(), state.leaders())


def choices_on(
    state: State, seat: int, card: int, racing: tuple[int, ...], leaders: tuple[int, ...]
) -> tuple[Choice, ...]:
    """`choices` given the state's racing horses and leaders (worked out once for a whole hand)."""
    spec = CONTENT.cards[card]
    if spec.lead and not leaders:
        return ()
    kind = spec.kind
    if kind in BETS:
        return _horses(_bet_horses(state, spec, seat, racing, leaders))
    if kind == "to_the_lead":
        return _horses(h for h in racing if h not in leaders)
    if kind in ("muddy_track", "spur"):
        return _horses(racing)
    if kind == "sprint":
        return _horses(h for h in state.owned_by(seat) if h in racing)
    if kind == "giddy_up":
        return _horses((spec.horse,) if spec.horse in racing else ())
    if kind == "lucky_numba":
        lucky = state.roll is not None and state.roll.horse == spec.horse and spec.horse in racing
        return _horses((spec.horse,) if lucky else ())
    if kind in ("pickpocket", "card_thief"):
        return _seats(state, seat, kind == "card_thief")
    return _NO_CHOICE


_NO_CHOICE: tuple[Choice, ...] = ((NO_HORSE, NO_SEAT),)


def _money(state: State, seat: int, spec: CardSpec) -> int:
    """What a money card pays the seat now."""
    owned = state.owned_by(seat)
    if spec.kind == "owners_purse":
        return spec.amount * len(owned)
    if spec.kind == "lead_bonus":
        return spec.amount if set(owned) & set(state.leaders()) else 0
    if spec.kind == "last_place_bonus":
        return spec.amount if set(owned) & set(state.last_place()) else 0
    return spec.amount


def play(flow: Flow, seat: int, card: int, choice: Choice) -> None:
    """Carry out a card's text (CardPlayed has been emitted); a Card Thief then waits for its pick."""
    spec, (horse, target), state = CONTENT.cards[card], choice, flow.state
    kind = spec.kind
    if kind in BETS:
        paid_by = "bank" if kind == "free_bet" else "cash"
        flow.emit(BetPlaced(seat, len(state.bets), known(horse, HORSE), spec.amount, paid_by, card))
    elif kind == "to_the_lead":
        moved = known(horse, HORSE)
        move(flow, moved, state.space(state.leaders()[0]) - state.space(moved), "card")
    elif kind == "lead_stumbles":
        for leader in state.leaders():
            move(flow, leader, -spec.steps, "card")
    elif kind == "muddy_track":
        move(flow, known(horse, HORSE), -spec.steps, "card")
    elif kind in ("spur", "sprint", "giddy_up", "lucky_numba"):
        move(flow, known(horse, HORSE), spec.steps, "card")
    elif kind == "pickpocket":
        victim = known(target, SEAT)
        taken = min(spec.amount, state.cash[victim])
        if taken:
            flow.emit(MoneyTaken(seat, victim, taken))
    elif kind == "card_thief":
        victim = known(target, SEAT)
        flow.emit(HandSeen(seat, victim, state.hands[victim]))
    else:
        collect(flow, seat, _money(state, seat, spec), spec.name)
