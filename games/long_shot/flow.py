"""A command's events accumulated while the state is folded along: movement, finishing, the race's end."""

from __future__ import annotations

from games.base import Event

from .content import CONTENT
from .events import CardDrawn, HorseFinished, HorseMoved, MoneyCollected, RaceFinished, Settled
from .evolve import evolve
from .settle import purses, settlements
from .state import State

_FINISH = CONTENT.finish  # the content is fixed: read once


class Flow:
    """Events of one command so far, and the state they lead to."""

    def __init__(self, state: State):
        self.state = state
        self.events: list[Event] = []

    @property
    def over(self) -> bool:
        """True once the third horse has finished."""
        return self.state.phase in ("settling", "over")

    def emit(self, *events: Event) -> None:
        """Record events and fold them."""
        for event in events:
            self.events.append(event)
            self.state = evolve(self.state, event)

    def end(self, *events: Event) -> None:
        """Record the command's last events, unfolded: nothing reads the state after them (reading it fails)."""
        self.events += events
        del self.state

    def done(self) -> tuple[Event, ...]:
        """The command's events."""
        return tuple(self.events)


def move(flow: Flow, horse: int, steps: int, cause: str) -> None:
    """Move a racing horse (never behind the start); past the last space it finishes; the third ends the game."""
    state = flow.state
    if flow.over or state.finished(horse) or steps == 0:
        return
    start = state.space(horse)
    end = min(max(0, start + steps), _FINISH)
    if end == start:
        return
    flow.emit(HorseMoved(horse, start, end, cause))
    if end == _FINISH:
        finish(flow, horse)


def finish(flow: Flow, horse: int) -> None:
    """The horse takes the next place; with the third the race ends and is settled."""
    flow.emit(HorseFinished(horse, len(flow.state.placings) + 1))
    if len(flow.state.placings) == 3:
        flow.emit(RaceFinished(flow.state.placings))
        flow.emit(Settled(purses(flow.state), settlements(flow.state)))


def draw(flow: Flow, seat: int, reason: str) -> None:
    """The seat draws the top card while the deck lasts."""
    if not flow.over:
        flow.emit(*drawn(flow.state, seat, reason))


def drawn(state: State, seat: int, reason: str) -> tuple[Event, ...]:
    """The top card drawn by the seat, while the deck lasts."""
    return (CardDrawn(seat, state.deck[0], reason),) if state.deck else ()


def collect(flow: Flow, seat: int, amount: int, reason: str) -> None:
    """The bank pays a seat."""
    if not flow.over:
        flow.emit(*collected(seat, amount, reason))


def collected(seat: int, amount: int, reason: str) -> tuple[Event, ...]:
    """The bank's payment to a seat, if there is one."""
    return (MoneyCollected(seat, amount, reason),) if amount > 0 else ()
