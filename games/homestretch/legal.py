"""legal_commands(state, seat): complete command bodies a client may send now."""

from __future__ import annotations

from functools import lru_cache

from games.base import LegalCommand

from .buying import blind_cost_ceiling, current_buyer
from .content import CONTENT
from .state import State
from .track import HORSES, LINES, last_place


def _draft(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """One PickShare per card of the seat's hand, until it has picked this round."""
    if state.picks[seat] is not None:
        return ()
    return tuple(LegalCommand({"type": "PickShare", "card": card}) for card in state.hand_of(seat))


def _betting(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """Every token value still held, on every spot with room for another of the seat's tokens."""
    values, room = sorted(set(state.tokens_left(seat))), state.capacity(seat)
    placed: dict[tuple[int, str], int] = {}  # on_spot(state, seat, horse, line) of every spot, in one pass
    for t in state.board:
        if t.seat == seat:
            placed[t.horse, t.line] = placed.get((t.horse, t.line), 0) + 1
    return tuple(
        _token(h, line, v) for h in HORSES for line in LINES if placed.get((h, line), 0) < room for v in values
    )


@lru_cache(maxsize=1024)
def _token(horse: int, line: str, value: int) -> LegalCommand:
    """Placing a token of `value` on a spot (made once per spot and value: legal commands are read, never changed)."""
    return LegalCommand({"type": "PlaceToken", "horse": horse, "line": line, "value": value})


def _racing(state: State) -> tuple[LegalCommand, ...]:
    """What the dice holder may do at its step."""
    step = state.holder.step
    if step == "roll":
        return (LegalCommand({"type": "RollDice"}),)
    if step == "choose":
        return tuple(LegalCommand({"type": "MoveHorse", "spaces": n}) for n in (2, 1))
    if step == "special":
        return tuple(
            LegalCommand({"type": "SpecialMove", "horse": h}) for h in last_place(state.positions(), state.placings)
        )
    if step == "reroll":
        return LegalCommand({"type": "RollDice"}), LegalCommand({"type": "EndTurn"})
    return ()


def _buying(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """Each affordable face-up card, a blind buy when possible, and passing."""
    cash = state.cash[seat]
    buys = tuple(LegalCommand({"type": "BuyShare", "card": c}) for c in state.row if CONTENT.price(c) <= cash)
    blind = (LegalCommand({"type": "BuyBlind"}),) if state.pile and cash >= blind_cost_ceiling() else ()
    return buys + blind + (LegalCommand({"type": "PassBuy"}),)


def legal_commands(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """What `seat` may do now; () when it must wait or the game is over."""
    if not 0 <= seat < state.seats:
        return ()
    if state.phase == "draft":
        return _draft(state, seat)
    if state.phase == "betting":
        return _betting(state, seat) if state.tokens_left(seat) else ()
    if state.phase == "racing" and state.turn is not None and state.turn.seat == seat:
        return _racing(state)
    if state.phase == "buying" and current_buyer(state) == seat:
        return _buying(state, seat)
    return ()
