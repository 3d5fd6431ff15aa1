"""Events of the set-up, the draft and the second-chance buy: schema 1; hands and picks sealed."""

from __future__ import annotations

from typing import ClassVar

from games.base import Event
from games.records import record


@record
class GameSetUp(Event):
    """Seats take their colours and $50,000; blue hands of `hand_size` cards (plus a ghost hand for 2 seats)."""

    TYPE: ClassVar[str] = "GameSetUp"
    seats: int
    colours: tuple[str, ...]
    hand_size: int
    ghost: bool


@record
class DecksShuffled(Event):
    """The blue share deck and both race-card decks shuffled: the house's secret until the game ends."""

    TYPE: ClassVar[str] = "DecksShuffled"
    SECRET: ClassVar[tuple[str, ...]] = ("blue", "blue_nonces", "purple", "purple_nonces", "green", "green_nonces")
    OWNER: ClassVar[str] = "house"
    blue: tuple[int, ...]
    blue_nonces: tuple[str, ...]
    purple: tuple[int, ...]
    purple_nonces: tuple[str, ...]
    green: tuple[int, ...]
    green_nonces: tuple[str, ...]


@record
class HandDealt(Event):
    """A seat's draft hand, dealt from the top of the blue deck; only that seat sees it."""

    TYPE: ClassVar[str] = "HandDealt"
    SECRET: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple[str, ...]


@record
class GhostHandDealt(Event):
    """The ghost drafter's hand (2 seats): the house's secret."""

    TYPE: ClassVar[str] = "GhostHandDealt"
    SECRET: ClassVar[tuple[str, ...]] = ("cards",)
    OWNER: ClassVar[str] = "house"
    cards: tuple[str, ...]


@record
class SharePicked(Event):
    """A seat kept one card of its hand, face down until the draft ends."""

    TYPE: ClassVar[str] = "SharePicked"
    SECRET: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    round: int
    card: str


@record
class GhostDiscarded(Event):
    """The ghost hand lost a random card (index drawn) to the blue cards set aside."""

    TYPE: ClassVar[str] = "GhostDiscarded"
    SECRET: ClassVar[tuple[str, ...]] = ("index", "card")
    OWNER: ClassVar[str] = "house"
    round: int
    index: int
    nonce: str
    card: str


@record
class HandsPassed(Event):
    """Every seat has picked: the picks are kept and each hand goes to the drafter on the left."""

    TYPE: ClassVar[str] = "HandsPassed"
    round: int


@record
class DraftFinished(Event):
    """The picks are flipped face up and each seat pays the total price of its shares."""

    TYPE: ClassVar[str] = "DraftFinished"
    stables: tuple[tuple[str, ...], ...]
    costs: tuple[int, ...]


@record
class BuyPileShuffled(Event):
    """Second-chance cards (blue remainder, plus red for 4-6 seats) shuffled: the house's secret."""

    TYPE: ClassVar[str] = "BuyPileShuffled"
    SECRET: ClassVar[tuple[str, ...]] = ("draws", "nonces")
    OWNER: ClassVar[str] = "house"
    draws: tuple[int, ...]
    nonces: tuple[str, ...]


@record
class RowDealt(Event):
    """Face-up cards dealt up to one per seat; seats buy in `order` (lowest money first)."""

    TYPE: ClassVar[str] = "RowDealt"
    round: int
    cards: tuple[str, ...]
    order: tuple[int, ...]


@record
class ShareBought(Event):
    """A seat bought a face-up share card at its price."""

    TYPE: ClassVar[str] = "ShareBought"
    seat: int
    card: str
    price: int


@record
class BlindShareBought(Event):
    """A seat bought the top face-down card, revealed here, for the fee plus its price."""

    TYPE: ClassVar[str] = "BlindShareBought"
    seat: int
    card: str
    price: int
    fee: int


@record
class BuyPassed(Event):
    """A seat bought nothing this round."""

    TYPE: ClassVar[str] = "BuyPassed"
    seat: int


@record
class SharesDiscarded(Event):
    """The second-chance buy is over: the cards left leave the game."""

    TYPE: ClassVar[str] = "SharesDiscarded"
    count: int
