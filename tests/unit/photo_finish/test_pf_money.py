"""Betting limits, the rule text's payout example, outsider bonuses, capital, side bets and the next start player."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pf_helpers import EXAMPLE_ROW, R, given_betting, given_race, rules

from games.base import OutOfTurn, RuleBroken
from games.photo_finish.commands import BetOnPlace, BetOnWinner, FinishBetting, PlayExtraMove
from games.photo_finish.events import SideBetsSettled
from games.photo_finish.settle import next_start_seat, settle, side_payments
from games.photo_finish.state import Bet, PlacedDie, SideBet, TileDice
from tests.support.refusals import refuses
from tests.support.rules import types

EXAMPLE_BETS = (
    Bet(0, "winner", (18,), 200, "a"),
    Bet(0, "winner", (3,), 100, "b"),
    Bet(0, "winner", (11,), 400, "c"),
    Bet(0, "place", (11, 18), 200, "d"),
    Bet(0, "place", (11, 20), 100, "e"),
)


def example_betting():
    """Race 1 betting open on the rule text's row (8 22 3 5 18 11 20, #20 leading)."""
    return replace(given_betting(), starting=EXAMPLE_ROW)


def test_every_seat_gets_1000_before_race_one():
    """Given a new game, then each seat's cash is 1,000 and betting is open."""
    state = given_betting(3)
    assert state.cash == (1000, 1000, 1000) and state.phase == "betting"


def test_the_rule_texts_bets_fill_the_1000_limit_of_race_one():
    """Given the text's five bets (1,000 in all), then a sixth 100 is refused as over the limit."""
    state = example_betting()
    for bet in EXAMPLE_BETS:
        command = (
            BetOnWinner(0, bet.horses[0], bet.amount) if bet.kind == "winner" else BetOnPlace(0, bet.horses, bet.amount)
        )
        _, state = rules.when(state, command)
    assert state.cash[0] == 0 and state.staked(0) == 1000
    assert not [lc for lc in R.legal_commands(state, 0) if lc.command["type"] != "FinishBetting"]


def test_winner_bets_go_on_at_most_three_horses_in_steps_of_100():
    """Given three winner bets, then a fourth horse is refused; an amount of 150 too."""
    state = example_betting()
    with refuses("photo_finish.bet.steps_of_100", RuleBroken, match="steps of"):
        rules.when(state, BetOnWinner(0, 11, 150))
    for horse in (8, 22, 3):
        _, state = rules.when(state, BetOnWinner(0, horse, 100))
    with pytest.raises(RuleBroken) as error:
        rules.when(state, BetOnWinner(0, 11, 100))
    assert error.value.rule == "photo_finish.bet.three_horses"


def test_at_most_two_place_bets_each_on_two_running_horses():
    """Given two place bets, then a third is refused; a pair with a horse not running too."""
    state = example_betting()
    with refuses("photo_finish.bet.horse", RuleBroken):
        rules.when(state, BetOnPlace(0, (11, 1), 100))
    _, state = rules.when(state, BetOnPlace(0, (11, 18), 100))
    _, state = rules.when(state, BetOnPlace(0, (20, 11), 100))
    with pytest.raises(RuleBroken) as error:
        rules.when(state, BetOnPlace(0, (3, 5), 100))
    assert error.value.rule == "photo_finish.bet.two_place_bets"


def test_the_race_starts_when_every_seat_has_finished_betting():
    """Given two seats done, when the third finishes, then the race starts with seat 0; betting again is refused."""
    state = example_betting()
    _, state = rules.when(state, FinishBetting(0))
    with refuses("photo_finish.bet.done", OutOfTurn):
        rules.when(state, BetOnWinner(0, 11, 100))
    _, state = rules.when(state, FinishBetting(1))
    events, state = rules.when(state, FinishBetting(2))
    assert types(events) == ["BettingFinished", "RaceStarted"] and state.phase == "rolling" and state.turn == 0


def test_rule_text_example_400_on_11_at_3x_pays_1200():
    """Given the text's bets and #11 first, #5 second, then only the #11 winner bet pays: 1,200."""
    settled, _ = settle(given_race(bets=EXAMPLE_BETS), 11, 5)
    assert [(s.horses, s.odds, s.payout) for s in settled] == [
        ((18,), 4, 0),
        ((3,), 8, 0),
        ((11,), 3, 1200),
        ((11, 18), 7, 0),
        ((11, 20), 5, 0),
    ]


def test_rule_text_example_the_18_11_place_bet_at_7x_would_pay_1400():
    """Given #11 first and #18 second instead, then the 200 place bet on #18-#11 pays 1,400 too (2,600 in all)."""
    settled, _ = settle(given_race(bets=EXAMPLE_BETS), 11, 18)
    assert [s.payout for s in settled] == [0, 0, 1200, 1400, 0] and sum(s.payout for s in settled) == 2600


def test_outsider_bonus_to_winner_bets_in_full_and_half_to_place_bets():
    """Given a 2,000 outsider die on #18 which wins,
    then its winner bet gets 2,000 and each place bet with #18 1,000."""
    state = given_race(bets=EXAMPLE_BETS + (Bet(1, "place", (3, 18), 100, "f"),))
    state = replace(state, track=replace(state.track, on_tiles=(TileDice(18, (PlacedDie("green", "outsider_2000"),)),)))
    _, bonuses = settle(state, 18, 20)
    assert [(b.seat, b.kind, b.amount) for b in bonuses] == [
        (0, "winner", 2000),
        (0, "place", 1000),
        (1, "place", 1000),
    ]
    _, second = settle(state, 20, 18)
    assert [(b.kind, b.amount) for b in second] == [("place", 1000), ("place", 1000)]


