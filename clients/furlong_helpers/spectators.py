"""A generated AuthenticatedClient that sends no seat token: a spectator."""

from __future__ import annotations

from furlong_client import AuthenticatedClient


def spectator(base_url: str, **kwargs) -> AuthenticatedClient:
    """A client for the public reads (the server treats an empty Authorization header as none)."""
    return AuthenticatedClient(base_url=base_url, token="", prefix="", **kwargs)
