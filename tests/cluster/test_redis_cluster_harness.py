"""devtools.redis_cluster: a real local cluster that starts whole, fails over, and reshards under redis-py."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pytest

from devtools.cluster_nodes import SLOTS, cluster_info
from devtools.redis_cluster import LocalRedisCluster, slot_of

pytestmark = pytest.mark.integration


def test_the_cluster_has_three_masters_each_with_one_replica_and_covers_every_slot(redis_cluster, cluster_client):
    masters = redis_cluster.masters()
    assert len(masters) == 3
    assert all(len(redis_cluster.replicas_of(master)) == 1 for master in masters)
    assert {node.port for node in cluster_client.get_primaries()} == {master.tcp_port for master in masters}
    assert len(cluster_client.get_replicas()) == 3
    assert set().union(*(master.myself().slots for master in masters)) == set(range(SLOTS))
    for member in redis_cluster.nodes():
        info = cluster_info(member.tcp_port)
        assert (info["cluster_state"], int(info["cluster_slots_ok"])) == ("ok", SLOTS), member.address


def test_a_write_a_replica_acknowledged_survives_killing_its_master(redis_cluster, cluster_client):
    key = "{harness-failover}:greeting"
    owner = cluster_client.get_node_from_key(key)
    victim = redis_cluster.master_for_key(key)
    assert owner.port == victim.tcp_port
    # WAIT counts the replicas that have this connection's writes: one pipeline, one connection.
    assert owner.redis_connection.pipeline(transaction=False).set(key, "hello").wait(1, 2000).execute() == [True, 1]

    redis_cluster.kill(victim)
    try:
        seconds = redis_cluster.wait_for_failover(victim, timeout=30)
        print(f"\nfailover: {victim.address} SIGKILLed, its replica serves its slots {seconds:.2f} s later")
        assert redis_cluster.master_for_key(key) is not victim
        assert cluster_client.get(key) == "hello"
    finally:
        redis_cluster.restart(victim)
    assert victim.myself().master_id is not None  # back as a replica of its successor


@dataclass
class _Traffic:
    """What a writer thread did: INCRs of one counter acknowledged, and new keys it set."""

    increments: int = 0
    new_keys: dict[str, str] = field(default_factory=dict)
    errors: list[Exception] = field(default_factory=list)


@contextmanager
def _writes_on(redis_cluster: LocalRedisCluster, tag: str) -> Iterator[_Traffic]:
    """A thread that INCRs {tag}:counter and sets a new key after each INCR until the block ends."""
    traffic, stop = _Traffic(), threading.Event()

    def write() -> None:
        client = redis_cluster.client(decode_responses=True)
        try:
            while not stop.is_set():
                count = client.incr(f"{tag}:counter")
                traffic.increments += 1
                client.set(f"{tag}:new:{count}", count)
                traffic.new_keys[f"{tag}:new:{count}"] = str(count)
        except Exception as exc:
            traffic.errors.append(exc)
        finally:
            client.close()

    thread = threading.Thread(target=write, daemon=True)
    thread.start()
    _wait_for(lambda: traffic.increments > 0 or traffic.errors)
    try:
        yield traffic
        before = traffic.increments
        _wait_for(lambda: traffic.increments > before + 5 or traffic.errors)
    finally:
        stop.set()
        thread.join(timeout=10)


def _wait_for(condition, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def test_moving_a_keys_slot_to_another_master_keeps_its_keys_readable_and_writable(redis_cluster, cluster_client):
    tag = "{harness-reshard}"
    old_keys = {f"{tag}:old:{number}": str(number) for number in range(1000)}
    cluster_client.mset(old_keys)
    source = redis_cluster.master_for_key(tag)
    target = next(master for master in redis_cluster.masters() if master is not source)

    with _writes_on(redis_cluster, tag) as traffic:
        started = time.monotonic()
        moved = redis_cluster.move_slot(slot_of(tag), target, batch=10)
        print(f"\nresharding: {moved} keys of slot {slot_of(tag)} moved in {time.monotonic() - started:.2f} s")

    assert traffic.errors == []
    assert redis_cluster.master_for_key(tag) is target
    assert moved >= len(old_keys)
    assert cluster_client.get(f"{tag}:counter") == str(traffic.increments)
    assert cluster_client.mget(list(traffic.new_keys)) == list(traffic.new_keys.values())
    assert cluster_client.mget(list(old_keys)) == list(old_keys.values())
    assert cluster_client.incr(f"{tag}:counter") == traffic.increments + 1
