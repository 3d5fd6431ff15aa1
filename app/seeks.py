"""Quick play (issue 41): seekers of the same game (ruleset, seats, options) are matched into a table, first come
first served within their rating windows, each seek at most once however many processes match at the same time.

A seek waits in its pool. Matching works out a group from the pool as read (for each seeker in arrival order, the
earliest group of seekers after it that all fit each other's windows), then claims it in one atomic step that
succeeds only if every seek in it is still waiting; a lost claim is worked out again. A claimed group's game has an
id made from its seeks' ids, so creating it again after a crash finds it made. A seek that allows bots fills its
table with `basic` bots once its oldest seeker has waited `bots_after_s`, with the seekers that allow bots too.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from events.handler import CommandHandler
from events.idempotency import KeyReused
from events.lifecycle import SeatSpec
from events.names import clash
from events.store import EventStore
from events.vault import new_seed
from games.codec import canonical_json

QUICK_PLAY = {"system": "quick-play"}  # the actor of a matched game's creation
SEARCH_STEPS = 20_000  # the most candidates one group's search looks at (a pool of 8-seat seekers stays cheap)


@dataclass(frozen=True)
class Seek:
    """One player's wish for a game, and what became of it."""

    seek_id: str
    player_id: str
    name: str
    ruleset: str
    seats: int
    options: dict[str, Any]
    rating: float  # the player's ordinal in the ruleset when it sought
    created_at: float  # epoch seconds
    below: float | None = None  # the window: others' ordinal at least rating - below (None: any)
    above: float | None = None  # and at most rating + above (None: any)
    bots_after_s: float | None = None  # fill with basic bots after this long (None: never)
    status: str = "waiting"  # waiting, matched, cancelled
    game_id: str | None = None
    seat: int | None = None

    @property
    def pool(self) -> str:
        """The pool of seekers it can sit with: the same ruleset, seat count and options."""
        options = hashlib.sha256(canonical_json(self.options)).hexdigest()[:16]
        return f"{self.ruleset}:{self.seats}:{options}"

    def accepts(self, other: Seek) -> bool:
        """Whether `other`'s rating is in this seek's window."""
        low = -float("inf") if self.below is None else self.rating - self.below
        high = float("inf") if self.above is None else self.rating + self.above
        return low <= other.rating <= high


def fit(a: Seek, b: Seek) -> bool:
    """Two seekers may sit together: different players, each in the other's window."""
    return a.player_id != b.player_id and a.accepts(b) and b.accepts(a)


def find_group(waiting: Sequence[Seek], now: float) -> tuple[list[Seek], int] | None:
    """The first group to match, first come first served, and how many bots fill it; None if none can be made."""
    for head, first in enumerate(waiting):
        later = waiting[head + 1 :]
        if (full := _clique([first], later, first.seats, [SEARCH_STEPS])) is not None:
            return full, 0
        if first.bots_after_s is not None and now - first.created_at >= first.bots_after_s:
            willing = [s for s in later if s.bots_after_s is not None]
            group = _greedy([first], willing, first.seats - 1)
            return group, first.seats - len(group)
    return None


def _clique(chosen: list[Seek], candidates: Sequence[Seek], size: int, budget: list[int]) -> list[Seek] | None:
    """The earliest (in arrival order) extension of `chosen` to `size` seekers who all fit each other."""
    if len(chosen) == size:
        return chosen
    for index, candidate in enumerate(candidates):
        budget[0] -= 1
        if budget[0] < 0 or len(chosen) + len(candidates) - index < size:
            return None
        if not all(fit(candidate, seated) for seated in chosen):
            continue
        if (found := _clique([*chosen, candidate], candidates[index + 1 :], size, budget)) is not None:
            return found
    return None


def _greedy(chosen: list[Seek], candidates: Iterable[Seek], most: int) -> list[Seek]:
    """`chosen` and, in arrival order, every candidate who fits them all, up to `most` more."""
    for candidate in candidates:
        if len(chosen) > most:
            break
        if all(fit(candidate, seated) for seated in chosen):
            chosen = [*chosen, candidate]
    return chosen


def match_id(seek_ids: Iterable[str]) -> str:
    """The game id of a group: the same group always makes the same game (a retry finds it made)."""
    return hashlib.sha256(f"furlong-match:{','.join(sorted(seek_ids))}".encode()).hexdigest()[:16]


class SeekPool(Protocol):
    """Seeks by id and by pool; a player waits in at most one seek; a group is claimed at most once."""

    def add(self, seek: Seek) -> Seek:
        """Keep the seek waiting, unless its player already waits: then that player's waiting seek."""
        ...

    def get(self, seek_id: str) -> Seek | None:
        """The seek, whatever its status."""
        ...

    def waiting(self, pool: str) -> list[Seek]:
        """The pool's waiting seeks, in arrival order."""
        ...

    def pools(self) -> list[str]:
        """The pools with a seek waiting."""
        ...

    def cancel(self, seek_id: str) -> Seek | None:
        """Cancel a waiting seek; the seek as it now stands (matched already: unchanged)."""
        ...

    def claim(self, group: Sequence[Seek], game_id: str) -> bool:
        """Mark every seek of the group matched into `game_id` (each its seat, in order) if all still wait."""
        ...

    def unmade(self) -> list[str]:
        """The claimed games not yet recorded as made."""
        ...

    def made(self, game_id: str) -> None:
        """Record a claimed game as made."""
        ...

    def group_of(self, game_id: str) -> list[Seek]:
        """A claimed game's seeks, in seat order."""
        ...