def test_the_outsider_half_bonus_goes_once_to_each_player_holding_a_place_bet_with_the_horse():
    """The text: "For any place bets, if that horse comes in first or second, all those players receive 1/2 of the
    amount on the die as a bonus." Given seat 0 with two place bets containing #18 (and seat 1 with one), when #18
    wins carrying a 2,000 outsider, then seat 0 gets 1,000 once for its place bets, not once per place bet."""
    bets = (
        Bet(0, "place", (11, 18), 100, "a"),
        Bet(0, "place", (18, 20), 100, "b"),
        Bet(1, "place", (3, 18), 100, "c"),
    )
    state = given_race(bets=bets)
    state = replace(state, track=replace(state.track, on_tiles=(TileDice(18, (PlacedDie("green", "outsider_2000"),)),)))
    _, bonuses = settle(state, 18, 20)
    assert [(b.seat, b.kind, b.horses, b.amount) for b in bonuses] == [
        (0, "place", (11, 18), 1000),
        (1, "place", (3, 18), 1000),
    ]


def test_capital_grows_by_2000_and_3000_before_races_two_and_three():
    """Given race 1 settled, then race 2 opens with +2,000 for everyone and seven new tiles."""
    state = replace(given_race(pool=(0,) * 5), phase="extra", saved=(0,), turn=0, cash=(1200, 0, 300))
    events, after = rules.when(state, PlayExtraMove(0, 8))
    opened = events[-1]
    assert opened.TYPE == "RaceOpened" and opened.race == 2 and after.cash == (3200, 2000, 2300)
    assert opened.row == after.pile[7:14] and opened.start_seat == 0


def test_race_three_adds_3000_and_the_richest_after_race_two_starts_it():
    """Given race 2 ending with seat 2 richest (seat 0 started it), then race 3 opens with +3,000 and seat 2 starts."""
    state = replace(
        given_race(pool=(0,) * 5, race=2), phase="extra", saved=(0,), turn=0, start_seat=0, cash=(1000, 500, 4000)
    )
    events, after = rules.when(state, PlayExtraMove(0, 8))
    opened = events[-1]
    assert opened.TYPE == "RaceOpened" and opened.race == 3 and after.cash == (4000, 3500, 7000)
    assert opened.row == after.pile[14:21] and opened.start_seat == 2 and after.turn is None
    assert R.rederive(rules.fold(state, events[:-1]), opened) == opened


def test_the_richest_seat_starts_the_next_race_ties_nearest_clockwise_after_the_previous():
    """Given seats 1 and 3 tied richest and seat 2 the previous start, then seat 3 starts; from 0, seat 1 does."""
    assert next_start_seat((100, 500, 200, 500), previous=2) == 3
    assert next_start_seat((100, 500, 200, 500), previous=0) == 1
    assert next_start_seat((900, 500, 200, 500), previous=0) == 0


def game_end(cash: tuple[int, ...], side_bets: tuple[SideBet, ...]):
    """Race 3 at the line with no bets, seat 0 holding the last extra move; returns its events and the end state."""
    state = replace(
        given_race(pool=(0,) * 5, race=3), phase="extra", saved=(0,), turn=0, cash=cash, side_bets=side_bets
    )
    return rules.when(state, PlayExtraMove(0, 8))


def test_every_side_bet_counts_its_full_500_in_the_grand_total_whatever_the_debtors_cash():
    """The text: "+500 on your sheet and -500 on hers/his ... to be resolved and taken into account at the end of
    the game"; "When calculating their Grand Total players now also take the side bets into account."
    Given seat 1 with $200 owing seats 0 and 2 a side bet each, when the game ends, then the grand totals are
    cash +500, 200 - 1,000 = -800 and cash +500; cash itself is untouched."""
    events, after = game_end((0, 200, 0), (SideBet(1, 0, 1), SideBet(3, 2, 1)))
    assert types(events)[-1] == "SideBetsSettled" and after.phase == "over"
    assert after.cash == (0, 200, 0) and after.side_totals == (500, -1000, 500)
    assert [(s.seat, s.money, s.rank) for s in R.standings(after)] == [(0, 500, 1), (2, 500, 1), (1, -800, 3)]


def test_the_grand_total_does_not_depend_on_the_order_side_bets_were_won():
    """Given the same two side bets won in the other order, then every seat's grand total is the same."""
    _, first = game_end((0, 200, 0), (SideBet(1, 0, 1), SideBet(3, 2, 1)))
    _, other = game_end((0, 200, 0), (SideBet(1, 2, 1), SideBet(3, 0, 1)))
    assert R.standings(first) == R.standings(other)


def test_side_bets_go_to_each_seats_score_sheet_account_and_the_journal_balances():
    """Given seat 1 owing two side bets, then the settlement posts -500 to seat:1:sidebets and +500 to the
    creditor's score-sheet account, never to cash; each entry sums to zero."""
    state = replace(given_race(race=3), cash=(0, 200, 0), side_bets=(SideBet(1, 0, 1), SideBet(3, 2, 1)))
    settled = SideBetsSettled(side_payments(state))
    entries = R.journal(state, settled)
    assert [[(p.account, p.amount) for p in e.postings] for e in entries] == [
        [("seat:1:sidebets", -500), ("seat:0:sidebets", 500)],
        [("seat:1:sidebets", -500), ("seat:2:sidebets", 500)],
    ]
    assert all(e.rule == "photo_finish.side_bet" and sum(p.amount for p in e.postings) == 0 for e in entries)
    assert R.rederive(state, settled) == settled
