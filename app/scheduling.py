"""The scheduler port: follow-up work (bot turns, turn deadlines, expiries), and its in-memory fake (its RQ adapter
and the deadline index: adapters/rq_scheduler.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from events.store import Rider

QUEUE = "furlong"
RECOVERY_QUEUE = "furlong-recovery"  # after QUEUE on a worker's command line: new turns go first
IDLE_QUEUE = "furlong-idle"  # last: the bots of games no human sits at (one client's flood of them waits its turn)
BOT_TURNS = "workers.jobs.play_bot_turns"  # by name: the app layer never imports the workers
EXPIRY = "workers.jobs.expire_open_game"
ARCHIVING = "workers.jobs.archive_game"
WEBHOOKS_QUEUE = "furlong-webhooks"  # its own worker (Procfile `webhooks`): a slow receiver never holds a game's turn
WEBHOOKS = "workers.jobs.deliver_webhooks"
Ended = tuple[int, str]  # a seat whose turn owed since `since` ended: (seat, since)
Started = tuple[int, str, datetime]  # a seat that owes since `since`, with its deadline: (seat, since, at)


@dataclass(frozen=True)
class Backlog:
    """The work waiting now: jobs per queue, waiting and scheduled for later, and turn deadlines, pending and late."""

    waiting: Mapping[str, int]
    scheduled: Mapping[str, int]
    deadlines: int
    late: int


class Scheduler(Protocol):
    """Where follow-up work goes; every piece of work is idempotent, so scheduling it twice does it once."""

    def bot_turns(self, game_id: str, version: int, delay_s: float = 0.0, watched: bool = True) -> None:
        """Let the bots act on the game as it is at `version`, after `delay_s` seconds; a game no human sits at
        (`watched` False) waits behind every game someone sits at."""

    def timeout(self, game_id: str, seat: int, since: str, at: datetime) -> None:
        """At `at`, act for a seat that has owed a command since `since`, unless it acted meanwhile."""

    def cancel_timeout(self, game_id: str, seat: int, since: str) -> None:
        """Forget the seat's deadline of the turn it owed since `since` (it acted, or no longer owes)."""

    def retime(self, game_id: str, ended: Sequence[Ended], started: Sequence[Started]) -> None:
        """The deadlines of the turns that ended (seat, since) cancelled and of those that started (seat, since,
        at) kept, in one go."""

    def expiry(self, game_id: str, at: datetime) -> None:
        """At `at`, end the game if its open seats are still open."""

    def archive(self, game_id: str, at: datetime) -> None:
        """At `at`, hand the finished game over to the archive (app/archiving.py)."""

    def webhook(self, subscription_id: str, game_id: str, delay_s: float = 0.0) -> None:
        """After `delay_s` seconds, send a webhook subscription the game's messages it has not had yet."""

    def for_recovery(self) -> Scheduler:
        """The same scheduler, for work that must not delay new turns (the worker's sweep)."""

    def backlog(self, late_before: float) -> Backlog | None:
        """The work waiting now, deadlines due before `late_before` (epoch seconds) counted late; None where work
        runs in process."""


class DeadlineIndexPort(Protocol):
    """Turn deadlines kept apart from the queues, at most one per seat, each taken once by a worker's poller."""

    def rider(self, game_id: str, ended: Sequence[Ended], started: Sequence[Started]) -> Rider:
        """The retime of these turns as a rider of the append that ends and starts them (the index on the store's
        own Redis: an append's deadline changes ride in its round trip)."""
        ...

    def take(self, now: float, limit: int = 100) -> list[tuple[str, int, str]]:
        """Remove and return up to `limit` deadlines due by `now` (epoch seconds): (game_id, seat, since)."""
        ...


class RecordingScheduler:
    """The in-memory fake: keeps what was scheduled, for the caller to run or inspect."""

    def __init__(self) -> None:
        self.bot_turn_requests: list[tuple[str, int, float]] = []
        self.timeouts: list[tuple[str, int, str, datetime]] = []
        self.expiries: dict[str, datetime] = {}
        self.archivings: dict[str, datetime] = {}
        self.webhooks: list[tuple[str, str, float]] = []

    def for_recovery(self) -> RecordingScheduler:
        """In-process there is one queue: this scheduler."""
        return self

    def backlog(self, late_before: float) -> None:
        """In process nothing waits in a queue."""
        return None

    def bot_turns(self, game_id: str, version: int, delay_s: float = 0.0, watched: bool = True) -> None:
        """Remember that the bots may act at `version`."""
        self.bot_turn_requests.append((game_id, version, delay_s))

    def webhook(self, subscription_id: str, game_id: str, delay_s: float = 0.0) -> None:
        """Remember that a subscription has the game's messages to get."""
        self.webhooks.append((subscription_id, game_id, delay_s))

    def expiry(self, game_id: str, at: datetime) -> None:
        """Remember when the game expires if nobody joins."""
        self.expiries[game_id] = at

    def archive(self, game_id: str, at: datetime) -> None:
        """Remember when the finished game is due for the archive."""
        self.archivings[game_id] = at

    def timeout(self, game_id: str, seat: int, since: str, at: datetime) -> None:
        """Remember the deadline, in place of the seat's earlier one."""
        self.timeouts = [t for t in self.timeouts if t[:2] != (game_id, seat)]
        self.timeouts.append((game_id, seat, since, at))

    def cancel_timeout(self, game_id: str, seat: int, since: str) -> None:
        """Forget the seat's deadline of the turn it owed since `since`."""
        self.timeouts = [t for t in self.timeouts if t[:3] != (game_id, seat, since)]

    def retime(self, game_id: str, ended: Sequence[Ended], started: Sequence[Started]) -> None:
        """Forget the ended turns' deadlines, then remember the started ones'."""
        for seat, since in ended:
            self.cancel_timeout(game_id, seat, since)
        for seat, since, at in started:
            self.timeout(game_id, seat, since, at)

    def due_timeouts(self, now: datetime) -> list[tuple[str, int, str, datetime]]:
        """Take out every remembered deadline due by `now`."""
        due = [t for t in self.timeouts if t[3] <= now]
        self.timeouts = [t for t in self.timeouts if t[3] > now]
        return due
