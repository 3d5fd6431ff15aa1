"""The folded state of a Neck and Neck game: immutable, tuples only, codec-friendly."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from games.base import known

HORSES = 6
BET_UNIT = 100
# The phases a game goes through (a misspelt phase is a mypy error).
Phase = Literal["waiting", "betting", "rolling", "moving", "settling", "over"]


@dataclass(frozen=True)
class Horse:
    """A horse's hex (None once finished), finish-line crossings this race and its place."""

    horse: int
    hex: str | None
    crossings: int = 0
    place: int | None = None


@dataclass(frozen=True)
class Bet:
    """One sealed bet of the current race."""

    seat: int
    horse: int
    amount: int
    salt: str


@dataclass(frozen=True)
class Roll:
    """The dice of the current roll: red picks the horse, white the number of hexes."""

    red: int
    white: int

    @property
    def doubles(self) -> bool:
        """True for a pair: the roller rolls again after moving or passing."""
        return self.red == self.white

    @property
    def double_ones(self) -> bool:
        """True for two ones: the special six-hex move is allowed."""
        return self.red == self.white == 1


@dataclass(frozen=True)
class Settlement:
    """One bet paid off: payout is what the bank pays on top of the stake, or -amount if lost."""

    seat: int
    horse: int
    amount: int
    salt: str
    place: int | None
    multiplier: int
    payout: int
    rule: str


@dataclass(frozen=True)
class RaceResult:
    """A settled race: its first three horses and every bet's settlement."""

    race: int
    placings: tuple[int, ...]
    settlements: tuple[Settlement, ...]


@dataclass(frozen=True)
class State:
    """Everything needed to decide the next command; cash changes only at settlement."""

    seats: int
    cash: tuple[int, ...]
    horses: tuple[Horse, ...]
    phase: Phase = "waiting"
    race: int = 0
    first_seat: int = 0
    turn: int | None = None
    roll: Roll | None = None
    bets: tuple[Bet, ...] = ()
    done: tuple[bool, ...] = ()
    placings: tuple[int, ...] = ()
    results: tuple[RaceResult, ...] = ()
    still: int = 0  # rolls in a row this race after which no horse moved (see standstill.py)

    def horse(self, number: int) -> Horse:
        """The horse with that number (1..6)."""
        return self.horses[number - 1]

    @property
    def dice(self) -> Roll:
        """The roll being moved on (the moving phase always has one)."""
        return known(self.roll, "the roll")

    def occupied(self) -> frozenset[str]:
        """Hexes holding a horse still on the track."""
        return frozenset([h.hex for h in self.horses if h.hex is not None])

    def staked(self, seat: int) -> int:
        """Total of the seat's bets in the current race."""
        return sum(b.amount for b in self.bets if b.seat == seat)

    def available(self, seat: int) -> int:
        """Cash the seat may still bet this race."""
        return self.cash[seat] - self.staked(seat)
