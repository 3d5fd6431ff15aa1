"""Commands a seat sends; `seat` is set by the server from the caller's token."""

from __future__ import annotations

from typing import ClassVar

from games.base import Command
from games.records import record


@record
class TakeLoan(Command):
    """Borrow from the bank before betting (capital below 1,000: up to 1,000 in all)."""

    TYPE: ClassVar[str] = "TakeLoan"
    seat: int
    amount: int


@record
class PlaceBet(Command):
    """Seal this race's one bet: place or win on `horse` (no `second`, no `second_stake`), or a double.

    A double backs `horse` to win with `stake` and `second` to come second with `second_stake`.
    """

    TYPE: ClassVar[str] = "PlaceBet"
    seat: int
    kind: str
    horse: str
    stake: int
    second: str | None = None
    second_stake: int | None = None


@record
class PassBet(Command):
    """Seal no bet for this race."""

    TYPE: ClassVar[str] = "PassBet"
    seat: int


@record
class PlayCard(Command):
    """Play a card from the hand on `horse` (omitted: a neutral card whose position no horse holds)."""

    TYPE: ClassVar[str] = "PlayCard"
    seat: int
    card: str
    horse: str | None = None


@record
class KeepCards(Command):
    """After a race: keep up to two cards of the hand for the next race (the rest are discarded)."""

    TYPE: ClassVar[str] = "KeepCards"
    seat: int
    cards: tuple[str, ...] = ()


COMMANDS = (TakeLoan, PlaceBet, PassBet, PlayCard, KeepCards)
