"""Start and stop a real local Redis Cluster: 3 masters and 3 replicas by default.

Used by the cluster tests (``tests/cluster/``: free ports, a temporary data
folder) and by ``scripts/run_cluster.py`` (fixed ports, data kept in
``data/cluster/<base port>/``). Each node is a :class:`ClusterMember`, the
redis-server of :mod:`devtools.redis_server` with cluster mode on, append-only
and fsync on every write; the cluster is formed with the ``redis-cli`` beside
that binary (``redis-cli --cluster create ... --cluster-replicas 1``).

    >>> with LocalRedisCluster() as cluster:
    ...     client = cluster.client()          # a redis.cluster.RedisCluster
    ...     victim = cluster.master_for_key("{game-1}:events")
    ...     cluster.kill(victim)
    ...     seconds = cluster.wait_for_failover(victim)
    ...     cluster.restart(victim)            # back as a replica

Standard library plus redis-py only.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from redis.cluster import ClusterNode, RedisCluster
from redis.crc import key_slot

from devtools.cluster_nodes import (
    HOST,
    NODE_PASSWORDS,
    SLOTS,
    NodeDown,
    NodeLine,
    admin,
    cluster_info,
    replication_info,
    try_cluster_view,
)
from devtools.cluster_reshard import MIGRATE_BATCH, migrate_slot
from devtools.redis_server import (
    DENIED_COMMANDS,
    RedisServer,
    RedisServerError,
    find_redis_server,
    free_port,
    port_is_free,
)

__all__ = ["BUS_PORT_OFFSET", "ClusterMember", "LocalRedisCluster", "cluster_port_is_free", "find_redis_cli", "slot_of"]

BUS_PORT_OFFSET = 10000
NODES_CONF = "nodes.conf"
NODE_TIMEOUT_MS = 1500
READY_TIMEOUT = 60.0
POLL_INTERVAL = 0.05
PORT_ATTEMPTS = 5


def find_redis_cli(server_binary: str) -> str:
    """The redis-cli beside `server_binary`, else the one on PATH."""
    beside = Path(server_binary).with_name("redis-cli")
    if beside.is_file() and os.access(beside, os.X_OK):
        return str(beside)
    on_path = shutil.which("redis-cli")
    if on_path:
        return on_path
    raise RedisServerError(f"No redis-cli beside {server_binary} nor on PATH: it is needed to create a cluster")


def cluster_port_is_free(port: int) -> bool:
    """Whether a cluster node could listen on `port` and on its bus port (`port` + 10000)."""
    bus = port + BUS_PORT_OFFSET
    return bus <= 65535 and port_is_free(port) and port_is_free(bus)


def _free_cluster_port(taken: set[int]) -> int:
    """A free port whose bus port is free too, and not in `taken`."""
    while True:
        port = free_port()
        if port not in taken and port + BUS_PORT_OFFSET not in taken and cluster_port_is_free(port):
            return port


@functools.cache
def major_version(binary: str) -> int:
    """The major version of a redis-server binary ("Redis server v=7.0.15 ..." -> 7); 0 if it does not say."""
    said = subprocess.run([binary, "--version"], capture_output=True, text=True, check=False, timeout=10).stdout
    found = re.search(r"v=(\d+)\.", said)
    return int(found.group(1)) if found else 0


class ClusterMember(RedisServer):
    """One node of a local cluster: a RedisServer with cluster mode on, append-only, fsync always, and DEBUG
    allowed from this machine (the tests stall a replica with DEBUG SLEEP; Redis 7 refuses DEBUG by default)."""

    # With a password, the commands a cluster itself needs stay allowed: replicas sync from masters, slots move
    # with MIGRATE (RESTORE-ASKING on the other end).
    denied = tuple(c for c in DENIED_COMMANDS if c not in ("sync", "psync", "migrate", "restore", "restore-asking"))

    def __init__(
        self,
        port: int,
        data_dir: Path,
        node_timeout_ms: int,
        *,
        binary: str | None,
        die_with_parent: bool,
        password: str | None = None,
    ) -> None:
        super().__init__(
            port=port,
            data_dir=data_dir,
            appendonly=True,
            binary=binary,
            die_with_parent=die_with_parent,
            password=password,
        )
        self.tcp_port = port
        self.node_timeout_ms = node_timeout_ms

    def _settings(self, binary: str) -> list[str]:
        cluster_mode = ["cluster-enabled yes", f"cluster-config-file {NODES_CONF}"]
        timeout = [f"cluster-node-timeout {self.node_timeout_ms}"]
        debug = ["enable-debug-command local"] if major_version(binary) >= 7 else []  # 7 turns DEBUG off
        replication = [f"masterauth {self.password}"] if self.password else []  # a replica's password to its master
        return [*super()._settings(binary), *cluster_mode, *timeout, *debug, *replication]

    @property
    def address(self) -> str:
        return f"{HOST}:{self.tcp_port}"

    def myself(self) -> NodeLine | None:
        """Its own line of CLUSTER NODES (role, slots, master), or None if it does not answer."""
        view = try_cluster_view(self.tcp_port) if self.running else None
        return next((line for line in view or [] if line.is_myself), None)

    def sigkill(self) -> None:
        """SIGKILL, as a crash: no shutdown, no last write."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()

    def __repr__(self) -> str:
        return f"<ClusterMember {self.address} {'running' if self.running else 'stopped'}>"


