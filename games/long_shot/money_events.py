"""Long Shot events that move money: purchases, bets, bank payments, steals, the result and the settlement."""

from __future__ import annotations

from typing import ClassVar

from games.base import Event
from games.records import record


@record
class Purse:
    """An owner's purse for a placed horse."""

    seat: int
    horse: int
    place: int
    amount: int


@record
class Settlement:
    """One bet settled: won pays stake x odds (the stake itself included), else the stake goes to the bank."""

    bet: int
    seat: int
    horse: int
    amount: int
    paid_by: str
    place: int | None
    odds: int
    payout: int


@record
class HorseBought(Event):
    """A seat bought an unowned horse from the bank."""

    TYPE: ClassVar[str] = "HorseBought"
    seat: int
    horse: int
    price: int


@record
class BetPlaced(Event):
    """A public bet (chips on the table); `paid_by` "bank" for a free bet card."""

    TYPE: ClassVar[str] = "BetPlaced"
    seat: int
    bet: int
    horse: int
    amount: int
    paid_by: str
    card: int | None


@record
class MoneyCollected(Event):
    """The bank paid a seat (a feature, a card, a discard)."""

    TYPE: ClassVar[str] = "MoneyCollected"
    seat: int
    amount: int
    reason: str


@record
class MoneyTaken(Event):
    """`seat` took cash from `victim` (a steal card)."""

    TYPE: ClassVar[str] = "MoneyTaken"
    seat: int
    victim: int
    amount: int


@record
class RaceFinished(Event):
    """The third horse finished: the game is over at once."""

    TYPE: ClassVar[str] = "RaceFinished"
    placings: tuple[int, ...]


@record
class Settled(Event):
    """Owners' purses and every bet paid or collected by the bank."""

    TYPE: ClassVar[str] = "Settled"
    purses: tuple[Purse, ...]
    settlements: tuple[Settlement, ...]
