"""The archive port's contract, run on each store: in memory, a directory, and S3 on a real S3-compatible server (moto
in server mode, standing in for AWS S3, MinIO or Ceph); then what each adapter promises besides, and the choice of the
store by ARCHIVE_URL."""

from __future__ import annotations

import os
import random
import socket
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest

from adapters import archive_directory
from adapters.archive_directory import DirectoryArchive
from adapters.archive_s3 import CONNECT_TIMEOUT_S, READ_TIMEOUT_S, S3Archive, s3_client
from bootstrap import settings_from
from bootstrap.archive import archive_from_settings, archive_from_url
from devtools.redis_server import HOST, free_port
from events.archive import ArchiveConflict, ArchiveUnavailable, InMemoryArchive
from tests.support.s3_server import BUCKET, S3Server, fake_aws_environment

pytestmark = pytest.mark.integration
ROOT = Path(__file__).resolve().parents[2]
BAD_KEYS = ["../x", "/abs", "a//b", "", "a/../b", "./a", "a/", "a b", "x~1"]


@pytest.fixture(params=["memory", "directory", "s3"])
def store(request, tmp_path):
    """Each store in turn, empty (on S3: a fresh prefix of the session's bucket)."""
    if request.param == "memory":
        return InMemoryArchive()
    if request.param == "directory":
        return DirectoryArchive(tmp_path / "archive")
    server = request.getfixturevalue("s3_server")
    return S3Archive(BUCKET, f"contract/{uuid.uuid4().hex}", server.client())


def test_an_object_reads_back_as_written(store):
    store.put("games/g1/log.zst", b"\x00log\xff")
    store.put("empty", b"")

    assert store.get("games/g1/log.zst") == b"\x00log\xff"
    assert store.get("empty") == b""


def test_the_same_bytes_again_change_nothing(store):
    store.put("games/g1/log.zst", b"log")
    store.put("games/g1/log.zst", b"log")

    assert store.get("games/g1/log.zst") == b"log"
    assert list(store.keys()) == ["games/g1/log.zst"]


def test_other_bytes_for_a_written_key_are_refused_and_the_first_stay(store):
    store.put("games/g1/log.zst", b"first")

    with pytest.raises(ArchiveConflict) as refused:
        store.put("games/g1/log.zst", b"second")

    assert refused.value.key == "games/g1/log.zst"
    assert store.get("games/g1/log.zst") == b"first"


def test_a_missing_key_reads_as_none(store):
    store.put("games/g1/log.zst", b"log")

    assert store.get("games/g2/log.zst") is None
    assert store.get("games/g1") is None


def test_a_deleted_object_reads_as_none_and_deleting_a_missing_key_is_fine(store):
    store.put("games/g1/log.zst", b"log")

    store.delete("games/g1/log.zst")
    store.delete("games/g1/log.zst")
    store.delete("never/written")

    assert store.get("games/g1/log.zst") is None
    assert list(store.keys()) == []
    store.put("games/g1/log.zst", b"again")  # retention may delete; the key is free again
    assert store.get("games/g1/log.zst") == b"again"


def test_keys_are_listed_sorted_and_filtered_by_prefix(store):
    written = ["games/b/log", "index/2026-01", "games/a/log", "gamesx", "games/a/index", "a-b", "a/b", "a.b"]
    for key in written:
        store.put(key, key.encode())

    assert list(store.keys()) == sorted(written)
    assert list(store.keys("games/")) == ["games/a/index", "games/a/log", "games/b/log"]
    assert list(store.keys("games/a")) == ["games/a/index", "games/a/log"]
    assert list(store.keys("games")) == ["games/a/index", "games/a/log", "games/b/log", "gamesx"]
    assert list(store.keys("a")) == ["a-b", "a.b", "a/b"]
    assert list(store.keys("nothing/")) == list(store.keys("../")) == []


