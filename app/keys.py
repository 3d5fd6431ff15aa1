"""The server's signing keys: the current Ed25519 key and the retired public keys, kept under data/keys/.

Where the key comes from, in order: FURLONG_SIGNING_KEY (base64 of the raw 32-byte private key), else
`<FURLONG_KEYS_DIR>/signing.key` (made on first use, mode 0600). Retired public keys, which keep old
receipts verifiable, are `<FURLONG_KEYS_DIR>/retired/<key_id>.pub` and FURLONG_RETIRED_KEYS (base64 raw
public keys, comma-separated). Rotate with `python -m app.keys rotate [--dir data/keys]`.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from events.signing import SigningKey, b64, key_id_of, unb64

DEFAULT_DIR = "data/keys"
KEY_FILE, RETIRED_DIR = "signing.key", "retired"


class KeyConfigError(ValueError):
    """A configured key that is not a key."""


def write_private(path: Path, key: SigningKey) -> None:
    """Write a private key (base64 of its raw bytes) readable by its owner only."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.chmod(path.parent, 0o700)  # the keys folder: for its owner alone
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="ascii") as file:
        file.write(b64(key.raw()) + "\n")
    os.chmod(path, 0o600)


def read_private(text: str, where: str) -> SigningKey:
    """A private key from its base64 text; KeyConfigError naming where it came from."""
    try:
        return SigningKey.from_raw(unb64(text.strip()))
    except ValueError as error:
        raise KeyConfigError(f"{where} is not a base64 raw 32-byte Ed25519 private key: {error}") from None


def read_public(text: str, where: str) -> bytes:
    """A raw public key from its base64 text."""
    try:
        raw = unb64(text.strip())
    except ValueError as error:
        raise KeyConfigError(f"{where}: {error}") from None
    if len(raw) != 32:
        raise KeyConfigError(f"{where} is not a 32-byte Ed25519 public key")
    return raw


class KeyStore:
    """The signing key and every public key the server has signed with; loaded (or made) on first use."""

    def __init__(self, settings: Mapping[str, Any]):
        self.directory = Path(str(settings.get("FURLONG_KEYS_DIR") or DEFAULT_DIR))
        self.configured = str(settings.get("FURLONG_SIGNING_KEY") or "")
        self.retired_setting = str(settings.get("FURLONG_RETIRED_KEYS") or "")
        self._lock = threading.Lock()
        self._current: SigningKey | None = None

    @property
    def current(self) -> SigningKey:
        """The key that signs now."""
        if self._current is None:
            with self._lock:
                self._current = self._current or self._load()
        return self._current

    def _load(self) -> SigningKey:
        if self.configured:
            return read_private(self.configured, "FURLONG_SIGNING_KEY")
        path = self.directory / KEY_FILE
        if path.exists():
            return read_private(path.read_text(encoding="ascii"), str(path))
        key = SigningKey.generate()
        write_private(path, key)
        return key

    def retired(self) -> list[bytes]:
        """The retired public keys: files under retired/, then FURLONG_RETIRED_KEYS."""
        folder = self.directory / RETIRED_DIR
        files = sorted(folder.glob("*.pub")) if folder.is_dir() else []
        found = [read_public(path.read_text(encoding="ascii"), str(path)) for path in files]
        found += [read_public(text, "FURLONG_RETIRED_KEYS") for text in self.retired_setting.split(",") if text.strip()]
        return found

    def public_keys(self) -> dict[str, bytes]:
        """{key_id: raw public key} for the current key and every retired one."""
        current = self.current
        keys = {key_id_of(raw): raw for raw in self.retired()}
        keys[current.key_id] = current.public_raw()
        return keys

    def document(self) -> dict[str, Any]:
        """The /.well-known/furlong-keys document: the current key first, then the retired ones."""
        current = self.current.key_id
        keys = sorted(self.public_keys().items(), key=lambda item: item[0] != current)
        return {
            "algorithm": "Ed25519",
            "current": current,
            "keys": [
                {"key_id": key_id, "public_key": b64(raw), "status": "current" if key_id == current else "retired"}
                for key_id, raw in keys
            ],
        }


def rotate(directory: Path) -> tuple[str, str]:
    """Retire the key file's key (keeping its public half) and make a new one; (old id, new id)."""
    path = directory / KEY_FILE
    old = read_private(path.read_text(encoding="ascii"), str(path)) if path.exists() else None
    if old is not None:
        retired = directory / RETIRED_DIR / f"{old.key_id}.pub"
        retired.parent.mkdir(parents=True, exist_ok=True)
        retired.write_text(b64(old.public_raw()) + "\n", encoding="ascii")
    new = SigningKey.generate()
    write_private(path, new)
    return (old.key_id if old else ""), new.key_id


def main(argv: list[str] | None = None) -> int:
    """`rotate`: retire the current key file's key and make a new one (restart the server afterwards)."""
    parser = argparse.ArgumentParser(prog="python -m app.keys", description=main.__doc__)
    parser.add_argument("action", choices=["rotate", "show"])
    parser.add_argument("--dir", default=os.environ.get("FURLONG_KEYS_DIR", DEFAULT_DIR))
    args = parser.parse_args(argv)
    if args.action == "rotate":
        old, new = rotate(Path(args.dir))
        print(f"retired {old or '(no key yet)'}; now signing with {new}; restart the web processes")
    else:
        print(KeyStore({"FURLONG_KEYS_DIR": args.dir}).current.key_id)
    return 0


if __name__ == "__main__":
    sys.exit(main())
