"""The archive in a directory (the default: data/archive): one file per key, written once and crash-safe.

A put writes a temporary file beside the object's place (`<name>~<random>`: no key may hold a "~"), fsyncs it,
hard-links it into place (a link never replaces: the key's first bytes stay) and fsyncs the directory, so an object is
whole or absent after a crash. A temporary file left by a killed writer is never a key: keys() and get() skip it.
Files are 0600 and folders 0700 (the data folder is its user's alone). A key cannot be both an object and a folder of
other keys here (S3 allows it): a put into such a place raises ArchiveConflict. Needs a filesystem with hard links.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from events.archive import ArchiveConflict, ArchiveUnavailable, checked_key

ABSENT = (errno.ENOENT, errno.ENOTDIR, errno.EISDIR)  # nothing under the key: a get answers None, a delete does nothing
TEMPORARY = "~"  # in every temporary file's name, and in no key


class DirectoryArchive:
    """Immutable objects as files under `root`."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)

    def put(self, key: str, blob: bytes) -> None:
        """Write once: the same bytes again do nothing; other bytes raise ArchiveConflict."""
        path = self.root / checked_key(key)
        try:
            if not self._kept(key, path, blob):
                self._folder(path.parent, key)
                temporary = self._written(path, blob)
                try:
                    os.link(temporary, path)
                except FileExistsError:
                    if not self._kept(key, path, blob):  # another writer's, or a folder of other keys
                        raise ArchiveUnavailable(f"archive object {key!r} changed meanwhile: try again") from None
                finally:
                    os.unlink(temporary)
            _sync_folder(path.parent)  # also when found: its writer may have died before syncing its link
        except OSError as exc:
            raise ArchiveUnavailable(f"archive directory {self.root}: {exc}") from exc

    def get(self, key: str) -> bytes | None:
        """The object, or None."""
        return self._read(self.root / checked_key(key))

    def delete(self, key: str) -> None:
        """Remove it, if there."""
        path = self.root / checked_key(key)
        try:
            path.unlink()
            _sync_folder(path.parent)
        except OSError as exc:
            if exc.errno in ABSENT:
                return
            raise ArchiveUnavailable(f"archive directory {self.root}: {exc}") from exc

    def keys(self, prefix: str = "", start_after: str = "") -> Iterator[str]:
        """Matching keys in order, folder by folder as they are read: only the folders that may hold a key wanted
        are listed (temporary files are no keys)."""
        folder, _, _ = prefix.rpartition("/")
        try:
            yield from self._walk(folder if is_key(folder) else "", prefix, start_after)
        except OSError as exc:
            if exc.errno not in ABSENT:
                raise ArchiveUnavailable(f"archive directory {self.root}: {exc}") from exc

    def _walk(self, folder: str, prefix: str, start_after: str) -> Iterator[str]:
        """The keys under `folder` (relative, "" for the root) in order: a folder's entries sorted as its keys
        sort (its name then "/"), and a folder visited only if a key in it may start with `prefix` and sort after
        `start_after`."""
        with os.scandir(self.root / folder) as listing:
            entries = sorted(entry.name + ("/" if entry.is_dir(follow_symlinks=False) else "") for entry in listing)
        for name in entries:
            key = f"{folder}/{name}" if folder else name
            if not key.endswith("/"):
                if key.startswith(prefix) and key > start_after and is_key(key):
                    yield key
            elif (key.startswith(prefix) or prefix.startswith(key)) and (
                key > start_after or start_after.startswith(key)
            ):
                yield from self._walk(key[:-1], prefix, start_after)

    def _read(self, path: Path) -> bytes | None:
        try:
            return path.read_bytes()
        except OSError as exc:
            if exc.errno in ABSENT:
                return None
            raise ArchiveUnavailable(f"archive directory {self.root}: {exc}") from exc

    def _kept(self, key: str, path: Path, blob: bytes) -> bool:
        """Whether `blob` is already the object; ArchiveConflict if other bytes (or a folder) hold the key."""
        if path.is_dir():
            raise ArchiveConflict(key)
        known = self._read(path)
        if known is not None and known != blob:
            raise ArchiveConflict(key)
        return known is not None

    def _folder(self, folder: Path, key: str) -> None:
        """Make `folder` and any missing parents (0700), each one's entry synced into its parent."""
        if folder.is_dir():
            return
        self._folder(folder.parent, key)
        with contextlib.suppress(FileExistsError):  # another writer made it meanwhile, or a file holds its place
            folder.mkdir(mode=0o700)
            _sync_folder(folder.parent)
        if folder.is_dir():
            return
        if folder.is_relative_to(self.root) and folder != self.root:
            raise ArchiveConflict(key)  # an object holds the place of a folder this key needs
        raise NotADirectoryError(errno.ENOTDIR, "a file holds the place of the archive's folder", str(folder))

    def _written(self, path: Path, blob: bytes) -> str:
        """A temporary file (0600) beside `path` holding `blob`, on disk."""
        handle, temporary = tempfile.mkstemp(prefix=path.name + TEMPORARY, dir=path.parent)
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(blob)
                out.flush()
                os.fsync(out.fileno())
        except BaseException:
            os.unlink(temporary)
            raise
        return temporary


def is_key(name: str) -> bool:
    """Whether `name` may be a key (a temporary file's name may not)."""
    try:
        checked_key(name)
    except ValueError:
        return False
    return True


def _sync_folder(folder: Path) -> None:
    """Make a folder's entries (a new link, an unlink, a new subfolder) durable."""
    handle = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def _raise(error: OSError) -> None:
    raise error
