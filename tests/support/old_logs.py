"""Games recorded under older rules (gzipped exports), read and folded again by today's rules."""

from __future__ import annotations

import gzip
from pathlib import Path

from audit.verify import read_export
from events.envelope import Envelope
from events.game import Game, fold, new_game
from games.base import Ruleset


def read_old_log(path: Path) -> list[Envelope]:
    """The envelopes of a gzipped export."""
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        return read_export(lines)


def replayed(ruleset: Ruleset, log: list[Envelope]) -> tuple[list[tuple[object, Envelope]], Game]:
    """Each event with the rules state before it, folded by today's rules; and the game at the end."""
    game, pairs = new_game(log[0].game_id, ruleset.id), []
    for envelope in log:
        pairs.append((game.rules, envelope))
        game = fold(game, ruleset, [envelope])
    return pairs, game
