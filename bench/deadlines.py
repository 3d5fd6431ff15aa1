"""The deadlines that acted during a run, read back from the games' logs: were they on time, and never early?

A `TurnTimedOut` at version v is checked against the game folded to v - 1: its `deadline` must be the seat's
deadline in that game (`app.follow_ups.deadline`: owing since `owing_since[seat]`, plus the game's turn timeout),
and the envelope's `at` must not come before it. How late each acted is reported.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from app.follow_ups import deadline, moment
from events.lifecycle import TurnTimedOut
from events.loader import GameLoader
from events.store import EventStore
from games.base import Ruleset


@dataclass(frozen=True)
class Acted:
    """One deadline that acted, as its game's log tells it."""

    where: str  # game_id@version
    at: float  # when it acted (its envelope's `at`, epoch seconds)
    late_s: float  # `at` minus its `deadline`
    owed_s: float | None  # how long its seat had owed a command when it acted; None if the seat did not owe
    on_time: bool  # its deadline was the seat's deadline in the game before it, and it did not act before that


def acted_deadlines(store: EventStore, rulesets: Mapping[str, Ruleset], game_ids: Iterable[str]) -> list[Acted]:
    """Every `TurnTimedOut` in the games' logs, checked against the game just before it."""
    found, loader = [], GameLoader(store, rulesets)
    for game_id in game_ids:
        for envelope in store.read(game_id):
            if envelope.type != TurnTimedOut.TYPE:
                continue
            seat, stated, acted = envelope.data["seat"], moment(envelope.data["deadline"]), moment(envelope.at)
            before = loader.load(game_id, at=envelope.version - 1)
            since = before.owing_since.get(seat) if before is not None else None
            owed = None if since is None else (acted - moment(since)).total_seconds()
            on_time = before is not None and deadline(before, seat) == stated and acted >= stated
            late = (acted - stated).total_seconds()
            found.append(Acted(f"{game_id}@{envelope.version}", acted.timestamp(), late, owed, on_time))
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
