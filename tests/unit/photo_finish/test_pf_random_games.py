"""The design simulation: random races are lively (position changes, leader wins, disqualifications)."""

from __future__ import annotations

from devtools.photo_finish_design import measure


def test_the_design_simulation_gives_lively_races():
    """Given 150 random races,
    then positions change several times, the leader wins sometimes, disqualifications happen."""
    figures = measure(races=150, seed=5)
    assert 4 <= figures["row_changes_per_race"] <= 25
    assert 0.1 <= figures["leader_wins"] <= 0.5
    assert 0.1 <= figures["races_with_disqualification"] <= 0.9
    assert 20 <= figures["dice_used_per_race"] <= 40
