"""The `refuses` helper fails unless the named rule refused."""

from __future__ import annotations

import pytest

from games.base import OutOfTurn, RuleBroken
from tests.support.refusals import refuses


def test_the_rule_that_refused_passes():
    with refuses("bet.too_large", RuleBroken) as refused:
        raise RuleBroken("bet.too_large", "a bet of $900 is more than the seat's $500")
    assert refused.value.detail.startswith("a bet of $900")


def test_another_rule_fails_naming_both():
    with pytest.raises(AssertionError, match=r"'bet\.closed', not 'bet\.too_large'"), refuses("bet.too_large"):
        raise RuleBroken("bet.closed", "betting is over")


def test_the_wrong_kind_of_refusal_is_not_caught():
    with pytest.raises(OutOfTurn), refuses("turn", RuleBroken):
        raise OutOfTurn("turn", "it is seat 1's turn")


def test_no_refusal_fails():
    with pytest.raises(pytest.fail.Exception), refuses("bet.too_large"):
        pass
