"""Events of Homestretch: past tense, schema 1 (BettingOpened: 2). Hands, picks and bet-token values are sealed.

The set-up, the draft and the second-chance buy first, then the races; `EVENTS` lists them all."""

from __future__ import annotations

from typing import Any, ClassVar

from games.base import Event
from games.records import record

from .content import CONTENT
from .state import PursePayment, State, TieRoll, TokenSettlement, order_places

# --- Events of the set-up, the draft and the second-chance buy: schema 1; hands and picks sealed.


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


# --- Events of the races: schema 1 (BettingOpened: 2); bet-token values sealed until their race is paid.


@record
class RaceCardFlipped(Event):
    """The race's card is turned up: its purses, and its handicap tokens go behind the horses."""

    TYPE: ClassVar[str] = "RaceCardFlipped"
    race: int
    card: str


@record
class BettingOpened(Event):
    """Betting order (most money first, ties by colour name) and each seat's place in the scoring, by seat.

    A seat may put as many tokens on one spot as its place: seats tied on money share a place (`places_by`
    "money"). Schema 1 events read as `places_by` "order": each seat's position in the betting order.
    """

    TYPE: ClassVar[str] = "BettingOpened"
    SCHEMA: ClassVar[int] = 2
    ADDED: ClassVar[tuple[str, ...]] = ("places", "places_by")  # stored under schema 1 without (UPCASTERS)
    race: int
    order: tuple[int, ...]
    places: tuple[int, ...]
    places_by: str = "money"


def betting_opened_v1_to_v2(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Schema 1 gave each seat its position in the betting order as its place; schema 2 records places."""
    return {**data, "places": list(order_places(data["order"])), "places_by": "order"}


@record
class TokenPlaced(Event):
    """A bet token laid face down: its spot is public, its value sealed until the race is paid."""

    TYPE: ClassVar[str] = "TokenPlaced"
    SECRET: ClassVar[tuple[str, ...]] = ("value", "salt")
    seat: int
    race: int
    horse: int
    line: str
    value: int
    salt: str
    commitment: str
    salt_nonce: str


@record
class RaceStarted(Event):
    """All tokens are down; the seat with the least money (ties: highest die) rolls first."""

    TYPE: ClassVar[str] = "RaceStarted"
    race: int
    first_seat: int
    tie_rolls: tuple[TieRoll, ...]


@record
class DiceRolled(Event):
    """Two dice; their sum is the horse."""

    TYPE: ClassVar[str] = "DiceRolled"
    seat: int
    die_a: int
    die_b: int
    nonce_a: str
    nonce_b: str


@record
class HandicapSpent(Event):
    """A horse's handicap token acted on its first move and went back to the pile."""

    TYPE: ClassVar[str] = "HandicapSpent"
    horse: int
    token: str


@record
class HorseMoved(Event):
    """A horse moved `spaces` (0: cancelled by X); `then`: "roll" (must), "reroll" (may) or "end"."""

    TYPE: ClassVar[str] = "HorseMoved"
    seat: int
    horse: int
    spaces: int
    special: bool
    then: str


@record
class HorseFinished(Event):
    """A horse reached its 10th space."""

    TYPE: ClassVar[str] = "HorseFinished"
    horse: int
    place: int


@record
class TurnEnded(Event):
    """The dice pass left."""

    TYPE: ClassVar[str] = "TurnEnded"
    seat: int
    next_seat: int


@record
class RaceFinished(Event):
    """The third horse finished: Win, Place, Show."""

    TYPE: ClassVar[str] = "RaceFinished"
    race: int
    placings: tuple[int, int, int]


@record
class PursesPaid(Event):
    """The card's purses split among the seats holding shares of the first three horses."""

    TYPE: ClassVar[str] = "PursesPaid"
    race: int
    payments: tuple[PursePayment, ...]


@record
class TokensSettled(Event):
    """Every bet token revealed and the winning ones paid by the bank."""

    TYPE: ClassVar[str] = "TokensSettled"
    race: int
    settlements: tuple[TokenSettlement, ...]


# --- Every event, and the upcasters of older schemas.


# --- The end of the draft as the state implies it (decide makes it, the audit re-derives it).


def draft_finished(state: State) -> DraftFinished:
    """Every seat's drafted cards face up, and what they cost."""
    costs = tuple(sum(CONTENT.price(c) for c in cards) for cards in state.drafted)
    return DraftFinished(state.drafted, costs)


EVENTS = (
    GameSetUp,
    DecksShuffled,
    HandDealt,
    GhostHandDealt,
    SharePicked,
    GhostDiscarded,
    HandsPassed,
    DraftFinished,
    RaceCardFlipped,
    BettingOpened,
    TokenPlaced,
    RaceStarted,
    DiceRolled,
    HandicapSpent,
    HorseMoved,
    HorseFinished,
    TurnEnded,
    RaceFinished,
    PursesPaid,
    TokensSettled,
    BuyPileShuffled,
    RowDealt,
    ShareBought,
    BlindShareBought,
    BuyPassed,
    SharesDiscarded,
)
UPCASTERS = {("BettingOpened", 1): betting_opened_v1_to_v2}

# Every event of the game, those defined in the modules it re-exports from too (a literal list, for mypy).
__all__ = [
    "EVENTS",
    "UPCASTERS",
    "BettingOpened",
    "BlindShareBought",
    "BuyPassed",
    "BuyPileShuffled",
    "DecksShuffled",
    "DiceRolled",
    "DraftFinished",
    "GameSetUp",
    "GhostDiscarded",
    "GhostHandDealt",
    "HandDealt",
    "HandicapSpent",
    "HandsPassed",
    "HorseFinished",
    "HorseMoved",
    "PursesPaid",
    "RaceCardFlipped",
    "RaceFinished",
    "RaceStarted",
    "RowDealt",
    "ShareBought",
    "SharePicked",
    "SharesDiscarded",
    "TokenPlaced",
    "TokensSettled",
    "TurnEnded",
    "betting_opened_v1_to_v2",
]
