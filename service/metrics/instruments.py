"""The web process's own metrics. Labels are bounded: rulesets, outcomes, HTTP statuses and Flask endpoint names,
never a game id, a seat or a token."""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram

SECONDS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
ROUND_TRIPS = (0, 1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 50, 100)

COMMANDS = Counter(
    "furlong_commands",
    "Commands sent to POST /games/{game_id}/commands, by ruleset, outcome "
    "(accepted, refused, replayed, conflict, failed) and HTTP status",
    ["ruleset", "outcome", "status"],
)
COMMAND_SECONDS = Histogram(
    "furlong_command_duration_seconds",
    "Time to answer POST /games/{game_id}/commands, from the request's start to its answer, by ruleset",
    ["ruleset"],
    buckets=SECONDS,
)
REQUEST_ROUND_TRIPS = Histogram(
    "furlong_request_redis_round_trips",
    "Redis round trips (commands and pipelines sent) made to answer one HTTP request, by Flask endpoint",
    ["endpoint"],
    buckets=ROUND_TRIPS,
)
LIVE_STREAMS = Gauge(
    "furlong_live_streams",
    "Live feeds (Server-Sent Events) open now, summed over the live web processes",
    multiprocess_mode="livesum",
)
