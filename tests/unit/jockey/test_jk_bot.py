"""The basic Jockey bot: it backs the horses its hand favours, races them home, and clearly beats random seats."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from jk_helpers import R, card, given_betting, given_race

from games.jockey.bot import choose
from games.jockey.state import Bet
from workers.simulate import play_game


def bot_body(state, seat: int = 0) -> dict:
    """The body the basic bot sends from its seat's view and legal commands."""
    return choose(R.view(state, seat), R.legal_commands(state, seat), random.Random(0))


def red_hand() -> tuple[str, ...]:
    """A hand strong in red."""
    return (
        card("plus10", "red"),
        card("plus10", "red", 1),
        card("upto30", "red"),
        card("plus7", "red"),
        card("plus7", "blue"),
        card("no2plus13"),
    )


def test_the_bot_backs_the_horse_its_hand_favours_to_win():
    """Given a hand full of red cards and one blue, when the bot bets, then it doubles red to win (most of the
    stake) with blue second."""
    state = replace(given_betting(3), hands=(red_hand(), (), ()))
    body = bot_body(state)
    assert (body["type"], body["kind"], body["horse"], body["second"]) == ("PlaceBet", "double", "red", "blue")
    assert body["stake"] > body["second_stake"] >= 100


def test_the_bot_stakes_more_on_a_stronger_hand():
    """Given a lone blue +7 or a hand full of red, when the bot bets 1,000, then the strong hand stakes more."""
    weak = replace(given_betting(3), hands=((card("plus7", "blue"),), (), ()))
    strong = replace(weak, hands=(red_hand(), (), ()))
    total = lambda body: body["stake"] + (body.get("second_stake") or 0)
    assert 100 < total(bot_body(weak)) < total(bot_body(strong)) <= 1000


def test_the_bot_borrows_only_with_a_hand_worth_betting():
    """Given 200 cash, when the hand is strong it borrows up to 1,000; when it favours no horse it passes."""
    strong = replace(given_betting(3), hands=(red_hand(), (), ()), cash=(200, 1000, 1000))
    assert bot_body(strong) == {"type": "TakeLoan", "amount": 800}
    flat = replace(strong, hands=(tuple(card("plus7", h) for h in ("red", "yellow", "blue", "brown")), (), ()))
    assert bot_body(flat) == {"type": "PassBet"}


def test_the_bot_stakes_enough_to_catch_the_leader_in_the_last_race():
    """Given a weak hand and a seat 3,000 ahead, when it bets in race 1 it stakes little; in the last race all."""
    first = replace(given_betting(3), hands=((card("plus7", "blue"),), (), ()), cash=(1000, 4000, 1000))
    last = replace(first, race=3)
    total = lambda body: body["stake"] + (body.get("second_stake") or 0)
    assert total(bot_body(first)) < 1000 == total(bot_body(last))


def test_the_bot_finishes_its_own_horse_rather_than_a_rival():
    """Given the bot backs red (75) and holds a red +10 and a blue +10, when it plays, then red crosses the line."""
    bet = Bet(0, "win", "red", 500, None, 0, "s")
    state = given_race(
        hands={0: (card("plus10", "red"), card("plus10", "blue"))}, bets=(bet,), at={"red": 75, "blue": 70}
    )
    assert bot_body(state) == {"type": "PlayCard", "card": card("plus10", "red"), "horse": "red"}


def test_the_bot_dumps_a_harmless_card_and_keeps_up_to_30_for_later():
    """Given red leads (up to 30 useless now) and brown trails far behind, when it plays, then it moves brown."""
    bet = Bet(0, "win", "red", 500, None, 0, "s")
    hand = (card("upto30", "red"), card("plus7", "brown"))
    state = given_race(hands={0: hand}, bets=(bet,), at={"red": 40, "yellow": 35, "blue": 35, "brown": 10})
    assert bot_body(state) == {"type": "PlayCard", "card": card("plus7", "brown"), "horse": "brown"}


def test_the_bot_plays_a_position_card_on_its_own_horse():
    """Given its red horse is last, when it holds a No 4 +20, then it plays it on red."""
    bet = Bet(0, "win", "red", 500, None, 0, "s")
    hand = (card("no4plus20"), card("plus7", "blue"), card("plus10", "red"))
    state = given_race(hands={0: hand}, bets=(bet,), at={"red": 20, "yellow": 40, "blue": 45, "brown": 50})
    assert bot_body(state) == {"type": "PlayCard", "card": card("no4plus20"), "horse": "red"}


def test_the_bot_triples_the_lead_only_as_sole_leader():
    """Given red leads by 10 it plays triple the lead; given red tied for the lead it dumps brown's card instead."""
    bet = Bet(0, "win", "red", 500, None, 0, "s")
    hand = (card("triple", "red"), card("plus7", "brown"))
    leading = given_race(hands={0: hand}, bets=(bet,), at={"red": 60, "yellow": 50, "blue": 45, "brown": 20})
    assert bot_body(leading) == {"type": "PlayCard", "card": card("triple", "red"), "horse": "red"}
    tied = given_race(hands={0: hand}, bets=(bet,), at={"red": 60, "yellow": 60, "blue": 45, "brown": 20})
    assert bot_body(tied) == {"type": "PlayCard", "card": card("plus7", "brown"), "horse": "brown"}


def test_the_bot_keeps_its_strongest_cards():
    """Given a hand with a +7, a +10 and up to 30 after a race, when it keeps, then it keeps up to 30 and the +10."""
    state = replace(
        given_race(hands={0: (card("plus7", "red"), card("plus10", "blue"), card("upto30", "red"))}),
        phase="keeping",
        done=(False, True, True),
    )
    assert bot_body(state) == {
        "type": "KeepCards",
        "cards": sorted([card("upto30", "red"), card("plus10", "blue")], key=lambda c: int(c[1:])),
    }


@pytest.mark.parametrize("seats, games, floor", [(3, 90, 0.6), (4, 80, 0.5)])
def test_the_basic_bot_clearly_beats_random_seats(seats, games, floor):
    """Given one basic seat among random seats, when many games are played, then it wins far more than a random seat."""
    assert R.bot is choose, "the basic bot plays the ruleset's own strategy"
    basic_wins = random_wins = 0.0
    for n in range(games):
        me = n % seats
        levels = tuple("basic" if s == me else "random" for s in range(seats))
        standings = play_game(R, levels, 5000 + n).envelopes[-1].data["standings"]
        top = [s["seat"] for s in standings if s["rank"] == 1]
        basic_wins += me in top
        random_wins += sum(1 for s in top if s != me) / (seats - 1)
    assert basic_wins / games >= floor and basic_wins > 3 * random_wins, (basic_wins, random_wins)
