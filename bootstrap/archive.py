"""The archive store chosen by configuration: ARCHIVE_URL (a directory by default) and ARCHIVE_S3_ENDPOINT."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from adapters.archive_directory import DirectoryArchive
from events.archive import ArchiveStore

DEFAULTS = {
    "ARCHIVE_URL": "",  # "": <FURLONG_DATA_DIR>/archive; a path or file:// URL: that directory; s3://bucket/prefix
    "ARCHIVE_S3_ENDPOINT": "",  # an S3-compatible server (MinIO, Ceph); "": AWS S3
    "FURLONG_DATA_DIR": "data",  # make run's data folder (scripts/run_local.py)
}


def archive_from_settings(settings: Mapping[str, Any]) -> ArchiveStore:
    """The store that the settings (bootstrap.settings_from) name."""
    url, endpoint = str(settings["ARCHIVE_URL"]), str(settings["ARCHIVE_S3_ENDPOINT"])
    return archive_from_url(url, str(settings["FURLONG_DATA_DIR"]), endpoint or None)


def archive_from_url(url: str | None, data_dir: str, endpoint: str | None = None) -> ArchiveStore:
    """None or "": the directory <data_dir>/archive; a path or file:///path: that directory; s3://bucket/prefix: that
    bucket, on `endpoint` (else ARCHIVE_S3_ENDPOINT, else AWS) with boto3's own credentials (AWS_* variables)."""
    if not url or not url.strip():
        return DirectoryArchive(Path(data_dir) / "archive")
    parts = urlsplit(url.strip())
    if parts.scheme == "s3":
        if not parts.netloc or parts.query or parts.fragment:
            raise ValueError(f"ARCHIVE_URL={url!r}: an S3 archive is s3://bucket or s3://bucket/prefix")
        from adapters.archive_s3 import S3Archive, s3_client  # boto3 only where S3 is chosen

        endpoint = endpoint or os.environ.get("ARCHIVE_S3_ENDPOINT") or None
        return S3Archive(parts.netloc, unquote(parts.path), s3_client(endpoint))
    if parts.scheme == "file":
        if parts.netloc not in ("", "localhost") or not parts.path:
            raise ValueError(f"ARCHIVE_URL={url!r}: a directory URL is file:///absolute/path")
        return DirectoryArchive(Path(unquote(parts.path)))
    if parts.scheme:
        raise ValueError(f"ARCHIVE_URL={url!r}: not a directory (a path or file:///path) nor s3://bucket/prefix")
    return DirectoryArchive(Path(url.strip()).expanduser())
