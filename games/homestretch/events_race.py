"""Events of the races: schema 1 (BettingOpened: 2); bet-token values sealed until their race is paid."""

from __future__ import annotations

from typing import Any, ClassVar

from games.base import Event
from games.records import record

from .order import order_places
from .state import PursePayment, TieRoll, TokenSettlement


@record
class RaceCardFlipped(Event):
    """The race's card is turned up: its purses, and its handicap tokens go behind the horses."""

    TYPE: ClassVar[str] = "RaceCardFlipped"
    race: int
    card: str


@record
class BettingOpened(Event):
    """Betting order (most money first, ties by colour name) and each seat's place in the scoring, by seat.

    A seat may put as many tokens on one spot as its place: seats tied on money share a place (`places_by`
    "money"). Schema 1 events read as `places_by` "order": each seat's position in the betting order.
    """

    TYPE: ClassVar[str] = "BettingOpened"
    SCHEMA: ClassVar[int] = 2
    race: int
    order: tuple[int, ...]
    places: tuple[int, ...]
    places_by: str = "money"


def betting_opened_v1_to_v2(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Schema 1 gave each seat its position in the betting order as its place; schema 2 records places."""
    return {**data, "places": list(order_places(data["order"])), "places_by": "order"}


@record
class TokenPlaced(Event):
    """A bet token laid face down: its spot is public, its value sealed until the race is paid."""

    TYPE: ClassVar[str] = "TokenPlaced"
    SECRET: ClassVar[tuple[str, ...]] = ("value", "salt")
    seat: int
    race: int
    horse: int
    line: str
    value: int
    salt: str
    commitment: str
    salt_nonce: str


@record
class RaceStarted(Event):
    """All tokens are down; the seat with the least money (ties: highest die) rolls first."""

    TYPE: ClassVar[str] = "RaceStarted"
    race: int
    first_seat: int
    tie_rolls: tuple[TieRoll, ...]


@record
class DiceRolled(Event):
    """Two dice; their sum is the horse."""

    TYPE: ClassVar[str] = "DiceRolled"
    seat: int
    die_a: int
    die_b: int
    nonce_a: str
    nonce_b: str


@record
class HandicapSpent(Event):
    """A horse's handicap token acted on its first move and went back to the pile."""

    TYPE: ClassVar[str] = "HandicapSpent"
    horse: int
    token: str


@record
class HorseMoved(Event):
    """A horse moved `spaces` (0: cancelled by X); `then`: "roll" (must), "reroll" (may) or "end"."""

    TYPE: ClassVar[str] = "HorseMoved"
    seat: int
    horse: int
    spaces: int
    special: bool
    then: str


@record
class HorseFinished(Event):
    """A horse reached its 10th space."""

    TYPE: ClassVar[str] = "HorseFinished"
    horse: int
    place: int


@record
class TurnEnded(Event):
    """The dice pass left."""

    TYPE: ClassVar[str] = "TurnEnded"
    seat: int
    next_seat: int


@record
class RaceFinished(Event):
    """The third horse finished: Win, Place, Show."""

    TYPE: ClassVar[str] = "RaceFinished"
    race: int
    placings: tuple[int, int, int]


@record
class PursesPaid(Event):
    """The card's purses split among the seats holding shares of the first three horses."""

    TYPE: ClassVar[str] = "PursesPaid"
    race: int
    payments: tuple[PursePayment, ...]


@record
class TokensSettled(Event):
    """Every bet token revealed and the winning ones paid by the bank."""

    TYPE: ClassVar[str] = "TokensSettled"
    race: int
    settlements: tuple[TokenSettlement, ...]
