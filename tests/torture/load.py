"""Games to play and the writers that play them: random legal commands from shared seat tokens."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from scripts.play import fill

from .client import Client

# Seats of a game: ("human", driven by writers), ("idle", a human nobody drives: its deadlines fire), ("bot", level)
Layout = tuple[str, list[tuple[str, str]], dict]


@dataclass
class Table:
    """A game the writers play: its id, the tokens of the seats they drive, and its other seats."""

    game_id: str
    ruleset: str
    tokens: dict[int, str]
    idle: dict[int, str]
    bots: list[int]
    finished: bool = False
    seen: list[tuple[float, int]] = field(default_factory=list)

    def progress(self, window_s: float = 60) -> str:
        """Where an unfinished game stands: its last version and how far it moved in the last `window_s`."""
        if not self.seen:
            return f"{self.game_id} never read"
        last_at, last = self.seen[-1]
        earlier = [v for at, v in self.seen if at >= last_at - window_s]
        moved = last - earlier[0]
        return f"{self.game_id} ({self.ruleset}) unfinished at v{last}, moved {moved} in its last {window_s:g} s"

    @property
    def humans(self) -> dict[int, str]:
        """Every human seat's token, driven or idle."""
        return {**self.tokens, **self.idle}


def spread_layout(number: int, rulesets: list[str]) -> Layout:
    """The `number`th game of the spread: rulesets in turn, a random bot in every third, an idle seat with a
    2-second turn timeout in every fourth."""
    seats: list[tuple[str, str]] = [("human", f"p{i}") for i in range(3)]
    if number % 3 == 0:
        seats[2] = ("bot", "random")
    options = {}
    if number % 4 == 1:
        seats[1], options = ("idle", "idle"), {"turn_timeout_s": 2}
    return rulesets[number % len(rulesets)], seats, options


def hot_layout(ruleset: str, seats: int) -> Callable[[int], Layout]:
    """One crowded game at a time: `seats` human seats, every writer on all of them."""
    return lambda number: (ruleset, [("human", f"h{i}") for i in range(seats)], {})


def seat_body(kind: str, value: str) -> dict:
    """A seat of POST /games."""
    return {"bot": value} if kind == "bot" else {"name": value}


class Pool:
    """`size` running games at a time, replaced as they finish, at most `limit` games in all."""

    def __init__(self, name: str, layout: Callable[[int], Layout], size: int, limit: int):
        self.name, self.layout, self.size, self.limit = name, layout, size, limit
        self.tables: list[Table] = []
        self.lock = threading.Lock()

    def running(self) -> list[Table]:
        return [t for t in self.tables if not t.finished]

    def pick(self, client: Client, rnd: random.Random) -> Table | None:
        """A running game, after creating games up to `size` running (None if none can be had)."""
        with self.lock:
            while len(self.running()) < self.size and len(self.tables) < self.limit:
                table = self.create(client, len(self.tables))
                if table is None:
                    break
                self.tables.append(table)
            running = self.running()
        return rnd.choice(running) if running else None

    def create(self, client: Client, number: int) -> Table | None:
        """Create the `number`th game of this pool (a keyed POST /games)."""
        ruleset, seats, options = self.layout(number)
        body = {"ruleset": ruleset, "seats": [seat_body(*s) for s in seats], "options": options}
        sent = client.write("", None, "/games", body, None)
        if not sent.acknowledged:
            return None
        tokens = {i: s["token"] for i, s in enumerate(sent.answer["seats"])}
        sent.game_id = sent.answer["game_id"]
        return Table(
            sent.answer["game_id"],
            ruleset,
            {i: tokens[i] for i, s in enumerate(seats) if s[0] == "human"},
            {i: tokens[i] for i, s in enumerate(seats) if s[0] == "idle"},
            [i for i, s in enumerate(seats) if s[0] == "bot"],
        )


@dataclass
class Tally:
    """Accepted commands so far, and when to stop."""

    target: int
    began: float
    deadline: float
    faults_left: int = 0  # the load goes on past the target until every planned fault has struck
    accepted: int = 0
    stop: threading.Event = field(default_factory=threading.Event)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def count(self) -> None:
        with self.lock:
            self.accepted += 1
            self._stop_when_done()

    def fault_struck(self) -> None:
        """One planned fault has struck (or failed to: the case fails on that)."""
        with self.lock:
            self.faults_left -= 1
            self._stop_when_done()

    def _stop_when_done(self) -> None:
        if self.accepted >= self.target and self.faults_left <= 0:
            self.stop.set()

    def passed(self, share: float) -> bool:
        """Whether `share` of the target is accepted, or `share` of the time is gone."""
        now = time.monotonic()
        return self.accepted >= share * self.target or now - self.began >= share * (self.deadline - self.began)

    def over(self) -> bool:
        if time.monotonic() > self.deadline:
            self.stop.set()
        return self.stop.is_set()


def play_once(pool: Pool, client: Client, rnd: random.Random, tally: Tally) -> None:
    """One writer step: a random driven seat of a running game sends one random legal command."""
    table = pool.pick(client, rnd)
    if table is None:
        time.sleep(0.2)
        return
    seat, token = rnd.choice(list(table.tokens.items()))
    status, legal = client.get(f"/games/{table.game_id}/legal-commands", token)
    if status != 200:
        time.sleep(0.05)
        return
    if not legal:
        if rnd.random() < 0.2:
            _notice_finish(client, table)
        return
    sent = client.write(table.game_id, seat, f"/games/{table.game_id}/commands", fill(rnd.choice(legal), rnd), token)
    if sent.acknowledged:
        tally.count()


def _notice_finish(client: Client, table: Table) -> None:
    status, game = client.get(f"/games/{table.game_id}")
    if status == 200 and game["status"] == "finished":
        table.finished = True


def writer(pool: Pool, client: Client, tally: Tally) -> None:
    """Play random legal commands until the tally says stop."""
    while not tally.over():
        play_once(pool, client, client.rnd, tally)
