"""Every card in leading, trailing, tied and finished situations, and the rule text's examples."""

from __future__ import annotations

import pytest
from jk_helpers import R, card, given_race, rules

from games.jockey.commands import PlayCard
from games.jockey.events import CardPlayed
from tests.support.rules import bodies, of_type


def played(kind: str, colour: str | None, horse: str | None, at: dict, finishers: tuple = ()) -> CardPlayed:
    """Seat 0 plays its one card of `kind` on `horse`; the card's recorded effect."""
    cid = card(kind, colour)
    state = given_race(hands={0: (cid, card("plus7", "brown"))}, at=at, finishers=finishers)
    events, _ = rules.when(state, PlayCard(0, cid, horse))
    return of_type(events, CardPlayed)[0]


FIXED = [("plus7", 7), ("plus10", 10)]
SITUATIONS = {
    "leading": {"red": 40, "yellow": 30},
    "trailing": {"red": 10, "yellow": 30},
    "tied": {"red": 30, "yellow": 30},
}


@pytest.mark.parametrize("kind, steps", FIXED)
@pytest.mark.parametrize("situation", sorted(SITUATIONS))
def test_a_plus_card_moves_its_horse_whatever_its_place(kind, steps, situation):
    """Given red leading, trailing or tied, when a red +7/+10 is played, then red moves exactly that far."""
    at = SITUATIONS[situation]
    effect = played(kind, "red", "red", at)
    assert (effect.horse, effect.steps, effect.square) == ("red", steps, at["red"] + steps)


@pytest.mark.parametrize("kind", ["plus7", "plus10", "triple", "upto30"])
def test_a_colour_card_for_a_finished_horse_does_nothing(kind):
    """Given red has finished, when any red card is played, then red does not move (the play is still legal)."""
    effect = played(kind, "red", "red", {"red": 85, "yellow": 60}, finishers=("red",))
    assert effect.steps == 0 and effect.square == 85


def test_triple_the_lead_makes_a_six_square_lead_eighteen():
    """Given red 6 ahead of the next horse (the rule text), when red's triple is played,
    then red moves 12 and leads by 18."""
    effect = played("triple", "red", "red", {"red": 36, "yellow": 30, "blue": 12})
    assert effect.steps == 12 and effect.square - 30 == 18


@pytest.mark.parametrize(
    "at, finishers",
    [
        ({"red": 20, "yellow": 30}, ()),  # trailing: no lead to triple
        ({"red": 30, "yellow": 30}, ()),  # tied for the lead: no sole leader
        ({"red": 50, "yellow": 83}, ("yellow",)),  # a finished horse stays ahead: red does not lead
    ],
)
def test_triple_the_lead_does_nothing_without_a_sole_lead(at, finishers):
    """Given red trailing, tied for the lead or behind a finished horse, when red's triple is played,
    then nothing moves."""
    assert played("triple", "red", "red", at, finishers).steps == 0


def test_up_to_30_stops_five_behind_a_leader_seven_ahead():
    """Given the leader 7 squares ahead (the rule text), when up to 30 is played, then the horse moves only 2."""
    assert played("upto30", "red", "red", {"red": 20, "yellow": 27}).steps == 2


@pytest.mark.parametrize(
    "at, finishers, steps",
    [
        ({"red": 0, "yellow": 50}, (), 30),  # far behind: the full 30
        ({"red": 40, "yellow": 30}, (), 0),  # leading: useless
        ({"red": 30, "yellow": 30}, (), 0),  # tied for the lead: useless
        ({"red": 30, "yellow": 30, "blue": 50}, (), 15),  # tied behind: up to 5 behind the leader
        ({"red": 48, "yellow": 50}, (), 0),  # already closer than 5: never backwards
        ({"red": 70, "yellow": 84}, ("yellow",), 30),  # the leader has finished: no limit
    ],
)
def test_up_to_30_in_every_situation(at, finishers, steps):
    """Given red leading, trailing, tied or behind a finished leader, when up to 30 is played,
    then it moves as the rule says."""
    assert played("upto30", "red", "red", at, finishers).steps == steps


@pytest.mark.parametrize("kind, position, steps", [("no2plus13", 2, 13), ("no4plus20", 4, 20)])
def test_a_neutral_card_moves_the_horse_in_its_position(kind, position, steps):
    """Given distinct positions, when No 2 +13 or No 4 +20 is played, then the horse in that position moves."""
    at = {"red": 40, "yellow": 30, "blue": 20, "brown": 10}
    horse = ["red", "yellow", "blue", "brown"][position - 1]
    effect = played(kind, None, horse, at)
    assert (effect.horse, effect.steps) == (horse, steps)


