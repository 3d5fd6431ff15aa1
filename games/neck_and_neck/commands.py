"""Commands a seat sends; `seat` is set by the server from the caller's token."""

from __future__ import annotations

from typing import ClassVar

from games.base import Command
from games.records import record


@record
class PlaceBet(Command):
    """Seal a bet of `amount` on `horse` for the coming race."""

    TYPE: ClassVar[str] = "PlaceBet"
    seat: int
    horse: int
    amount: int


@record
class FinishBetting(Command):
    """Declare this seat done betting; the race starts when every seat is done."""

    TYPE: ClassVar[str] = "FinishBetting"
    seat: int


@record
class RollDice(Command):
    """Roll the red (horse) and white (hexes) dice."""

    TYPE: ClassVar[str] = "RollDice"
    seat: int


@record
class MoveHorse(Command):
    """Move the red die's horse exactly the white die's number of hexes to `to`."""

    TYPE: ClassVar[str] = "MoveHorse"
    seat: int
    horse: int
    to: str


@record
class SpecialMove(Command):
    """After double ones: move any horse exactly six hexes to `to`; the turn ends."""

    TYPE: ClassVar[str] = "SpecialMove"
    seat: int
    horse: int
    to: str


@record
class Pass(Command):
    """Decline to move after a roll."""

    TYPE: ClassVar[str] = "Pass"
    seat: int


COMMANDS = (PlaceBet, FinishBetting, RollDice, MoveHorse, SpecialMove, Pass)
