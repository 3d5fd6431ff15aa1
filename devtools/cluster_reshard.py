"""Move one hash slot, with its keys, from one cluster master to another.

The documented live-resharding steps (CLUSTER SETSLOT): the target IMPORTING,
the source MIGRATING, the keys MIGRATEd in batches, then SETSLOT NODE on the
target, the source and every other master. Clients meanwhile get ASK for keys
already moved and MOVED once the slot is the target's.
"""

from __future__ import annotations

from collections.abc import Iterable

from devtools.cluster_nodes import HOST, admin

__all__ = ["MIGRATE_BATCH", "migrate_slot"]

MIGRATE_BATCH = 100
MIGRATE_TIMEOUT_MS = 5000


def migrate_slot(slot: int, source: int, target: int, other_masters: Iterable[int], batch: int = MIGRATE_BATCH) -> int:
    """Move `slot` from the master on port `source` to the one on `target`; returns the keys moved."""
    source_id, target_id = _node_id(source), _node_id(target)
    with admin(target) as client:
        client.execute_command("CLUSTER", "SETSLOT", slot, "IMPORTING", source_id)
    with admin(source) as client:
        client.execute_command("CLUSTER", "SETSLOT", slot, "MIGRATING", target_id)
    moved = _migrate_keys(slot, source, target, batch)
    for port in (target, source, *other_masters):
        with admin(port) as client:
            client.execute_command("CLUSTER", "SETSLOT", slot, "NODE", target_id)
    return moved


def _migrate_keys(slot: int, source: int, target: int, batch: int) -> int:
    """MIGRATE the slot's keys from source to target, `batch` at a time, until none is left."""
    moved = 0
    with admin(source, decode=False) as client:
        while keys := client.execute_command("CLUSTER", "GETKEYSINSLOT", slot, batch):
            client.execute_command("MIGRATE", HOST, target, "", 0, MIGRATE_TIMEOUT_MS, "KEYS", *keys)
            moved += len(keys)
    return moved


def _node_id(port: int) -> str:
    """CLUSTER MYID of the node on `port`."""
    with admin(port) as client:
        return str(client.execute_command("CLUSTER", "MYID"))
