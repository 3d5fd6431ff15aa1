"""Player identities across games (issue 41): guests made on the server, and the users of a third-party site its
issuer vouches for, each known by a pseudonymous player id.

A guest gets a player token, shown once; the directory keeps only its SHA-256. A site's user is known by the
issuer's `sub` claim, never stored: their player id is an HMAC of the issuer and subject under the server's own
secret, so neither the raw claim nor which site a player came from can be read off an id or a log.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import threading
from dataclasses import dataclass
from typing import Protocol

from app.identity import IdentityRefused, Issuers, looks_like_jwt
from events.vault import new_token, token_digest

GUEST = "guest"  # the issuer of the server's own guest identities


@dataclass(frozen=True)
class Player:
    """A player identity: its pseudonymous id, its display name, and who vouches for it ("guest" or an issuer)."""

    player_id: str
    name: str
    issuer: str


def guest_id() -> str:
    """A new guest's player id: random, unguessable."""
    return "g_" + secrets.token_urlsafe(12)


def vouched_id(secret: bytes, issuer: str, subject: str) -> str:
    """The stable pseudonymous id of an issuer's user: HMAC-SHA256(server secret, issuer NUL subject), base32."""
    mac = hmac.new(secret, f"{issuer}\0{subject}".encode(), hashlib.sha256).digest()
    return "p_" + base64.b32encode(mac[:15]).decode().lower()


class PlayerDirectory(Protocol):
    """Player identities by id, and guests by their player token's digest."""

    def add_guest(self, name: str) -> tuple[Player, str]:
        """A new guest named `name`, and its player token (shown once: only its digest is kept)."""
        ...

    def by_token(self, token: str) -> Player | None:
        """The guest a player token belongs to, if any."""
        ...

    def vouched(self, player_id: str, name: str, issuer: str) -> Player:
        """Record (or rename) an issuer's user under its pseudonymous id; the player."""
        ...

    def get(self, player_id: str) -> Player | None:
        """The player, if known."""
        ...

    def id_secret(self) -> bytes:
        """The server's secret under which an issuer's users get their ids (made once, then kept)."""
        ...


class Identities:
    """Who a player token names: a guest's token, or a configured issuer's JWT (recorded in the directory)."""

    def __init__(self, directory: PlayerDirectory, issuers: Issuers, secret: bytes | None = None):
        self.directory, self.issuers, self._secret = directory, issuers, secret

    def player_for(self, token: str) -> Player:
        """The player the token names, or IdentityRefused saying why not."""
        if not looks_like_jwt(token):
            if (guest := self.directory.by_token(token)) is None:
                raise IdentityRefused("player.token_unknown", "no player holds this player token")
            return guest
        vouched = self.issuers.verify(token)
        secret = self._secret or self.directory.id_secret()
        player_id = vouched_id(secret, vouched.issuer, vouched.subject)
        known = self.directory.get(player_id)
        if known is not None and known.name == vouched.name:
            return known
        return self.directory.vouched(player_id, vouched.name, vouched.issuer)


class InMemoryPlayerDirectory:
    """The same directory in dicts, guarded by a lock."""

    def __init__(self) -> None:
        self._players: dict[str, Player] = {}
        self._tokens: dict[str, str] = {}
        self._id_secret = secrets.token_bytes(32)
        self._lock = threading.Lock()

    def add_guest(self, name: str) -> tuple[Player, str]:
        """A new guest and its token."""
        player, token = Player(guest_id(), name, GUEST), new_token()
        with self._lock:
            self._players[player.player_id] = player
            self._tokens[token_digest(token)] = player.player_id
        return player, token

    def by_token(self, token: str) -> Player | None:
        """The guest the token belongs to."""
        with self._lock:
            player_id = self._tokens.get(token_digest(token))
            return None if player_id is None else self._players.get(player_id)

    def vouched(self, player_id: str, name: str, issuer: str) -> Player:
        """Record the issuer's user."""
        player = Player(player_id, name, issuer)
        with self._lock:
            self._players[player_id] = player
        return player

    def get(self, player_id: str) -> Player | None:
        """The player, if known."""
        with self._lock:
            return self._players.get(player_id)

    def id_secret(self) -> bytes:
        """This directory's secret (random, for its lifetime)."""
        return self._id_secret
