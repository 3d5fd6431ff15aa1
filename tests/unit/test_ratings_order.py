"""The ratings order the bot levels as the tournaments do: after enough games at each ruleset's usual table (one
basic seat, the others random, seats rotated), b_basic is above b_random on every leaderboard."""

from __future__ import annotations

import pytest

from bench.ratings import TABLES, played
from bootstrap import in_memory_platform
from workers.scheduling import InlineScheduler

GAMES = 30  # basic wins about 60 % (Jockey) to 100 % of these tables; a dozen games once left Jockey's random above
# basic by luck (their dice and cards are not seeded), 30 separate the levels


@pytest.mark.parametrize("ruleset", sorted(TABLES))
def test_after_enough_games_basic_is_rated_above_random(ruleset):
    platform = in_memory_platform(scheduler=InlineScheduler)
    for n in range(GAMES):
        played(platform, ruleset, n)
    board = dict(platform.ratings.board(ruleset))
    assert board["b_basic"].ordinal > board["b_random"].ordinal
    assert board["b_basic"].games == board["b_random"].games == GAMES
