"""Events of Neck and Neck: past tense; sealed bets keep horse, amount and salt secret."""

from __future__ import annotations

from typing import Any, ClassVar

from games.base import Event
from games.records import record

from .state import Settlement


@record
class BettingOpened(Event):
    """Horses are on their start hexes and bets for `race` are open; `first_seat` will roll first."""

    TYPE: ClassVar[str] = "BettingOpened"
    race: int
    first_seat: int


@record
class BetPlaced(Event):
    """A sealed bet; others see only the commitment until the race is settled."""

    TYPE: ClassVar[str] = "BetPlaced"
    SCHEMA: ClassVar[int] = 2
    ADDED: ClassVar[tuple[str, ...]] = ("salt_nonce",)  # stored under schema 1 without (UPCASTERS)
    SECRET: ClassVar[tuple[str, ...]] = ("horse", "amount", "salt")
    OWNER: ClassVar[str] = "seat"
    seat: int
    race: int
    horse: int
    amount: int
    salt: str
    commitment: str
    salt_nonce: str


@record
class BettingFinished(Event):
    """A seat is done betting for the race."""

    TYPE: ClassVar[str] = "BettingFinished"
    seat: int
    race: int


@record
class RaceStarted(Event):
    """Every seat is done betting; `first_seat` rolls first."""

    TYPE: ClassVar[str] = "RaceStarted"
    race: int
    first_seat: int


@record
class DiceRolled(Event):
    """The red die (horse) and white die (hexes), each with the nonce it was drawn from."""

    TYPE: ClassVar[str] = "DiceRolled"
    seat: int
    red: int
    white: int
    red_nonce: str
    white_nonce: str


@record
class HorseMoved(Event):
    """A horse moved along `path` (the hexes entered, last = destination)."""

    TYPE: ClassVar[str] = "HorseMoved"
    seat: int
    horse: int
    path: tuple[str, ...]
    special: bool


@record
class MovePassed(Event):
    """The roller declined the move."""

    TYPE: ClassVar[str] = "MovePassed"
    seat: int


@record
class HorseFinished(Event):
    """A horse crossed the finish line for the second time and left the track."""

    TYPE: ClassVar[str] = "HorseFinished"
    horse: int
    place: int


@record
class RaceCalled(Event):
    """The race stood still for `rolls` rolls in a row: it is called, `placings` placed by distance run."""

    TYPE: ClassVar[str] = "RaceCalled"
    race: int
    rolls: int
    placings: tuple[int, ...]


@record
class RaceFinished(Event):
    """The third horse finished; the race is over."""

    TYPE: ClassVar[str] = "RaceFinished"
    race: int
    placings: tuple[int, int, int]


@record
class BetsSettled(Event):
    """Every bet of the race revealed and paid off (or collected) by the bank."""

    TYPE: ClassVar[str] = "BetsSettled"
    race: int
    settlements: tuple[Settlement, ...]


def bet_placed_v1_to_v2(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Schema 1 did not record the salt's nonce: it was always the first draw of its command, `<version>.0`."""
    return {**data, "salt_nonce": f"{version}.0"}


UPCASTERS = {("BetPlaced", 1): bet_placed_v1_to_v2}

EVENTS = (
    BettingOpened,
    BetPlaced,
    BettingFinished,
    RaceStarted,
    DiceRolled,
    HorseMoved,
    MovePassed,
    HorseFinished,
    RaceCalled,
    RaceFinished,
    BetsSettled,
)