class InMemorySeekPool:
    """The same pool in dicts, guarded by a lock."""

    def __init__(self) -> None:
        self._seeks: dict[str, Seek] = {}
        self._order: list[str] = []
        self._groups: dict[str, list[str]] = {}
        self._unmade: set[str] = set()
        self._lock = threading.Lock()

    def add(self, seek: Seek) -> Seek:
        with self._lock:
            if (mine := self._waiting_of(seek.player_id)) is not None:
                return mine
            self._seeks[seek.seek_id] = seek
            self._order.append(seek.seek_id)
            return seek

    def _waiting_of(self, player_id: str) -> Seek | None:
        return next((s for s in self._seeks.values() if s.player_id == player_id and s.status == "waiting"), None)

    def get(self, seek_id: str) -> Seek | None:
        with self._lock:
            return self._seeks.get(seek_id)

    def waiting(self, pool: str) -> list[Seek]:
        with self._lock:
            return [s for i in self._order if (s := self._seeks[i]).status == "waiting" and s.pool == pool]

    def pools(self) -> list[str]:
        with self._lock:
            return sorted({s.pool for s in self._seeks.values() if s.status == "waiting"})

    def cancel(self, seek_id: str) -> Seek | None:
        with self._lock:
            seek = self._seeks.get(seek_id)
            if seek is not None and seek.status == "waiting":
                seek = self._seeks[seek_id] = replace(seek, status="cancelled")
            return seek

    def claim(self, group: Sequence[Seek], game_id: str) -> bool:
        with self._lock:
            if any(self._seeks[s.seek_id].status != "waiting" for s in group):
                return False
            for seat, seek in enumerate(group):
                self._seeks[seek.seek_id] = replace(seek, status="matched", game_id=game_id, seat=seat)
            self._groups[game_id] = [s.seek_id for s in group]
            self._unmade.add(game_id)
            return True

    def unmade(self) -> list[str]:
        with self._lock:
            return sorted(self._unmade)

    def made(self, game_id: str) -> None:
        with self._lock:
            self._unmade.discard(game_id)

    def group_of(self, game_id: str) -> list[Seek]:
        with self._lock:
            return [self._seeks[i] for i in self._groups.get(game_id, [])]


class Matchmaker:
    """Matches a pool's seekers into games: claims a group, then has the game made (`make(game_id, group, bots)`)."""

    def __init__(self, pool: SeekPool, make: Callable[[str, list[Seek], int], None], now: Callable[[], float]):
        self.pool, self.make, self.now = pool, make, now

    def match(self, pool: str, most: int = 1000) -> list[str]:
        """Match the pool until no group can be made (at most `most` games); the games made."""
        games: list[str] = []
        while len(games) < most and (found := find_group(self.pool.waiting(pool), self.now())) is not None:
            group, bots = found
            game_id = match_id(s.seek_id for s in group)
            if self.pool.claim(group, game_id):
                self.make(game_id, self.pool.group_of(game_id), bots)
                self.pool.made(game_id)
                games.append(game_id)
        return games

    def sweep(self) -> int:
        """Make every claimed game a crash left unmade, then match every pool (bots' timers too); games made."""
        made = 0
        for game_id in self.pool.unmade():
            group = self.pool.group_of(game_id)
            self.make(game_id, group, group[0].seats - len(group) if group else 0)
            self.pool.made(game_id)
            made += 1
        return made + sum(len(self.match(pool)) for pool in self.pool.pools())


def seated(group: Sequence[Seek], bots: int) -> tuple[SeatSpec, ...]:
    """A matched group's seats in arrival order, each named after its player (numbered apart if names look alike),
    then the basic bots that fill the table."""
    names: list[str] = []
    for seek in group:
        name, n = seek.name, 2
        while clash(name, names) is not None:
            name, n = f"{seek.name[:36]} {n}", n + 1
        names.append(name)
    players = (SeatSpec(name=name, player=seek.player_id) for name, seek in zip(names, group))
    return (*players, *(SeatSpec(bot="basic") for _ in range(bots)))


def table_maker(handler: CommandHandler, store: EventStore) -> Callable[[str, list[Seek], int], None]:
    """Make a claimed group's game under its match id, once: a game already made (by a retry, or another process)
    is left as it is."""

    def make(game_id: str, group: list[Seek], bots: int) -> None:
        if not group or store.version(game_id) > 0:
            return
        first = group[0]
        try:
            handler.create(game_id, first.ruleset, seated(group, bots), first.options, new_seed(), QUICK_PLAY)
        except KeyReused:  # made meanwhile
            return

    return make
