"""What each seat may see: own sealed bets only, public results, revealing bets after settlement."""

from __future__ import annotations

import json

from nn_helpers import TRACK, R, given_betting, given_race, given_roll, rules, third_finisher

from games.neck_and_neck.commands import FinishBetting, MoveHorse, PlaceBet
from games.neck_and_neck.events import BetPlaced, DiceRolled


def test_a_seat_sees_its_own_sealed_bets_and_available_cash():
    """Given seat 0 bet $700 on horse 2, when it views the game, then it sees the bet and $9,300 available."""
    _, state = rules.when(given_betting(), PlaceBet(0, 2, 700))
    you = R.view(state, 0)["you"]
    assert you["seat"] == 0 and you["available"] == 9300
    assert [(b["horse"], b["amount"]) for b in you["bets"]] == [(2, 700)] and len(you["bets"][0]["salt"]) == 32


def test_other_seats_and_the_public_see_no_trace_of_unsettled_bets():
    """Given seat 0's sealed bet, when seat 1 or the public views, then the view is as if no bet was placed."""
    before = given_betting()
    _, after = rules.when(before, PlaceBet(0, 2, 700))
    for viewer in (1, 2, None):
        assert R.view(after, viewer) == R.view(before, viewer)
    assert R.view(after, 1)["seats"][0]["cash"] == 10000
    assert after.bets[0].salt not in json.dumps(R.view(after, 1))


def test_bets_stay_hidden_during_the_race():
    """Given bets and a running race, when another seat views, then no bet appears anywhere."""
    _, state = rules.when(given_betting(2), PlaceBet(0, 5, 3000))
    _, state = rules.when(state, FinishBetting(0))
    _, state = rules.when(state, FinishBetting(1))
    text = json.dumps(R.view(state, 1))
    assert "3000" not in text and "7000" not in text and state.bets[0].salt not in text
    assert R.view(state, 0)["you"]["bets"][0]["amount"] == 3000


def test_public_view_has_no_private_part_and_is_json():
    """Given a race, when the public views, then `you` is null and the whole view is JSON."""
    view = R.view(given_roll(given_race(), 6, 4), None)
    assert view["you"] is None
    assert json.loads(json.dumps(view)) == view


def test_view_shows_race_phase_turn_roll_horses_and_seats():
    """Given seat 0 rolled red 6 white 4, then the view shows it all."""
    view = R.view(given_roll(given_race(horses={5: None}), 6, 4), 0)
    assert (view["race"], view["races"], view["phase"], view["turn"]) == (1, 3, "moving", 0)
    assert view["roll"] == {"red": 6, "white": 4, "doubles": False, "double_ones": False}
    assert view["horses"][0] == {"horse": 1, "hex": TRACK.start_hexes[0], "crossings": 0, "place": None}
    assert view["horses"][4]["hex"] is None
    assert view["seats"] == [{"seat": s, "cash": 10000, "done_betting": None} for s in range(3)]


def test_view_shows_betting_progress_without_bets():
    """Given seat 1 done betting, then the view says who is done and nothing else."""
    _, state = rules.when(given_betting(), FinishBetting(1))
    view = R.view(state, None)
    assert view["phase"] == "betting" and view["turn"] is None and view["roll"] is None
    assert [s["done_betting"] for s in view["seats"]] == [False, True, False]


def test_view_summarises_the_track():
    """Given any state, then the view names the track and its dimensions, not the graph."""
    track = R.view(given_betting(), None)["track"]
    assert track["id"] == TRACK.spec.id and track["lanes"] == 3 and track["hexes"] == 156
    assert track["hexes_per_lane"] == [42, 54, 60] and track["start_hexes"] == list(TRACK.start_hexes)
    assert track["finish_line"] == {"straight": "home", "at": 8.25}


def test_settled_races_are_public_with_their_settlements():
    """Given race 1 settled, then everyone sees its placings and every settlement."""
    _, state = rules.when(third_finisher(), MoveHorse(0, 1, "11,-5"))
    (result,) = R.view(state, None)["results"]
    assert result["race"] == 1 and result["placings"] == [4, 2, 1] and len(result["settlements"]) == 6
    assert result["settlements"][0] == {
        "seat": 0,
        "horse": 4,
        "amount": 1000,
        "salt": "a",
        "place": 1,
        "multiplier": 3,
        "payout": 3000,
        "rule": "neck_and_neck.payout.first",
    }


def test_a_bet_is_revealed_once_its_race_is_settled():
    """Given a race-1 bet, then it is secret while race 1 runs and revealed once it is settled."""
    bet = BetPlaced(2, 1, 1, 300, "c", "x", "s0")
    running = third_finisher()
    assert not R.is_revealed(running, bet)
    _, settled = rules.when(running, MoveHorse(0, 1, "11,-5"))
    assert R.is_revealed(settled, bet)
    assert not R.is_revealed(settled, BetPlaced(2, 2, 1, 300, "g", "y", "s1"))
    assert R.is_revealed(running, DiceRolled(0, 1, 1, "n1", "n2"))
