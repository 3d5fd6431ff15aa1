"""The recorded shuffle: uniform draws in range, a permutation, and outcomes the audit can check."""

from __future__ import annotations

from collections import Counter

from games.shuffle import arranged, shuffle, shuffle_outcomes
from tests.support.rng import SeededRng


def test_a_shuffle_draws_one_partner_per_position_within_its_range():
    drawn = shuffle(10, SeededRng(1))
    assert len(drawn.draws) == 9 and all(0 <= d <= 9 - k for k, d in enumerate(drawn.draws))


def test_arranging_by_the_draws_gives_a_permutation_of_the_items():
    items = tuple(range(20))
    assert sorted(arranged(items, shuffle(20, SeededRng(2)).draws)) == list(items)


def test_every_order_of_three_items_is_about_equally_likely():
    rng = SeededRng(3)
    counts = Counter(arranged("abc", shuffle(3, rng).draws) for _ in range(6000))
    assert len(counts) == 6 and all(800 < n < 1200 for n in counts.values())


def test_the_outcomes_name_each_draw_with_its_nonce_and_range():
    drawn = shuffle(4, SeededRng(4))
    outcomes = shuffle_outcomes(drawn.draws, drawn.nonces)
    assert [(o.nonce, o.value, o.low, o.high) for o in outcomes] == [
        (n, d, 0, 3 - k) for k, (d, n) in enumerate(zip(drawn.draws, drawn.nonces))
    ]


def test_one_or_no_items_need_no_draws():
    assert shuffle(1, SeededRng(5)).draws == () and arranged(("x",), ()) == ("x",)
