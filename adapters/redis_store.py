"""The event store on Redis Streams: one stream per game, atomic appends in Lua."""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import redis

from events.envelope import Envelope
from events.feed_hub import FeedHub
from events.store import (
    AlreadyRecorded,
    InlineRows,
    OutcomeUnknown,
    Receipt,
    Rider,
    VersionConflict,
    check_contiguous,
    refuse_rider,
)
from games.codec import to_jsonable

from .direct_calls import DirectScript, call_direct_pair, plain_pool, raw_xrange
from .replies import text

# KEYS[1] stream, KEYS[2] receipt; ARGV[1] expected version, ARGV[2] receipt record, ARGV[3] its ttl, ARGV[4] n,
# ARGV[5..4+n] envelopes. Entry ids are "<version>-0". A key that holds a record appends nothing (a repeat);
# otherwise the events and the record are written together, or neither (a keyed receipt's key is also listed in
# the game's `receipts` set, beside its stream, so that archiving finds it), and `<game_id> <version>` is published
# on events.feed_hub.CHANNEL for the live feed (on a cluster PUBLISH reaches every node: one message per append).
# With a read model's inline rows (KEYS[3..5] its version, list and hash; then ARGV: m, m items, mark/version pairs)
# these are written too, in the same step, if the model stands at the expected version (else they are not).
APPEND = """
local known = redis.call('GET', KEYS[2])
if known then
  return {2, known}
end
local current = redis.call('XLEN', KEYS[1])
local expected = tonumber(ARGV[1])
if current ~= expected then
  return {0, current}
end
local n = tonumber(ARGV[4])
for i = 5, 4 + n do
  redis.call('XADD', KEYS[1], (expected + i - 4) .. '-0', 'e', ARGV[i])
end
redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
if not string.find(KEYS[2], ':receipt:attempt:', 1, true) then
  redis.call('SADD', string.sub(KEYS[1], 1, -7) .. 'receipts', KEYS[2])
end
local version = expected + n
redis.call('PUBLISH', 'furlong:appended', string.match(KEYS[1], '{(.-)}') .. ' ' .. version)
if #KEYS == 5 and tonumber(redis.call('GET', KEYS[3]) or '0') == expected then
  local m = tonumber(ARGV[5 + n])
  for i = 6 + n, 5 + n + m do
    redis.call('RPUSH', KEYS[4], ARGV[i])
  end
  for i = 6 + n + m, #ARGV, 2 do
    redis.call('HSET', KEYS[5], ARGV[i], ARGV[i + 1])
  end
  redis.call('SET', KEYS[3], version)
end
return {1, version}
"""
ATTEMPT_TTL_S = 600
log = logging.getLogger(__name__)

# KEYS[1] snapshot versions (sorted set), KEYS[2] snapshots (hash); ARGV[1] highest version wanted.
LATEST_SNAPSHOT = """
local found = redis.call('ZREVRANGEBYSCORE', KEYS[1], ARGV[1], '-inf', 'LIMIT', 0, 1)
if #found == 0 then
  return false
end
return {found[1], redis.call('HGET', KEYS[2], found[1])}
"""


def stream_key(game_id: str) -> str:
    """The game's event stream; the hash tag keeps a game's keys on one cluster shard."""
    return f"furlong:{{{game_id}}}:events"


def receipt_key(game_id: str, key: str) -> str:
    """Where a command's receipt is kept, beside its game's events (same hash tag, same slot)."""
    return f"furlong:{{{game_id}}}:receipt:{key}"


def keyed_receipts_key(game_id: str) -> str:
    """The set of the game's keyed receipts' keys (those made under an Idempotency-Key), for archiving."""
    return f"furlong:{{{game_id}}}:receipts"


def attempt_receipt_keys(game_id: str, envelopes: Sequence[Envelope]) -> list[str]:
    """The keys every append of `envelopes` may have kept its unkeyed receipt under (one per event: a superset)."""
    return [receipt_key(game_id, attempt_key(envelope.hash)) for envelope in envelopes]


def attempt_key(first_hash: str) -> str:
    """The key of an unkeyed append's receipt, named by the hash of the append's first event."""
    return f"attempt:{first_hash}"


