"""(2) The dice: the rolled horse, the movement bars, finished horses re-rolled, the 0, the reroll token."""

from __future__ import annotations

from ls_helpers import FACE, R, card_id, given, rules

from games.base import OutOfTurn, RuleBroken
from games.long_shot.commands import AcceptRoll, MoveBarHorse, PlayCard, RollDice, UseReroll
from games.long_shot.events import CardDrawn, CardStolen, DiceRolled, HorseMoved
from tests.support.refusals import refuses
from tests.support.rules import bodies, of_type, types


def moved(events) -> dict[int, tuple[int, int]]:
    return {e.horse: (e.start, e.end) for e in of_type(events, HorseMoved)}


def test_michelle_rolls_7_and_3_and_horse_7_moves_three_spaces_whoever_owns_it():
    """Given Michelle (seat 0) owns nothing and horse 7 belongs to seat 2, when she rolls 7 and 3, then #7 moves 3."""
    state = given(owners={7: 2}, rerolls={0: False})
    events, after = rules.when(state, RollDice(0), [7, FACE[3]])
    assert moved(events) == {7: (0, 3)} and after.phase == "action"


def test_gary_rolls_6_and_1_moving_six_gun_and_may_also_advance_sure_lee():
    """Given Gary owns Last Chance (7) and Sure Lee (5), when he rolls 6 and 1, then Six Gun moves 1 and Gary
    may also advance Sure Lee one space (the text: "Gary may also advance 'Sure Lee' one space")."""
    state = given(owners={7: 0, 5: 0}, spaces={7: 3}, rerolls={0: False})
    events, after = rules.when(state, RollDice(0), [6, FACE[1]])
    assert moved(events) == {6: (0, 1)} and after.pending == (5,) and after.space(7) == 3
    events, after = rules.when(after, MoveBarHorse(0, 5))
    assert moved(events) == {5: (0, 1)} and after.phase == "action"


def test_a_horse_another_seat_owns_does_not_move_on_its_movement_bar():
    """Given seat 1 owns Sure Lee, when seat 0 rolls 6 and 1, then only Six Gun moves."""
    events, _ = rules.when(given(owners={5: 1}, rerolls={0: False}), RollDice(0), [6, FACE[1]])
    assert moved(events) == {6: (0, 1)}


def test_a_rolled_finished_horse_is_re_rolled_and_every_roll_is_recorded():
    """Given horse 4 finished, when the horse die shows 4 then 2, then horse 2 moves and both rolls are kept."""
    state = given(placings=(4,), rerolls={0: False})
    events, _ = rules.when(state, RollDice(0), [4, 2, FACE[1]])
    rolled = of_type(events, DiceRolled)[0]
    assert rolled.horse_rolls == (4, 2) and rolled.horse == 2 and moved(events) == {2: (0, 1)}
    assert [o.value for o in R.outcomes(rolled)] == [4, 2, 1]


def test_a_zero_moves_nobody_and_steals_a_random_card_from_the_rolled_horses_owner():
    """Given seat 2 owns #5 and seat 0 owns #3 (5 not in its bar), when seat 0 rolls 5 and 0, then a card is stolen."""
    state = given(owners={5: 2, 3: 0}, hands={2: (10, 20)}, rerolls={0: False})
    events, after = rules.when(state, RollDice(0), [5, FACE[0], 1])
    stolen = of_type(events, CardStolen)[0]
    assert moved(events) == {} and (stolen.victim, stolen.card, stolen.index) == (2, 20, 1)
    assert after.hands[0] == (20,) and after.hands[2] == (10,)
    assert [(o.low, o.high) for o in R.outcomes(stolen)] == [(0, 1)]


def test_a_zero_on_an_unowned_horse_draws_a_card():
    """Given horse 8 unowned, when seat 0 rolls 8 and 0, then seat 0 draws the top card."""
    state = given(rerolls={0: False})
    events, after = rules.when(state, RollDice(0), [8, FACE[0]])
    assert of_type(events, CardDrawn)[0].card == state.deck[0] and after.hands[0] == (state.deck[0],)


def test_a_zero_on_an_owner_with_no_cards_or_on_ones_own_horse_does_nothing():
    """Given seat 1 holds no cards, or the roller owns the horse, when a 0 is rolled, then nothing happens."""
    for owner in (1, 0):
        events, after = rules.when(given(owners={8: owner}, rerolls={0: False}), RollDice(0), [8, FACE[0]])
        assert types(events) == ["DiceRolled", "RollResolved"] and after.phase == "action"


def test_with_a_reroll_token_the_roll_waits_for_a_keep_or_reroll_choice():
    """Given seat 0 holds its token, when it rolls, then nothing moves until it accepts or rerolls."""
    events, state = rules.when(given(), RollDice(0), [7, FACE[3]])
    assert types(events) == ["DiceRolled"] and state.phase == "rerolling"
    assert bodies(R.legal_commands(state, 0)) == [
        {"type": "AcceptRoll"},
        {"type": "UseReroll", "die": "horse"},
        {"type": "UseReroll", "die": "move"},
    ]
    events, after = rules.when(state, AcceptRoll(0))
    assert moved(events) == {7: (0, 3)} and after.rerolls[0]


def test_the_reroll_token_rerolls_one_die_once_per_game_before_lucky_numba_is_decided():
    """Given a roll of 7 and 1, when seat 0 rerolls the horse die to 4, then #4 moves 1, Lucky Numba 4 is playable."""
    lucky4, lucky7 = card_id("Lucky Numba 4"), card_id("Lucky Numba 7")
    _, state = rules.when(given(hands={0: (lucky4, lucky7)}), RollDice(0), [7, FACE[1]])
    events, after = rules.when(state, UseReroll(0, "horse"), [4])
    assert moved(events) == {4: (0, 1)} and not after.rerolls[0]
    plays = [b["card"] for b in bodies(R.legal_commands(after, 0)) if b["type"] == "PlayCard"]
    assert lucky4 in plays and lucky7 not in plays
    _, again = rules.when(after, PlayCard(0, lucky4, horse=4))
    _, next_roll = rules.when(again, RollDice(1), [1, FACE[1]])
    assert next_roll.phase == "rerolling"


def test_rerolling_the_move_die_keeps_the_horse():
    """Given 7 and 0, when seat 0 rerolls the move die to 3, then #7 moves 3."""
    _, state = rules.when(given(), RollDice(0), [7, FACE[0]])
    events, after = rules.when(state, UseReroll(0, "move"), [FACE[3]])
    assert moved(events) == {7: (0, 3)} and after.roll.move == 3


def test_a_seat_without_its_token_cannot_reroll_and_its_roll_is_used_at_once():
    """Given seat 0 spent its token, when it rolls, then the roll is used; UseReroll is out of turn."""
    _, state = rules.when(given(rerolls={0: False}), RollDice(0), [2, FACE[1]])
    assert state.phase == "action"
    with refuses("long_shot.turn.action", OutOfTurn):
        R.decide(state, UseReroll(0, "horse"), None)


def test_an_unknown_die_and_rolling_out_of_turn_are_refused():
    """Given seat 0 to roll, then seat 1 may not roll; a reroll of a 'blue' die is refused."""
    with refuses("long_shot.turn", OutOfTurn):
        R.decide(given(), RollDice(1), None)
    _, state = rules.when(given(), RollDice(0), [2, FACE[1]])
    with refuses("long_shot.reroll.die", RuleBroken):
        R.decide(state, UseReroll(0, "blue"), None)
