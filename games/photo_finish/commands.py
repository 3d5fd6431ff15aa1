"""Commands a seat sends; `seat` is set by the server from the caller's token."""

from __future__ import annotations

from typing import ClassVar

from games.base import Command
from games.records import record


@record
class BetOnWinner(Command):
    """Seal a winner bet of `amount` on `horse` for the coming race."""

    TYPE: ClassVar[str] = "BetOnWinner"
    seat: int
    horse: int
    amount: int


@record
class BetOnPlace(Command):
    """Seal a place bet of `amount` on two horses finishing first and second in either order."""

    TYPE: ClassVar[str] = "BetOnPlace"
    seat: int
    horses: tuple[int, ...]
    amount: int


@record
class FinishBetting(Command):
    """Declare this seat done betting; the race starts when every seat is done."""

    TYPE: ClassVar[str] = "FinishBetting"
    seat: int


@record
class RollDice(Command):
    """Take dice from the pool (three for the start player, else one) and roll the three in hand."""

    TYPE: ClassVar[str] = "RollDice"
    seat: int
    take: tuple[str, ...]


@record
class UseDie(Command):
    """Follow rolled die `die` (0-2) on its target; the target fields a face does not use are omitted (or null)."""

    TYPE: ClassVar[str] = "UseDie"
    seat: int
    die: int
    tile: int | None = None
    to: int | None = None
    order: tuple[int, ...] | None = None
    back: tuple[str, ...] | None = None


@record
class PutAwayDie(Command):
    """Do nothing with the roll: die `die` leaves the race, the other two pass on."""

    TYPE: ClassVar[str] = "PutAwayDie"
    seat: int
    die: int


@record
class PlayExtraMove(Command):
    """After the race: place a saved black extra-move die on `tile` as a horseshoe."""

    TYPE: ClassVar[str] = "PlayExtraMove"
    seat: int
    tile: int


COMMANDS = (BetOnWinner, BetOnPlace, FinishBetting, RollDice, UseDie, PutAwayDie, PlayExtraMove)
