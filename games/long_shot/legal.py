"""legal_commands(state, seat): complete command bodies a client may send now."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, starmap

from games.base import LegalCommand

from .cards import choices_on
from .content import CONTENT
from .state import HORSES, State

_REROLLING = (
    LegalCommand({"type": "AcceptRoll"}),
    LegalCommand({"type": "UseReroll", "die": "horse"}),
    LegalCommand({"type": "UseReroll", "die": "move"}),
)
_ROLL, _PASS, _DECLINE = (LegalCommand({"type": t}) for t in ("RollDice", "Pass", "DeclineBarMoves"))
# Legal commands are read, never changed: each is made once and reused.


def _rerolling(state: State) -> tuple[LegalCommand, ...]:
    return _REROLLING


def _cards(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """Every playable card with every horse / target seat it may take."""
    racing, leaders = state.racing(), state.leaders()
    return tuple(
        [
            _play(card, horse, target)
            for card in sorted(state.hands[seat])
            for horse, target in choices_on(state, seat, card, racing, leaders)
        ]
    )


@lru_cache(maxsize=4096)
def _play(card: int, horse: int | None, target: int | None) -> LegalCommand:
    return LegalCommand({"type": "PlayCard", "card": card, **_given(horse=horse, target=target)})


def _given(**fields: int | None) -> dict[str, int]:
    """The optional fields that are set (a card that needs no horse or seat omits them)."""
    return {name: value for name, value in fields.items() if value is not None}


_BUY = tuple((h, CONTENT.horse(h).price, LegalCommand({"type": "BuyHorse", "horse": h})) for h in HORSES)
_BET = tuple((h, LegalCommand({"type": "PlaceBet", "horse": h})) for h in HORSES)
_STRETCH_START, _BET_UNIT = CONTENT.stretch_start, CONTENT.bet_unit


@lru_cache(maxsize=4096)
def _discard(first: int, second: int) -> LegalCommand:
    return LegalCommand({"type": "DiscardCards", "first": first, "second": second})


def _actions(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """(3): cards, purchases, $5 bets, discards of two cards, pass."""
    cash, placings = state.cash[seat], state.placings
    owners, spaces = state.owners, state.spaces
    buys = tuple([buy for h, price, buy in _BUY if owners[h - 1] is None and price <= cash and h not in placings])
    bets = tuple([bet for h, bet in _BET if spaces[h - 1] < _STRETCH_START and h not in placings])
    discards = tuple(starmap(_discard, combinations(sorted(state.hands[seat]), 2)))
    return _cards(state, seat) + buys + (bets if cash >= _BET_UNIT else ()) + discards + (_PASS,)


def legal_commands(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """What `seat` may do now; () when it must wait or the game is over."""
    if state.turn != seat or not 0 <= seat < state.seats:
        return ()
    if state.phase == "rolling":
        return (_ROLL,)
    if state.phase == "rerolling":
        return _rerolling(state)
    if state.phase == "barring":
        return tuple(LegalCommand({"type": "MoveBarHorse", "horse": h}) for h in state.pending) + (_DECLINE,)
    if state.phase == "action":
        return _actions(state, seat)
    if state.phase == "stealing":
        return tuple(LegalCommand({"type": "StealCard", "card": c}) for c in sorted(state.hands[state.victim]))
    return ()
