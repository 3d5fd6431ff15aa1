"""legal_commands(state, seat): complete command bodies a client may send now."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from games.base import LegalCommand, Param

from .betting import bet_cap, loan_room
from .content import CARD_ORDER, CARDS, CONTENT, HORSES, card_number
from .race import positions, targets_among
from .state import State


def _bets(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """Place and win on each horse; a double for each ordered pair and each winner's stake; a loan; a pass."""
    unit, low, cap = CONTENT.stake_unit, CONTENT.stake_min, bet_cap(state, seat)
    found: list[LegalCommand] = [LegalCommand({"type": "PassBet"})]
    room = loan_room(state, seat) // unit * unit
    if room >= unit:
        found.append(LegalCommand({"type": "TakeLoan"}, {"amount": Param(unit, room, unit)}))
    if cap >= low:
        found += [
            LegalCommand({"type": "PlaceBet", "kind": kind, "horse": h}, {"stake": Param(low, cap, unit)})
            for kind in ("place", "win")
            for h in HORSES
        ]
    return tuple(found) + _doubles(low, cap, unit)


@lru_cache(maxsize=256)
def _doubles(low: int, cap: int, unit: int) -> tuple[LegalCommand, ...]:
    """A double for each ordered pair and each winner's stake under a bet cap (made once per cap: the same for
    every seat and state with that cap; legal commands are read, never changed)."""
    return tuple(
        LegalCommand(
            {"type": "PlaceBet", "kind": "double", "horse": a, "second": b, "stake": stake},
            {"second_stake": Param(low, cap - stake, unit)},
        )
        for stake in range(low, cap - low + 1, unit)
        for a in HORSES
        for b in HORSES
        if a != b
    )


def _play(card: str, horse: str | None) -> LegalCommand:
    """Playing the card on the horse; without a horse field when it moves none."""
    return LegalCommand({"type": "PlayCard", "card": card, **({"horse": horse} if horse else {})})


# Every card on every horse (or on none), made once: legal commands are read, never changed.
PLAYS = {(card.id, horse): _play(card.id, horse) for card in CONTENT.cards for horse in (*HORSES, None)}


def _cards(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """Each card in hand with each horse it may move (no horse field when it moves none)."""
    hand = sorted(state.hands[seat], key=CARD_ORDER.__getitem__)
    ranks, finishers = positions(state.squares, state.finishers), state.finishers
    return tuple(PLAYS[card, horse] for card in hand for horse in targets_among(CARDS[card], ranks, finishers))


def _keeps(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """Every choice of up to two cards of the hand to keep."""
    hand = sorted(state.hands[seat], key=card_number)
    choices = [c for n in range(CONTENT.keep_max + 1) for c in combinations(hand, n)]
    return tuple(LegalCommand({"type": "KeepCards", "cards": list(c)}) for c in choices)


def legal_commands(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """What `seat` may do now; () when it must wait or the game is over."""
    if not 0 <= seat < state.seats:
        return ()
    if state.phase == "betting" and not state.done[seat]:
        return _bets(state, seat)
    if state.phase == "keeping" and not state.done[seat]:
        return _keeps(state, seat)
    if state.phase == "racing" and state.turn == seat:
        return _cards(state, seat)
    return ()
