"""Commands a seat sends; `seat` is set by the server from the caller's token."""

from __future__ import annotations

from typing import ClassVar

from games.base import Command
from games.records import record


@record
class PickShare(Command):
    """Draft: keep one share card of the hand held now (kept face down until the draft ends)."""

    TYPE: ClassVar[str] = "PickShare"
    seat: int
    card: str


@record
class PlaceToken(Command):
    """Betting: lay one bet token of `value` face down on the `line` (win/place/show) spot of `horse`."""

    TYPE: ClassVar[str] = "PlaceToken"
    seat: int
    horse: int
    line: str
    value: int


@record
class RollDice(Command):
    """Racing: roll the two dice; their sum is the horse."""

    TYPE: ClassVar[str] = "RollDice"
    seat: int


@record
class MoveHorse(Command):
    """Racing, after a first roll: move the rolled horse 2 spaces (turn ends) or 1 space (then re-roll)."""

    TYPE: ClassVar[str] = "MoveHorse"
    seat: int
    spaces: int


@record
class SpecialMove(Command):
    """Racing, after rolling a finished horse: move a last-place horse 1-3 spaces by the dice difference."""

    TYPE: ClassVar[str] = "SpecialMove"
    seat: int
    horse: int


@record
class EndTurn(Command):
    """Racing: decline the optional re-roll and pass the dice left."""

    TYPE: ClassVar[str] = "EndTurn"
    seat: int


@record
class BuyShare(Command):
    """Second-chance buy: buy a face-up share card at its price."""

    TYPE: ClassVar[str] = "BuyShare"
    seat: int
    card: str


@record
class BuyBlind(Command):
    """Second-chance buy: buy the top face-down card for $3,000 plus its price."""

    TYPE: ClassVar[str] = "BuyBlind"
    seat: int


@record
class PassBuy(Command):
    """Second-chance buy: buy nothing this round."""

    TYPE: ClassVar[str] = "PassBuy"
    seat: int


COMMANDS = (PickShare, PlaceToken, RollDice, MoveHorse, SpecialMove, EndTurn, BuyShare, BuyBlind, PassBuy)
