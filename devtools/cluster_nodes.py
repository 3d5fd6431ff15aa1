"""Ask one Redis Cluster node about the cluster: its view of the nodes, its state, its replication.

The small read-only queries behind :mod:`devtools.redis_cluster`. Every call opens
a short-lived connection that fails fast (no retries), so a dead node answers
``None`` or raises :class:`NodeDown` at once instead of hanging a poll loop.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

__all__ = [
    "HOST",
    "SLOTS",
    "NodeDown",
    "NodeLine",
    "admin",
    "cluster_info",
    "cluster_view",
    "parse_cluster_nodes",
    "replication_info",
    "try_cluster_view",
]

HOST = "127.0.0.1"
SLOTS = 16384
QUERY_TIMEOUT = 2.0


class NodeDown(Exception):
    """The node did not answer (refused, timed out, or closed the connection)."""


@dataclass(frozen=True)
class NodeLine:
    """One line of CLUSTER NODES: a node as the answering node sees it."""

    node_id: str
    port: int
    flags: frozenset[str]
    master_id: str | None
    config_epoch: int
    connected: bool
    slots: frozenset[int]

    @property
    def is_master(self) -> bool:
        return "master" in self.flags

    @property
    def is_myself(self) -> bool:
        return "myself" in self.flags

    @property
    def failing(self) -> bool:
        return bool(self.flags & {"fail", "fail?", "noaddr", "handshake"})


def parse_cluster_nodes(text: str) -> list[NodeLine]:
    """The nodes of a CLUSTER NODES reply, migration markers ("[slot->-id]") left out."""
    return [_parse_line(line.split()) for line in text.splitlines() if line.strip()]


def _parse_line(fields: list[str]) -> NodeLine:
    """One CLUSTER NODES line: id, ip:port@bus, flags, master, ping, pong, epoch, link, slots..."""
    address = fields[1].split("@")[0]
    return NodeLine(
        node_id=fields[0],
        port=int(address.rsplit(":", 1)[1]),
        flags=frozenset(fields[2].split(",")),
        master_id=None if fields[3] == "-" else fields[3],
        config_epoch=int(fields[6]),
        connected=fields[7] == "connected",
        slots=frozenset(_expand_slots(fields[8:])),
    )


def _expand_slots(ranges: list[str]) -> Iterator[int]:
    """Slot numbers from "0-5460" and "5461" items; importing/migrating markers are skipped."""
    for item in ranges:
        if item.startswith("["):
            continue
        first, _, last = item.partition("-")
        yield from range(int(first), int(last or first) + 1)


# Each local node's password, by port, for the nodes started with one (LocalRedisCluster registers them): every
# helper here reaches a node through `admin`, which looks its password up.
NODE_PASSWORDS: dict[int, str] = {}


@contextmanager
def admin(port: int, timeout: float = QUERY_TIMEOUT, *, decode: bool = True) -> Iterator[redis.Redis]:
    """A fail-fast client on one node (replies decoded unless `decode` is False), closed on exit.

    A connection error or timeout inside the block becomes :class:`NodeDown`.
    """
    client = redis.Redis(
        host=HOST,
        port=port,
        password=NODE_PASSWORDS.get(port),
        socket_timeout=timeout,
        socket_connect_timeout=timeout,
        retry=Retry(NoBackoff(), 0),
        decode_responses=decode,
    )
    try:
        yield client
    except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
        raise NodeDown(f"{HOST}:{port}: {exc}") from exc
    finally:
        client.close()


def cluster_view(port: int) -> list[NodeLine]:
    """CLUSTER NODES as seen by the node on `port`."""
    with admin(port) as client:
        return parse_cluster_nodes(str(client.execute_command("CLUSTER", "NODES")))


def try_cluster_view(port: int) -> list[NodeLine] | None:
    """cluster_view, or None if the node does not answer."""
    try:
        return cluster_view(port)
    except NodeDown:
        return None


def cluster_info(port: int) -> dict[str, str]:
    """CLUSTER INFO of one node as a dict of strings (cluster_state, cluster_slots_ok, ...)."""
    with admin(port) as client:
        text = str(client.execute_command("CLUSTER", "INFO"))
    pairs = (line.split(":", 1) for line in text.splitlines() if ":" in line)
    return {key: value.strip() for key, value in pairs}


def replication_info(port: int) -> dict[str, Any]:
    """INFO replication of one node (role, master_link_status, connected_slaves, ...)."""
    with admin(port) as client:
        return dict(client.info("replication"))
