"""Horse features: applied at the start of the owner's turn (Nine Lives' drawback applies on the roll)."""

from __future__ import annotations

from collections.abc import Callable

from .content import CONTENT
from .events import FeatureUsed
from .flow import Flow, collect, draw, move
from .state import State


def _level_three(state: State, horse: int) -> bool:
    space = state.space(horse)
    return space > 0 and sum(1 for h in state.racing() if h != horse and state.space(h) == space) >= 3


def _behind(state: State, horse: int) -> int:
    return max(state.space(h) for h in state.racing()) - state.space(horse)


def _lead_cash(state: State, seat: int, horse: int, space: int) -> bool:
    return horse in state.leaders()


def _rescue(state: State, seat: int, horse: int, space: int) -> bool:
    return state.cash[seat] <= 5


def _level_three_applies(state: State, seat: int, horse: int, space: int) -> bool:
    return _level_three(state, horse)


def _catch_up(state: State, seat: int, horse: int, space: int) -> bool:
    return _behind(state, horse) >= 5


def _steady(state: State, seat: int, horse: int, space: int) -> bool:
    return not state.hands[seat] and bool(state.deck)


def _six_shooter(state: State, seat: int, horse: int, space: int) -> bool:
    return space in (6, 12, 18)


def _last_chance(state: State, seat: int, horse: int, space: int) -> bool:
    return horse in state.last_place()


def _eights(state: State, seat: int, horse: int, space: int) -> bool:
    return space in (8, 16)


def _ten_trouble(state: State, seat: int, horse: int, space: int) -> bool:
    return False


def _lead_card(state: State, seat: int, horse: int, space: int) -> bool:
    return horse in state.leaders() and bool(state.deck)


_FEATURES = tuple(h.feature for h in CONTENT.horses)  # each horse's feature, by number
_CHECKS: dict[str, Callable[[State, int, int, int], bool]] = {
    "lead_cash": _lead_cash,
    "rescue": _rescue,
    "level_three": _level_three_applies,
    "catch_up": _catch_up,
    "steady": _steady,
    "six_shooter": _six_shooter,
    "last_chance": _last_chance,
    "eights": _eights,
    "ten_trouble": _ten_trouble,
    "lead_card": _lead_card,
}  # each feature's condition (state, owner seat, horse, its space)


def applies(state: State, seat: int, horse: int) -> bool:
    """True when the horse's start-of-turn feature has an effect now."""
    check = _CHECKS[_FEATURES[horse - 1]]
    return horse not in state.placings and check(state, seat, horse, state.spaces[horse - 1])


def _effect(flow: Flow, seat: int, horse: int, feature: str) -> None:
    """What a feature does once it applies."""
    if feature in ("lead_cash", "rescue", "level_three"):
        collect(flow, seat, 5, f"feature of horse {horse}")
    elif feature in ("steady", "lead_card"):
        draw(flow, seat, f"feature of horse {horse}")
    else:
        move(flow, horse, 2 if feature == "last_chance" else 1, "feature")


def apply_features(flow: Flow, seat: int) -> None:
    """Every own horse's feature that applies, in horse-number order, each checked when its turn comes."""
    for horse in flow.state.owned_by(seat):
        if flow.over:
            return
        if applies(flow.state, seat, horse):
            feature = _FEATURES[horse - 1]
            flow.emit(FeatureUsed(seat, horse, feature))
            _effect(flow, seat, horse, feature)


def nine_lives_slips(flow: Flow, rolled: int, steps: int) -> None:
    """When horse 10 was rolled and moved, an owned Nine Lives moves back as many spaces (an unowned one does not:
    only the horses a player owns have features that act)."""
    owner, state = flow.state.owner(9), flow.state
    if rolled != 10 or owner is None or flow.over or state.finished(9) or state.space(9) == 0:
        return
    flow.emit(FeatureUsed(owner, 9, "ten_trouble"))
    move(flow, 9, -steps, "feature")
