"""Platform events around every ruleset: creation, seats, start and end of a game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from games.base import Event, OptionSpec, Standing

BOT_LEVELS = ("random", "basic")  # the bots a seat may be played by (workers.bots implements each)


@dataclass(frozen=True)
class SeatSpec:
    """A seat as created: a named human, a bot of some level, or open for anyone to join."""

    name: str | None = None
    bot: str | None = None
    client_seed: str | None = None
    autoplay: bool = False
    left: bool = False

    @property
    def played_by(self) -> str | None:
        """The bot level that plays this seat now: its own, or `basic` on autoplay; None for a human."""
        return self.bot or ("basic" if self.autoplay else None)

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


@dataclass(frozen=True)
class AutoplaySet(Event):
    """A seat handed itself to the basic bot (on) or took itself back (off)."""

    TYPE: ClassVar[str] = "AutoplaySet"
    seat: int
    on: bool


@dataclass(frozen=True)
class SeatLeft(Event):
    """A seat left the game; the basic bot plays it to the end."""

    TYPE: ClassVar[str] = "SeatLeft"
    seat: int


@dataclass(frozen=True)
class TurnTimedOut(Event):
    """A seat let its deadline pass; the default action follows in the same command."""

    TYPE: ClassVar[str] = "TurnTimedOut"
    seat: int
    deadline: str


PLATFORM_EVENTS: tuple[type[Event], ...] = (
    GameCreated,
    SeatJoined,
    GameStarted,
    GameEnded,
    AutoplaySet,
    SeatLeft,
    TurnTimedOut,
)

PLATFORM_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "seed",
        "string",
        None,
        "fix the RNG seed (reproducible games): only when every seat is a bot, or with the admin token; the game "
        'is then marked options.seed = "chosen". By default the server draws a secret one',
    ),
    OptionSpec(
        "turn_timeout_s",
        "integer",
        300,
        "seconds a human seat has for each decision before the basic bot (or the documented "
        "default) acts for it; 0 disables",
        0,
        86_400,
    ),
    OptionSpec(
        "bot_delay_ms", "integer", 0, "think delay before each bot command, to pace games for spectators", 0, 60_000
    ),
)
SECRET_OPTIONS = ("seed",)
CHOSEN_SEED = "chosen"  # what GameCreated.options.seed says of a seed its creator chose (the seed itself stays secret)
