"""Finishing: own horses crossing together, the end at the third horse, purses, bet payouts and Brad's $155."""

from __future__ import annotations

from ls_helpers import FACE, R, card_id, given, rules

from games.base import RuleBroken
from games.long_shot.commands import DeclineBarMoves, MoveBarHorse, PlayCard, RollDice
from games.long_shot.events import HorseFinished, RaceFinished, Settled
from games.long_shot.state import Bet
from tests.support.refusals import refuses
from tests.support.rules import bodies, of_type, types


def finishes(events) -> list[tuple[int, int]]:
    return [(e.horse, e.place) for e in of_type(events, HorseFinished)]


CHOOSE_FINISHERS = (
    "If several horses that a player owns finish at the same time (after the horse on the horse die "
    "has finished), the player may choose which horses finish, and in what order."
)


def test_the_rolled_horse_finishes_first_then_the_seat_chooses_which_of_its_own_finish_and_in_what_order():
    """CHOOSE_FINISHERS: given #3 and seat 0's #1, #6, #10
    (all with 3 in their bars) on 20, when 3 and 1 are rolled, then #3 wins and seat 0 picks #10 then #1 for 2nd
    and 3rd; the game ends before #6 crosses."""
    state = given(owners={1: 0, 6: 0, 10: 0}, spaces={3: 20, 1: 20, 6: 20, 10: 20}, rerolls={0: False})
    events, state = rules.when(state, RollDice(0), [3, FACE[1]])
    assert finishes(events) == [(3, 1)] and state.phase == "barring" and state.pending == (1, 6, 10)
    assert bodies(R.legal_commands(state, 0)) == [{"type": "MoveBarHorse", "horse": h} for h in (1, 6, 10)] + [
        {"type": "DeclineBarMoves"}
    ]
    events, state = rules.when(state, MoveBarHorse(0, 10))
    assert finishes(events) == [(10, 2)] and state.phase == "barring"
    events, state = rules.when(state, MoveBarHorse(0, 1))
    assert finishes(events) == [(1, 3)] and R.is_over(state) and state.space(6) == 20


def test_the_seat_may_let_one_of_its_horses_finish_and_hold_the_other_back():
    """Given two own horses that would cross on one roll, when the seat moves #6 and declines, then #6 wins and
    #1 stays on 20; a horse not offered may not move by the bar."""
    state = given(owners={1: 0, 6: 0}, spaces={1: 20, 6: 20}, rerolls={0: False})
    _, state = rules.when(state, RollDice(0), [3, FACE[1]])
    events, state = rules.when(state, MoveBarHorse(0, 6))
    assert finishes(events) == [(6, 1)] and state.phase == "barring"
    _, state = rules.when(state, DeclineBarMoves(0))
    assert state.placings == (6,) and state.space(1) == 20 and state.phase == "action"
    with refuses("long_shot.bar.horse", RuleBroken):
        R.decide(given(phase="barring", roll=(3, 1)), MoveBarHorse(0, 4), None)


def test_a_single_own_finisher_is_still_the_seat_s_choice():
    """Given only #6 of seat 0 able to cross, then it is offered; moved, it finishes and the seat acts."""
    state = given(owners={6: 0}, spaces={6: 20}, rerolls={0: False})
    events, state = rules.when(state, RollDice(0), [3, FACE[1]])
    assert finishes(events) == [] and state.pending == (6,)
    events, state = rules.when(state, MoveBarHorse(0, 6))
    assert finishes(events) == [(6, 1)] and state.phase == "action"


def test_a_finished_horse_never_moves_again():
    """Given #6 finished, when seat 0 (owning it) rolls 3 and 1, then #6 stays finished and unmoved."""
    state = given(owners={6: 0}, placings=(6,), rerolls={0: False})
    events, after = rules.when(state, RollDice(0), [3, FACE[1]])
    assert [e.horse for e in events if e.TYPE == "HorseMoved"] == [3] and after.placings == (6,)


def test_the_game_ends_at_once_when_the_third_horse_finishes():
    """Given two horses finished, when a Spur carries a third across, then the game is settled and no card drawn."""
    spur = card_id("Spur")
    state = given(phase="action", roll=(1, 1), hands={0: (spur,)}, placings=(1, 2), spaces={5: 20})
    events, after = rules.when(state, PlayCard(0, spur, horse=5))
    assert types(events)[-3:] == ["HorseFinished", "RaceFinished", "Settled"] and R.is_over(after)
    assert R.legal_commands(after, 0) == () and R.awaiting(after) == ()


