"""devtools.redis_server: a real redis-server process, started and stopped."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import redis

from devtools.redis_server import (
    RedisServer,
    RedisServerError,
    answers_ping,
    find_redis_server,
    free_port,
    port_is_free,
)

pytestmark = pytest.mark.integration


def _aof_files(data_dir: Path) -> list[Path]:
    # redis 6: <dir>/appendonly.aof; redis 7+: <dir>/appendonlydir/*.aof
    return [p for p in data_dir.rglob("*") if p.is_file() and ".aof" in p.name]


def test_find_redis_server_returns_an_executable():
    path = find_redis_server()
    assert os.path.isfile(path) and os.access(path, os.X_OK)


def test_find_redis_server_rejects_a_bad_override(monkeypatch):
    monkeypatch.setenv("FURLONG_REDIS_SERVER", "/nonexistent/redis-server")
    with pytest.raises(RuntimeError, match="FURLONG_REDIS_SERVER"):
        find_redis_server()


def test_free_port_is_bindable():
    assert port_is_free(free_port())


def test_server_on_a_free_port_answers_ping():
    with RedisServer() as server:
        assert server.running
        assert server.url == f"redis://127.0.0.1:{server.port}/0"
        client = redis.Redis.from_url(server.url)
        try:
            assert client.ping() is True
            client.set("k", "v")
            assert client.get("k") == b"v"
            info = client.info("server")
            assert info["process_id"] == server.pid
            config = client.config_get("appendonly")
            assert config["appendonly"] == "no"
        finally:
            client.close()
        temp_dir = server.data_dir
        assert temp_dir is not None and temp_dir.is_dir()
    assert not server.running
    assert not temp_dir.exists(), "the temporary data dir is removed by stop()"


def test_appendonly_writes_a_file_in_data_dir_and_survives_restart(tmp_path):
    data_dir = tmp_path / "redis"
    server = RedisServer(data_dir=data_dir, appendonly=True).start()
    try:
        client = server.client()
        client.set("furlong:persisted", "yes")
        client.close()
    finally:
        server.stop()

    files = _aof_files(data_dir)
    assert files, f"no append-only file in {data_dir}: {list(data_dir.rglob('*'))}"
    assert any(b"furlong:persisted" in f.read_bytes() for f in files)
    assert data_dir.is_dir(), "a caller's data_dir is kept"
    assert (data_dir / "redis-server.log").is_file()

    with RedisServer(data_dir=data_dir, appendonly=True) as again:
        client = again.client()
        try:
            assert client.get("furlong:persisted") == b"yes"
        finally:
            client.close()


def test_stop_frees_the_port():
    server = RedisServer().start()
    port = server.port
    assert answers_ping(port)
    assert not port_is_free(port)
    server.stop()
    assert not answers_ping(port)
    assert port_is_free(port)
    server.stop()  # idempotent
    # and a new server can take the same port at once
    with RedisServer(port=port) as again:
        assert again.port == port
        assert answers_ping(port)
    assert not answers_ping(port)


def test_start_on_a_taken_port_fails_clearly():
    with RedisServer() as first:
        clash = RedisServer(port=first.port, start_timeout=5)
        with pytest.raises(RedisServerError) as excinfo:
            clash.start()
        message = str(excinfo.value)
        assert str(first.port) in message
        assert "redis-server.log" in message  # the log tail is included
        assert not clash.running
        assert answers_ping(first.port), "the first server is untouched"
