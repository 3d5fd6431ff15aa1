"""The archive port: immutable objects kept off Redis, by key (a finished game's log, the index of archived games).

The archive's layout (which keys hold what) belongs to the archiver; a store only keeps bytes under keys, written
once. Adapters: a directory (the default, under the data folder) and S3-compatible object storage.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Protocol

KEY_SHAPE = re.compile(r"[A-Za-z0-9_.=-]+(/[A-Za-z0-9_.=-]+)*")  # a relative path: no "", ".", ".." part


class ArchiveConflict(Exception):
    """Other bytes were offered for a key already written: archived objects are never replaced."""

    def __init__(self, key: str):
        super().__init__(f"archive object {key!r} exists with other bytes: archived objects are immutable")
        self.key = key


class ArchiveUnavailable(Exception):
    """The archive store cannot be reached or answered an error: nothing was written (try again later)."""


def checked_key(key: str) -> str:
    """The key, if it is a relative path of plain parts; ValueError otherwise."""
    if not KEY_SHAPE.fullmatch(key) or any(part in (".", "..") for part in key.split("/")):
        raise ValueError(f"archive key {key!r} is not a relative path of letters, digits and ._=- parts")
    return key


class ArchiveStore(Protocol):
    """Immutable objects by key."""

    def put(self, key: str, blob: bytes) -> None:
        """Write `blob` under `key` once: the same bytes again do nothing; other bytes raise ArchiveConflict."""
        ...

    def get(self, key: str) -> bytes | None:
        """The object under `key`, or None when there is none."""
        ...

    def delete(self, key: str) -> None:
        """Remove the object under `key` (retention); nothing happens when there is none."""
        ...

    def keys(self, prefix: str = "", start_after: str = "") -> Iterator[str]:
        """Every key that starts with `prefix` and sorts after `start_after`, in lexicographic order, listed as they
        are read (a reader that stops early lists no more); ArchiveUnavailable may come while iterating."""
        ...


class InMemoryArchive:
    """The archive in a dict: for unit tests and the in-memory platform."""

    def __init__(self) -> None:
        self.objects: dict[str, bytes] = {}

    def put(self, key: str, blob: bytes) -> None:
        """Write once; the same bytes again do nothing."""
        known = self.objects.get(checked_key(key))
        if known is not None and known != blob:
            raise ArchiveConflict(key)
        self.objects[key] = bytes(blob)

    def get(self, key: str) -> bytes | None:
        """The object, or None."""
        return self.objects.get(checked_key(key))

    def delete(self, key: str) -> None:
        """Remove it, if there."""
        self.objects.pop(checked_key(key), None)

    def keys(self, prefix: str = "", start_after: str = "") -> Iterator[str]:
        """Matching keys, sorted."""
        return iter(sorted(k for k in list(self.objects) if k.startswith(prefix) and k > start_after))
