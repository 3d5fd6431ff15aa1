"""Platform events around every ruleset: creation, seats, start and end of a game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from games.base import Event, OptionSpec, Standing
from games.codec import added_later

BOT_LEVELS = ("random", "basic", "expert")  # the bots a seat may be played by (workers.bots implements each)
EXPERT_MS = 500  # the expert's default thinking time per decision, in ms of one core (docs/bots.md: why)


@dataclass(frozen=True)
class SeatSpec:
    """A seat as created: a named human, a bot of some level, or open for anyone to join."""

    name: str | None = None
    bot: str | None = None
    client_seed: str | None = None
    autoplay: bool = False
    left: bool = False
    player: str | None = added_later()  # the pseudonymous id of the player identity that holds the seat (issue 41)

    @property
    def played_by(self) -> str | None:
        """The bot level that plays this seat now: its own, or `basic` on autoplay (a game's `stand_in` option may
        name another: `stand_in`); None for a human."""
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
    player: str | None = added_later()  # the pseudonymous id of the player identity that joined (issue 41)


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
    gone: bool = added_later(False)  # its player was gone (app/presence.py): timed out before its deadline


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
        "bot_delay_ms",
        "integer",
        0,
        "think delay before each bot command, to pace games for spectators: at least this, and up to about 2 s"
        " more (the job scheduler keeps whole seconds and looks once a second)",
        0,
        60_000,
    ),
    OptionSpec(
        "time_bank_s",
        "integer",
        0,
        "a Fischer time bank per human seat, in seconds, in place of turn_timeout_s: each decision spends the time "
        "it took from the seat's bank, then adds increment_s; an empty bank times the turn out as a deadline does "
        "(0: no bank)",
        0,
        86_400,
    ),
    OptionSpec("increment_s", "integer", 0, "seconds added to a seat's time bank after each decision", 0, 3_600),
    OptionSpec(
        "expert_ms",
        "integer",
        EXPERT_MS,
        "milliseconds of one core an expert bot seat may think per decision (its search stops then)",
        50,
        1_000,
    ),
    OptionSpec(
        "stand_in",
        "string",
        "basic",
        "the bot level that plays a human seat on autoplay, after it left, or when its turn times out: basic or "
        "expert (thinking expert_ms; the table then counts as an all-bot game of experts against rate.bots)",
    ),
)
STAND_INS = ("basic", "expert")  # the levels the option stand_in may name
SECRET_OPTIONS = ("seed",)
GIVEN_ONLY_OPTIONS = ("time_bank_s", "increment_s", "expert_ms", "stand_in")  # in GameCreated only when given
CHOSEN_SEED = "chosen"  # what GameCreated.options.seed says of a seed its creator chose (the seed itself stays secret)