def test_no_2_moves_the_second_horse_past_the_leader():
    """Given the second horse 5 behind, when No 2 +13 is played on it, then it takes the lead."""
    effect = played("no2plus13", None, "yellow", {"red": 35, "yellow": 30})
    assert effect.square == 43


def test_no_3_goes_at_most_one_square_ahead_of_the_leader():
    """Given the third horse 10 behind the leader, when No 3 up to 18 is played, then it moves 11 and leads by one."""
    effect = played("no3upto18", None, "blue", {"red": 50, "yellow": 45, "blue": 40, "brown": 0})
    assert (effect.steps, effect.square) == (11, 51)


def test_no_3_moves_the_full_18_when_far_behind_and_without_limit_behind_a_finished_leader():
    """Given the third horse far behind (or the leader finished), when No 3 is played, then it moves 18."""
    assert played("no3upto18", None, "blue", {"red": 60, "yellow": 50, "blue": 10}).steps == 18
    assert played("no3upto18", None, "blue", {"red": 90, "yellow": 70, "blue": 66}, ("red",)).steps == 18


@pytest.mark.parametrize(
    "kind, at",
    [
        ("no2plus13", {"red": 30, "yellow": 30, "blue": 10, "brown": 5}),  # two leaders: no second
        ("no3upto18", {"red": 40, "yellow": 30, "blue": 30, "brown": 5}),  # two seconds: no third
        ("no4plus20", {"red": 40, "yellow": 30, "blue": 5, "brown": 5}),  # two thirds: no fourth
    ],
)
def test_a_neutral_card_for_a_missing_position_is_played_on_no_horse(kind, at):
    """Given tied horses leave a position empty, when its card is played,
    then it is listed once, on no horse, and moves nothing."""
    cid = card(kind)
    state = given_race(hands={0: (cid,)}, at=at)
    assert bodies(R.legal_commands(state, 0)) == [{"type": "PlayCard", "card": cid}]
    assert played(kind, None, None, at).steps == 0


def test_a_neutral_card_for_a_shared_position_lets_the_player_choose():
    """Given yellow and blue tied second, when the seat lists its commands, then No 2 can move either, and does."""
    cid = card("no2plus13")
    at = {"red": 40, "yellow": 30, "blue": 30, "brown": 5}
    state = given_race(hands={0: (cid,)}, at=at)
    assert [b["horse"] for b in bodies(R.legal_commands(state, 0))] == ["yellow", "blue"]
    assert played("no2plus13", None, "blue", at).square == 43


@pytest.mark.parametrize("kind, horse", [("no2plus13", "red"), ("no3upto18", "blue"), ("no4plus20", "brown")])
def test_a_neutral_card_never_moves_a_finished_horse_and_counts_it_first(kind, horse):
    """Given yellow finished (first) and red, blue, brown behind, when a neutral card is played,
    then it moves the horse in its position."""
    at = {"red": 60, "yellow": 84, "blue": 30, "brown": 5}
    cid = card(kind)
    state = given_race(hands={0: (cid,)}, at=at, finishers=("yellow",))
    assert [b["horse"] for b in bodies(R.legal_commands(state, 0))] == [horse]
    assert played(kind, None, horse, at, ("yellow",)).steps > 0


@pytest.mark.parametrize(
    "kind, at, shared, steps",
    [
        ("no3upto18", {"red": 50, "yellow": 45, "blue": 20, "brown": 20}, ["blue", "brown"], 18),  # two thirds
        ("no4plus20", {"red": 50, "yellow": 50, "blue": 50, "brown": 10}, ["brown"], 20),  # three leaders
        ("no4plus20", {"red": 50, "yellow": 45, "blue": 10, "brown": 10}, [], 0),  # two thirds: no fourth
        (
            "no3upto18",
            {"red": 50, "yellow": 50, "blue": 30, "brown": 30},
            ["blue", "brown"],
            18,
        ),  # two leaders, two thirds
    ],
)
def test_no_3_and_no_4_follow_shared_positions(kind, at, shared, steps):
    """Given ties, when No 3 or No 4 is listed,
    then every horse sharing the position is offered and moves as printed."""
    cid = card(kind)
    state = given_race(hands={0: (cid,)}, at=at)
    assert [b.get("horse") for b in bodies(R.legal_commands(state, 0))] == (shared or [None])
    assert played(kind, None, shared[-1] if shared else None, at).steps == steps
