"""The remaining ruleset functions: options, initial state, game over, reveals, standings, time."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import Event, OptionSpec, Standing, ranked
from games.guards import require_seat_count

from .content import MAX_SEATS, MIN_SEATS, TITLE
from .events import BetPlaced
from .state import State

OPTIONS = (
    OptionSpec(
        "rounds",
        "integer",
        1,
        "rounds of three races; each round restarts everyone at 1,000 and the "
        "final score is the sum of the rounds' results",
        minimum=1,
        maximum=5,
    ),
)


def initial_state(seats: int, options: Mapping[str, Any]) -> State:
    """Seats with empty hands and no money yet (StartGame issues the capital), waiting for StartGame."""
    require_seat_count(TITLE, seats, MIN_SEATS, MAX_SEATS)
    rounds = options.get("rounds", 1)
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 5:
        raise ValueError(f"option rounds must be an integer from 1 to 5, not {rounds!r}")
    zero = (0,) * seats
    return State(
        seats=seats,
        rounds=rounds,
        hands=((),) * seats,
        cash=zero,
        debt=zero,
        banked=zero,
        loaned=zero,
        done=(False,) * seats,
    )


def is_over(state: State) -> bool:
    """True once the last race has been settled."""
    return state.phase == "over"


def is_revealed(state: State, event: Event) -> bool:
    """A bet is public once its race is settled; hands, kept cards and the deck order once the game is over."""
    if isinstance(event, BetPlaced):
        return state.phase == "over" or any(r.race == event.race for r in state.results)
    if type(event).SECRET:
        return state.phase == "over"
    return True


def standings(state: State) -> tuple[Standing, ...]:
    """Seats ranked by money: banked round results plus cash minus outstanding loans; ties share a rank."""
    return ranked({s: state.money(s) for s in range(state.seats)})


def awaiting(state: State) -> tuple[int, ...]:
    """Every seat still betting or keeping, or the seat whose turn it is in the race."""
    if state.phase in ("betting", "keeping"):
        return tuple(s for s in range(state.seats) if not state.done[s])
    if state.phase == "racing" and state.turn is not None:
        return (state.turn,)
    return ()


def timeout_command(state: State, seat: int) -> dict[str, Any] | None:
    """House defaults: a seat that lets its deadline pass bets nothing, or keeps no cards; in the race the bot plays."""
    if state.phase == "betting":
        return {"type": "PassBet"}
    if state.phase == "keeping":
        return {"type": "KeepCards", "cards": []}
    return None