def test_keys_start_after_a_key_and_are_listed_only_as_far_as_they_are_read(store):
    written = ["games/b/log", "index/2026/01", "index/2026/02", "index/2027/01", "index/2027-x", "gamesx", "a/b"]
    for key in written:
        store.put(key, key.encode())

    assert list(store.keys("index/", start_after="index/2026/01")) == ["index/2026/02", "index/2027-x", "index/2027/01"]
    assert list(store.keys("index/", start_after="index/2026")) == sorted(written)[3:]
    assert list(store.keys(start_after="index/2027/01")) == []
    assert list(store.keys(start_after="gamesx")) == ["index/2026/01", "index/2026/02", "index/2027-x", "index/2027/01"]
    listed = store.keys("index/")
    assert next(listed) == "index/2026/01"
    store.put("index/2028/01", b"later")  # written while a listing is under way: never a broken listing
    assert "index/2027/01" in list(listed)


@pytest.mark.parametrize("key", BAD_KEYS)
def test_a_key_that_is_not_a_plain_relative_path_is_refused(store, key):
    for call in (lambda: store.put(key, b"x"), lambda: store.get(key), lambda: store.delete(key)):
        with pytest.raises(ValueError, match="archive key"):
            call()
    assert list(store.keys()) == []


def test_a_large_object_round_trips(store):
    blob = random.Random(40).randbytes(6 * 1024 * 1024)

    store.put("games/big/log.zst", blob)
    store.put("games/big/log.zst", blob)

    assert store.get("games/big/log.zst") == blob
    with pytest.raises(ArchiveConflict):
        store.put("games/big/log.zst", blob[:-1] + b"?")


# The directory store.


def test_a_directory_archive_keeps_files_0600_in_folders_0700_whatever_the_umask(tmp_path):
    previous = os.umask(0o002)
    try:
        DirectoryArchive(tmp_path / "data" / "archive").put("games/g1/log.zst", b"log")
    finally:
        os.umask(previous)

    made = [tmp_path / "data", *(tmp_path / "data").rglob("*")]
    assert {oct(path.stat().st_mode & 0o777) for path in made if path.is_file()} == {"0o600"}
    assert {oct(path.stat().st_mode & 0o777) for path in made if path.is_dir()} == {"0o700"}


def test_a_write_stopped_between_writing_and_linking_leaves_no_temporary_file(tmp_path, monkeypatch):
    archive = DirectoryArchive(tmp_path / "archive")

    def interrupted(source, target):
        raise KeyboardInterrupt

    monkeypatch.setattr(archive_directory.os, "link", interrupted)
    with pytest.raises(KeyboardInterrupt):
        archive.put("games/g1/log.zst", b"log")
    monkeypatch.undo()

    assert list((tmp_path / "archive" / "games" / "g1").iterdir()) == []
    assert archive.get("games/g1/log.zst") is None
    archive.put("games/g1/log.zst", b"log")
    assert archive.get("games/g1/log.zst") == b"log"


KILLED_WRITER = """
import os, signal, sys
from pathlib import Path
from adapters import archive_directory
archive_directory.os.link = lambda source, target: os.kill(os.getpid(), signal.SIGKILL)
archive_directory.DirectoryArchive(Path(sys.argv[1])).put("games/g1/log.zst", b"log")
"""


def test_the_temporary_file_of_a_writer_killed_before_linking_is_never_a_key(tmp_path):
    root = tmp_path / "archive"
    killed = subprocess.run([sys.executable, "-c", KILLED_WRITER, str(root)], cwd=ROOT, timeout=60)
    assert killed.returncode == -9

    leftovers = [path.name for path in (root / "games" / "g1").iterdir()]
    assert len(leftovers) == 1 and leftovers[0].startswith("log.zst~")  # the bytes, never linked
    archive = DirectoryArchive(root)
    assert archive.get("games/g1/log.zst") is None
    assert list(archive.keys()) == []
    archive.put("games/g1/log.zst", b"log")
    assert list(archive.keys()) == ["games/g1/log.zst"]


