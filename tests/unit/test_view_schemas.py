"""Every view a ruleset writes meets its published schema (games/<id>/view.schema.json, openapi.yaml's `<Id>View`):
all-bot games of every ruleset at several table sizes, each view at each version, for every seat and the public."""

from __future__ import annotations

import random

import pytest
from jsonschema import Draft202012Validator

from devtools.toy import TOY
from events.game import fold, new_game
from games.registry import RULESETS
from workers.simulate import play_game

GAMES = 2


@pytest.mark.parametrize("ruleset", [*RULESETS.values(), TOY], ids=lambda ruleset: ruleset.id)
def test_every_view_of_a_game_meets_its_rulesets_schema(ruleset):
    assert ruleset.view_schema is not None, f"{ruleset.id} publishes no view schema"
    validator = Draft202012Validator(ruleset.view_schema)
    for number in range(GAMES):
        seats = ruleset.min_seats + number % (ruleset.max_seats - ruleset.min_seats + 1)
        levels = tuple(("basic", "random")[(seat + number) % 2] for seat in range(seats))
        played = play_game(ruleset, levels, number)
        game, rnd = new_game(played.game.game_id, ruleset.id), random.Random(number)
        for envelope in (envelope for batch in played.batches for envelope in batch):
            game = fold(game, ruleset, [envelope])
            if game.rules is None or (rnd.random() > 0.2 and envelope.type != "GameEnded"):  # a fifth, and the end
                continue
            for seat in (None, *range(seats)):
                view = ruleset.view(game.rules, seat)
                errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(view)]
                assert not errors, f"{ruleset.id} v{envelope.version} seat {seat}: {errors[:3]}"
        assert ruleset.is_over(game.rules)