@dataclass(frozen=True)
class _Killed:
    """A master killed by the harness: when, and the replicas that may replace it."""

    at: float
    replicas: tuple[ClusterMember, ...]


class LocalRedisCluster:
    """A Redis Cluster of local redis-server processes.

    Arguments:
        ports: one per node, masters first; ``None`` picks free ones (each with a free bus port).
        data_dir: each node keeps its files in ``<data_dir>/<port>/``; ``None`` uses a temporary
            folder that :meth:`stop` removes. A data dir whose nodes all hold a ``nodes.conf`` is
            restarted as the cluster it was, not created again.
        masters, replicas_per_master: the shape (3 and 1: six nodes).
        node_timeout_ms: ``cluster-node-timeout``: how long a silent master has before its
            replica takes over.
        binary: redis-server path; default :func:`devtools.redis_server.find_redis_server`.
    """

    def __init__(
        self,
        ports: Sequence[int] | None = None,
        data_dir: str | os.PathLike[str] | None = None,
        *,
        masters: int = 3,
        replicas_per_master: int = 1,
        node_timeout_ms: int = NODE_TIMEOUT_MS,
        binary: str | None = None,
        ready_timeout: float = READY_TIMEOUT,
        die_with_parent: bool = True,
        password: str | None = None,
    ) -> None:
        size = masters * (1 + replicas_per_master)
        self.password = password
        if ports is not None and len(ports) != size:
            raise ValueError(f"{masters} masters with {replicas_per_master} replicas each need {size} ports")
        self.requested_ports = list(ports) if ports is not None else None
        self.requested_data_dir = Path(data_dir) if data_dir is not None else None
        self.master_count = masters
        self.replicas_per_master = replicas_per_master
        self.size = size
        self.node_timeout_ms = node_timeout_ms
        self.binary = binary
        self.ready_timeout = ready_timeout
        self.die_with_parent = die_with_parent
        self.members: list[ClusterMember] = []
        self.data_dir: Path | None = None
        self._temp_dir: str | None = None
        self._killed: dict[int, _Killed] = {}

    # ------------------------------------------------------------------ info
    @property
    def seed_nodes(self) -> str:
        """Every node as "host:port,host:port,..." (the REDIS_CLUSTER_NODES setting)."""
        return ",".join(member.address for member in self.members)

    def nodes(self) -> list[ClusterMember]:
        """Every node, running or not, in port order of creation."""
        return list(self.members)

    def masters(self) -> list[ClusterMember]:
        """The running nodes that see themselves as masters owning slots."""
        return [member for member in self.members if _owns_slots(member.myself())]

    def replicas_of(self, master: ClusterMember) -> list[ClusterMember]:
        """The running nodes that replicate `master`."""
        master_id = _myself_or_raise(master).node_id
        return [m for m in self.members if (line := m.myself()) is not None and line.master_id == master_id]

    def master_for_slot(self, slot: int) -> ClusterMember:
        """The running master that owns `slot` (the highest config epoch wins while a claim is stale)."""
        claims = [(line.config_epoch, m) for m in self.members if (line := m.myself()) and _owns(line, slot)]
        if not claims:
            raise RedisServerError(f"no running master owns slot {slot}")
        return max(claims, key=lambda claim: claim[0])[1]

    def master_for_key(self, key: str | bytes) -> ClusterMember:
        """The running master that owns `key`'s slot."""
        return self.master_for_slot(slot_of(key))

    def client(self, **kwargs: Any) -> RedisCluster:
        """A new redis-py RedisCluster on these nodes (the caller closes it)."""
        startup = [ClusterNode(HOST, member.tcp_port) for member in self.members]
        return RedisCluster(startup_nodes=startup, password=self.password, **kwargs)

    def __repr__(self) -> str:
        return f"<LocalRedisCluster {self.seed_nodes or 'not started'} dir={self.data_dir}>"

    # ------------------------------------------------------------- lifecycle
    def start(self) -> LocalRedisCluster:
        """Start every node, form the cluster unless its data dir already holds one, wait until ready."""
        if self.members:
            return self
        binary = self.binary or find_redis_server()
        try:
            self.data_dir = self._make_data_dir()
            known = self._known_nodes(self.data_dir)
            self._start_members(binary, self.data_dir)
            self._form_or_rejoin(binary, known)
            self.wait_until_ready(self.ready_timeout)
        except BaseException:
            self.stop()
            raise
        return self

    def stop(self) -> None:
        """Stop replicas, then masters (so none fails over); remove the temporary data dir. Idempotent."""
        masters = set(self.masters()) if self.members else set()
        for member in sorted(self.members, key=lambda m: m in masters):
            member.stop()
        self.members = []
        self._killed.clear()
        if self._temp_dir is not None:
            shutil.rmtree(self._temp_dir, ignore_errors=True)
            self._temp_dir = None

    def __enter__(self) -> LocalRedisCluster:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def _make_data_dir(self) -> Path:
        if self.requested_data_dir is None:
            self._temp_dir = tempfile.mkdtemp(prefix="furlong-cluster-")
            return Path(self._temp_dir)
        path = self.requested_data_dir.resolve()
        path.mkdir(parents=True, exist_ok=True)
        return path

    def _start_members(self, binary: str, root: Path) -> None:
        taken: set[int] = set()
        for index in range(self.size):
            member = self._start_member(binary, root, index, taken)
            taken |= {member.tcp_port, member.tcp_port + BUS_PORT_OFFSET}
            self.members.append(member)

    def _start_member(self, binary: str, root: Path, index: int, taken: set[int]) -> ClusterMember:
        """Start node `index` on its port, or on a free one (retried if another process takes it first)."""
        fixed = self.requested_ports[index] if self.requested_ports is not None else None
        for attempt in range(1 if fixed is not None else PORT_ATTEMPTS):
            port = fixed if fixed is not None else _free_cluster_port(taken)
            member = ClusterMember(
                port,
                root / str(port),
                self.node_timeout_ms,
                binary=binary,
                die_with_parent=self.die_with_parent,
                password=self.password,
            )
            if self.password:
                NODE_PASSWORDS[port] = self.password
            try:
                member.start()
                return member
            except RedisServerError as exc:
                if fixed is not None or "already in use" not in str(exc) or attempt == PORT_ATTEMPTS - 1:
                    raise
        raise AssertionError("unreachable")  # pragma: no cover

    def _known_nodes(self, root: Path) -> list[bool]:
        """For each fixed port, whether its data dir holds a nodes.conf (it was a cluster node before)."""
        return [(root / str(port) / NODES_CONF).is_file() for port in self.requested_ports or []]

    def _form_or_rejoin(self, binary: str, known: list[bool]) -> None:
        """redis-cli --cluster create for fresh nodes; nothing to do for nodes that were a cluster."""
        if known and all(known) and self._nodes_know_each_other():
            return
        if any(known) and not all(known):
            raise RedisServerError(
                f"{self.data_dir} holds a cluster config for some nodes only; remove that folder to start afresh"
            )
        self._create(find_redis_cli(binary))

    def _nodes_know_each_other(self) -> bool:
        """Whether a restarted node already knows all the others (so the cluster exists)."""
        view = try_cluster_view(self.members[0].tcp_port) or []
        return len(view) == self.size

    def _create(self, redis_cli: str) -> None:
        if self.master_count < 3:  # redis-cli --cluster create wants 3 masters; smaller ones are made by hand
            self._create_by_hand()
            return
        replicas = ["--cluster-replicas", str(self.replicas_per_master), "--cluster-yes"]
        command = [redis_cli, "--cluster", "create", *(member.address for member in self.members), *replicas]
        auth = {"REDISCLI_AUTH": self.password} if self.password else {}  # in its environment, never its arguments
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            stdin=subprocess.DEVNULL,
            timeout=120,
            env={**os.environ, **auth},
        )
        if done.returncode != 0 or f"All {SLOTS} slots covered" not in done.stdout:
            tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-20:])
            hint = f"(a cluster left half-made? remove {self.data_dir} to start afresh)"
            raise RedisServerError(f"redis-cli --cluster create failed (exit {done.returncode}) {hint}:\n{tail}")

    def _create_by_hand(self) -> None:
        """Fewer than 3 masters: slots shared out with ADDSLOTS, every node MEETs the first, replicas REPLICATE."""
        masters, replicas = self.members[: self.master_count], self.members[self.master_count :]
        share = -(-SLOTS // len(masters))
        for index, master in enumerate(masters):
            with admin(master.tcp_port) as node:
                node.execute_command("CLUSTER", "ADDSLOTS", *range(index * share, min(SLOTS, (index + 1) * share)))
        for member in self.members[1:]:
            with admin(member.tcp_port) as node:
                node.execute_command("CLUSTER", "MEET", HOST, self.members[0].tcp_port)
        _wait(self._nodes_know_each_other_or_none, self.ready_timeout, "nodes did not meet")
        for index, replica in enumerate(replicas):
            master = masters[index % len(masters)]
            with admin(replica.tcp_port) as node:
                node.execute_command("CLUSTER", "REPLICATE", _myself_or_raise(master).node_id)

    def _nodes_know_each_other_or_none(self) -> str | None:
        return None if self._nodes_know_each_other() else "not every node knows every other yet"

    # ------------------------------------------------------------- readiness
    def wait_until_ready(self, timeout: float = READY_TIMEOUT) -> float:
        """Wait until every node runs, says cluster_state:ok with all slots, agrees on the owners, and
        every master has its replicas attached and synced. Returns the seconds waited."""
        return _wait(self._why_not_ready, timeout, "cluster not ready")

    def _why_not_ready(self) -> str | None:
        """Why the cluster is not (yet) whole and healthy, or None if it is."""
        for member in self.members:
            reason = _why_node_not_ready(member, self.size)
            if reason:
                return reason
        views = [try_cluster_view(member.tcp_port) or [] for member in self.members]
        if len({_slot_owners(view) for view in views}) != 1:
            return "the nodes do not agree yet on who owns which slots"
        return _why_shape_wrong(views[0], self.master_count, self.replicas_per_master)

    # ---------------------------------------------------------------- faults
    def kill(self, member: ClusterMember) -> None:
        """SIGKILL one node (a crash); a master's replicas are remembered for wait_for_failover."""
        is_master = _owns_slots(member.myself())
        replicas = tuple(self.replicas_of(member)) if is_master else ()
        self._killed[member.tcp_port] = _Killed(at=time.monotonic(), replicas=replicas)
        member.sigkill()

    def wait_for_failover(self, old_master: ClusterMember, timeout: float = 30.0) -> float:
        """Wait until a replica of the killed `old_master` is a master and every running node says
        cluster_state:ok with all slots; returns the seconds from the kill to then."""
        killed = self._killed.get(old_master.tcp_port)
        if killed is None or not killed.replicas:
            raise RedisServerError(f"{old_master.address} was not a master killed with kill(): no failover to await")

        def why_not_over() -> str | None:
            if not any(_owns_slots(replica.myself()) for replica in killed.replicas):
                return f"no replica of {old_master.address} is master yet"
            return self._why_not_ok()

        _wait(why_not_over, timeout, "no failover")
        return time.monotonic() - killed.at

    def restart(self, member: ClusterMember, timeout: float = READY_TIMEOUT) -> ClusterMember:
        """Start a killed node again (a replaced master rejoins as a replica); wait until the cluster is whole."""
        member.start()
        self._killed.pop(member.tcp_port, None)
        self.wait_until_ready(timeout)
        return member

    def _why_not_ok(self) -> str | None:
        """Why some running node does not serve every slot yet, or None."""
        for member in self.members:
            if member.running:
                reason = _why_state_not_ok(member)
                if reason:
                    return reason
        return None

    # ------------------------------------------------------------ resharding
    def move_slot(self, slot: int, target: ClusterMember, timeout: float = 10.0, batch: int = MIGRATE_BATCH) -> int:
        """Move `slot` and its keys (`batch` per MIGRATE) to the master `target`; wait until every node
        agrees. Returns the keys moved."""
        source = self.master_for_slot(slot)
        if source is target:
            return 0
        others = [m.tcp_port for m in self.masters() if m not in (source, target)]
        moved = migrate_slot(slot, source.tcp_port, target.tcp_port, others, batch)
        target_id = _myself_or_raise(target).node_id
        _wait(lambda: self._why_slot_not_moved(slot, target_id), timeout, f"slot {slot} not moved")
        return moved

    def _why_slot_not_moved(self, slot: int, target_id: str) -> str | None:
        for member in self.members:
            view = try_cluster_view(member.tcp_port) if member.running else None
            owner = next((line.node_id for line in view or [] if slot in line.slots), None)
            if view is not None and owner != target_id:
                return f"{member.address} says slot {slot} belongs to {owner}"
        return None

    def flushall(self) -> None:
        """Empty every master (their replicas follow)."""
        for master in self.masters():
            with admin(master.tcp_port) as client:
                client.flushall()


def slot_of(key: str | bytes) -> int:
    """The hash slot of `key` (its {hash tag} if it has one)."""
    return key_slot(key.encode() if isinstance(key, str) else key)


def _wait(why_not: Callable[[], str | None], timeout: float, what: str) -> float:
    """Poll `why_not` until it answers None; raise with its last reason after `timeout` seconds."""
    started = time.monotonic()
    while (reason := why_not()) is not None:
        if time.monotonic() - started > timeout:
            raise RedisServerError(f"{what} after {timeout:g} s: {reason}")
        time.sleep(POLL_INTERVAL)
    return time.monotonic() - started


def _why_node_not_ready(member: ClusterMember, size: int) -> str | None:
    """Why one node is not a healthy member of a whole cluster of `size` nodes, or None."""
    if not member.running:
        return f"{member.address} is not running"
    try:
        info = cluster_info(member.tcp_port)
        if int(info.get("cluster_known_nodes", 0)) != size:
            return f"{member.address} knows {info.get('cluster_known_nodes')} of {size} nodes"
        replication = replication_info(member.tcp_port)
    except NodeDown as exc:
        return str(exc)
    if replication.get("role") == "slave" and not _synced(replication):
        return f"{member.address} is a replica not yet synced with its master"
    return _why_state_not_ok(member)


def _why_state_not_ok(member: ClusterMember) -> str | None:
    """Why a running node does not say cluster_state:ok with every slot served, or None."""
    try:
        info = cluster_info(member.tcp_port)
    except NodeDown as exc:
        return str(exc)
    if info.get("cluster_state") != "ok" or int(info.get("cluster_slots_ok", 0)) != SLOTS:
        return f"{member.address}: cluster_state:{info.get('cluster_state')}, {info.get('cluster_slots_ok')} slots ok"
    return None


def _synced(replication: dict[str, object]) -> bool:
    return replication.get("master_link_status") == "up" and not replication.get("master_sync_in_progress")


def _why_shape_wrong(view: list[NodeLine], masters: int, replicas_per_master: int) -> str | None:
    """Why one node's view is not `masters` masters each with `replicas_per_master` live replicas, or None."""
    if any(line.failing for line in view):
        return "a node is flagged as failing: " + ", ".join(str(line.port) for line in view if line.failing)
    owners = [line for line in view if line.is_master and line.slots]
    if len(owners) != masters:
        return f"{len(owners)} masters own slots, expected {masters}"
    for owner in owners:
        count = sum(1 for line in view if line.master_id == owner.node_id)
        if count != replicas_per_master:
            return f"master {owner.port} has {count} replicas, expected {replicas_per_master}"
    return None


def _slot_owners(view: list[NodeLine]) -> frozenset[tuple[str, frozenset[int]]]:
    """Who owns which slots, in one node's view."""
    return frozenset((line.node_id, line.slots) for line in view if line.is_master and line.slots)


def _owns_slots(line: NodeLine | None) -> bool:
    return line is not None and line.is_master and bool(line.slots)


def _owns(line: NodeLine, slot: int) -> bool:
    return line.is_master and slot in line.slots


def _myself_or_raise(member: ClusterMember) -> NodeLine:
    line = member.myself()
    if line is None:
        raise RedisServerError(f"{member.address} does not answer")
    return line
