"""Metrics of the command path below the web layer: appends that lost to another command, and their retries.

Both web and worker processes count them (the handler tells every conflict to `count_conflict`, wired in
bootstrap/). Labels are rulesets only: never a game id, a seat or a token.
"""

from __future__ import annotations

from prometheus_client import Counter

APPEND_CONFLICTS = Counter(
    "furlong_append_conflicts",
    "Appends refused because another command appended to the game first (its version moved)",
    ["ruleset"],
)
COMMAND_RETRIES = Counter(
    "furlong_command_retries",
    "Commands decided again on the game's new version after their append lost to another command",
    ["ruleset"],
)


def count_conflict(ruleset: str, retrying: bool) -> None:
    """One append lost to another command; `retrying`: the handler decides the command again."""
    APPEND_CONFLICTS.labels(ruleset).inc()
    if retrying:
        COMMAND_RETRIES.labels(ruleset).inc()


ARCHIVED = Counter(
    "furlong_archived_games", "Finished games handed over to the archive and forgotten by Redis", ["ruleset"]
)
ARCHIVE_FAILURES = Counter(
    "furlong_archive_failures",
    "Attempts to archive a finished game that failed (the game stays in Redis), by reason: unavailable, error",
    ["reason"],
)


def count_archived(ruleset: str) -> None:
    """One game archived and forgotten by Redis."""
    ARCHIVED.labels(ruleset).inc()


def count_archive_failure(reason: str) -> None:
    """One archiving attempt failed: "unavailable" (the store) or "error"."""
    ARCHIVE_FAILURES.labels(reason).inc()
