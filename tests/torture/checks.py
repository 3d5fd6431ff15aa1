"""What must hold after a torture case: nothing lost, nothing doubled, every game whole, audited and finished."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import datetime

from audit.verify import audit
from events.envelope import Envelope
from games.registry import RULESETS

from .client import Sent

UNKNOWN = "Outcome unknown"  # the one 5xx after which the append may have happened


@dataclass
class Findings:
    """Counts and the first few examples of every kind of failure."""

    lost: int = 0
    duplicated: int = 0
    problems: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))

    def add(self, kind: str, example: str) -> None:
        self.problems[kind].append(example)

    def summary(self) -> dict[str, list[str]]:
        """Each kind of problem: how many, and up to five examples."""
        return {kind: [f"{len(found)} found", *found[:5]] for kind, found in self.problems.items()}


def moment(at: str) -> float:
    """An event's `at` as epoch seconds."""
    return datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp()


def is_command(sent: Sent) -> bool:
    return sent.path.endswith("/commands")


def check_log(game_id: str, log: list[Envelope], finished: bool, found: Findings) -> None:
    """Contiguous versions 1..N, one run of versions per command, a clean audit, a finished game."""
    if [e.version for e in log] != list(range(1, len(log) + 1)):
        found.add("versions not contiguous", game_id)
    runs = [e.command_id for i, e in enumerate(log) if i == 0 or log[i - 1].command_id != e.command_id]
    for command_id, times in Counter(runs).items():
        if times > 1:
            found.duplicated += sum(1 for e in log if e.command_id == command_id)
            found.add("command in the log twice", f"{game_id} {command_id}")
    report = audit(log, RULESETS)
    if not report["verified"]:
        found.add("audit not clean", f"{game_id}: {report['discrepancies'][:2]}")
    if not finished or not any(e.type == "GameEnded" for e in log):
        found.add("game not finished", game_id)


def check_timeouts(game_id: str, log: list[Envelope], found: Findings) -> None:
    """No deadline of a seat acted on twice."""
    fired = Counter((e.data.get("seat"), e.data.get("deadline")) for e in log if e.type == "TurnTimedOut")
    for (seat, due), times in fired.items():
        if times > 1:
            found.duplicated += times - 1
            found.add("a deadline timed out twice", f"{game_id} seat {seat} {due}")


def check_autoplay(game_id: str, log: list[Envelope], found: Findings) -> None:
    """Autoplay is switched on at most once per seat (the suite asks once)."""
    switched = Counter(e.data.get("seat") for e in log if e.type == "AutoplaySet" and e.data.get("on"))
    for seat, times in switched.items():
        if times > 1:
            found.duplicated += times - 1
            found.add("autoplay set twice", f"{game_id} seat {seat}")


def check_autoplay_acknowledged(sent: Sent, logs: dict[str, list[Envelope]], found: Findings) -> None:
    """An acknowledged autoplay request switched its seat over, at or before the version it answered."""
    version = sent.answer["version"]
    if not any(
        e.type == "AutoplaySet" and e.data.get("seat") == sent.seat and e.version <= version
        for e in logs.get(sent.game_id, [])
    ):
        found.lost += 1
        found.add("acknowledged autoplay not in the log", f"{sent.game_id} seat {sent.seat}")


def check_acknowledged(sent: Sent, logs: dict[str, list[Envelope]], found: Findings) -> None:
    """Each event of a 2xx answer is in the log at its version with its hash (else it is lost)."""
    log = logs.get(sent.game_id, [])
    for event in sent.answer["events"]:
        at = event["version"] - 1
        if not 0 <= at < len(log) or (log[at].hash, log[at].command_id) != (event["hash"], event["command_id"]):
            found.lost += 1
            found.add("acknowledged event not in the log", f"{sent.game_id} v{event['version']} key {sent.key}")


def check_attempts(sent: Sent, found: Findings) -> None:
    """The try that appended said so, or could not say: a 2xx, no answer, or 503 Outcome unknown."""
    if not sent.answer.get("events"):
        return
    decided = moment(sent.answer["events"][0]["at"])
    tries = [a for a in sent.attempts if a.sent <= decided + 0.002]
    appended_by = tries[-1] if tries else None
    if (
        appended_by is not None
        and appended_by.status is not None
        and appended_by.status >= 300
        and appended_by.title != UNKNOWN
    ):
        found.add(
            "appended after an answer that said nothing was",
            f"{sent.game_id} key {sent.key}: {appended_by.status} {appended_by.title}",
        )


def check_replays(sent: Sent, found: Findings) -> None:
    """A resent request got the first answer again, not a second execution."""
    for status, body in sent.replays:
        if (status, body) != (sent.status, sent.answer):
            found.duplicated += len(body.get("events", [])) if isinstance(body, dict) and status < 300 else 0
            found.add("a replay differs from the first answer", f"{sent.game_id} key {sent.key}: {status}")


def check_seat_events(game_id: str, log: list[Envelope], acknowledged: set[str], found: Findings) -> None:
    """Every event a seat's command made belongs to an acknowledged command (seat changes aside)."""
    for event in log:
        if (
            set(event.actor) == {"seat"}
            and event.type not in ("AutoplaySet", "SeatLeft")
            and event.command_id not in acknowledged
        ):
            found.duplicated += 1
            found.add("a seat's event no acknowledged command made", f"{game_id} v{event.version}")


def check_all(sent: list[Sent], logs: dict[str, list[Envelope]], finished: dict[str, bool]) -> Findings:
    """Every check over every game and every keyed write."""
    found = Findings()
    commands = [s for s in sent if is_command(s)]
    for s in commands:
        if s.status == 422 and (s.answer or {}).get("title") == "Idempotency key reused":
            found.add("the same key and body taken for another request", s.key)
        if s.acknowledged:
            check_acknowledged(s, logs, found)
            check_attempts(s, found)
        if s.settled:
            check_replays(s, found)
        else:
            found.add("never settled", f"{s.game_id} key {s.key}")
    for s in sent:
        if s.path.endswith("/autoplay") and s.acknowledged:
            check_autoplay_acknowledged(s, logs, found)
    acknowledged = {e["command_id"] for s in commands if s.acknowledged for e in s.answer["events"]}
    for game_id, log in logs.items():
        check_log(game_id, log, finished[game_id], found)
        check_timeouts(game_id, log, found)
        check_autoplay(game_id, log, found)
        check_seat_events(game_id, log, acknowledged, found)
    return found
