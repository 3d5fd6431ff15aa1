"""HEADROOM (bench/headroom.py) measures, at a position of a game of basic seats, the best candidate's gain on the
default choice in paired playouts."""

from __future__ import annotations

import math
import random

from bench.headroom import headroom
from bench.rollouts import positions
from games.registry import RULESETS


def test_a_row_gives_the_default_choices_mean_the_best_gain_and_the_luck_level_of_that_many_candidates():
    ruleset, rnd = RULESETS["photo_finish"], random.Random(2)
    state, seat = next(p for p in positions(ruleset, 2, rnd) if len(ruleset.legal_commands(*p)) > 2)
    legal = ruleset.legal_commands(state, seat)
    row = headroom(ruleset, state, seat, legal, 4, rnd)
    assert row["candidates"] > 2 and 0.0 <= row["default"] <= 1.0 and -1.0 <= row["gain"] <= 1.0
    assert row["luck"] == math.sqrt(2 * math.log(row["candidates"] - 1))
