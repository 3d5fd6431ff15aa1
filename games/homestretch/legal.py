"""legal_commands(state, seat): complete command bodies a client may send now."""

from __future__ import annotations

from itertools import chain

from games.base import LegalCommand

from .content import CONTENT, HORSES, LINES, last_place
from .state import State, blind_cost_ceiling, current_buyer


def _draft(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """One PickShare per card of the seat's hand, until it has picked this round."""
    if state.picks[seat] is not None:
        return ()
    return tuple(LegalCommand({"type": "PickShare", "card": card}) for card in state.hand_of(seat))


def _betting(state: State, seat: int, left: tuple[int, ...]) -> tuple[LegalCommand, ...]:
    """Every token value still held, on every spot with room for another of the seat's tokens."""
    values = tuple(sorted(set(left)))
    bets, width, start, kept = BETS[values], len(values), 0, []
    for spot in _full_spots(state, seat):  # the spots' commands lie in spot order, `width` of them a spot
        kept.append(bets[start : spot * width])
        start = (spot + 1) * width
    if not start:
        return bets
    kept.append(bets[start:])
    return tuple(chain.from_iterable(kept))


def _full_spots(state: State, seat: int) -> list[int]:
    """The numbers (in SPOTS) of the spots holding as many of the seat's tokens as it may put on one, in order."""
    room = state.capacity(seat)
    placed: dict[tuple[int, str], int] = {}  # on_spot(state, seat, horse, line) of every spot, in one pass
    for t in state.board:
        if t.seat == seat:
            placed[t.horse, t.line] = placed.get((t.horse, t.line), 0) + 1
    return sorted(SPOT_NUMBERS[spot] for spot, count in placed.items() if count >= room and spot in SPOT_NUMBERS)


def _value_sets() -> tuple[tuple[int, ...], ...]:
    """Every sorted set of distinct token values a seat may still hold."""
    distinct = sorted(set(CONTENT.bet_tokens))
    return tuple(tuple(v for i, v in enumerate(distinct) if mask >> i & 1) for mask in range(1 << len(distinct)))


# Tables of the fixed content, made once (legal commands are read, never changed): the spots in order, and for each
# set of token values held, a PlaceToken command of each value on each spot, spot by spot.
SPOTS = tuple((h, line) for h in HORSES for line in LINES)
SPOT_NUMBERS = {spot: i for i, spot in enumerate(SPOTS)}
BETS = {
    values: tuple(
        LegalCommand({"type": "PlaceToken", "horse": h, "line": line, "value": v}) for h, line in SPOTS for v in values
    )
    for values in _value_sets()
}


ROLL = LegalCommand({"type": "RollDice"})
RACING_STEPS = {
    "roll": (ROLL,),
    "choose": tuple(LegalCommand({"type": "MoveHorse", "spaces": n}) for n in (2, 1)),
    "reroll": (ROLL, LegalCommand({"type": "EndTurn"})),
}
SPECIAL_MOVES = {h: LegalCommand({"type": "SpecialMove", "horse": h}) for h in HORSES}


def _racing(state: State) -> tuple[LegalCommand, ...]:
    """What the dice holder may do at its step."""
    step = state.holder.step
    if step == "special":
        return tuple(SPECIAL_MOVES[h] for h in last_place(state.positions(), state.placings))
    return RACING_STEPS.get(step, ())


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
        left = state.tokens_left(seat)
        return _betting(state, seat, left) if left else ()
    if state.phase == "racing" and state.turn is not None and state.turn.seat == seat:
        return _racing(state)
    if state.phase == "buying" and current_buyer(state) == seat:
        return _buying(state, seat)
    return ()
