"""The folded state of a Long Shot game: immutable, tuples only, codec-friendly."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from games.base import known

from .content import CONTENT

HORSES = tuple(range(1, 11))
_STRETCH_START = CONTENT.stretch_start  # the content is fixed: read once
# The phases a game goes through (a misspelt phase is a mypy error).
Phase = Literal["waiting", "rolling", "rerolling", "barring", "action", "stealing", "settling", "over"]


@dataclass(frozen=True)
class Bet:
    """One $5 (or card) bet; `paid_by` is "cash" or "bank" (a free bet card)."""

    id: int
    seat: int
    horse: int
    amount: int
    paid_by: str = "cash"


@dataclass(frozen=True)
class Roll:
    """This turn's dice: the horse die and the move die's value."""

    horse: int
    move: int


@dataclass(frozen=True)
class State:
    """Everything needed to decide the next command."""

    seats: int
    move_faces: tuple[int, ...]
    cash: tuple[int, ...]
    spaces: tuple[int, ...] = (0,) * 10
    owners: tuple[int | None, ...] = (None,) * 10
    hands: tuple[tuple[int, ...], ...] = ()
    deck: tuple[int, ...] = ()
    discards: tuple[int, ...] = ()
    rerolls: tuple[bool, ...] = ()
    bets: tuple[Bet, ...] = ()
    placings: tuple[int, ...] = ()
    phase: Phase = "waiting"
    turn: int | None = None
    turns: int = 0
    roll: Roll | None = None
    pending: tuple[int, ...] = ()
    looking_at: int | None = None

    @property
    def dice(self) -> Roll:
        """The turn's roll (the phases after RollDice always have one)."""
        return known(self.roll, "the roll")

    @property
    def victim(self) -> int:
        """The seat whose hand a Card Thief is looking at (the stealing phase always has one)."""
        return known(self.looking_at, "the Card Thief's victim")

    def space(self, horse: int) -> int:
        """Where a horse stands (0 = start, finish = past the last space)."""
        return self.spaces[horse - 1]

    def owner(self, horse: int) -> int | None:
        """The seat owning a horse, or None (the bank)."""
        return self.owners[horse - 1]

    def finished(self, horse: int) -> bool:
        """True once the horse has crossed the finish line."""
        return horse in self.placings

    def racing(self) -> tuple[int, ...]:
        """Horses still on the track."""
        placings = self.placings
        return tuple([h for h in HORSES if h not in placings]) if placings else HORSES

    def owned_by(self, seat: int) -> tuple[int, ...]:
        """The horses a seat owns."""
        owners = self.owners
        return tuple([h for h, owner in zip(HORSES, owners) if owner == seat]) if seat in owners else ()

    def leaders(self) -> tuple[int, ...]:
        """Horses in the lead; none once a horse has finished or while all stand at the start."""
        if self.placings:
            return ()
        spaces = self.spaces
        front = max(spaces)
        if front <= 0:
            return ()
        if spaces.count(front) == 1:
            return (spaces.index(front) + 1,)
        return tuple(h for h, space in zip(HORSES, spaces) if space == front)

    def last_place(self) -> tuple[int, ...]:
        """Racing horses no racing horse is behind."""
        racing, spaces = self.racing(), self.spaces
        back = min(spaces[h - 1] for h in racing)
        return tuple(h for h in racing if spaces[h - 1] == back)

    def in_stretch(self, horse: int) -> bool:
        """True for a racing horse in the No-bets stretch."""
        return self.spaces[horse - 1] >= _STRETCH_START and horse not in self.placings

    def can_bet_on(self, horse: int) -> bool:
        """A $5 bet is allowed on a racing horse outside the No-bets stretch."""
        return self.spaces[horse - 1] < _STRETCH_START and horse not in self.placings
