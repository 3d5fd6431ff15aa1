"""The Procfile's processes on a local Redis Cluster: 2 web processes (two ports), RQ workers on their own Redis."""

from __future__ import annotations

import random
import signal
from pathlib import Path

import redis

from devtools.health import wait_until_healthy
from devtools.redis_cluster import LocalRedisCluster, slot_of
from devtools.redis_server import free_port
from tests.torture.processes import Stack, kill_group, procfile, spawn


def single_worker_web() -> str:
    """The Procfile's web line with one worker process: each web port is then one process."""
    return procfile("web").replace("--workers 2", "--workers 1")


RECOVERIES: list[float] = []  # every killed master's time to a whole cluster again, in seconds (for the table)


class ClusterStack(Stack):
    """A 3-master, 3-replica cluster for the games, one Redis for RQ and deadlines, 2 web processes, RQ workers.

    Its extra faults: "cluster master" (SIGKILL the master that owns the most games, wait for its replica to
    take over, start it again as a replica) and "reshard" (move the slots of a few games to another master
    while they are played)."""

    def __init__(
        self,
        folder: Path,
        web_threads: int = 32,
        workers: int = 2,
        admin_token: str = "torture-admin",
        settings: dict[str, str] | None = None,
    ):
        super().__init__(folder, web_threads, workers, admin_token, settings)
        self.cluster = LocalRedisCluster(data_dir=folder / "cluster")
        self.second_port = 0
        self.second_web = None
        self.rnd = random.Random(7)

    @property
    def urls(self) -> list[str]:
        return [self.url, f"http://127.0.0.1:{self.second_port}"]

    def env(self) -> dict:
        return {**super().env(), "REDIS_CLUSTER_NODES": self.cluster.seed_nodes, "RQ_REDIS_URL": self.redis_url}

    def start(self) -> ClusterStack:
        """The cluster, the jobs' Redis, two web processes (until healthy), then the RQ workers."""
        self.cluster.start()
        self.redis.start()
        self.second_port = free_port()
        self.web = spawn(single_worker_web(), self.env(), self.folder / "web.log")
        env = {**self.env(), "PORT": str(self.second_port)}
        self.second_web = spawn(single_worker_web(), env, self.folder / "web2.log")
        wait_until_healthy(f"{self.url}/healthz", self.web, 30)
        wait_until_healthy(f"{self.urls[1]}/healthz", self.second_web, 30)
        for _ in range(self.worker_count):
            self.start_worker()
        return self

    def strike(self, kind: str) -> int:
        match kind:
            case "cluster master":
                return self.kill_master()
            case "reshard":
                return self.reshard()
        return super().strike(kind)

    def kill_master(self) -> int:
        """SIGKILL the master owning the most games; wait for the failover; restart it as a replica; its pid."""
        victim = max(self.cluster.masters(), key=lambda m: len(self.games_on(m.tcp_port)))
        pid = victim.pid
        self.cluster.kill(victim)
        RECOVERIES.append(round(self.cluster.wait_for_failover(victim, timeout=60), 2))
        self.cluster.restart(victim)
        return pid

    def reshard(self, games: int = 3) -> int:
        """Move the slots of up to `games` games to other masters, under load; how many keys moved."""
        moved = 0
        for master in self.cluster.masters():
            for game_id in self.games_on(master.tcp_port)[:games]:
                target = self.rnd.choice([m for m in self.cluster.masters() if m is not master])
                moved += self.cluster.move_slot(slot_of(f"{{{game_id}}}"), target)
            if moved:
                return moved
        return moved

    def games_on(self, port: int) -> list[str]:
        """The games whose event streams a node holds."""
        with redis.Redis(port=port, decode_responses=True) as node:
            keys = node.scan_iter(match="furlong:{*}:events", count=1000)
            return sorted(key.split("{", 1)[1].split("}", 1)[0] for key in keys)

    def stop(self) -> None:
        kill_group(self.second_web, signal.SIGTERM)
        super().stop()
        self.cluster.stop()
