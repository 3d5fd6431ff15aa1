"""view(state, seat): what a seat (or the public, seat None) may see; JSON-able."""

from __future__ import annotations

from functools import cache
from typing import Any

from games.base import schema_beside

from .content import CONTENT
from .standstill import CALL_AFTER_ROLLS, held_back
from .state import RaceResult, State
from .track import default_track

VIEW_SCHEMA = schema_beside(__file__)  # what every view below meets (openapi.yaml's <Id>View)


def track_summary() -> dict[str, Any]:
    """The track's id and dimensions (not the whole graph)."""
    track = default_track()
    spec = track.spec
    return {
        "id": spec.id,
        "lanes": spec.lanes,
        "straight": spec.straight,
        "bend_radius": spec.bend_radius,
        "hexes": len(track.hexes),
        "hexes_per_lane": list(_lane_lengths()),
        "finish_line": {"straight": spec.finish_line.straight, "at": spec.finish_line.at},
        "start_line": {"straight": spec.start_line.straight, "at": spec.start_line.at},
        "start_hexes": list(track.start_hexes),
        "laps": "start line -> finish line -> one full lap -> finish line",
    }


@cache
def _lane_lengths() -> tuple[int, ...]:
    """The default track's hexes per lane (counted once: the track never changes)."""
    return default_track().lane_lengths()


def _roll(state: State) -> dict[str, Any] | None:
    """The current roll, if any."""
    if state.roll is None:
        return None
    roll = state.roll
    return {"red": roll.red, "white": roll.white, "doubles": roll.doubles, "double_ones": roll.double_ones}


def _standstill(state: State) -> dict[str, Any]:
    """Rolls in a row without a move this race, and what the house rules do about them."""
    return {
        "rolls": state.still,
        "must_move_after": state.seats,
        "called_after": CALL_AFTER_ROLLS,
        "must_move": held_back(state),
    }


def _horses(state: State) -> list[dict[str, Any]]:
    """Every horse as the codec writes it: its fields in order (copied: a view is read before every bot decision)."""
    return [h.__dict__.copy() for h in state.horses]  # a frozen dataclass's __dict__ holds just its fields, in order


def _result(result: RaceResult) -> dict[str, Any]:
    """A settled race as the codec writes it (copied like the horses: it holds every bet of the race)."""
    settlements = [s.__dict__.copy() for s in result.settlements]
    return {"race": result.race, "placings": list(result.placings), "settlements": settlements}


def _seats(state: State) -> list[dict[str, Any]]:
    """Every seat's settled cash and whether it is done betting (never its bets)."""
    return [
        {"seat": s, "cash": state.cash[s], "done_betting": bool(state.done[s]) if state.phase == "betting" else None}
        for s in range(state.seats)
    ]


def _own(state: State, seat: int) -> dict[str, Any]:
    """The viewer's sealed bets and the cash it may still bet."""
    bets = [{"horse": b.horse, "amount": b.amount, "salt": b.salt} for b in state.bets if b.seat == seat]
    return {"seat": seat, "bets": bets, "available": state.available(seat)}


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The game as `seat` may see it; other seats' unsettled bets never appear."""
    you = _own(state, seat) if seat is not None and 0 <= seat < state.seats else None
    return {
        "ruleset": "neck_and_neck",
        "track": track_summary(),
        "races": CONTENT.races,
        "race": state.race,
        "phase": state.phase,
        "first_seat": state.first_seat,
        "turn": state.turn,
        "roll": _roll(state),
        "horses": _horses(state),
        "placings": list(state.placings),
        "standstill": _standstill(state),
        "seats": _seats(state),
        "results": [_result(r) for r in state.results],
        "you": you,
    }
