"""The expert's search (games/expert.py): stage by stage the worse half of the other candidates is dropped, never the
default choice (its own strategy's), until one challenger is left; it is chosen only if it surely gains on the
default choice in fresh rounds (played after it was chosen); free amounts are tried at their least, middle and most;
a decision with one legal command is not searched; a lead before the game's end is softened."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bench.rollouts import positions
from games import expert
from games.base import LegalCommand, Param, Standing
from games.expert import WIDEST, Arm, Budget, best, candidates, halved, search, shared, shortlist, softened, stages
from games.registry import RULESETS

BASIC = {"type": "FinishBetting"}


def arm(body, scores) -> Arm:
    return Arm(body, list(scores))


def test_a_challenger_that_wins_every_fresh_round_the_default_choice_lost_is_chosen():
    challenger = {"type": "PlaceBet", "horse": 2, "amount": 100}
    assert best(arm(BASIC, [1, 1, 0, 0, 0, 0]), arm(challenger, [0, 0, 1, 1, 1, 1]), since=2) == challenger


def test_the_rounds_that_chose_a_challenger_do_not_judge_it():
    challenger = {"type": "PlaceBet", "horse": 2, "amount": 100}
    lucky, fresh = [1] * 8, [0, 1, 0, 1, 1, 0, 0, 1]
    assert best(arm(BASIC, [0] * 8 + fresh), arm(challenger, lucky + fresh), since=8) == BASIC
    assert best(arm(BASIC, [0] * 8 + fresh), arm(challenger, lucky + fresh), since=0) == challenger


def test_a_gain_within_the_noise_keeps_the_default_choice():
    rnd = random.Random(1)
    basic, other = ([rnd.choice((0, 1)) for _ in range(20)] for _ in range(2))
    assert best(arm(BASIC, basic), arm({"type": "Pass"}, other), since=0) == BASIC


def test_too_few_fresh_rounds_keep_the_default_choice():
    assert best(arm(BASIC, [0, 0, 0]), arm({"type": "Pass"}, [1, 1, 1]), since=0) == BASIC


def test_each_stage_keeps_the_default_choice_and_the_better_half_of_the_others():
    arms = [arm(BASIC, [0])] + [arm({"type": "X", "n": n}, [n / 10]) for n in range(8)]
    kept = halved(arms)
    assert kept[0] is arms[0] and [a.body["n"] for a in kept[1:]] == [7, 6, 5, 4]
    assert [a.body["n"] for a in halved(halved(halved(arms)))[1:]] == [7]


def test_the_stages_halve_down_to_one_challenger_and_the_last_has_half_the_budget():
    assert [stages(n) for n in (1, 2, 3, 4, 11)] == [1, 2, 2, 3, 4]
    assert [shared(stage, 4) for stage in range(4)] == [1 / 6, 2 / 6, 3 / 6, 1.0]
    assert shared(0, 1) == 1.0


def test_a_free_amount_is_tried_at_its_least_middle_and_most_after_the_default_choice():
    legal = (LegalCommand({"type": "PlaceBet", "horse": 1}, {"amount": Param(100, 1000, 100)}), LegalCommand(BASIC))
    basic = {"type": "PlaceBet", "horse": 1, "amount": 700}
    assert candidates(legal, basic) == [
        basic,
        {"type": "PlaceBet", "horse": 1, "amount": 100},
        {"type": "PlaceBet", "horse": 1, "amount": 500},
        {"type": "PlaceBet", "horse": 1, "amount": 1000},
        BASIC,
    ]


def test_a_decision_with_one_legal_command_is_not_searched():
    ruleset = RULESETS["neck_and_neck"]
    found = search(ruleset, {"you": {"seat": 0}}, (LegalCommand({"type": "RollDice"}),), random.Random(0), Budget(1))
    assert found.body == {"type": "RollDice"} and found.playouts == 0


def test_the_default_choices_other_amounts_are_always_among_the_candidates():
    bets = [LegalCommand({"type": "PlaceBet", "horse": h}, {"amount": Param(100, 1000, 100)}) for h in range(1, 7)]
    legal = (*bets, LegalCommand(BASIC))
    basic = {"type": "PlaceBet", "horse": 3, "amount": 700}
    for seed in range(20):
        kept = shortlist(legal, basic, random.Random(seed))
        assert len(kept) == WIDEST and kept[0] == basic
        assert [{"type": "PlaceBet", "horse": 3, "amount": a} for a in (100, 500, 1000)] == kept[1:4]


def test_every_stage_plays_at_least_one_round_of_its_candidates():
    def first(_view, legal, _rnd):
        return dict(legal[0].command)

    ruleset = replace(RULESETS["neck_and_neck"], bot=first, determinize=lambda _view, _rnd: None)
    legal = tuple(LegalCommand({"type": "Pass", "n": n}) for n in range(8))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("games.expert.playout", lambda *_args: 0.0)
        found = search(ruleset, {"you": {"seat": 0}}, legal, random.Random(0), Budget(seconds=0.0))
    assert found.arms[0].plays == 3 and sorted(a.plays for a in found.arms) == [1, 1, 1, 1, 2, 2, 3, 3]


def test_a_lead_before_the_end_is_softened_into_a_share_of_the_win():
    standings = (Standing(0, 130, 1), Standing(1, 100, 2), Standing(2, 100, 2))
    shares = [softened(standings, seat, 30.0) for seat in range(3)]
    assert sum(shares) == pytest.approx(1.0) and shares[1] == shares[2] < 1 / 3 < shares[0] < 1
    assert softened(standings, 0, 1.0) == pytest.approx(1.0)


def test_the_games_end_is_scored_as_a_win_and_a_cut_position_as_a_softened_lead():
    ruleset = RULESETS["long_shot"]
    state = replace(ruleset.initial_state(3, {}), cash=(130, 100, 100), phase="over")
    assert expert.score(ruleset, state, 0) == 1.0 and expert.score(ruleset, state, 1) == 0.0
    assert 1 / 3 < expert.score(ruleset, state, 0, ended=False) < 1.0
    assert expert.score(replace(ruleset, lead_scale=None), state, 0, ended=False) == 1.0


def test_a_playout_plays_the_experts_seat_by_its_own_strategy_and_the_others_by_the_basic_one():
    base, played = RULESETS["long_shot"], {"own": set(), "basic": set()}

    def recording(name, strategy):
        def play(view, legal, rnd):
            played[name].add(view["you"]["seat"])
            return strategy(view, legal, rnd)

        return play

    ruleset = replace(base, sharp=recording("own", base.sharp), bot=recording("basic", base.bot))
    at, seat = next((s, seat) for s, seat in positions(base, 3, random.Random(2)) if s.phase == "action")
    world = base.determinize(base.view(at, seat), random.Random(2))
    for seed in range(5):
        expert.playout(ruleset, world, seat, {"type": "Pass"}, random.Random(seed))
    assert played == {"own": {seat}, "basic": {0, 1, 2} - {seat}}
    assert expert.own(base) is base.sharp and expert.own(RULESETS["jockey"]) is RULESETS["jockey"].bot
