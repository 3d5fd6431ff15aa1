"""OVERRULES (bench/overrules.py) counts, by command, the positions where the search chose other than its default."""

from __future__ import annotations

from bench.overrules import overrules
from games import expert
from games.registry import RULESETS


def test_with_no_playouts_the_search_never_overrules_its_default_choice():
    rows = overrules(RULESETS["photo_finish"], 2, 6, expert.Budget(seconds=1.0, playouts=0), seed=1)
    assert sum(seen for _, seen in rows.values()) == 6 and all(changed == 0 for changed, _ in rows.values())


def test_a_generous_search_overrules_neck_and_necks_default_choice_somewhere():
    """Head to head the search finds what basic leaves on the table (docs/bots.md: 97.5% of games): here, a bet."""
    rows = overrules(RULESETS["neck_and_neck"], 2, 8, expert.Budget(seconds=30.0, playouts=150), seed=3)
    assert sum(seen for _, seen in rows.values()) == 8 and rows["PlaceBet"][0] >= 1
