"""A ruleset's `cut_short` ends an expert's playout early: it scores a position as if the race being run were called
where it stands (Neck and Neck, Long Shot) or as if each seat's shares had paid what they are expected to
(Homestretch), and declines where a playout may not end. The search stops a playout there after `cut_after` steps."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from games import expert
from games.base import StartGame
from games.homestretch.bot import HORSE_OF
from games.homestretch.sampling import purses_expected
from games.neck_and_neck.bot import steps_to_go
from games.playout import LazyView, PlayoutRng, apply, owing
from games.registry import RULESETS

CUT = sorted(r for r, ruleset in RULESETS.items() if ruleset.cut_short is not None)


def states(ruleset, seats: int, seed: int = 0):
    """Every state of one game of basic seats, on the rules alone."""
    rnd = random.Random(seed)
    rng, state = PlayoutRng(rnd), ruleset.initial_state(seats, {})
    for event in ruleset.decide(state, StartGame(), rng):
        state = ruleset.evolve(state, event)
    while not ruleset.is_over(state):
        yield state
        seat, legal = rnd.choice(owing(ruleset, state))
        state = apply(ruleset, state, seat, expert.policy(ruleset)(LazyView(ruleset, state, seat), legal, rnd), rng)


def cuts(ruleset_id: str, seats: int):
    """Each state of a game that may be cut short there, with its cut."""
    ruleset = RULESETS[ruleset_id]
    for state in states(ruleset, seats):
        if (cut := ruleset.cut_short(state)) is not None:
            yield state, cut


def test_the_three_long_rulesets_cut_their_playouts_short():
    assert CUT == ["homestretch", "long_shot", "neck_and_neck"]


@pytest.mark.parametrize("ruleset_id", CUT)
def test_a_cut_position_is_scored_by_whole_dollars_for_every_seat(ruleset_id):
    ruleset, found = RULESETS[ruleset_id], 0
    for _state, cut in cuts(ruleset_id, max(2, ruleset.min_seats)):
        standings = ruleset.standings(cut)
        assert sorted(s.seat for s in standings) == list(range(cut.seats))
        assert all(isinstance(s.money, int) for s in standings)
        found += 1
    assert found > 0


def test_neck_and_neck_calls_the_race_with_the_horses_nearest_home_placed_and_every_bet_settled():
    for state, cut in cuts("neck_and_neck", 2):
        assert state.phase in ("rolling", "moving")
        running = sorted((h for h in state.horses if h.hex is not None), key=lambda h: steps_to_go(h.hex, h.crossings))
        placed = cut.results[-1].placings
        assert placed == (state.placings + tuple(h.horse for h in running))[:3]
        assert len(cut.results) == len(state.results) + 1 and len(cut.results[-1].settlements) == len(state.bets)


def test_neck_and_neck_does_not_cut_while_bets_are_being_placed():
    ruleset = RULESETS["neck_and_neck"]
    assert all(ruleset.cut_short(s) is None for s in states(ruleset, 2) if s.phase == "betting")


def test_long_shot_ends_the_game_with_the_horses_furthest_along_placed_and_paid():
    ruleset = RULESETS["long_shot"]
    for state, cut in cuts("long_shot", 3):
        assert ruleset.is_over(cut) and not cut.bets
        ahead = sorted(state.racing(), key=lambda horse: -state.space(horse))
        assert cut.placings == (state.placings + tuple(ahead))[:3]
        assert sum(cut.cash) >= sum(state.cash)  # purses and won bets come from the bank


def test_long_shot_does_not_cut_before_the_race_begins():
    ruleset = RULESETS["long_shot"]
    assert ruleset.cut_short(ruleset.initial_state(3, {})) is None


def test_homestretch_adds_each_shares_expected_purses_split_among_the_shares_held():
    found = 0
    for state, cut in cuts("homestretch", 2):
        assert state.phase == "betting" and state.race >= 2 and not state.board
        cards = state.race_cards[state.race - 1 :]
        held = Counter(HORSE_OF[share] for stable in state.stables for share in stable)
        for seat, stable in enumerate(state.stables):
            horses = [HORSE_OF[share] for share in stable]
            gain = sum(purses_expected(card, horse) / held[horse] for horse in horses for card in cards)
            assert cut.cash[seat] - state.cash[seat] == pytest.approx(gain, abs=1)
        found += 1
    assert found == 3  # the betting of races 2, 3 and 4


def test_homestretch_plays_its_first_race_and_every_race_out():
    ruleset = RULESETS["homestretch"]
    for state in states(ruleset, 2):
        if state.race < 2 or state.phase != "betting" or state.board:
            assert ruleset.cut_short(state) is None


def test_a_playout_stops_where_the_ruleset_cuts_it_short_after_its_steps():
    base, seen = RULESETS["neck_and_neck"], []

    def called(state):
        seen.append(state)
        return base.cut_short(state)

    ruleset = replace(base, cut_short=called, cut_after=5)
    start = next(s for s in states(base, 2) if s.phase == "rolling")
    score = expert.playout(ruleset, start, start.turn, {"type": "RollDice"}, random.Random(1))
    assert score in (0.0, 0.5, 1.0) and len(seen) == 1
    assert expert.score(ruleset, base.cut_short(seen[0]), start.turn, ended=False) == score
