"""A worker waits out a Redis restart instead of quitting (under honcho, one process quitting stops them all)."""

from __future__ import annotations

import time

import pytest
import redis
from rq import Queue
from rq.serializers import JSONSerializer

from devtools.redis_server import RedisServer, free_port
from tests.e2e.conftest import RqWorker

pytestmark = pytest.mark.e2e


def test_a_worker_survives_a_redis_restart_and_works_after_it(tmp_path):
    port = free_port()
    server = RedisServer(port=port, data_dir=tmp_path, appendonly=True).start()
    worker = RqWorker(f"redis://127.0.0.1:{port}/0", with_scheduler=False).start()
    try:
        time.sleep(3)
        server.stop()
        time.sleep(3)
        assert worker.process.poll() is None, "the worker quit when Redis went away"
        server = RedisServer(port=port, data_dir=tmp_path, appendonly=True).start()
        queue = Queue("furlong", connection=redis.Redis(port=port), serializer=JSONSerializer)
        job = queue.enqueue("workers.jobs.play_bot_turns", "no-such-game", 1)
        deadline = time.monotonic() + 60
        while job.get_status(refresh=True) != "finished" and time.monotonic() < deadline:
            time.sleep(0.2)
        assert job.get_status(refresh=True) == "finished" and worker.process.poll() is None
    finally:
        worker.stop()
        server.stop()