def test_a_feature_can_end_the_game_before_the_dice_are_rolled():
    """Given two finished and seat 0's Last Chance last on 19 (the rest on 20), then it moves 2, finishes third
    and the game ends without a roll."""
    spaces = dict.fromkeys(range(3, 11), 20) | {7: 19}
    events, after = rules.when(given(owners={7: 0}, spaces=spaces, placings=(1, 2)), RollDice(0), [])
    assert "DiceRolled" not in types(events) and after.placings == (1, 2, 7) and R.is_over(after)


def brads_race(last_chance_owner: int):
    """Brad (seat 0): Slow Jenn, Eight's Enough (and Last Chance, or seat 1 has it); his bets; #7 and #4 home,
    Sure Lee on 20; Brad's Spur sends Sure Lee across for 3rd."""
    bets = (
        Bet(0, 0, 4, 5),
        Bet(1, 0, 4, 5),
        Bet(2, 0, 9, 5),
        Bet(3, 0, 9, 5),
        Bet(4, 0, 9, 5),
        Bet(5, 0, 1, 5),
        Bet(6, 0, 5, 5),
    )
    spur = card_id("Spur")
    state = given(
        phase="action",
        roll=(1, 1),
        hands={0: (spur,)},
        placings=(7, 4),
        spaces={5: 20},
        owners={7: last_chance_owner, 4: 0, 8: 0},
        bets=bets,
        cash={0: 0},
    )
    return state, rules.when(state, PlayCard(0, spur, horse=5))


def test_brads_final_scoring_gains_155_dollars():
    """Given Brad's horses and bets as in the rule text, when Last Chance, Slow Jenn, Sure Lee finish, then Brad
    gets $75 + $10x6 for Slow Jenn, $5x4 for Sure Lee, nothing for #8, #9 or #1: $155 (Last Chance, the winner, is
    owned by seat 1 here: the text omits its purse, see house decision 12)."""
    _state, (events, after) = brads_race(last_chance_owner=1)
    settled = of_type(events, Settled)[0]
    assert [(p.seat, p.horse, p.amount) for p in settled.purses] == [(1, 7, 100), (0, 4, 75)]
    assert [(s.horse, s.payout) for s in settled.settlements] == [
        (4, 30),
        (4, 30),
        (9, 0),
        (9, 0),
        (9, 0),
        (1, 0),
        (5, 20),
    ]
    assert after.cash[0] == 155


def test_owning_the_winner_as_well_adds_its_100_dollar_purse():
    """Given Brad also owns the winner Last Chance, then he receives $100 more: $255."""
    _, (_, after) = brads_race(last_chance_owner=0)
    assert after.cash[0] == 255


def test_a_winning_bet_s_stake_goes_to_the_bank_which_pays_stake_times_odds_and_losers_go_to_the_bank():
    """Given the settlement, then each win moves the stake to the bank and pays stake x odds from it."""
    state, (events, _) = brads_race(last_chance_owner=1)
    before = state
    for event in events[:-1]:
        before = R.evolve(before, event)
    entries = R.journal(before, of_type(events, Settled)[0])
    win = next(e for e in entries if e.kind == "payout" and e.figures["multiplier"] == 4)
    assert [(p.account, p.amount) for p in win.postings] == [("seat:0:stakes", -5), ("bank", -15), ("seat:0:cash", 20)]
    assert win.refs == {"bet": "bet:6", "result": "race:1"}
    lost = [e for e in entries if e.kind == "loss"]
    assert len(lost) == 4 and all(sum(p.amount for p in e.postings) == 0 for e in entries)
    assert R.rederive(before, of_type(events, Settled)[0]) == of_type(events, Settled)[0]


def test_standings_rank_by_money_and_reveal_every_secret_at_the_end():
    """Given the game over, then seats are ranked by cash and hands/deck events are revealed."""
    _, (events, after) = brads_race(last_chance_owner=1)
    assert R.standings(after)[0].seat == 0
    from games.long_shot.events import DeckShuffled

    assert R.is_revealed(after, DeckShuffled((), ())) and of_type(events, RaceFinished)[0].placings == (7, 4, 5)


def test_craig_s_15_dollars_on_slow_jenn_placing_second_makes_90():
    """Given Craig's $15 on Slow Jenn (place odds 6-1), when it finishes 2nd, then he is paid $15 x 6 = $90."""
    from games.long_shot.settle import settle_bet

    settled = settle_bet(Bet(0, 2, 4, 15), (7, 4, 5))
    assert (settled.place, settled.odds, settled.payout) == (2, 6, 90)
