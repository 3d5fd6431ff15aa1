"""The event store on Redis Cluster: the same streams and scripts, each append confirmed by replicas (`WAIT`).

Every key of a game shares the game's hash tag, so each script touches one slot. An append runs on the
primary that owns the game's slot and is followed, on the same connection, by `WAIT <replicas> <timeout>`:
an acknowledged command is on a replica too, so a failover does not lose it. Replication is one ordered
stream per primary, so whatever was written before the append (the game's seed, its tokens) is there too.
An append that no replica confirmed in time answers as an unknown outcome (503, retry with the same
Idempotency-Key), never as a success. A primary left with fewer replicas than that (its replica promoted and
not yet replaced, say) is waited on for the replicas it has: its append-only file, fsynced on every write,
keeps what it acknowledges across a restart; only losing that machine too before a new replica syncs loses it
(docs/scaling.md). Such a primary is looked at again (ROLE) at most once a second.

A receipt found (a replayed answer) or kept (a remembered refusal) is confirmed the same way before it is
answered: `WAIT` counts the writes of its own connection, so a no-op write to the receipt (its own time to
live, set again) comes first.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import time
from collections.abc import Sequence
from typing import Any

import redis
from redis.cluster import ClusterNode, RedisCluster
from redis.exceptions import AskError, ClusterDownError, MovedError, NoScriptError, TryAgainError

from events.envelope import Envelope
from events.store import AlreadyRecorded, InlineRows, Receipt, Rider

from .redis_store import APPEND, RedisEventStore, _attempt, receipt_key

# KEYS[1] a key with a time to live: set it again (no change, but a write this connection's WAIT then counts).
TOUCH = """
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return ttl
"""
MAX_REDIRECTS = 16  # MOVED/ASK/TRYAGAIN/CLUSTERDOWN answers followed before giving up (nothing was run)
RETRY_PAUSE_S = 0.05  # after TRYAGAIN or CLUSTERDOWN, doubled each time up to MAX_PAUSE_S: about 4 s in all
MAX_PAUSE_S = 0.5
LONELY_RECHECK_S = 1.0
log = logging.getLogger(__name__)


class NotReplicated(redis.TimeoutError):
    """The primary ran the append but too few replicas confirmed it in time: its outcome is unknown."""


class SlotUnavailable(redis.ConnectionError):
    """The key's slot kept moving, or its shard stayed down, through every retry: the script did not run."""


