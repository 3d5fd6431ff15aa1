"""The tote board is what its derivation gives: odds simulated per race card, payouts priced from them."""

from __future__ import annotations

import random

from games.homestretch.content import CONTENT, load_race_cards
from games.homestretch.tote import FIXED, all_odds, average_odds, derive_board, expected_values, simulate_race

CARDS = load_race_cards()


def stored_odds() -> dict:
    """The per-card odds stored in content.json, keyed as the derivation writes them."""
    return {cid: {str(h): list(p) for h, p in rows.items()} for cid, rows in CONTENT.odds.items()}


def test_the_stored_board_is_the_board_derived_from_the_stored_odds():
    """Given the stored odds, when the board is derived, then it equals the stored board cell for cell."""
    board = derive_board(average_odds(CARDS, stored_odds()))
    assert {int(h): tuple(v) for h, v in board.items()} == dict(CONTENT.tote)


def test_the_stored_odds_agree_with_a_fresh_smaller_simulation():
    """Given 400 fresh races per card with another seed, then every chance is within 0.08 of the stored one."""
    fresh = all_odds(CARDS, 400, seed=7)
    worst = max(abs(fresh[c][h][i] - CONTENT.odds[c][int(h)][i]) for c in fresh for h in fresh[c] for i in range(3))
    assert worst < 0.08


def test_the_simulation_is_deterministic_for_a_seed_and_places_three_distinct_horses():
    """Given the same seed twice, then the same placings; every race has three different finishers."""
    rnd_a, rnd_b = random.Random(11), random.Random(11)
    first = [simulate_race({7: "X"}, rnd_a) for _ in range(20)]
    again = [simulate_race({7: "X"}, rnd_b) for _ in range(20)]
    assert first == again and all(len(set(p)) == 3 for p in first)


def test_expected_values_are_between_zero_and_one_per_point_and_the_fixed_cells_hold():
    """Given the board, then no bet is worth more than a point on average, and the printed cells are kept."""
    average = average_odds(CARDS, stored_odds())
    values = expected_values(average, derive_board(average))
    assert all(0 < v <= 1 for row in values.values() for v in row)
    assert all(CONTENT.tote[int(h)][("win", "place", "show").index(line)] == v for (h, line), v in FIXED.items())
