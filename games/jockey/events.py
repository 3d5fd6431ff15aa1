"""Events of Jockey: past tense, schema 1; hands, kept cards, bets and the deck order are secrets.

This module holds the events up to the start of a race and gathers all of them in EVENTS.
"""

from __future__ import annotations

from typing import ClassVar

from games.base import Event
from games.records import record

from .race_events import (
    BetsSettled,
    CardPlayed,
    CardsDrawn,
    CardsKept,
    HorseFinished,
    KeepingOpened,
    LoansSettled,
    RaceFinished,
    RacingEnded,
    RoundClosed,
)


@record
class CapitalIssued(Event):
    """Every seat receives the round's starting capital from the bank."""

    TYPE: ClassVar[str] = "CapitalIssued"
    round: int
    amount: int


@record
class DeckShuffled(Event):
    """The cards not kept, sorted by id, shuffled for `race`: a house secret until the game is over."""

    TYPE: ClassVar[str] = "DeckShuffled"
    SECRET: ClassVar[tuple[str, ...]] = ("draws", "nonces")
    OWNER: ClassVar[str] = "house"
    race: int
    size: int
    draws: tuple[int, ...]
    nonces: tuple[str, ...]


@record
class CardsDealt(Event):
    """Cards from the top of the deck to one seat (secret to that seat until the game is over)."""

    TYPE: ClassVar[str] = "CardsDealt"
    SECRET: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    race: int
    count: int
    cards: tuple[str, ...]


@record
class BettingOpened(Event):
    """Bets for `race` are open; `dealer` dealt and `first_seat` (left of the dealer) plays first."""

    TYPE: ClassVar[str] = "BettingOpened"
    race: int
    round: int
    dealer: int
    first_seat: int


@record
class LoanTaken(Event):
    """The bank lent a seat money for this race."""

    TYPE: ClassVar[str] = "LoanTaken"
    seat: int
    race: int
    amount: int


@record
class BetPlaced(Event):
    """A sealed bet (kind "none": a sealed pass); others see only the commitment until the race is settled."""

    TYPE: ClassVar[str] = "BetPlaced"
    SECRET: ClassVar[tuple[str, ...]] = ("kind", "horse", "stake", "second", "second_stake", "salt")
    seat: int
    race: int
    kind: str
    horse: str | None
    stake: int
    second: str | None
    second_stake: int
    salt: str
    commitment: str
    salt_nonce: str


@record
class RaceStarted(Event):
    """Every seat has bet; `first_seat` plays the first card."""

    TYPE: ClassVar[str] = "RaceStarted"
    race: int
    first_seat: int


EVENTS = (
    CapitalIssued,
    DeckShuffled,
    CardsDealt,
    BettingOpened,
    LoanTaken,
    BetPlaced,
    RaceStarted,
    CardPlayed,
    HorseFinished,
    CardsDrawn,
    RaceFinished,
    BetsSettled,
    LoansSettled,
    RoundClosed,
    KeepingOpened,
    CardsKept,
    RacingEnded,
)

# Every event of the game, those defined in the modules it re-exports from too (a literal list, for mypy).
__all__ = [
    "BetPlaced",
    "BetsSettled",
    "BettingOpened",
    "CapitalIssued",
    "CardPlayed",
    "CardsDealt",
    "CardsDrawn",
    "CardsKept",
    "DeckShuffled",
    "HorseFinished",
    "KeepingOpened",
    "LoanTaken",
    "LoansSettled",
    "RaceFinished",
    "RaceStarted",
    "RacingEnded",
    "RoundClosed",
]
