"""Optional command fields: a single bet names no second horse, a card that moves no horse names no horse."""

from __future__ import annotations

import pytest
from jk_helpers import R, card, given_betting, given_race, rules

from games.base import RuleBroken
from games.jockey.commands import PlaceBet, PlayCard
from games.jockey.events import BetPlaced, CardPlayed
from service.command_codec import parse_command
from tests.support.refusals import refuses
from tests.support.rules import bodies, of_type


def test_a_single_bet_body_omits_the_second_horse_and_stake():
    """Given betting open, when a win bet is sent without second fields, then it parses to None and is sealed."""
    command = parse_command(R, {"type": "PlaceBet", "kind": "win", "horse": "red", "stake": 300}, 0)
    assert (command.second, command.second_stake) == (None, None)
    events, _ = rules.when(given_betting(), command)
    placed = of_type(events, BetPlaced)[0]
    assert (placed.kind, placed.horse, placed.stake, placed.second, placed.second_stake) == ("win", "red", 300, None, 0)


def test_the_legal_single_bets_omit_the_optional_fields():
    """Given betting open, when seat 0 lists its bets, then place and win bodies carry no second horse or stake."""
    singles = [b for b in bodies(R.legal_commands(given_betting(), 0)) if b.get("kind") in ("place", "win")]
    assert singles[0] == {"type": "PlaceBet", "kind": "place", "horse": "red"}
    assert all("second" not in b and "second_stake" not in b for b in singles)


@pytest.mark.parametrize(
    "command, rule",
    [
        (PlaceBet(0, "win", "red", 100, "blue"), "jockey.bet.single"),
        (PlaceBet(0, "place", "red", 100, None, 100), "jockey.bet.single"),
        (PlaceBet(0, "win", "red", 100, "", 0), "jockey.bet.single"),
        (PlaceBet(0, "double", "red", 100), "jockey.bet.double.second"),
        (PlaceBet(0, "double", "red", 100, "blue"), "jockey.bet.double.second"),
    ],
)
def test_a_bet_must_name_a_second_horse_and_stake_exactly_when_it_is_a_double(command, rule):
    """Given betting open, when a single bet names a second or a double lacks one, then the rules refuse it."""
    with pytest.raises(RuleBroken) as refused:
        rules.when(given_betting(), command)
    assert refused.value.rule == rule


def test_a_card_for_a_missing_position_is_played_without_a_horse():
    """Given two horses second (no third), when No 3 is sent without a horse,
    then it parses to None and moves nothing."""
    cid = card("no3upto18")
    state = given_race(hands={0: (cid, card("plus7", "red"))}, at={"red": 40, "yellow": 30, "blue": 30})
    assert {"type": "PlayCard", "card": cid} in bodies(R.legal_commands(state, 0))
    command = parse_command(R, {"type": "PlayCard", "card": cid}, 0)
    assert command.horse is None
    effect = of_type(rules.when(state, command)[0], CardPlayed)[0]
    assert (effect.horse, effect.steps) == (None, 0)


@pytest.mark.parametrize("horse", [None, ""])
def test_a_colour_card_must_name_its_horse(horse):
    """Given a red +7, when it is sent with no horse (or the old "" sentinel), then the rules refuse it naming red."""
    state = given_race(hands={0: (card("plus7", "red"),)})
    with pytest.raises(RuleBroken) as refused:
        rules.when(state, PlayCard(0, card("plus7", "red"), horse))
    assert refused.value.rule == "jockey.card.target" and "red" in refused.value.detail


def test_a_neutral_card_whose_position_exists_must_name_a_horse():
    """Given yellow second, when No 2 is sent without a horse, then the rules refuse it."""
    state = given_race(hands={0: (card("no2plus13"),)}, at={"red": 40, "yellow": 30})
    with refuses("jockey.card.target", RuleBroken):
        rules.when(state, PlayCard(0, card("no2plus13")))
