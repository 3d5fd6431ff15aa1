"""The deadlines that acted during a run, read back from the games' logs: were they on time, and never early?

A `TurnTimedOut` at version v is checked against the game folded to v - 1: the seat it acted for must have owed
a command since `owing_since[seat]`, its `deadline` must be that moment plus the game's turn timeout, and the
envelope's `at` must not come before the deadline. How late each acted is reported.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime

from events.lifecycle import TurnTimedOut
from events.store import EventStore
from games.base import Ruleset
from projections.snapshots import GameLoader


@dataclass(frozen=True)
class Acted:
    """One deadline that acted, as its game's log tells it."""

    where: str  # game_id@version
    at: float  # when it acted (its envelope's `at`, epoch seconds)
    late_s: float  # `at` minus its `deadline`
    owed_s: float | None  # how long its seat had owed a command when it acted; None if the seat did not owe
    on_time: bool  # its deadline was the seat's owing since plus the timeout, and it did not act before it


def seconds(stamp: str) -> float:
    """Epoch seconds of an ISO 8601 time as the log writes it."""
    return datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()


def acted_deadlines(
    store: EventStore, rulesets: Mapping[str, Ruleset], game_ids: Iterable[str], timeout_s: float
) -> list[Acted]:
    """Every `TurnTimedOut` in the games' logs, checked against the game just before it."""
    found, loader = [], GameLoader(store, rulesets)
    for game_id in game_ids:
        for envelope in store.read(game_id):
            if envelope.type != TurnTimedOut.TYPE:
                continue
            seat, deadline, acted = envelope.data["seat"], seconds(envelope.data["deadline"]), seconds(envelope.at)
            before = loader.load(game_id, at=envelope.version - 1)
            since = before.owing_since.get(seat) if before is not None else None
            owed = None if since is None else acted - seconds(since)
            on_time = owed is not None and abs(owed - (acted - deadline) - timeout_s) < 0.001 and acted >= deadline
            found.append(Acted(f"{game_id}@{envelope.version}", acted, acted - deadline, owed, on_time))
    return found


def summary(acted: list[Acted], timeout_s: float) -> str:
    """One line about some deadlines that acted: how many, how long their seats owed, how late they were."""
    if not acted:
        return "none"
    late = sorted(a.late_s for a in acted)
    owed = [a.owed_s for a in acted if a.owed_s is not None] or [float("nan")]
    wrong = [a.where for a in acted if not a.on_time]
    checked = "none early" if not wrong else f"{len(wrong)} WRONG ({', '.join(wrong[:3])})"
    return (
        f"{len(acted)}, each after its seat had owed {min(owed):.1f}-{max(owed):.1f} s (timeout {timeout_s:g} s), "
        f"{checked}; late by p50 {statistics.median(late) * 1000:.0f} ms, max {late[-1] * 1000:.0f} ms"
    )


def between(acted: list[Acted], start: float, end: float) -> list[Acted]:
    """Those that acted in [start, end) (epoch seconds)."""
    return [a for a in acted if start <= a.at < end]