def model_keys(game_id: str, model: str) -> list[str]:
    """A read model's keys beside its game's events: its version, its list (append-only) and its hash of marks."""
    return [f"furlong:{{{game_id}}}:{model}:{part}" for part in ("version", "entries", "anchors")]


def row_text(item: Any) -> str:
    """A read model's row as stored in its list: JSON of the row's plain form."""
    return json.dumps(to_jsonable(item))


def rows_args(items: Sequence[Any], marks: Mapping[str, int]) -> list[Any]:
    """A read model's new rows as script arguments: how many items, their rows, then mark/version pairs."""
    pairs = [part for mark, version in marks.items() for part in (mark, version)]
    return [len(items), *(row_text(item) for item in items), *pairs]


def _rows_keys_and_args(game_id: str, rows: InlineRows | None) -> tuple[list[str], list[Any]]:
    """The append script's extra keys and arguments for inline rows (none without them)."""
    if rows is None:
        return [], []
    return model_keys(game_id, rows.model), rows_args(rows.items, rows.marks)


def _attempt(envelopes: Sequence[Envelope]) -> Receipt:
    """A receipt for a command without an idempotency key, so that a resent script never appends twice."""
    attempt = envelopes[0].hash if envelopes else uuid.uuid4().hex
    command_id = envelopes[0].command_id if envelopes else ""
    return Receipt(attempt_key(attempt), json.dumps({"command_id": command_id}), ATTEMPT_TTL_S)


def snapshot_keys(game_id: str) -> tuple[str, str]:
    return f"furlong:{{{game_id}}}:snapshot_versions", f"furlong:{{{game_id}}}:snapshots"


def _ride_again(ride: DirectScript, keys: list[str], args: list[Any], failure: Exception | None) -> None:
    """A rider run on its own after its append (its script was unknown, or it failed): a failure is logged, never
    raised, as the append stands (what the rider does is an after-commit effect, caught up by its owner)."""
    if failure is not None and not isinstance(failure, redis.exceptions.NoScriptError):
        log.error("a rider failed after its append: %s", failure)
        return
    try:
        ride(keys=keys, args=args)
    except Exception:
        log.exception("a rider failed after its append")


def _envelopes(entries: Any) -> list[Envelope]:
    return Envelope.many_from_json(fields[b"e"] for _, fields in entries or ())


def _game_id(key: Any) -> str:
    """The game id between the braces of a key like `furlong:{g1}:events`."""
    return text(key).split("{", 1)[1].split("}", 1)[0]


