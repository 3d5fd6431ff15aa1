"""Starting the game and sealed betting: limits, sealing, finishing, closing."""

from __future__ import annotations

from dataclasses import replace

import pytest
from nn_helpers import TRACK, R, given_betting, given_race, rules

from games.base import OutOfTurn, Param, RuleBroken, StartGame
from games.codec import sha256_hex
from games.neck_and_neck.commands import FinishBetting, MoveHorse, Pass, PlaceBet, RollDice, SpecialMove
from games.neck_and_neck.events import BetPlaced, BettingFinished, BettingOpened, RaceStarted
from games.neck_and_neck.state import Bet
from tests.support.refusals import refuses
from tests.support.rng import ScriptedRng


def test_initial_state_gives_every_seat_10000_and_waits():
    """Given 4 seats, when the game is created, then each seat has $10,000 and horses are on the start hexes."""
    state = R.initial_state(4, {})
    assert state.cash == (10000,) * 4 and state.phase == "waiting"
    assert tuple(h.hex for h in state.horses) == TRACK.start_hexes
    assert R.legal_commands(state, 0) == ()


@pytest.mark.parametrize("seats", [1, 7])
def test_seat_count_is_2_to_6(seats):
    """Given a seat count outside 2-6, when creating the state, then it is refused."""
    with pytest.raises(ValueError, match="2 to 6 seats"):
        R.initial_state(seats, {})


def test_start_game_opens_betting_for_race_1_with_the_banker_first():
    """Given a full table, when StartGame is decided, then betting opens for race 1, seat 0 first."""
    state = R.initial_state(3, {})
    events, after = rules.when(state, StartGame())
    assert events == (BettingOpened(race=1, first_seat=0),)
    assert after.phase == "betting" and after.race == 1 and after.first_seat == 0


def test_start_game_twice_is_refused():
    """Given a started game, when StartGame comes again, then it is out of phase (403)."""
    with pytest.raises(OutOfTurn) as err:
        rules.when(given_betting(), StartGame())
    assert err.value.rule == "neck_and_neck.phase" and "already started" in err.value.detail


def test_commands_before_the_start_are_refused():
    """Given a game still filling seats, when a seat bets, then it is told the game has not started."""
    with refuses("neck_and_neck.phase", OutOfTurn, match="has not started"):
        rules.when(R.initial_state(2, {}), PlaceBet(0, 1, 100))


def test_a_bet_is_sealed_with_a_salt_and_a_commitment():
    """Given betting, when seat 1 bets $300 on horse 4, then the event carries salt and commitment over both."""
    rng = ScriptedRng()
    events, after = rules.when(given_betting(), PlaceBet(1, 4, 300), rng)
    (bet,) = events
    assert isinstance(bet, BetPlaced) and (bet.seat, bet.race, bet.horse, bet.amount) == (1, 1, 4, 300)
    assert bet.salt == format((0x5A17 << 112) + 1, "032x") and len(bet.salt) == 32
    assert bet.commitment == sha256_hex({"horse": 4, "amount": 300, "salt": bet.salt})
    assert BetPlaced.SECRET == ("horse", "amount", "salt") and BetPlaced.OWNER == "seat"
    assert after.bets == (Bet(1, 4, 300, bet.salt),)


def test_bets_do_not_touch_cash_until_settlement():
    """Given a bet, then the seat's cash is unchanged and only its available amount drops."""
    _, after = rules.when(given_betting(), PlaceBet(0, 2, 2500))
    assert after.cash[0] == 10000 and after.available(0) == 7500


@pytest.mark.parametrize(
    "horse, amount, rule, detail",
    [
        (1, 50, "neck_and_neck.bet.minimum", "at least $100, not $50"),
        (1, 0, "neck_and_neck.bet.minimum", "not $0"),
        (1, -100, "neck_and_neck.bet.minimum", "not $-100"),
        (1, 150, "neck_and_neck.bet.multiple_of_100", "$150 is not"),
        (7, 100, "neck_and_neck.bet.horse", "no horse 7"),
        (0, 100, "neck_and_neck.bet.horse", "no horse 0"),
        ("2", 100, "neck_and_neck.bet.horse", "must be an integer"),
        (2, 100.0, "neck_and_neck.bet.amount", "must be an integer"),
        (2, True, "neck_and_neck.bet.amount", "must be an integer"),
    ],
)
def test_bad_bets_are_refused_naming_the_rule(horse, amount, rule, detail):
    """Given betting, when a bet breaks a limit, then RuleBroken names the rule and the values."""
    with pytest.raises(RuleBroken) as err:
        rules.when(given_betting(), PlaceBet(0, horse, amount))
    assert err.value.rule == rule and detail in err.value.detail and err.value.status == 422


