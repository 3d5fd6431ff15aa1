"""The scheduler port on RQ: bot turns and expiries as RQ jobs, and turn deadlines in a Redis index that every
worker polls (Lua scripts, so that each deadline is taken once)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import redis
from rq import Queue, Retry
from rq.job import JobStatus

from app.scheduling import (
    ARCHIVING,
    BOT_TURNS,
    EXPIRY,
    IDLE_QUEUE,
    RECOVERY_QUEUE,
    WEBHOOKS,
    WEBHOOKS_QUEUE,
    Backlog,
    Ended,
    Started,
)
from events.store import Rider

from .direct_calls import DirectScript
from .replies import text

PENDING = (JobStatus.QUEUED, JobStatus.SCHEDULED, JobStatus.DEFERRED)  # a started job may be a dead worker's
RESULT_TTL_S = 60
# A bot turn that failed (its game's storage failing over, say) runs again after these pauses, then the sweep.
BOT_RETRY_S = (1, 3, 10)
DUE = "furlong:{deadlines}:due"  # sorted set: "<game_id>:<seat>" scored by its due time (epoch seconds)
SINCE = "furlong:{deadlines}:since"  # hash: the same member -> the `since` its deadline belongs to

# The scripts below name the index's keys DUE and SINCE: KEYS[1] and KEYS[2], but for the rider's.
_KEYS = "local DUE, SINCE, first = KEYS[1], KEYS[2], 1\n"
# A deadline replaces the seat's earlier one; one that arrives late (due before the kept one: an older turn's, as a
# game's timeout is fixed) is dropped.
_ADD_ONE = """
local function add(member, since, at)
  local kept = redis.call('ZSCORE', DUE, member)
  if kept and tonumber(kept) > tonumber(at) then return 0 end
  redis.call('ZADD', DUE, at, member)
  redis.call('HSET', SINCE, member, since)
  return 1
end
"""
# Only the deadline of the turn that ended is removed, never a newer one written meanwhile.
_CANCEL_ONE = """
local function cancel(member, since)
  if redis.call('HGET', SINCE, member) ~= since then return 0 end
  redis.call('ZREM', DUE, member)
  redis.call('HDEL', SINCE, member)
  return 1
