"""HEADROOM (bench/headroom.py) finds positions with a choice in a game of basic seats and measures the best
candidate's gain on the basic choice in paired playouts."""

from __future__ import annotations

import math
import random

from bench.headroom import headroom, positions
from games.registry import RULESETS


def test_every_position_found_offers_its_seat_a_choice():
    ruleset = RULESETS["photo_finish"]
    found = positions(ruleset, 2, random.Random(1))
    assert found and all(len(legal) > 1 or legal[0].params for _state, _seat, legal in found)


def test_a_row_gives_the_basic_choices_mean_the_best_gain_and_the_luck_level_of_that_many_candidates():
    ruleset, rnd = RULESETS["photo_finish"], random.Random(2)
    state, seat, legal = next(p for p in positions(ruleset, 2, rnd) if len(p[2]) > 2)
    row = headroom(ruleset, state, seat, legal, 4, rnd)
    assert row["candidates"] > 2 and 0.0 <= row["basic"] <= 1.0 and -1.0 <= row["gain"] <= 1.0
    assert row["luck"] == math.sqrt(2 * math.log(row["candidates"] - 1))
