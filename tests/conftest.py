"""Session fixtures: a real redis-server for integration tests, the platform and app around it, and an S3-compatible
server for the archive."""

from __future__ import annotations

import socket

import pytest

from devtools.redis_server import RedisServer
from devtools.toy import TOY
from events.signing import SigningKey, b64


@pytest.fixture(scope="session", autouse=True)
def signing_key(tmp_path_factory):
    """A throwaway signing key for the session (never the developer's data/keys), inherited by served apps."""
    key, patch = SigningKey.generate(), pytest.MonkeyPatch()
    patch.setenv("FURLONG_SIGNING_KEY", b64(key.raw()))
    patch.setenv("FURLONG_KEYS_DIR", str(tmp_path_factory.mktemp("keys")))
    yield key
    patch.undo()


@pytest.fixture(scope="session", autouse=True)
def archive_dir(tmp_path_factory):
    """Finished games archived by the session's servers and workers go to a throwaway folder, never data/archive."""
    patch = pytest.MonkeyPatch()
    patch.setenv("ARCHIVE_URL", str(tmp_path_factory.mktemp("archive")))
    yield
    patch.undo()


@pytest.fixture(scope="session", autouse=True)
def loopback_unlimited():
    """The suite's servers and apps hammer from loopback: exempt it there (the attack suite's server does not: it runs
    with `make run`'s defaults, under which nobody is exempt)."""
    patch = pytest.MonkeyPatch()
    patch.setenv("RATE_LIMIT_EXEMPT", LOOPBACK)
    yield
    patch.undo()


LOOPBACK = "127.0.0.0/8,::1"


@pytest.fixture(scope="session")
def redis_server():
    """One real redis-server for the whole session, on a free port."""
    server = RedisServer()
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def redis_cluster():
    """A real local Redis Cluster (3 masters, 3 replicas) for the session, started by the first test that asks."""
    from devtools.redis_cluster import LocalRedisCluster
    from devtools.redis_server import RedisServerError, find_redis_server

    try:
        find_redis_server()
    except RedisServerError as exc:
        pytest.skip(f"no redis-server binary to build a cluster from: {exc}")
    cluster = LocalRedisCluster().start()
    yield cluster
    cluster.stop()


@pytest.fixture(scope="session")
def s3_server():
    """One real S3-compatible server for the session, started by the first test that asks: moto in server mode, which
    stands in for AWS S3, MinIO or Ceph (tests/support/s3_server.py), on a free port with its bucket made, and fake
    AWS credentials in the environment while it runs (boto3 never reaches AWS)."""
    from tests.support.s3_server import S3Server, fake_aws_environment

    patch = pytest.MonkeyPatch()
    fake_aws_environment(patch)
    server = S3Server().start()
    try:
        server.make_bucket()
        yield server
    finally:
        server.stop()
        patch.undo()


@pytest.fixture
def redis_client(redis_server):
    """A client on an emptied database, with the pool `make run` gives the service (bootstrap.pooled_client)."""
    from bootstrap import pooled_client, settings_from

    client = pooled_client(settings_from(None), redis_server.url)
    client.flushdb()
    yield client
    client.close()


@pytest.fixture
def first_connection_breaks(redis_client, monkeypatch):
    """The next connection `redis_client`'s pool hands out fails as it is used; the list holds it once it has."""
    pool, handed_out, broken = redis_client.connection_pool, redis_client.connection_pool.get_connection, []

    def breaking_first(*args, **kwargs):
        connection = handed_out(*args, **kwargs)
        if not broken:
            broken.append(connection)
            connection._sock.shutdown(socket.SHUT_RDWR)
        return connection

    monkeypatch.setattr(pool, "get_connection", breaking_first)
    return broken


@pytest.fixture
def platform(redis_client, tmp_path):
    """The platform on real Redis, hosting the real rulesets and the toy one; bots act in-process; an archive of its
    own (empty: the session's servers archive elsewhere)."""
    from bootstrap import build_platform
    from games.registry import RULESETS
    from workers.scheduling import InlineScheduler

    return build_platform(
        {"SNAPSHOT_EVERY": 50, "ARCHIVE_URL": str(tmp_path / "archive")},
        client=redis_client,
        rulesets={**RULESETS, "toy": TOY},
        scheduler=InlineScheduler,
    )


@pytest.fixture
def app(platform):
    """The Flask app on that platform."""
    from service import create_app

    return create_app({"TESTING": True}, platform=platform)


@pytest.fixture
def http(app):
    """A test client for the app."""
    return app.test_client()
