"""The basic Jockey bot: it backs the horse its hand favours, races it home, and clearly beats random seats."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from games.jockey.state import Bet
from workers import strategies
from workers.simulate import play_game
from workers.strategies.jockey import choose
from jk_helpers import R, card, given_betting, given_race


def bot_body(state, seat: int = 0) -> dict:
    """The body the basic bot sends from its seat's view and legal commands."""
    return choose(R.view(state, seat), R.legal_commands(state, seat), random.Random(0))


def red_hand() -> tuple[str, ...]:
    """A hand strong in red."""
    return (card("plus10", "red"), card("plus10", "red", 1), card("upto30", "red"), card("plus7", "red"),
            card("plus7", "blue"), card("no2plus13"))


def test_the_bot_backs_the_horse_its_hand_favours_to_win():
    """Given a hand full of red cards, when the bot bets, then it backs red to win with a real stake."""
    state = replace(given_betting(3), hands=(red_hand(), (), ()))
    body = bot_body(state)
    assert (body["type"], body["kind"], body["horse"]) == ("PlaceBet", "win", "red") and body["stake"] >= 100


def test_the_bot_borrows_only_with_a_strong_hand():
    """Given 200 cash, when the hand is strong it borrows up to 1,000; when the hand is flat it does not."""
    strong = replace(given_betting(3), hands=(red_hand(), (), ()), cash=(200, 1000, 1000))
    assert bot_body(strong) == {"type": "TakeLoan", "amount": 800}
    flat = replace(strong, hands=((card("plus7", "red"), card("plus7", "blue")), (), ()))
    assert bot_body(flat)["type"] != "TakeLoan"


def test_the_bot_moves_its_own_horse_rather_than_a_rival():
    """Given the bot backs red and holds a red +10 and a blue +10, when it plays, then it moves red."""
    bet = Bet(0, "win", "red", 500, None, 0, "s")
    state = given_race(hands={0: (card("plus10", "red"), card("plus10", "blue"))}, bets=(bet,),
                       at={"red": 30, "blue": 30})
    assert bot_body(state) == {"type": "PlayCard", "card": card("plus10", "red"), "horse": "red"}


def test_the_bot_dumps_a_useless_card_and_keeps_up_to_30_for_later():
    """Given red leads (up to 30 useless) and a No 3 for a missing position, when it plays, then it dumps the No 3."""
    bet = Bet(0, "win", "red", 500, None, 0, "s")
    hand = (card("upto30", "red"), card("no3upto18"), card("plus7", "blue"))
    state = given_race(hands={0: hand}, bets=(bet,), at={"red": 40, "yellow": 35, "blue": 35, "brown": 10})
    assert bot_body(state) == {"type": "PlayCard", "card": card("no3upto18")}


def test_the_bot_keeps_its_strongest_cards():
    """Given a hand with up to 30, a +10 and a +7 after a race, when it keeps, then it keeps the first two."""
    state = replace(given_race(hands={0: (card("plus7", "red"), card("plus10", "blue"), card("upto30", "red"))}),
                    phase="keeping", done=(False, True, True))
    assert bot_body(state) == {"type": "KeepCards", "cards": sorted([card("upto30", "red"), card("plus10", "blue")],
                                                                    key=lambda c: int(c[1:]))}


@pytest.mark.parametrize("seats, games, floor", [(3, 90, 0.45), (4, 80, 0.35)])
def test_the_basic_bot_clearly_beats_random_seats(monkeypatch, seats, games, floor):
    """Given one basic seat among random seats, when many games are played, then it wins far more than a random seat."""
    monkeypatch.setitem(strategies.STRATEGIES, "jockey", choose)
    basic_wins = random_wins = 0.0
    for n in range(games):
        me = n % seats
        levels = tuple("basic" if s == me else "random" for s in range(seats))
        standings = play_game(R, levels, 5000 + n).envelopes[-1].data["standings"]
        top = [s["seat"] for s in standings if s["rank"] == 1]
        basic_wins += me in top
        random_wins += sum(1 for s in top if s != me) / (seats - 1)
    assert basic_wins / games >= floor and basic_wins > 2 * random_wins, (basic_wins, random_wins)
