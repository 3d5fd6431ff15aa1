"""Commands a seat sends; `seat` is set by the server from the caller's token."""

from __future__ import annotations

from typing import ClassVar

from games.base import Command
from games.records import record


@record
class RollDice(Command):
    """Apply the own horses' features, then roll the horse die and the move die."""

    TYPE: ClassVar[str] = "RollDice"
    seat: int


@record
class AcceptRoll(Command):
    """Keep the dice as rolled (and keep the reroll token)."""

    TYPE: ClassVar[str] = "AcceptRoll"
    seat: int


@record
class UseReroll(Command):
    """Trade in the reroll token to reroll one die: `die` is "horse" or "move"."""

    TYPE: ClassVar[str] = "UseReroll"
    seat: int
    die: str


@record
class MoveBarHorse(Command):
    """Move one offered own horse (the rolled number is in its movement bar) by the move die."""

    TYPE: ClassVar[str] = "MoveBarHorse"
    seat: int
    horse: int


@record
class DeclineBarMoves(Command):
    """Leave the offered movement-bar horses that have not moved where they stand."""

    TYPE: ClassVar[str] = "DeclineBarMoves"
    seat: int


@record
class PlayCard(Command):
    """Play a card from the hand; `horse` and `target` seat only when the card needs them (else omitted)."""

    TYPE: ClassVar[str] = "PlayCard"
    seat: int
    card: int
    horse: int | None = None
    target: int | None = None


@record
class StealCard(Command):
    """A Card Thief takes this card from the hand it is looking at."""

    TYPE: ClassVar[str] = "StealCard"
    seat: int
    card: int


@record
class BuyHorse(Command):
    """Buy an unowned horse from the bank at its price."""

    TYPE: ClassVar[str] = "BuyHorse"
    seat: int
    horse: int


@record
class PlaceBet(Command):
    """Bet $5 on a horse not in the No-bets stretch and not finished."""

    TYPE: ClassVar[str] = "PlaceBet"
    seat: int
    horse: int


@record
class DiscardCards(Command):
    """Discard two cards (without their effect) for $5 from the bank."""

    TYPE: ClassVar[str] = "DiscardCards"
    seat: int
    first: int
    second: int


@record
class Pass(Command):
    """Take no action this turn."""

    TYPE: ClassVar[str] = "Pass"
    seat: int


COMMANDS = (
    RollDice,
    AcceptRoll,
    UseReroll,
    MoveBarHorse,
    DeclineBarMoves,
    PlayCard,
    StealCard,
    BuyHorse,
    PlaceBet,
    DiscardCards,
    Pass,
)
