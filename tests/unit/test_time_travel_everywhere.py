"""Time travel answers at every version of recorded games of every ruleset, for every viewer: each state a log
passes through, the ones inside a command included, has a view for each seat and a spectator (`GET
/games/{id}/state?at=`; legal commands are asked only of the game now, always between commands)."""

from __future__ import annotations

import pytest

from events.game import fold, new_game
from games.registry import RULESETS
from workers.simulate import play_game

GAMES = 3


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_every_version_of_recorded_games_has_a_view_for_every_viewer(ruleset_id):
    ruleset = RULESETS[ruleset_id]
    for number in range(GAMES):
        levels = ("basic",) + ("random",) * (ruleset.max_seats - 1 if number % 2 else ruleset.min_seats - 1)
        played = play_game(ruleset, levels, number)
        game = new_game(played.game.game_id, ruleset_id)
        for envelope in played.envelopes:
            game = fold(game, ruleset, [envelope])
            if game.rules is None:
                continue
            for viewer in (None, *range(game.seat_count())):
                assert isinstance(ruleset.view(game.rules, viewer), dict), (number, envelope.version, viewer)
