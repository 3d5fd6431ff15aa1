"""The folded state of a Photo Finish game: immutable, tuples only, codec-friendly."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .content import COLOURS

# The phases a game goes through (a misspelt phase is a mypy error).
Phase = Literal["waiting", "betting", "rolling", "using", "extra", "settling", "over"]


@dataclass(frozen=True)
class PlacedDie:
    """A die lying on a horse tile, with the face it shows."""

    colour: str
    face: str


@dataclass(frozen=True)
class TileDice:
    """The dice lying on one tile."""

    tile: int
    dice: tuple[PlacedDie, ...]


@dataclass(frozen=True)
class RolledDie:
    """One die of the current roll."""

    colour: str
    face: str


@dataclass(frozen=True)
class Race:
    """The running race: row back-to-front (last = leader), dead heat, dice on tiles, pool and used dice."""

    row: tuple[int, ...] = ()
    dead_even: bool = False
    on_tiles: tuple[TileDice, ...] = ()
    pool: tuple[int, ...] = (0,) * len(COLOURS)
    out: tuple[int, ...] = (0,) * len(COLOURS)
    dead_even_used: bool = False
    disqualified: tuple[int, ...] = ()

    def dice_on(self, tile: int) -> tuple[PlacedDie, ...]:
        """The dice lying on `tile`."""
        for on_tile in self.on_tiles:
            if on_tile.tile == tile:
                return on_tile.dice
        return ()

    def leaders(self) -> tuple[int, ...]:
        """The tile(s) in the lead: two when they are dead even."""
        return self.row[-2:] if self.dead_even else self.row[-1:]


@dataclass(frozen=True)
class Bet:
    """One sealed bet of the current race: a winner bet (one horse) or a place bet (two horses)."""

    seat: int
    kind: str
    horses: tuple[int, ...]
    amount: int
    salt: str


@dataclass(frozen=True)
class Settlement:
    """One bet paid off: `payout` is what comes back (stake x odds), 0 if lost."""

    seat: int
    kind: str
    horses: tuple[int, ...]
    amount: int
    salt: str
    odds: int
    payout: int
    rule: str


@dataclass(frozen=True)
class Bonus:
    """An outsider bonus for one bet whose horse carried a green outsider die."""

    seat: int
    kind: str
    horses: tuple[int, ...]
    stake: int
    salt: str
    horse: int
    amount: int


@dataclass(frozen=True)
class SideBet:
    """A side bet won in a race: `debtor` owes `creditor` the side-bet amount at game end."""

    race: int
    creditor: int
    debtor: int


@dataclass(frozen=True)
class SidePayment:
    """A side bet settled at game end: what was owed and what moved (all of it, on the score sheets; schema 1: cash)."""

    creditor: int
    debtor: int
    owed: int
    paid: int


@dataclass(frozen=True)
class RaceResult:
    """A settled race."""

    race: int
    first: int
    second: int
    settlements: tuple[Settlement, ...]
    bonuses: tuple[Bonus, ...]


@dataclass(frozen=True)
class State:
    """Everything needed to decide the next command; cash moves into stakes when a bet is placed."""

    seats: int
    cash: tuple[int, ...]
    phase: Phase = "waiting"
    race: int = 0
    pile: tuple[int, ...] = ()
    starting: tuple[int, ...] = ()
    start_seat: int = 0
    turn: int | None = None
    hand: tuple[str, ...] = ()
    roll: tuple[RolledDie, ...] = ()
    track: Race = Race()
    saved: tuple[int, ...] = ()
    last_seat: int = 0
    bets: tuple[Bet, ...] = ()
    done: tuple[bool, ...] = ()
    side_bets: tuple[SideBet, ...] = ()
    side_payments: tuple[SidePayment, ...] = ()
    side_totals: tuple[int, ...] = ()
    results: tuple[RaceResult, ...] = ()

    def staked(self, seat: int) -> int:
        """Total of the seat's bets in the current race."""
        return sum(b.amount for b in self.bets if b.seat == seat)

    def bets_of(self, seat: int, kind: str) -> tuple[Bet, ...]:
        """The seat's bets of one kind this race."""
        return tuple(b for b in self.bets if b.seat == seat and b.kind == kind)

    def grand_total(self, seat: int) -> int:
        """The seat's money on its score sheet: cash plus the side bets (counted once settled at game end)."""
        return self.cash[seat] + (self.side_totals[seat] if self.side_totals else 0)
