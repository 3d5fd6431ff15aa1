"""devtools.cluster_nodes: reading a CLUSTER NODES reply."""

from __future__ import annotations

from devtools.cluster_nodes import parse_cluster_nodes

REPLY = (
    "aaa 127.0.0.1:7000@17000 myself,master - 0 0 1 connected 0-2 5 [6->-bbb]\n"
    "bbb 127.0.0.1:7001@17001 master,fail - 0 0 2 disconnected\n"
    "ccc 127.0.0.1:7003@17003 slave aaa 0 0 1 connected\n"
)


def test_a_master_line_gives_its_id_port_epoch_and_slots_without_migration_markers():
    master = parse_cluster_nodes(REPLY)[0]
    assert (master.node_id, master.port, master.config_epoch) == ("aaa", 7000, 1)
    assert master.is_myself and master.is_master and master.connected
    assert master.slots == {0, 1, 2, 5}


def test_a_failed_master_is_failing_and_a_replica_names_its_master():
    failed, replica = parse_cluster_nodes(REPLY)[1:]
    assert failed.failing and not failed.connected and not failed.slots
    assert (replica.is_master, replica.master_id, replica.failing) == (False, "aaa", False)