def test_of_writers_racing_over_one_key_with_other_bytes_exactly_one_wins(tmp_path):
    archive, start, won, refused = DirectoryArchive(tmp_path / "archive"), threading.Barrier(8), [], []

    def write(writer: int) -> None:
        start.wait()
        try:
            archive.put("games/g1/log.zst", f"writer {writer}".encode())
            won.append(writer)
        except ArchiveConflict:
            refused.append(writer)

    threads = [threading.Thread(target=write, args=(writer,)) for writer in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert len(won) == 1 and len(refused) == 7
    assert archive.get("games/g1/log.zst") == f"writer {won[0]}".encode()


def test_a_directory_key_cannot_be_both_an_object_and_a_folder(tmp_path):
    archive = DirectoryArchive(tmp_path / "archive")
    archive.put("games/g1", b"object")
    archive.put("index/i/part", b"folder")

    with pytest.raises(ArchiveConflict):
        archive.put("games/g1/log.zst", b"log")
    with pytest.raises(ArchiveConflict):
        archive.put("index/i", b"object")
    assert archive.get("index/i") is None


def test_a_directory_archive_that_cannot_be_written_or_read_is_unavailable(tmp_path, monkeypatch):
    (tmp_path / "plain-file").write_text("")
    with pytest.raises(ArchiveUnavailable):
        DirectoryArchive(tmp_path / "plain-file" / "archive").put("games/g1/log.zst", b"log")

    archive = DirectoryArchive(tmp_path / "archive")
    archive.put("games/g1/log.zst", b"log")

    def failing(*args):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(archive_directory.os, "fsync", failing)
    with pytest.raises(ArchiveUnavailable, match="Input/output"):
        archive.put("games/g2/log.zst", b"log")
    monkeypatch.setattr(Path, "read_bytes", failing)
    with pytest.raises(ArchiveUnavailable, match="Input/output"):
        archive.get("games/g1/log.zst")
    monkeypatch.undo()

    assert archive.get("games/g2/log.zst") is None
    assert [path.name for path in (tmp_path / "archive" / "games" / "g2").iterdir()] == []


# The S3 store.


def test_an_s3_put_is_a_conditional_write(s3_server):
    client, sent = s3_server.client(), []
    client.meta.events.register("before-send.s3.PutObject", lambda request, **_: sent.append(request.headers))

    S3Archive(BUCKET, f"conditional/{uuid.uuid4().hex}", client).put("games/g1/log.zst", b"log")

    assert [headers.get("If-None-Match") for headers in sent] == [b"*"]


def test_an_s3_archive_keeps_to_its_prefix_and_lists_only_keys(s3_server):
    client, prefix = s3_server.client(), f"tenant/{uuid.uuid4().hex}"
    ours, theirs = S3Archive(BUCKET, f"/{prefix}/", client), S3Archive(BUCKET, f"{prefix}-other", client)
    ours.put("games/g1/log.zst", b"ours")
    theirs.put("games/g1/log.zst", b"theirs")
    client.put_object(Bucket=BUCKET, Key=f"{prefix}/games/", Body=b"")  # a console's folder marker: no key

    assert client.get_object(Bucket=BUCKET, Key=f"{prefix}/games/g1/log.zst")["Body"].read() == b"ours"
    assert list(ours.keys()) == ["games/g1/log.zst"]
    assert (ours.get("games/g1/log.zst"), theirs.get("games/g1/log.zst")) == (b"ours", b"theirs")


def test_an_s3_archive_on_a_missing_bucket_is_unavailable_not_empty(s3_server):
    archive = S3Archive("no-such-bucket", "", s3_server.client())

    for call in (lambda: archive.get("games/g1/log.zst"), lambda: archive.put("k", b"x"), lambda: list(archive.keys())):
        with pytest.raises(ArchiveUnavailable, match="NoSuchBucket"):
            call()


def every_call_is_unavailable(archive: S3Archive) -> float:
    """Seconds that put, get, delete and keys took to answer ArchiveUnavailable, each of them."""
    started = time.monotonic()
    calls = (
        lambda: archive.put("k", b"x"),
        lambda: archive.get("k"),
        lambda: archive.delete("k"),
        lambda: list(archive.keys()),
    )
    for call in calls:
        with pytest.raises(ArchiveUnavailable):
            call()
    return time.monotonic() - started


def test_an_s3_archive_on_a_closed_port_is_unavailable_within_seconds(monkeypatch):
    fake_aws_environment(monkeypatch)

    assert every_call_is_unavailable(S3Archive(BUCKET, "", s3_client(f"http://{HOST}:{free_port()}"))) < 5


def test_an_s3_archive_whose_server_stopped_is_unavailable_within_seconds(monkeypatch):
    fake_aws_environment(monkeypatch)
    server = S3Server().start()
    try:
        archive = S3Archive(server.make_bucket(), "", server.client())
        archive.put("games/g1/log.zst", b"log")
    finally:
        server.stop()

    assert every_call_is_unavailable(archive) < 5


def test_an_s3_server_that_never_answers_is_unavailable_after_the_bounded_timeouts(monkeypatch):
    fake_aws_environment(monkeypatch)
    with socket.create_server((HOST, 0)) as silent:  # accepts connections (the backlog), never answers
        endpoint = f"http://{HOST}:{silent.getsockname()[1]}"
        archive = S3Archive(BUCKET, "", s3_client(endpoint, read_timeout_s=0.3, attempts=2))

        assert every_call_is_unavailable(archive) < 12

    config = s3_client("http://127.0.0.1:9").meta.config
    assert (config.connect_timeout, config.read_timeout) == (CONNECT_TIMEOUT_S, READ_TIMEOUT_S)
    assert CONNECT_TIMEOUT_S <= 5 and READ_TIMEOUT_S <= 10 and config.retries["total_max_attempts"] <= 3


# The store chosen by ARCHIVE_URL.


@pytest.mark.parametrize("url", [None, "", "  "])
def test_no_archive_url_means_the_archive_folder_in_the_data_folder(url, tmp_path):
    archive = archive_from_url(url, str(tmp_path / "data"))

    assert isinstance(archive, DirectoryArchive) and archive.root == tmp_path / "data" / "archive"


def test_a_path_or_file_url_means_that_directory(tmp_path):
    by_path = archive_from_url(str(tmp_path / "by-path"), "data")
    by_url = archive_from_url(f"file://{tmp_path}/by%20url", "data")
    on_localhost = archive_from_url(f"file://localhost{tmp_path}/here", "data")

    assert [type(archive) for archive in (by_path, by_url, on_localhost)] == [DirectoryArchive] * 3
    roots = [by_path.root, by_url.root, on_localhost.root]
    assert roots == [tmp_path / "by-path", tmp_path / "by url", tmp_path / "here"]


def test_an_s3_url_means_that_bucket_and_prefix_on_the_configured_endpoint(s3_server, monkeypatch):
    monkeypatch.setenv("ARCHIVE_S3_ENDPOINT", s3_server.endpoint)
    prefix = f"configured/{uuid.uuid4().hex}"

    archive = archive_from_url(f"s3://{BUCKET}/{prefix}", "data")
    archive.put("games/g1/log.zst", b"log")

    assert isinstance(archive, S3Archive) and (archive.bucket, archive.prefix) == (BUCKET, f"{prefix}/")
    assert archive.client.meta.endpoint_url == s3_server.endpoint
    raw = s3_server.client().get_object(Bucket=BUCKET, Key=f"{prefix}/games/g1/log.zst")
    assert raw["Body"].read() == b"log"


def test_without_an_endpoint_an_s3_url_means_aws(monkeypatch):
    fake_aws_environment(monkeypatch)
    monkeypatch.delenv("ARCHIVE_S3_ENDPOINT", raising=False)

    archive = archive_from_url("s3://furlong-games", "data")

    assert isinstance(archive, S3Archive) and (archive.bucket, archive.prefix) == ("furlong-games", "")
    assert archive.client.meta.endpoint_url.startswith("https://s3.")


def test_the_settings_name_the_store(tmp_path, monkeypatch):
    monkeypatch.delenv("ARCHIVE_URL", raising=False)
    monkeypatch.setenv("FURLONG_DATA_DIR", str(tmp_path / "elsewhere"))

    by_default = archive_from_settings(settings_from(None))
    configured = archive_from_settings(settings_from({"ARCHIVE_URL": str(tmp_path / "configured")}))

    assert isinstance(by_default, DirectoryArchive) and by_default.root == tmp_path / "elsewhere" / "archive"
    assert isinstance(configured, DirectoryArchive) and configured.root == tmp_path / "configured"


@pytest.mark.parametrize(
    "url", ["ftp://host/archive", "redis://127.0.0.1:6390/0", "gs://bucket", "s3://", "s3:///prefix", "file://host/x"]
)
def test_an_archive_url_of_another_kind_is_refused_by_name(url):
    with pytest.raises(ValueError, match="ARCHIVE_URL"):
        archive_from_url(url, "data")
