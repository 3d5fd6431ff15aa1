"""Platform events around every ruleset: creation, seats, start and end of a game."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Mapping

from games.base import Event, OptionSpec, Standing


@dataclass(frozen=True)
class SeatSpec:
    """A seat as created: a named human, a bot of some level, or open for anyone to join."""

    name: str | None = None
    bot: str | None = None
    client_seed: str | None = None

    @property
    def kind(self) -> str:
        """'bot', 'human' or 'open'."""
        return "bot" if self.bot else "human" if self.name is not None else "open"


@dataclass(frozen=True)
class GameCreated(Event):
    """A game exists; `seed_sha256` commits the server to its secret seed."""

    TYPE: ClassVar[str] = "GameCreated"
    ruleset: str
    seats: tuple[SeatSpec, ...]
    options: Mapping[str, Any]
    seed_sha256: str


@dataclass(frozen=True)
class SeatJoined(Event):
    """An open seat was claimed."""

    TYPE: ClassVar[str] = "SeatJoined"
    seat: int
    name: str
    client_seed: str | None = None


@dataclass(frozen=True)
class GameStarted(Event):
    """Every seat is filled; the ruleset's initial state begins."""

    TYPE: ClassVar[str] = "GameStarted"


@dataclass(frozen=True)
class GameEnded(Event):
    """The rules say the game is over: final standings, and the seed revealed."""

    TYPE: ClassVar[str] = "GameEnded"
    standings: tuple[Standing, ...]
    seed: str


PLATFORM_EVENTS: tuple[type, ...] = (GameCreated, SeatJoined, GameStarted, GameEnded)

PLATFORM_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("seed", "string", None,
               "fix the secret RNG seed (reproducible games); by default the server draws one"),
)