class RedisEventStore:
    """EventStore on Redis Streams; waits for events through a FeedHub (one pubsub connection per store).

    A wait lasts at most `longest_wait_s`.
    """

    def __init__(self, client: redis.Redis, longest_wait_s: float = 60.0):
        self._redis = client
        self._raw = raw_xrange(client)  # reads the log without redis-py's parse of each entry (None: with it)
        self._append = DirectScript(client, APPEND)
        self._pool = plain_pool(client)  # riders go only on one plain Redis (None: no riders)
        self._riders: dict[str, DirectScript] = {}
        self._latest = DirectScript(client, LATEST_SNAPSHOT)
        self._longest_wait_s = longest_wait_s
        self._hub: FeedHub[Envelope] = FeedHub(client.pubsub)

    def append(
        self,
        game_id: str,
        expected_version: int,
        envelopes: Sequence[Envelope],
        receipt: Receipt | None = None,
        rows: InlineRows | None = None,
        rider: Rider | None = None,
    ) -> int:
        check_contiguous(expected_version, envelopes)
        pool = self._pool
        if pool is None:
            refuse_rider(rider, "a store on a cluster, a fake or one connection")
        receipt = receipt or _attempt(envelopes)
        rows_keys, rows_args = _rows_keys_and_args(game_id, rows)
        keys = [stream_key(game_id), receipt_key(game_id, receipt.key), *rows_keys]
        args = [expected_version, receipt.record, receipt.ttl_s, len(envelopes), *(e.to_json() for e in envelopes)]
        args += rows_args
        try:
            if rider is None or pool is None:
                outcome, value = self._append(keys=keys, args=args)
            else:
                outcome, value = self._append_riding(pool, keys, args, rider)
        except (redis.ConnectionError, redis.TimeoutError) as error:
            raise OutcomeUnknown(game_id, str(error)) from error
        if outcome == 2:
            raise AlreadyRecorded(text(value))
        if outcome == 0:
            raise VersionConflict(game_id, expected_version, int(value))
        return int(value)

    def _append_riding(self, pool: redis.ConnectionPool, keys: list[str], args: list[Any], rider: Rider) -> Any:
        """The append script's reply, the rider sent behind it in the same round trip. A script Redis forgot, or a
        connection that failed, is run again through redis-py (the append finds its own receipt if it had landed),
        and so is the rider, after the append."""
        ride = self._rider_script(rider.script)
        ride_keys, ride_args = [keys[1], *rider.keys], [args[1], *rider.args]  # the receipt's key and record first
        replies = call_direct_pair(pool, self._append.command(keys, args), ride.command(ride_keys, ride_args))
        if replies is None or isinstance(replies[0], redis.exceptions.NoScriptError):
            appended = self._append(keys=keys, args=args)
            _ride_again(ride, ride_keys, ride_args, None)
            return appended
        appended, rode = replies
        if isinstance(appended, Exception):
            raise appended
        if isinstance(rode, Exception):
            _ride_again(ride, ride_keys, ride_args, rode)
        return appended

    def _rider_script(self, text: str) -> DirectScript:
        """The rider's script, registered once per text."""
        script = self._riders.get(text)
        if script is None:
            script = self._riders[text] = DirectScript(self._redis, text)
        return script

    def receipt(self, game_id: str, key: str) -> str | None:
        value = self._redis.get(receipt_key(game_id, key))
        return None if value is None else text(value)

    def keep_receipt(self, game_id: str, receipt: Receipt) -> str:
        key = receipt_key(game_id, receipt.key)
        pipe = self._redis.pipeline(transaction=False)
        pipe.set(key, receipt.record, nx=True, ex=receipt.ttl_s)
        pipe.sadd(keyed_receipts_key(game_id), key)  # a refusal is always keyed
        if pipe.execute()[0]:
            return receipt.record
        return self.receipt(game_id, receipt.key) or receipt.record

    def read(self, game_id: str, after: int = 0, until: int | None = None, limit: int | None = None) -> list[Envelope]:
        end = "+" if until is None else f"{until}-0"
        if until is not None and until <= after:
            return []
        if self._raw is not None:
            return Envelope.many_from_json(self._raw(stream_key(game_id), f"{after + 1}-0", end, limit))
        return _envelopes(self._redis.xrange(stream_key(game_id), f"{after + 1}-0", end, count=limit))

    def version(self, game_id: str) -> int:
        return int(self._redis.xlen(stream_key(game_id)))

    def save_snapshot(self, game_id: str, version: int, blob: str) -> None:
        versions, snapshots = snapshot_keys(game_id)
        with self._redis.pipeline(transaction=True) as pipe:
            pipe.hset(snapshots, str(version), blob)
            pipe.zadd(versions, {str(version): version})
            pipe.execute()

    def latest_snapshot(self, game_id: str, at_most: int | None = None) -> tuple[int, str] | None:
        found = self._latest(keys=list(snapshot_keys(game_id)), args=["+inf" if at_most is None else at_most])
        if not found or found[1] is None:
            return None
        return int(found[0]), text(found[1])

    def game_ids(self) -> Iterator[str]:
        for key in self._redis.scan_iter(match="furlong:{*}:events", count=1000, _type="STREAM"):
            yield _game_id(key)

    def wait_for_events(self, game_id: str, after: int, timeout_s: float, limit: int = 500) -> list[Envelope]:
        return self._hub.wait(game_id, after, min(timeout_s, self._longest_wait_s), limit, self._page)

    def _page(self, game_id: str, after: int, limit: int) -> list[Envelope]:
        return self.read(game_id, after, limit=limit)
