"""The expert's search (games/expert.py): the basic choice stands unless another candidate surely gains on it over
the same rounds; when time runs short the worse half of the others is dropped, never the basic choice; free amounts
are tried at their least, middle and most; a decision with one legal command is not searched."""

from __future__ import annotations

import math
import random

from games.base import LegalCommand, Param
from games.expert import Arm, Budget, best, candidates, halved, search
from games.registry import RULESETS

BASIC = {"type": "FinishBetting"}


def arm(body, scores) -> Arm:
    return Arm(body, list(scores))


def test_a_candidate_that_wins_every_round_the_basic_choice_lost_is_chosen():
    challenger = {"type": "PlaceBet", "horse": 2, "amount": 100}
    assert best([arm(BASIC, [0, 0, 0, 0]), arm(challenger, [1, 1, 1, 1])]) == challenger


def test_a_lucky_mean_among_many_does_not_overrule_the_basic_choice():
    rnd = random.Random(1)
    basic = arm(BASIC, [rnd.choice((0, 1)) for _ in range(6)])
    others = [
        arm({"type": "PlaceBet", "horse": n, "amount": 100}, [rnd.choice((0, 1)) for _ in range(6)]) for n in range(11)
    ]
    assert max(o.mean for o in others) > basic.mean + 0.1, "one of the coin-flipping candidates looks better"
    assert best([basic, *others]) == BASIC


def test_too_few_playouts_keep_the_basic_choice():
    assert best([arm(BASIC, [0, 0, 0]), arm({"type": "Pass"}, [1, 1, 1])]) == BASIC


def test_short_of_time_the_worse_half_of_the_others_goes_and_the_basic_choice_stays():
    arms = [arm(BASIC, [0])] + [arm({"type": "X", "n": n}, [n / 10]) for n in range(8)]
    kept = halved(arms, playouts_left=5)
    assert kept[0] is arms[0] and [a.body["n"] for a in kept[1:]] == [7, 6, 5, 4]
    assert halved(arms, playouts_left=math.inf) == arms


def test_a_free_amount_is_tried_at_its_least_middle_and_most_after_the_basic_choice():
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
