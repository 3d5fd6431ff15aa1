"""The end: after four races most money wins; ties by share value, longshots, field, favourites, else shared."""

from __future__ import annotations

from dataclasses import replace

from hs_helpers import R, given_race, stables

from games.homestretch.events import PursesPaid, TokensSettled


def ranks(state) -> dict[int, int]:
    """seat -> rank of the standings."""
    return {s.seat: s.rank for s in R.standings(state)}


def test_the_game_is_over_once_the_fourth_race_is_paid():
    """Given race 4 with its result recorded, when its tokens are settled, then the game is over."""
    state = given_race(race=4, placings=(7, 6, 8))
    state = R.evolve(state, PursesPaid(4, ()))
    assert R.is_over(R.evolve(state, TokensSettled(4, ())))
    assert not R.is_over(R.evolve(replace(state, race=3), TokensSettled(3, ())))


def test_most_money_wins_and_money_is_the_cash():
    """Given different cash, then the richest seat ranks first and each standing's money is its cash."""
    state = replace(given_race(cash=(40000, 90000, 60000)), stables=stables([], [], []))
    assert [(s.seat, s.money, s.rank) for s in R.standings(state)] == [(1, 90000, 1), (2, 60000, 2), (0, 40000, 3)]


def test_equal_money_is_broken_by_the_total_share_value():
    """Given equal cash, then the seat with shares worth more ranks higher."""
    state = replace(given_race(cash=(50000, 50000, 50000)), stables=stables([7], [2], [2, 3]))
    assert ranks(state) == {0: 1, 2: 2, 1: 3}


def test_then_by_longshots_then_field_then_favourites():
    """Given equal cash and share value, then longshot shares, then field, then favourites decide."""
    longshots = replace(given_race(cash=(50000,) * 3), stables=stables([2, 2, 5], [4, 4], [7]))
    assert ranks(longshots) == {0: 1, 1: 2, 2: 3}
    field = replace(given_race(seats=2, cash=(50000,) * 2), stables=stables([2, 6], [3, 9]))
    assert ranks(field) == {1: 1, 0: 2}
    favourites = replace(
        given_race(seats=2, cash=(50000,) * 2), stables=stables([3, 3, 11, 5, 5, 10], [2, 2, 12, 4, 4, 10, 7])
    )
    assert ranks(favourites) == {1: 1, 0: 2}


def test_a_tie_in_everything_is_a_shared_victory():
    """Given identical cash and identical shares, then both seats share rank 1."""
    state = replace(given_race(seats=2, cash=(50000,) * 2), stables=stables([7, 2], [7, 2]))
    assert ranks(state) == {0: 1, 1: 1}