end
"""
ADD = _KEYS + _ADD_ONE + "return add(ARGV[1], ARGV[2], ARGV[3])"
CANCEL = _KEYS + _CANCEL_ONE + "return cancel(ARGV[1], ARGV[2])"
# One append's deadlines in one round trip: ARGV from `first` on = n, n (member, since) cancels, then
# (member, since, at) adds.
_RETIME_ALL = """
local n = tonumber(ARGV[first])
for i = first + 1, first + 2 * n - 1, 2 do cancel(ARGV[i], ARGV[i + 1]) end
for i = first + 2 * n + 1, #ARGV, 3 do add(ARGV[i], ARGV[i + 1], ARGV[i + 2]) end
return 1
"""
RETIME = _KEYS + _CANCEL_ONE + _ADD_ONE + _RETIME_ALL
# The same as a rider of the append (events.store.Rider), on the store's own Redis: KEYS[1] the append's receipt,
# ARGV[1] its record; nothing unless the receipt holds that record (the append landed), then KEYS[2..3] and
# ARGV[2..] as RETIME's.
RETIME_AFTER_APPEND = (
    "local DUE, SINCE, first = KEYS[2], KEYS[3], 2\n"
    + "if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end\n"
    + _CANCEL_ONE
    + _ADD_ONE
    + _RETIME_ALL
)
# Due entries leave the index as they are handed out, so each is taken by one poller: [member, since, ...].
TAKE = """
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local taken = {}
for _, member in ipairs(due) do
  taken[#taken + 1] = member
  taken[#taken + 1] = redis.call('HGET', KEYS[2], member) or ''
  redis.call('ZREM', KEYS[1], member)
  redis.call('HDEL', KEYS[2], member)
end
return taken
"""


def whole_second_after(at: datetime) -> datetime:
    """`at` rounded up to a whole second: RQ's scheduled registry drops fractions, which would fire early."""
    return at if not at.microsecond else at.replace(microsecond=0) + timedelta(seconds=1)


def enqueue_after(queue: Queue, delay_s: float, function: str, *args: object, **options: Any) -> None:
    """A job now, or after `delay_s` seconds rounded up to a whole second (RQ's schedule keeps whole seconds)."""
    if delay_s > 0:
        queue.enqueue_at(whole_second_after(datetime.now(UTC) + timedelta(seconds=delay_s)), function, *args, **options)
    else:
        queue.enqueue(function, *args, **options)


def job_id(*parts: object) -> str:
    """A job's id from what it acts on, so that scheduling the same work twice finds the first job."""
    return "-".join(re.sub(r"[^A-Za-z0-9_]", "_", str(part)) for part in parts)


class DeadlineIndex:
    """Turn deadlines in Redis, at most one per seat, taken once each by the workers' pollers when due."""

    def __init__(self, client: redis.Redis):
        self._add = DirectScript(client, ADD)
        self._cancel = DirectScript(client, CANCEL)
        self._retime = DirectScript(client, RETIME)
        self._take = DirectScript(client, TAKE)

    def add(self, game_id: str, seat: int, since: str, at: datetime) -> bool:
        """Keep the seat's deadline, replacing its earlier one; False if a later one is kept already."""
        return bool(self._add(keys=[DUE, SINCE], args=[f"{game_id}:{seat}", since, at.timestamp()]))

    def cancel(self, game_id: str, seat: int, since: str) -> bool:
        """Remove the seat's deadline if it is still the one of the turn owed since `since`."""
        return bool(self._cancel(keys=[DUE, SINCE], args=[f"{game_id}:{seat}", since]))

    def retime(self, game_id: str, ended: Sequence[Ended], started: Sequence[Started]) -> None:
        """Cancel and add a game's deadlines in one script (as `cancel` and `add` each would)."""
        self._retime(keys=[DUE, SINCE], args=retime_args(game_id, ended, started))

    def rider(self, game_id: str, ended: Sequence[Ended], started: Sequence[Started]) -> Rider:
        """The same retime as a rider of the append that ends and starts these turns (the index on the store's own
        Redis): done in the append's round trip, if the append lands."""
        return Rider(RETIME_AFTER_APPEND, (DUE, SINCE), tuple(retime_args(game_id, ended, started)))

    def take(self, now: float, limit: int = 100) -> list[tuple[str, int, str]]:
        """Remove and return up to `limit` deadlines due by `now` (epoch seconds): (game_id, seat, since)."""
        flat = [text(part) for part in self._take(keys=[DUE, SINCE], args=[now, limit])]
        return [(*member_of(member), since) for member, since in zip(flat[::2], flat[1::2], strict=True)]


def retime_args(game_id: str, ended: Sequence[Ended], started: Sequence[Started]) -> list[str | int | float]:
    """RETIME's arguments: how many ended, their (member, since), then the started ones' (member, since, at)."""
    args: list[str | int | float] = [len(ended)]
    for seat, since in ended:
        args += [f"{game_id}:{seat}", since]
    for seat, since, at in started:
        args += [f"{game_id}:{seat}", since, at.timestamp()]
    return args


def member_of(member: str) -> tuple[str, int]:
    """A deadline's game and seat from its member "<game_id>:<seat>"."""
    game_id, _, seat = member.rpartition(":")
    return game_id, int(seat)


class RqScheduler:
    """Bot turns as RQ jobs (primitive arguments, JSON serializer), one job per piece of work; turn deadlines in
    the DeadlineIndex on the queues' Redis, which every worker polls."""

    def __init__(self, queue: Queue, recovery: Queue | None = None, idle: Queue | None = None):
        self.queue = queue
        self.recovery = recovery or Queue(RECOVERY_QUEUE, connection=queue.connection, serializer=queue.serializer)
        self.idle = idle or Queue(IDLE_QUEUE, connection=queue.connection, serializer=queue.serializer)
        self.deadlines = DeadlineIndex(queue.connection)
        self.webhooks = Queue(WEBHOOKS_QUEUE, connection=queue.connection, serializer=queue.serializer)

    def for_recovery(self) -> RqScheduler:
        """The same scheduler on the low-priority queue that workers serve after the main one."""
        return RqScheduler(self.recovery, self.recovery, self.idle)

    def bot_turns(self, game_id: str, version: int, delay_s: float = 0.0, watched: bool = True) -> None:
        """Let the bots act on the game as it is at `version`, after `delay_s` seconds (at least); the bots of a
        game no human sits at go to the idle queue, which workers serve last."""
        jid = job_id("bot", game_id, version)
        if self._pending(jid):
            return
        queue, retry = self.queue if watched else self.idle, Retry(max=len(BOT_RETRY_S), interval=list(BOT_RETRY_S))
        enqueue_after(queue, delay_s, BOT_TURNS, game_id, version, job_id=jid, result_ttl=RESULT_TTL_S, retry=retry)

    def webhook(self, subscription_id: str, game_id: str, delay_s: float = 0.0) -> None:
        """A job on the webhooks' own queue, after `delay_s` seconds (rounded up to a whole second); none when one
        is waiting already, unless this one is a retry's (its wait replaces the job's)."""
        jid = job_id("webhook", subscription_id, game_id)
        if delay_s <= 0 and waits_on(self.webhooks, jid):
            return
        enqueue_after(self.webhooks, delay_s, WEBHOOKS, subscription_id, game_id, job_id=jid, result_ttl=RESULT_TTL_S)

    def timeout(self, game_id: str, seat: int, since: str, at: datetime) -> None:
        """At `at`, act for a seat that has owed a command since `since`, unless it acted meanwhile."""
        self.deadlines.add(game_id, seat, since, at)

    def expiry(self, game_id: str, at: datetime) -> None:
        """An RQ job at `at` on the idle queue (nobody waits on it), once per game."""
        self.idle.enqueue_at(at, EXPIRY, game_id, job_id=job_id("expiry", game_id), result_ttl=RESULT_TTL_S)

    def archive(self, game_id: str, at: datetime) -> None:
        """An RQ job on the idle queue, once per game, at `at` rounded up to the next whole second (RQ's schedule
        keeps whole seconds and may run a job up to one early, before its game is due); the sweep catches any it
        missed."""
        later = at.replace(microsecond=0) + timedelta(seconds=1)
        self.idle.enqueue_at(later, ARCHIVING, game_id, job_id=job_id("archive", game_id), result_ttl=RESULT_TTL_S)

    def cancel_timeout(self, game_id: str, seat: int, since: str) -> None:
        """Forget the seat's deadline of the turn it owed since `since`."""
        self.deadlines.cancel(game_id, seat, since)

    def retime(self, game_id: str, ended: Sequence[Ended], started: Sequence[Started]) -> None:
        """Cancel the ended turns' deadlines and keep the started ones', in one round trip."""
        self.deadlines.retime(game_id, ended, started)

    def backlog(self, late_before: float) -> Backlog:
        """Every queue's waiting and scheduled jobs, then the deadlines pending and late, in one round trip."""
        queues = [self.queue, self.recovery, self.idle]
        pipe = self.queue.connection.pipeline(transaction=False)
        for queue in queues:
            pipe.llen(queue.key)
            pipe.zcard(queue.scheduled_job_registry.key)
        pipe.zcard(DUE)
        pipe.zcount(DUE, "-inf", late_before)
        counts = [int(count) for count in pipe.execute()]
        waiting = {queue.name: counts[2 * index] for index, queue in enumerate(queues)}
        scheduled = {queue.name: counts[2 * index + 1] for index, queue in enumerate(queues)}
        return Backlog(waiting, scheduled, counts[-2], counts[-1])

    def _pending(self, jid: str) -> bool:
        """Whether a job with this id is waiting to run on one of the game queues (`waits_on`). A queued one that a
        worker took off its queue and died before starting waits in RQ's intermediate queue for a minute or more:
        it is scheduled again (jobs are idempotent: a repeat does nothing)."""
        return any(waits_on(queue, jid) for queue in (self.queue, self.recovery, self.idle))


def waits_on(queue: Queue, jid: str) -> bool:
    """Whether a job with this id waits on `queue`: scheduled, deferred, or queued and still in it (a started one
    may be a dead worker's, or past the events appended since)."""
    job = queue.fetch_job(jid)
    if job is None:
        return False
    status = job.get_status(refresh=False)
    if status == JobStatus.QUEUED:
        return queue.connection.lpos(queue.key, jid) is not None
    return status in PENDING
