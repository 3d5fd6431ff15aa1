"""An S3-compatible server for the tests: moto in server mode (`python -m moto.server`), a real process on a free port.

It stands in for AWS S3, MinIO or Ceph: the archive's S3 adapter talks HTTP to it exactly as it would to them (signed
requests, conditional puts, listings), on fake credentials that never reach AWS."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from typing import Any

import pytest

from adapters.archive_s3 import s3_client
from devtools.health import file_text, wait_until_healthy
from devtools.redis_server import HOST, _die_with_parent, free_port, stop_process

BUCKET = "furlong-archive"
FAKE_AWS = {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": "us-east-1"}
FOREIGN_AWS = ("AWS_PROFILE", "AWS_SESSION_TOKEN", "AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_S3", "AWS_REGION")


def fake_aws_environment(patch: pytest.MonkeyPatch) -> None:
    """Fake credentials for boto3, and none of the developer's own (~/.aws, a profile, an endpoint)."""
    for name, value in FAKE_AWS.items():
        patch.setenv(name, value)
    for name in FOREIGN_AWS:
        patch.delenv(name, raising=False)
    patch.setenv("AWS_CONFIG_FILE", "/nonexistent/furlong-tests/aws-config")
    patch.setenv("AWS_SHARED_CREDENTIALS_FILE", "/nonexistent/furlong-tests/aws-credentials")


class S3Server:
    """A moto server child process on 127.0.0.1 (start, stop; its output kept for a failed start)."""

    def __init__(self) -> None:
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None
        self.log = tempfile.TemporaryFile()  # noqa: SIM115 (lives as long as this object)

    @property
    def endpoint(self) -> str:
        """Its URL, for ARCHIVE_S3_ENDPOINT."""
        return f"http://{HOST}:{self.port}"

    def start(self, timeout_s: float = 30) -> S3Server:
        """Spawn it and wait until it answers (it dies with this process)."""
        command = [sys.executable, "-m", "moto.server", "-H", HOST, "-p", str(self.port)]
        self.process = subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT, preexec_fn=_die_with_parent
        )
        try:
            wait_until_healthy(f"{self.endpoint}/moto-api/", self.process, timeout_s, file_text(self.log))
        except RuntimeError:
            self.stop()
            raise
        return self

    def stop(self) -> None:
        """SIGTERM (SIGKILL after 10 s) if it still runs; it keeps nothing on disk."""
        if self.process is not None:
            stop_process(self.process, timeout=10)

    def client(self) -> Any:
        """A boto3 client on it, configured as the archive's (adapters.archive_s3.s3_client)."""
        return s3_client(self.endpoint)

    def make_bucket(self, name: str = BUCKET) -> str:
        """Create a bucket (if missing); its name."""
        client = self.client()
        if name not in {bucket["Name"] for bucket in client.list_buckets().get("Buckets", [])}:
            client.create_bucket(Bucket=name)
        return name
