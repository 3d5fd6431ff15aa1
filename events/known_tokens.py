"""Seat tokens this process has seen the vault confirm, so a request need not ask the vault again."""

from __future__ import annotations

from .bounded import Bounded
from .vault import token_digest

LIMIT = 20_000  # tokens remembered per process (about 285 bytes each: 5.7 MB); the oldest are forgotten first


class KnownTokens:
    """(game, token digest) -> seat, for tokens the vault confirmed; bounded, the least recently learnt out first.

    A token keeps its seat for the whole game unless the seat leaves (then the vault revokes it), so whoever
    uses a remembered seat must check, against the game as loaded for the request, that the seat has not left.
    """

    def __init__(self, limit: int = LIMIT) -> None:
        self._seats: Bounded[tuple[str, str], int] = Bounded(limit)

    def seat(self, game_id: str, token: str) -> int | None:
        """The remembered seat of a token, if the vault confirmed it to this process."""
        return self._seats.get((game_id, token_digest(token)))

    def learn(self, game_id: str, token: str, seat: int) -> None:
        """Remember a seat the vault just confirmed."""
        self._seats.put((game_id, token_digest(token)), seat)

    def forget(self, game_id: str, token: str) -> None:
        """Stop remembering a token (its seat left)."""
        self._seats.pop((game_id, token_digest(token)))

    def __len__(self) -> int:
        return len(self._seats)
