"""Events of Long Shot: past tense; the deck order and hands are secret until the game is over.

The money events live in money_events.py and are re-exported here.
"""

from __future__ import annotations

from typing import Any, ClassVar

from games.base import Event
from games.records import record

from .money_events import (
    BetPlaced,
    HorseBought,
    MoneyCollected,
    MoneyTaken,
    Purse,
    RaceFinished,
    Settled,
    Settlement,
)


@record
class MoneyDealt(Event):
    """Every seat receives its starting cash from the bank."""

    TYPE: ClassVar[str] = "MoneyDealt"
    amount: int


@record
class DeckShuffled(Event):
    """The house's secret shuffle of the 104 cards (Fisher-Yates draws)."""

    TYPE: ClassVar[str] = "DeckShuffled"
    SECRET: ClassVar[tuple[str, ...]] = ("draws",)
    OWNER: ClassVar[str] = "house"
    draws: tuple[int, ...]
    nonces: tuple[str, ...]


@record
class CardsDealt(Event):
    """A seat's starting hand, from the top of the deck."""

    TYPE: ClassVar[str] = "CardsDealt"
    SECRET: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple[int, ...]


@record
class StartDieRolled(Event):
    """A seat rolled the horse die to decide who starts (`round` > 1 re-rolls a tie)."""

    TYPE: ClassVar[str] = "StartDieRolled"
    seat: int
    value: int
    nonce: str
    round: int


@record
class TurnBegan(Event):
    """`seat` starts turn number `turn`."""

    TYPE: ClassVar[str] = "TurnBegan"
    seat: int
    turn: int


@record
class FeatureUsed(Event):
    """A horse feature applied (its effect follows as its own events)."""

    TYPE: ClassVar[str] = "FeatureUsed"
    seat: int | None
    horse: int
    feature: str


@record
class DiceRolled(Event):
    """The horse die (re-rolled while it shows a finished horse) and the move die (face index)."""

    TYPE: ClassVar[str] = "DiceRolled"
    seat: int
    horse_rolls: tuple[int, ...]
    horse_nonces: tuple[str, ...]
    face: int
    face_nonce: str
    horse: int
    move: int


@record
class DieRerolled(Event):
    """The reroll token was used on one die; `rolls` are its new draws (the horse die skips finished horses)."""

    TYPE: ClassVar[str] = "DieRerolled"
    seat: int
    die: str
    rolls: tuple[int, ...]
    nonces: tuple[str, ...]
    value: int


@record
class HorseMoved(Event):
    """A horse moved from one position to another (0 = start, 21 = finished)."""

    TYPE: ClassVar[str] = "HorseMoved"
    horse: int
    start: int
    end: int
    cause: str


@record
class HorseFinished(Event):
    """A horse crossed the finish line in `place`."""

    TYPE: ClassVar[str] = "HorseFinished"
    horse: int
    place: int


@record
class FinishOrderPending(Event):
    """Retired (old logs only): several of the roller's bar horses were to cross the line, in an order it chose.

    Read today as a BarMovesOffered of those horses: a game stopped there goes on with the choice of the rules.
    """

    TYPE: ClassVar[str] = "FinishOrderPending"
    seat: int
    horses: tuple[int, ...]


@record
class BarMovesOffered(Event):
    """The roller may move each of these own horses (the rolled number in its bar) by the move die, or not."""

    TYPE: ClassVar[str] = "BarMovesOffered"
    seat: int
    horses: tuple[int, ...]


@record
class BarMovesDeclined(Event):
    """The roller left these offered horses where they stand."""

    TYPE: ClassVar[str] = "BarMovesDeclined"
    seat: int
    horses: tuple[int, ...]


@record
class RollResolved(Event):
    """The roll has been used; the seat takes its action."""

    TYPE: ClassVar[str] = "RollResolved"
    seat: int


@record
class CardDrawn(Event):
    """A seat drew the top card of the deck."""

    TYPE: ClassVar[str] = "CardDrawn"
    SECRET: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: int
    reason: str


@record
class CardStolen(Event):
    """`seat` took a card from `victim`: by chance on a 0 roll (position `index` drawn with `nonce`), or chosen
    by a Card Thief who looked at the hand (`chosen`; no index, no draw). Sealed to the taker."""

    TYPE: ClassVar[str] = "CardStolen"
    SCHEMA: ClassVar[int] = 2
    ADDED: ClassVar[tuple[str, ...]] = ("chosen",)  # stored under schema 1 without (UPCASTERS)
    SECRET: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    victim: int
    card: int
    index: int | None
    hand_size: int
    nonce: str | None
    chosen: bool


@record
class HandSeen(Event):
    """A Card Thief (`seat`) looks at `victim`'s hand: the cards are sealed to the thief alone."""

    TYPE: ClassVar[str] = "HandSeen"
    SECRET: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    victim: int
    cards: tuple[int, ...]


@record
class CardPlayed(Event):
    """A card played face up with the horse / target seat it names (None when it needs none); its effect follows."""

    TYPE: ClassVar[str] = "CardPlayed"
    SCHEMA: ClassVar[int] = 2
    seat: int
    card: int
    name: str
    horse: int | None
    target: int | None


@record
class CardsDiscarded(Event):
    """Two cards discarded without effect (the bank pays $5, see MoneyCollected)."""

    TYPE: ClassVar[str] = "CardsDiscarded"
    seat: int
    cards: tuple[int, ...]


@record
class Passed(Event):
    """The seat took no action."""

    TYPE: ClassVar[str] = "Passed"
    seat: int


def card_played_v1_to_v2(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Schema 1 wrote "no horse" as 0 and "no seat" as -1; schema 2 writes None."""
    return {**data, "horse": data["horse"] or None, "target": None if data["target"] == -1 else data["target"]}


def card_stolen_v1_to_v2(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Schema 1 stole only by chance (a 0 roll, or the old random Card Thief): not chosen."""
    return {**data, "chosen": False}


UPCASTERS = {("CardPlayed", 1): card_played_v1_to_v2, ("CardStolen", 1): card_stolen_v1_to_v2}

EVENTS = (
    MoneyDealt,
    DeckShuffled,
    CardsDealt,
    StartDieRolled,
    TurnBegan,
    FeatureUsed,
    DiceRolled,
    DieRerolled,
    HorseMoved,
    HorseFinished,
    FinishOrderPending,
    BarMovesOffered,
    BarMovesDeclined,
    RollResolved,
    CardDrawn,
    CardStolen,
    HandSeen,
    CardPlayed,
    HorseBought,
    BetPlaced,
    CardsDiscarded,
    MoneyCollected,
    MoneyTaken,
    Passed,
    RaceFinished,
    Settled,
)

# Every event of the game, those defined in the modules it re-exports from too (a literal list, for mypy).
__all__ = [
    "UPCASTERS",
    "BarMovesDeclined",
    "BarMovesOffered",
    "BetPlaced",
    "CardDrawn",
    "CardPlayed",
    "CardStolen",
    "CardsDealt",
    "CardsDiscarded",
    "DeckShuffled",
    "DiceRolled",
    "DieRerolled",
    "FeatureUsed",
    "FinishOrderPending",
    "HandSeen",
    "HorseBought",
    "HorseFinished",
    "HorseMoved",
    "MoneyCollected",
    "MoneyDealt",
    "MoneyTaken",
    "Passed",
    "Purse",
    "RaceFinished",
    "RollResolved",
    "Settled",
    "Settlement",
    "StartDieRolled",
    "TurnBegan",
]
