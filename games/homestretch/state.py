"""The folded state of a Homestretch game: immutable, tuples only, codec-friendly."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from games.base import known

from .content import CONTENT

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
