"""The basic bot drafts, bets and races well enough to beat random seats clearly."""

from __future__ import annotations

from games.homestretch import RULESET as R
from games.homestretch.bot import choose
from workers.simulate import play_game

GAMES = 30


def test_the_basic_bot_wins_far_more_often_than_a_random_seat():
    """Given one basic seat against random seats (2-6 seats), then it wins far more than its fair share."""
    assert R.bot is choose, "the basic bot plays the ruleset's own strategy"
    wins, fair = 0, 0.0
    for number in range(GAMES):
        seats = 2 + number % 5
        played = play_game(R, ("basic",) + ("random",) * (seats - 1), 5000 + number)
        top = [s["seat"] for s in played.envelopes[-1].data["standings"] if s["rank"] == 1]
        wins += 0 in top
        fair += 1 / seats
    assert wins >= 2 * fair and wins >= 0.6 * GAMES
