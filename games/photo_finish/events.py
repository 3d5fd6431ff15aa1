"""Events of Photo Finish: past tense; the tile order and sealed bets are secret until revealed.

Schema 2 (issue 16, the rules as written): `SideBetsSettled` moves every side bet in full between score sheets;
`BetsSettled` gives the outsider half-bonus once per player holding place bets with the horse.
Older events are upcast on read with a field naming the rule they were decided under, so old games replay as played.
"""

from __future__ import annotations

from typing import Any, ClassVar

from games.base import Event
from games.records import record

from .state import Bonus, Settlement, SidePayment


@record
class TilesShuffled(Event):
    """The 24 tiles shuffled face down once (a house secret until the game is over)."""

    TYPE: ClassVar[str] = "TilesShuffled"
    SECRET: ClassVar[tuple[str, ...]] = ("draws", "order")
    OWNER: ClassVar[str] = "house"
    draws: tuple[int, ...]
    nonces: tuple[str, ...]
    order: tuple[int, ...]


@record
class RaceOpened(Event):
    """Seven tiles turned up left to right (`row[-1]` leads); bets for `race` are open."""

    TYPE: ClassVar[str] = "RaceOpened"
    race: int
    start_seat: int
    row: tuple[int, ...]


@record
class BetPlaced(Event):
    """A sealed bet; others see only the commitment until the race is settled."""

    TYPE: ClassVar[str] = "BetPlaced"
    SECRET: ClassVar[tuple[str, ...]] = ("kind", "horses", "amount", "salt")
    OWNER: ClassVar[str] = "seat"
    seat: int
    race: int
    kind: str
    horses: tuple[int, ...]
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
    """Every seat is done betting; `start_seat` takes the first three dice."""

    TYPE: ClassVar[str] = "RaceStarted"
    race: int
    start_seat: int


@record
class DiceRolled(Event):
    """The seat took `take` from the pool and rolled its three dice: colour and face index each, with nonces."""

    TYPE: ClassVar[str] = "DiceRolled"
    seat: int
    take: tuple[str, ...]
    colours: tuple[str, ...]
    faces: tuple[int, ...]
    nonces: tuple[str, ...]


@record
class DieUsed(Event):
    """The seat followed one rolled die on its target; the other two pass on."""

    TYPE: ClassVar[str] = "DieUsed"
    seat: int
    die: int
    colour: str
    face: str
    tile: int | None = None
    to: int | None = None
    order: tuple[int, ...] = ()
    back: tuple[str, ...] = ()


@record
class DeadHeatBroken(Event):
    """An interference re-arranged both dead-even tiles `horses` (top, lower): the rightmost now leads alone."""

    TYPE: ClassVar[str] = "DeadHeatBroken"
    race: int
    horses: tuple[int, ...]


@record
class DiePutAway(Event):
    """The seat did nothing; the die leaves the race and the other two pass on."""

    TYPE: ClassVar[str] = "DiePutAway"
    seat: int
    die: int
    colour: str
    face: str


@record
class SideBetWon(Event):
    """Side bet number `number`: `debtor` is skipped and owes `creditor` at game end."""

    TYPE: ClassVar[str] = "SideBetWon"
    race: int
    number: int
    creditor: int
    debtor: int
    amount: int


@record
class FinishLineCrossed(Event):
    """The last pool die was used; saved extra-move dice (by seat) are still to be played."""

    TYPE: ClassVar[str] = "FinishLineCrossed"
    race: int
    last_seat: int
    extra_moves: tuple[int, ...]


@record
class ExtraMovePlayed(Event):
    """A saved black die placed on `tile` as a horseshoe."""

    TYPE: ClassVar[str] = "ExtraMovePlayed"
    seat: int
    tile: int


@record
class PhotoFinish(Event):
    """A dead heat at the line: six white dice for `horses[0]`, six for `horses[1]`, per round until one leads."""

    TYPE: ClassVar[str] = "PhotoFinish"
    race: int
    horses: tuple[int, ...]
    faces: tuple[int, ...]
    nonces: tuple[str, ...]
    winner: int


@record
class RaceFinished(Event):
    """The two rightmost tiles: first and second."""

    TYPE: ClassVar[str] = "RaceFinished"
    race: int
    first: int
    second: int


@record
class BetsSettled(Event):
    """Every bet of the race revealed and paid (or lost), plus outsider bonuses: place half-bonuses once per seat.

    Schema 1 events read as `place_bonus_per` "bet": they paid the half-bonus to every place bet with the horse.
    """

    TYPE: ClassVar[str] = "BetsSettled"
    SCHEMA: ClassVar[int] = 2
    ADDED: ClassVar[tuple[str, ...]] = ("place_bonus_per",)  # stored under schema 1 without (UPCASTERS)
    race: int
    settlements: tuple[Settlement, ...]
    bonuses: tuple[Bonus, ...]
    place_bonus_per: str = "seat"


@record
class SideBetsSettled(Event):
    """At game end every side bet counts in full: `account` "sidebets" (each seat's score-sheet account).

    Schema 1 events read as `account` "cash": paid from cash in the order won, as far as the debtor's cash went.
    """

    TYPE: ClassVar[str] = "SideBetsSettled"
    SCHEMA: ClassVar[int] = 2
    ADDED: ClassVar[tuple[str, ...]] = ("account",)  # stored under schema 1 without (UPCASTERS)
    payments: tuple[SidePayment, ...]
    account: str = "sidebets"


EVENTS = (
    TilesShuffled,
    RaceOpened,
    BetPlaced,
    BettingFinished,
    RaceStarted,
    DiceRolled,
    DieUsed,
    DeadHeatBroken,
    DiePutAway,
    SideBetWon,
    FinishLineCrossed,
    ExtraMovePlayed,
    PhotoFinish,
    RaceFinished,
    BetsSettled,
    SideBetsSettled,
)


def side_bets_settled_v1_to_v2(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Schema 1 paid side bets from cash as far as it went; schema 2 names that account."""
    return {**data, "account": "cash"}


def bets_settled_v1_to_v2(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Schema 1 paid the outsider half-bonus per place bet; schema 2 names that."""
    return {**data, "place_bonus_per": "bet"}


UPCASTERS = {("SideBetsSettled", 1): side_bets_settled_v1_to_v2, ("BetsSettled", 1): bets_settled_v1_to_v2}
