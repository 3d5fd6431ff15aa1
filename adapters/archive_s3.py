"""The archive on S3-compatible object storage (AWS S3, MinIO, Ceph), through boto3: one object per key, written once.

A put is conditional (`If-None-Match: *`): the store refuses to replace an object, so two writers never race; on its
412 the object is read and compared (the same bytes: nothing to do). Anything but an answer about the key itself (no
connection, a timeout, throttling, 5xx, refused credentials, a missing bucket) is ArchiveUnavailable: nothing written,
try again later. Why boto3: docs/architecture.md, "The archive tier".
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import boto3
from botocore.config import Config
from botocore.exceptions import BotoCoreError, ClientError

from events.archive import ArchiveConflict, ArchiveUnavailable, checked_key

CONNECT_TIMEOUT_S = 2.0
READ_TIMEOUT_S = 5.0  # between two reads of a socket, not for a whole object
ATTEMPTS = 3  # botocore's "standard" retries: throttling, 5xx and dropped connections, with backoff
MISSING = ("NoSuchKey", "404", "NotFound")  # not NoSuchBucket: a missing bucket is an outage, not a missing object


def s3_client(
    endpoint: str | None = None,
    connect_timeout_s: float = CONNECT_TIMEOUT_S,
    read_timeout_s: float = READ_TIMEOUT_S,
    attempts: int = ATTEMPTS,
) -> Any:
    """A boto3 S3 client with bounded timeouts and retries; `endpoint` for MinIO, Ceph or moto (path-style), None for
    AWS. Credentials and region come from boto3's own chain (AWS_* variables, ~/.aws, an instance role)."""
    config = Config(
        connect_timeout=connect_timeout_s,
        read_timeout=read_timeout_s,
        retries={"total_max_attempts": attempts, "mode": "standard"},
        s3={"addressing_style": "path"} if endpoint else None,
    )
    return boto3.client("s3", endpoint_url=endpoint or None, config=config)


class S3Archive:
    """Immutable objects under `prefix` in one bucket."""

    def __init__(self, bucket: str, prefix: str, client: Any) -> None:
        self.bucket, self.client = bucket, client
        self.prefix = prefix.strip("/") + "/" if prefix.strip("/") else ""

    def put(self, key: str, blob: bytes) -> None:
        """Write once: the same bytes again do nothing; other bytes raise ArchiveConflict."""
        name = self.prefix + checked_key(key)
        try:
            self.client.put_object(Bucket=self.bucket, Key=name, Body=blob, IfNoneMatch="*")
        except ClientError as exc:
            if _code(exc) != "PreconditionFailed" and _status(exc) != 412:
                raise self._unavailable("put", key, exc) from exc
            if self.get(key) != blob:
                raise ArchiveConflict(key) from None
        except BotoCoreError as exc:
            raise self._unavailable("put", key, exc) from exc

    def get(self, key: str) -> bytes | None:
        """The object, or None."""
        name = self.prefix + checked_key(key)
        try:
            answer = self.client.get_object(Bucket=self.bucket, Key=name)
            return bytes(answer["Body"].read())
        except ClientError as exc:
            if _code(exc) in MISSING:
                return None
            raise self._unavailable("get", key, exc) from exc
        except BotoCoreError as exc:
            raise self._unavailable("get", key, exc) from exc

    def delete(self, key: str) -> None:
        """Remove it, if there (S3 answers a delete of a missing key with success)."""
        name = self.prefix + checked_key(key)
        try:
            self.client.delete_object(Bucket=self.bucket, Key=name)
        except (ClientError, BotoCoreError) as exc:
            raise self._unavailable("delete", key, exc) from exc

    def keys(self, prefix: str = "", start_after: str = "") -> Iterator[str]:
        """Matching keys in order, a page (up to 1,000) at a time as they are read; objects under the prefix whose
        names are no keys are skipped."""
        after = {"StartAfter": self.prefix + start_after} if start_after else {}
        pages = self.client.get_paginator("list_objects_v2").paginate(
            Bucket=self.bucket, Prefix=self.prefix + prefix, **after
        )
        try:
            for page in pages:
                names = (str(item["Key"])[len(self.prefix) :] for item in page.get("Contents", ()))
                yield from (name for name in names if _is_key(name))
        except (ClientError, BotoCoreError) as exc:
            raise self._unavailable("list", prefix, exc) from exc

    def _unavailable(self, action: str, key: str, exc: Exception) -> ArchiveUnavailable:
        return ArchiveUnavailable(f"archive s3://{self.bucket}/{self.prefix}: {action} {key!r}: {exc}")


def _code(exc: ClientError) -> str:
    return str(exc.response.get("Error", {}).get("Code", ""))


def _status(exc: ClientError) -> int:
    return int(exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode", 0))


def _is_key(name: str) -> bool:
    try:
        checked_key(name)
    except ValueError:
        return False
    return True
