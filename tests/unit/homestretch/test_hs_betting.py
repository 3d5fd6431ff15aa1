"""Betting: five sealed tokens each, money order with colour ties, spot capacity by rank, betting early."""

from __future__ import annotations

import pytest
from hs_helpers import R, given_betting, rules, token

from games.base import OutOfTurn, RuleBroken
from games.codec import sha256_hex
from games.homestretch.commands import PlaceToken
from games.homestretch.decide import open_race
from games.homestretch.state import betting_order, buying_order, scoring_places
from tests.support.refusals import refuses
from tests.support.rng import ScriptedRng
from tests.support.rules import of_type, types


def test_most_money_bets_first_and_ties_go_by_colour_alphabetically():
    """Given seats black, blue, green, red with $40k, $60k, $40k, $60k, then blue, red, black, green."""
    assert betting_order((40000, 60000, 40000, 60000)) == (1, 3, 0, 2)
    assert buying_order((40000, 60000, 40000, 60000)) == (2, 0, 3, 1)


def test_the_kth_seat_in_the_scoring_may_put_k_tokens_on_one_spot():
    """Given seats with $40k, $60k and $50k, then seat 1 is 1st, seat 2 2nd and seat 0 3rd in the scoring."""
    assert scoring_places((40000, 60000, 50000)) == (3, 1, 2)


def test_seats_tied_on_money_share_a_place_in_the_scoring_and_so_a_capacity():
    """The text: "The player(s) with the most money on the score track bets first"; "They may place up to as many
    tokens per spot as their place in the scoring." Given black and green tied for the most money and red behind,
    then black and green are both 1st (one token per spot) and red 3rd; colour still orders the tied seats' turns."""
    cash = (60000, 40000, 60000, 50000)
    assert scoring_places(cash) == (1, 4, 1, 3) and betting_order(cash) == (0, 2, 3, 1)
    state = given_betting(seats=4, cash=cash, board=(token(2, 7, "win", 1),))
    with refuses("homestretch.bet.capacity", RuleBroken):
        R.decide(state, PlaceToken(2, 7, "win", 2), ScriptedRng())
    _, state = rules.when(state, PlaceToken(3, 7, "win", 1))
    _, state = rules.when(state, PlaceToken(3, 7, "win", 2))
    _, state = rules.when(state, PlaceToken(3, 7, "win", 3))
    assert [t.seat for t in state.board].count(3) == 3


def test_betting_opens_with_each_seats_place_in_the_scoring():
    """Given a tie for the most money when a race's betting opens, then BettingOpened records the shared places."""
    state = given_betting(seats=3, cash=(50000, 50000, 40000))
    _, event = open_race(state, 1)
    assert event.order == (0, 1, 2) and event.places == (1, 1, 3) and R.rederive(state, event) == event
    assert R.evolve(state, event).bet_places == (1, 1, 3)


def test_the_leader_may_not_put_a_second_token_on_a_spot():
    """Given the leader has a token on 7 to win, when it lays another there, then it is refused."""
    state = given_betting(cash=(60000, 50000, 40000), board=(token(0, 7, "win", 1),))
    with pytest.raises(RuleBroken) as error:
        R.decide(state, PlaceToken(0, 7, "win", 2), ScriptedRng())
    assert error.value.rule == "homestretch.bet.capacity"
    spots = {(lc.command["horse"], lc.command["line"]) for lc in R.legal_commands(state, 0)}
    assert (7, "win") not in spots and (7, "place") in spots


def test_the_second_may_put_two_on_a_spot_but_not_three():
    """Given the second seat has two tokens on 7 to win, when it lays a third, then it is refused."""
    state = given_betting(cash=(60000, 50000, 40000), board=(token(1, 7, "win", 1),))
    _, state = rules.when(state, PlaceToken(1, 7, "win", 1))
    with refuses("homestretch.bet.capacity", RuleBroken):
        R.decide(state, PlaceToken(1, 7, "win", 2), ScriptedRng())


def test_a_seat_may_bet_before_its_turn_comes_but_the_leader_is_the_one_awaited():
    """Given the last seat in order, when it bets before the leader, then it is accepted; the leader is awaited."""
    state = given_betting(cash=(60000, 50000, 40000))
    assert R.awaiting(state) == (0,)
    _, state = rules.when(state, PlaceToken(2, 12, "win", 3))
    assert state.tokens_left(2) == (1, 1, 2, 2) and R.awaiting(state) == (0,)


def test_a_token_value_must_be_one_the_seat_still_holds():
    """Given seat 0 laid its 3, when it lays a 3 again, then it is refused."""
    _, state = rules.when(given_betting(), PlaceToken(0, 7, "win", 3))
    with pytest.raises(RuleBroken) as error:
        R.decide(state, PlaceToken(0, 6, "win", 3), ScriptedRng())
    assert error.value.rule == "homestretch.bet.token"


def test_the_spot_is_public_the_value_sealed_with_a_commitment():
    """Given a 2 token laid on 11 to show, then the event commits to value and salt; others see no value."""
    events, state = rules.when(given_betting(), PlaceToken(1, 11, "show", 2))
    placed = events[0]
    assert type(placed).SECRET == ("value", "salt")
    assert placed.commitment == sha256_hex({"value": 2, "salt": placed.salt})
    assert R.view(state, 0)["board"] == [{"seat": 1, "horse": 11, "line": "show", "value": None}]
    assert R.view(state, 1)["board"][0]["value"] == 2 and R.view(state, None)["board"][0]["value"] is None
    assert not R.is_revealed(state, placed)


def test_a_seat_with_no_tokens_left_may_not_bet():
    """Given seat 0 laid all five tokens, when it lays another, then it is told it is done (403)."""
    state = given_betting()
    for horse, value in zip((2, 3, 4, 5, 6), (1, 1, 2, 2, 3)):
        _, state = rules.when(state, PlaceToken(0, horse, "win", value))
    assert R.legal_commands(state, 0) == ()
    with refuses("homestretch.bet.done", OutOfTurn):
        R.decide(state, PlaceToken(0, 7, "win", 1), ScriptedRng())


def place_all(state, rng):
    """Every seat lays its five tokens on different win spots; returns the last events and state."""
    events = ()
    for seat in range(state.seats):
        for horse, value in zip((2, 3, 4, 5, 6), (1, 1, 2, 2, 3)):
            events, state = rules.when(state, PlaceToken(seat, horse, "win", value), rng)
    return events, state


def test_the_last_token_starts_the_race_with_the_poorest_seat():
    """Given seat 2 has the least money, when the last token is laid, then the race starts with seat 2."""
    events, state = place_all(given_betting(cash=(60000, 50000, 40000)), ScriptedRng())
    assert types(events) == ["TokenPlaced", "RaceStarted"] and state.turn.seat == 2 and state.phase == "racing"


def test_a_tie_for_least_money_is_broken_by_the_highest_die_rolled_again_on_ties():
    """Given seats 1 and 2 tied poorest, when they roll 4-4 then 2-5, then seat 2 starts and the dice are recorded."""
    events, _state = place_all(given_betting(cash=(60000, 40000, 40000)), ScriptedRng([4, 4, 2, 5]))
    started = of_type(events, "RaceStarted")[0]
    assert started.first_seat == 2
    assert [(r.seat, r.value) for r in started.tie_rolls] == [(1, 4), (2, 4), (1, 2), (2, 5)]
    assert [o.value for o in R.outcomes(started)] == [4, 4, 2, 5]