class ReplicatedScript:
    """A Lua script run on its first key's primary, then `WAIT`ed for, on one connection; follows redirects."""

    def __init__(self, cluster: RedisCluster, source: str, replicas: int, timeout_ms: int):
        self.cluster: Any = cluster  # redis-py's cluster client is untyped
        self.source, self.replicas, self.timeout_ms = source, replicas, timeout_ms
        self.sha = hashlib.sha1(source.encode("utf-8")).hexdigest()  # EVALSHA's name for the script
        self._lonely: dict[str, tuple[int, float]] = {}  # primary -> (replicas it has, when looked at)

    def __call__(self, keys: Sequence[str], args: Sequence[Any]) -> Any:
        """Run on the owner of keys[0] and wait for replicas; a redirect or a busy slot is retried."""
        node, asking, pause = self.cluster.get_node_from_key(keys[0]), False, RETRY_PAUSE_S
        for _ in range(MAX_REDIRECTS):
            wanted = self._wanted(node)
            result, acknowledged = self._run_on(node, keys, args, asking, wanted)
            match result:
                case NoScriptError():
                    self.cluster.get_redis_connection(node).script_load(self.source)
                case MovedError():
                    self.cluster.nodes_manager.initialize()
                    node, asking = self.cluster.get_node_from_key(keys[0]), False
                case AskError():
                    node, asking = self._node(result.host, result.port), True
                case TryAgainError() | ClusterDownError():
                    time.sleep(pause)
                    pause = min(2 * pause, MAX_PAUSE_S)
                    self._forget_topology()
                    node, asking = self.cluster.get_node_from_key(keys[0]), False
                case Exception():
                    raise result
                case _:
                    self._check_replicated(node, acknowledged, wanted)
                    return result
        raise SlotUnavailable(f"the slot of {keys[0]} kept moving or stayed down; the script did not run")

    def _run_on(
        self, node: ClusterNode, keys: Sequence[str], args: Sequence[Any], asking: bool, wanted: int
    ) -> tuple[Any, Any]:
        """The script's answer and WAIT's (for `wanted` replicas), from one pipeline on one connection to `node`."""
        pipe = self.cluster.get_redis_connection(node).pipeline(transaction=False)
        if asking:
            pipe.execute_command("ASKING")
        pipe.evalsha(self.sha, len(keys), *keys, *args)
        if wanted:
            pipe.execute_command("WAIT", wanted, self.timeout_ms)
        try:
            answers = pipe.execute(raise_on_error=False)
        except (redis.ConnectionError, redis.TimeoutError):
            self._forget_topology()
            raise
        return (answers[-2], answers[-1]) if wanted else (answers[-1], 0)

    def _wanted(self, node: ClusterNode) -> int:
        """How many replicas to wait for on `node`: `replicas`, or those it has while it has fewer."""
        lonely = self._lonely.get(node.name)
        if lonely is None:
            return self.replicas
        if time.monotonic() - lonely[1] >= LONELY_RECHECK_S:
            lonely = self._look_at(node)
        return min(self.replicas, lonely[0])

    def _look_at(self, node: ClusterNode) -> tuple[int, float]:
        """Ask `node` how many replicas it has (ROLE); remember it while they are fewer than wanted."""
        role = self.cluster.get_redis_connection(node).execute_command("ROLE")
        found = (len(role[2]) if len(role) > 2 else 0, time.monotonic())
        if found[0] >= self.replicas:
            self._lonely.pop(node.name, None)
        else:
            if node.name not in self._lonely:
                log.warning("primary %s has %d of %d replicas: waits for those", node.name, found[0], self.replicas)
            self._lonely[node.name] = found
        return found

    def _check_replicated(self, node: ClusterNode, acknowledged: Any, wanted: int) -> None:
        """Refuse to call an append done that fewer replicas confirmed than wanted, unless the primary has fewer."""
        confirmed = -1 if isinstance(acknowledged, Exception) else int(acknowledged)
        if not wanted or confirmed >= wanted:
            return
        has = self._look_at(node)[0]
        if has < wanted and confirmed >= has:
            return
        raise NotReplicated(f"{acknowledged} of {wanted} replicas confirmed the append within {self.timeout_ms} ms")

    def _node(self, host: str, port: int | str) -> ClusterNode:
        """The node a redirect names, known to the client (made if new)."""
        node: ClusterNode | None = self.cluster.get_node(host=host, port=int(port))
        if node is None:
            self.cluster.nodes_manager.initialize()
            node = self.cluster.get_node(host=host, port=int(port))
        if node is None:
            raise ClusterDownError(f"redirected to {host}:{port}, which the cluster does not list")
        return node

    def _forget_topology(self) -> None:
        """After a lost connection (a primary down?), learn the slots again, if the cluster answers."""
        with contextlib.suppress(redis.RedisError):
            self.cluster.nodes_manager.initialize()


class ClusterEventStore(RedisEventStore):
    """RedisEventStore on a RedisCluster client, whose appends are confirmed by `replicas` replicas."""

    def __init__(self, cluster: RedisCluster, replicas: int = 1, timeout_ms: int = 2000):
        super().__init__(cluster)  # type: ignore[arg-type]  # RedisCluster offers every command the store uses
        self._append = ReplicatedScript(cluster, APPEND, replicas, timeout_ms)  # type: ignore[assignment]
        self._touch = ReplicatedScript(cluster, TOUCH, replicas, timeout_ms)

    def append(
        self,
        game_id: str,
        expected_version: int,
        envelopes: Sequence[Envelope],
        receipt: Receipt | None = None,
        rows: InlineRows | None = None,
        rider: Rider | None = None,
    ) -> int:
        receipt = receipt or _attempt(envelopes)
        try:
            return super().append(game_id, expected_version, envelopes, receipt, rows, rider)  # refuses a rider
        except AlreadyRecorded:
            self._touch(keys=[receipt_key(game_id, receipt.key)], args=[])
            raise

    def receipt(self, game_id: str, key: str) -> str | None:
        found = super().receipt(game_id, key)
        if found is not None:
            self._touch(keys=[receipt_key(game_id, key)], args=[])
        return found

    def keep_receipt(self, game_id: str, receipt: Receipt) -> str:
        kept = super().keep_receipt(game_id, receipt)
        self._touch(keys=[receipt_key(game_id, receipt.key)], args=[])
        return kept
