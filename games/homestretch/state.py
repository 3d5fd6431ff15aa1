"""The folded state of a Homestretch game (immutable, tuples only, codec-friendly) and what it says: seat orders
and table sizes, the buyer on turn, and race payouts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from games.base import known

from .content import CONTENT, LINES

# The phases a game goes through (a misspelt phase is a mypy error).
Phase = Literal["waiting", "draft", "betting", "racing", "buying", "over"]
GHOST = -1  # the ghost drafter of a 2-seat game
BET_TOKENS = tuple(sorted(CONTENT.bet_tokens))  # each seat's bet tokens, by value


@dataclass(frozen=True)
class Runner:
    """A horse in the current race: its space (0 = start, 10 = finished), unused handicap token, place."""

    horse: int
    position: int = 0
    token: str | None = None
    place: int | None = None


@dataclass(frozen=True)
class Token:
    """A bet token on the tote board: position public, value sealed."""

    seat: int
    horse: int
    line: str
    value: int
    salt: str
    commitment: str


@dataclass(frozen=True)
class Turn:
    """The dice holder: rolls made this turn, the last dice, and what it must/may do next.

    step: "roll" (must roll), "choose" (move 1 and re-roll, or move 2), "special" (choose a
    last-place horse), "reroll" (may roll again or end the turn).
    """

    seat: int
    rolls: int = 0
    dice: tuple[int, ...] = ()
    step: str = "roll"


@dataclass(frozen=True)
class PursePayment:
    """One seat's part of one purse: its shares of the horse over all shares held by seats."""

    seat: int
    horse: int
    place: int
    purse: int
    seat_shares: int
    held_shares: int
    amount: int


@dataclass(frozen=True)
class TokenSettlement:
    """One bet token revealed: it pays tote x value x $1,000 when its horse placed on or above its line."""

    seat: int
    horse: int
    line: str
    value: int
    salt: str
    place: int | None
    tote: int
    payout: int


@dataclass(frozen=True)
class TieRoll:
    """One die a seat tied for least money rolled for the start player (highest starts; ties roll again)."""

    seat: int
    value: int
    nonce: str


@dataclass(frozen=True)
class RaceResult:
    """A finished race: its card, the first three horses, purses and token payouts."""

    race: int
    card: str
    placings: tuple[int, ...]
    purses: tuple[PursePayment, ...]
    tokens: tuple[TokenSettlement, ...]


@dataclass(frozen=True)
class State:
    """Everything needed to decide the next command."""

    seats: int
    cash: tuple[int, ...]
    phase: Phase = "waiting"
    stables: tuple[tuple[str, ...], ...] = ()
    drafters: tuple[int, ...] = ()
    hands: tuple[tuple[str, ...], ...] = ()
    picks: tuple[str | None, ...] = ()
    drafted: tuple[tuple[str, ...], ...] = ()
    aside: tuple[str, ...] = ()
    race_cards: tuple[str, ...] = ()
    race: int = 0
    card: str | None = None
    runners: tuple[Runner, ...] = ()
    bet_order: tuple[int, ...] = ()
    bet_places: tuple[int, ...] = ()
    board: tuple[Token, ...] = ()
    placings: tuple[int, ...] = ()
    turn: Turn | None = None
    row: tuple[str, ...] = ()
    pile: tuple[str, ...] = ()
    buy_round: int = 0
    buy_order: tuple[int, ...] = ()
    buyers_done: int = 0
    results: tuple[RaceResult, ...] = ()

    @property
    def holder(self) -> Turn:
        """The dice holder's turn (the race always has one)."""
        return known(self.turn, "the dice holder's turn")

    @property
    def race_card(self) -> str:
        """The flipped race card (set from the first race on)."""
        return known(self.card, "the race card")

    def runner(self, horse: int) -> Runner:
        """The runner of horse 2..12."""
        return self.runners[horse - 2]

    def positions(self) -> dict[int, int]:
        """Each horse's space."""
        return {r.horse: r.position for r in self.runners}

    def tokens_left(self, seat: int) -> tuple[int, ...]:
        """Values of the seat's bet tokens not yet on the board (sorted)."""
        if not self.board:
            return BET_TOKENS
        left = list(BET_TOKENS)
        for token in self.board:
            if token.seat == seat:
                left.remove(token.value)  # the list stays sorted
        return tuple(left)

    def capacity(self, seat: int) -> int:
        """Tokens the seat may put on one spot: its place in the scoring (a snapshot without places: its order)."""
        return self.bet_places[seat] if self.bet_places else self.bet_order.index(seat) + 1

    def hand_of(self, seat: int) -> tuple[str, ...]:
        """The draft hand the seat holds now."""
        return self.hands[self.drafters.index(seat)] if self.hands else ()

    def shares(self, seat: int, horse: int) -> int:
        """How many shares of the horse the seat owns."""
        return sum(1 for c in self.stables[seat] if CONTENT.share_cards[c].horse == horse)