def test_bets_must_stay_within_cash_and_add_up():
    """Given $9,000 already bet (twice on horse 3), when $1,100 more is bet, then it exceeds the cash."""
    state = given_betting()
    _, state = rules.when(state, PlaceBet(0, 3, 4000))
    _, state = rules.when(state, PlaceBet(0, 3, 5000))
    assert state.available(0) == 1000 and len(state.bets) == 2
    with pytest.raises(RuleBroken) as err:
        rules.when(state, PlaceBet(0, 1, 1100))
    assert err.value.rule == "neck_and_neck.bet.within_cash"
    assert err.value.detail == "seat 0 has $1,000 left to bet this race; $1,100 is more"
    _, state = rules.when(state, PlaceBet(0, 1, 1000))
    assert state.available(0) == 0


def test_finish_betting_and_the_last_seat_starts_the_race():
    """Given 2 seats, when both finish betting, then the last BettingFinished comes with RaceStarted."""
    state = given_betting(2)
    first, state = rules.when(state, FinishBetting(1))
    assert first == (BettingFinished(1, 1),)
    last, state = rules.when(state, FinishBetting(0))
    assert last == (BettingFinished(0, 1), RaceStarted(1, 0))
    assert state.phase == "rolling" and state.turn == 0


def test_a_seat_may_bet_nothing():
    """Given no bets at all, when every seat finishes, then the race still starts."""
    state = given_betting(2)
    _, state = rules.when(state, FinishBetting(0))
    _, state = rules.when(state, FinishBetting(1))
    assert state.phase == "rolling" and state.bets == ()


def test_a_seat_done_betting_may_not_bet_again():
    """Given seat 0 finished betting, when it bets or finishes again, then it is out of turn (403)."""
    _, state = rules.when(given_betting(), FinishBetting(0))
    for command in (PlaceBet(0, 1, 100), FinishBetting(0)):
        with pytest.raises(OutOfTurn) as err:
            rules.when(state, command)
        assert err.value.rule == "neck_and_neck.bet.done" and err.value.status == 403


@pytest.mark.parametrize("command", [PlaceBet(1, 2, 100), FinishBetting(1)])
def test_betting_during_the_race_is_refused(command):
    """Given race 1 running, when a seat bets, then betting is closed (403)."""
    with pytest.raises(OutOfTurn) as err:
        rules.when(given_race(), command)
    assert err.value.rule == "neck_and_neck.phase" and err.value.detail == "betting is closed: race 1 is running"


@pytest.mark.parametrize("command", [RollDice(0), MoveHorse(0, 1, "5,4"), SpecialMove(0, 1, "5,4"), Pass(0)])
def test_race_commands_during_betting_are_out_of_turn(command):
    """Given betting open, when a seat rolls or moves, then it is out of turn (403)."""
    with pytest.raises(OutOfTurn) as err:
        rules.when(given_betting(), command)
    assert err.value.rule == "neck_and_neck.turn.betting"


def test_legal_bets_offer_every_horse_within_available_cash():
    """Given $9,950 available (after a bet),
    then each horse is offered with amount 100..9,900 step 100, plus finishing."""
    state = replace(given_betting(), cash=(10050, 10000, 10000))
    _, state = rules.when(state, PlaceBet(0, 6, 100))
    legal = R.legal_commands(state, 0)
    assert [dict(lc.command) for lc in legal] == [{"type": "PlaceBet", "horse": h} for h in range(1, 7)] + [
        {"type": "FinishBetting"}
    ]
    assert all(lc.params == {"amount": Param(100, 9900, 100)} for lc in legal[:6])
    assert legal[6].params == {}


def test_with_less_than_100_available_only_finishing_is_legal():
    """Given a seat with $0 cash, when listing legal commands, then only FinishBetting is offered."""
    state = replace(given_betting(), cash=(0, 10000, 10000))
    assert [dict(lc.command) for lc in R.legal_commands(state, 0)] == [{"type": "FinishBetting"}]
    with refuses("neck_and_neck.bet.within_cash", RuleBroken, match="within|left to bet"):
        rules.when(state, PlaceBet(0, 1, 100))


def test_a_seat_done_betting_has_no_legal_commands():
    """Given seat 2 done, then it has nothing to do until the race starts."""
    _, state = rules.when(given_betting(), FinishBetting(2))
    assert R.legal_commands(state, 2) == ()
    assert R.legal_commands(state, 0) != ()
