"""Events of the race and after it: cards played, finishes, refills, settlement, loans, rounds, keeping."""

from __future__ import annotations

from typing import ClassVar

from games.base import Event
from games.records import record

from .state import Repayment, RoundResult, Settlement


@record
class CardPlayed(Event):
    """A card played face up; `horse` moved `steps` squares to `square` (steps 0: no effect)."""

    TYPE: ClassVar[str] = "CardPlayed"
    seat: int
    card: str
    kind: str
    colour: str | None
    horse: str | None
    steps: int
    square: int | None


@record
class HorseFinished(Event):
    """A horse moved past the last square and keeps its finishing place."""

    TYPE: ClassVar[str] = "HorseFinished"
    race: int
    horse: str
    place: int


@record
class CardsDrawn(Event):
    """Every hand was empty: two cards to one seat from the reserve, then from the bottom of the played pile."""

    TYPE: ClassVar[str] = "CardsDrawn"
    SECRET: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    race: int
    count: int
    from_played: int
    cards: tuple[str, ...]


@record
class RaceFinished(Event):
    """Two horses have finished: the race is over."""

    TYPE: ClassVar[str] = "RaceFinished"
    race: int
    first: str
    second: str


@record
class BetsSettled(Event):
    """Every bet of the race revealed and paid by the bank or paid to it."""

    TYPE: ClassVar[str] = "BetsSettled"
    race: int
    first: str
    second: str
    settlements: tuple[Settlement, ...]


@record
class LoansSettled(Event):
    """Loans repaid from cash after the race; what cash cannot cover is paid by a new loan."""

    TYPE: ClassVar[str] = "LoansSettled"
    race: int
    repayments: tuple[Repayment, ...]


@record
class RoundClosed(Event):
    """A round of races is over: each seat's result is banked, its loans cleared against it."""

    TYPE: ClassVar[str] = "RoundClosed"
    round: int
    results: tuple[RoundResult, ...]


@record
class KeepingOpened(Event):
    """Seats holding cards may keep up to two for the next race."""

    TYPE: ClassVar[str] = "KeepingOpened"
    race: int
    seats: tuple[int, ...]


@record
class CardsKept(Event):
    """The cards a seat keeps for the next race (secret to it until the game is over)."""

    TYPE: ClassVar[str] = "CardsKept"
    SECRET: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    race: int
    count: int
    cards: tuple[str, ...]


@record
class RacingEnded(Event):
    """The last race is settled: the game is over; each seat's accounts are closed into its final money."""

    TYPE: ClassVar[str] = "RacingEnded"
    races: int