# --- Seat orders and table sizes: drafting circle, hand sizes, betting order and capacity, buying order.

BLUE_CARDS = 22


def drafters(seats: int) -> tuple[int, ...]:
    """The drafting circle, passing left (to the next entry): 2 seats draft with a ghost between them."""
    return (0, GHOST, 1) if seats == 2 else tuple(range(seats))


def hand_size(seats: int) -> int:
    """Blue cards per hand: 5 for 2-3 seats, an equal share of the 22 for 4-6 (the rest set aside)."""
    return 5 if seats <= 3 else BLUE_CARDS // seats


def colour(seat: int) -> str:
    """A seat's colour (seat 0 black, 1 blue, 2 green, 3 red, 4 white, 5 yellow: alphabetical)."""
    return CONTENT.seat_colours[seat]


def betting_order(cash: Sequence[int]) -> tuple[int, ...]:
    """Most money first; ties by colour name alphabetically (which is seat order)."""
    return tuple(sorted(range(len(cash)), key=lambda s: (-cash[s], colour(s))))


def buying_order(cash: Sequence[int]) -> tuple[int, ...]:
    """Lowest money first: exactly the betting order reversed."""
    return tuple(reversed(betting_order(cash)))


def scoring_places(cash: Sequence[int]) -> tuple[int, ...]:
    """Each seat's place in the scoring: 1 + the seats with more money (tied seats share a place)."""
    return tuple(1 + sum(1 for other in cash if other > mine) for mine in cash)


def order_places(order: Sequence[int]) -> tuple[int, ...]:
    """Schema 1's places, kept to replay old games: each seat's position in the betting order (ties by colour)."""
    return tuple(order.index(seat) + 1 for seat in range(len(order)))


def least_money(cash: Sequence[int]) -> tuple[int, ...]:
    """The seats tied for the least money."""
    low = min(cash)
    return tuple(s for s, c in enumerate(cash) if c == low)


# --- Race payouts: purses split by shares held, then bet tokens at tote value x token value x $1,000.


def purse_payments(state: State) -> tuple[PursePayment, ...]:
    """Each placed horse's purse split by the seats' shares of it (floored to $1; any rest stays in the bank)."""
    card = CONTENT.race_cards[state.race_card]
    payments = []
    for place, horse in enumerate(state.placings[:3], start=1):
        purse = card.purses[place - 1]
        held = {seat: state.shares(seat, horse) for seat in range(state.seats)}
        total = sum(held.values())
        payments += [
            PursePayment(seat, horse, place, purse, n, total, purse * n // total) for seat, n in held.items() if n
        ]
    return tuple(payments)


def pays(place: int | None, line: str) -> bool:
    """A token pays when its horse finished on or above its line: win pays 1st, place 1st-2nd, show 1st-3rd."""
    return place is not None and place <= LINES.index(line) + 1


def settle_tokens(state: State) -> tuple[TokenSettlement, ...]:
    """Every token on the board revealed, in the order laid, with its payout (0 when it loses)."""
    settled = []
    for token in state.board:
        place = state.placings.index(token.horse) + 1 if token.horse in state.placings else None
        tote = CONTENT.tote[token.horse][LINES.index(token.line)]
        payout = tote * token.value * CONTENT.token_unit if pays(place, token.line) else 0
        settled.append(
            TokenSettlement(token.seat, token.horse, token.line, token.value, token.salt, place, tote, payout)
        )
    return tuple(settled)


# --- The second-chance buy: what a blind buy may cost, and the buyer on turn.


def blind_cost_ceiling() -> int:
    """A blind buy needs cash for the fee plus the dearest share, whatever card turns up."""
    return CONTENT.blind_buy_fee + max(h.price for h in CONTENT.horses.values())


def current_buyer(state: State) -> int | None:
    """The seat whose buying turn it is (None between rounds)."""
    return state.buy_order[state.buyers_done] if state.buyers_done < len(state.buy_order) else None
