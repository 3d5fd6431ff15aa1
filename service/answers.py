"""Answers made from a game state, kept while the game is the same object: a read of a game nobody changed
since answers again without building its view or its JSON."""

from __future__ import annotations

from collections.abc import Callable

from events.bounded import Bounded
from events.game import Game
from events.loader import HOT_GAMES

PER_GAME = 4  # answers kept per hot game: two routes, each for about two viewers (a few KB each)
EXTENSION = "furlong.answers"  # where create_app keeps them


class KeptAnswers:
    """(route, game, seat) -> the JSON body made from one Game object; used only while the request's game, checked
    against its log by the loader, is that very object (states are immutable: a change is a new Game)."""

    def __init__(self, limit: int = PER_GAME * HOT_GAMES) -> None:
        self._kept: Bounded[tuple[str, str, int | None], tuple[Game, bytes]] = Bounded(limit)

    def body(self, route: str, game: Game, seat: int | None, make: Callable[[], bytes]) -> bytes:
        """The body `make()` gives for this game as this seat sees it; made once per Game object."""
        key = (route, game.game_id, seat)
        kept = self._kept.get(key)
        if kept is not None and kept[0] is game:
            return kept[1]
        body = make()
        self._kept.put(key, (game, body))
        return body

    def __len__(self) -> int:
        return len(self._kept)


def kept_for(hot_games: int) -> KeptAnswers:
    """Answers for as many games as the process keeps hot states of (`HOT_GAMES`): PER_GAME each, oldest dropped
    first; an answer is only used while its game's state is kept, so more would never be used."""
    return KeptAnswers(PER_GAME * hot_games)
