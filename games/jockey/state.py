"""The folded state of a Jockey game: immutable, tuples only, codec-friendly."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .content import CONTENT, HORSES

# The phases a game goes through (a misspelt phase is a mypy error).
Phase = Literal["waiting", "betting", "racing", "keeping", "settling", "over"]


@dataclass(frozen=True)
class Bet:
    """A seat's sealed bet for the race; kind "none" is a sealed pass."""

    seat: int
    kind: str  # "place" | "win" | "double" | "none"
    horse: str | None
    stake: int
    second: str | None
    second_stake: int
    salt: str


@dataclass(frozen=True)
class Settlement:
    """One bet paid off: `amount` is what the bank pays (negative: what the seat pays the bank)."""

    seat: int
    kind: str
    horse: str
    stake: int
    second: str | None
    second_stake: int
    salt: str
    outcome: str
    amount: int
    rule: str


@dataclass(frozen=True)
class Repayment:
    """After a race: what a seat owed, repaid from cash, and rolled over into a new loan."""

    seat: int
    owed: int
    repaid: int
    rolled_over: int


@dataclass(frozen=True)
class RoundResult:
    """A seat's capital at the end of a round: cash minus outstanding loans."""

    seat: int
    cash: int
    debt: int
    result: int


@dataclass(frozen=True)
class RaceResult:
    """A settled race: its first two horses and every bet's settlement."""

    race: int
    first: str
    second: str
    settlements: tuple[Settlement, ...]


@dataclass(frozen=True)
class State:
    """Everything needed to decide the next command."""

    seats: int
    rounds: int = 1
    phase: Phase = "waiting"
    race: int = 0
    dealer: int = 0
    turn: int | None = None
    squares: tuple[int, ...] = (0,) * len(HORSES)
    finishers: tuple[str, ...] = ()
    hands: tuple[tuple[str, ...], ...] = ()
    reserve: tuple[str, ...] = ()
    played: tuple[str, ...] = ()
    cash: tuple[int, ...] = ()
    debt: tuple[int, ...] = ()
    banked: tuple[int, ...] = ()
    loaned: tuple[int, ...] = ()
    bets: tuple[Bet, ...] = ()
    done: tuple[bool, ...] = ()
    results: tuple[RaceResult, ...] = ()
    round_results: tuple[tuple[RoundResult, ...], ...] = ()

    @property
    def races(self) -> int:
        """Races in the whole game."""
        return self.rounds * CONTENT.races_per_round

    @property
    def round(self) -> int:
        """The round the current race belongs to (1-based)."""
        return (max(self.race, 1) - 1) // CONTENT.races_per_round + 1

    def square(self, horse: str) -> int:
        """The horse's square (0 = start; above the track length = finished)."""
        return self.squares[HORSES.index(horse)]

    def bet_of(self, seat: int) -> Bet | None:
        """The seat's bet this race, if placed."""
        return next((b for b in self.bets if b.seat == seat), None)

    def money(self, seat: int) -> int:
        """Standing: the banked results of closed rounds plus cash minus outstanding loans."""
        return self.banked[seat] + self.cash[seat] - self.debt[seat]
