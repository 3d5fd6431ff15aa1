"""(1) Horse features at the start of the owner's turn, and Nine Lives' drawback on every roll of horse 10."""

from __future__ import annotations

from ls_helpers import FACE, given, rules

from games.long_shot.commands import RollDice
from games.long_shot.events import CardDrawn, FeatureUsed, HorseMoved, MoneyCollected
from tests.support.rules import of_type

QUIET = [2, FACE[0]]  # a roll of horse 2 and 0 after the features (horse 2 unowned: a card is drawn)


def features(events) -> list[int]:
    return [e.horse for e in of_type(events, FeatureUsed)]


def roll(state, dice=QUIET):
    return rules.when(state, RollDice(0), dice)


def test_wonder_bred_in_the_lead_pays_its_owner_5_dollars():
    """Given seat 0 owns Wonder Bred leading on 6, when its turn starts, then it collects $5."""
    events, after = roll(given(owners={1: 0}, spaces={1: 6, 2: 3}))
    assert features(events) == [1] and of_type(events, MoneyCollected)[0].amount == 5 and after.cash[0] == 30


def test_lead_features_are_void_once_a_horse_has_finished():
    """Given horse 6 finished and Wonder Bred / Hangin' 10 furthest ahead, then neither feature applies."""
    events, _ = roll(given(owners={1: 0, 10: 0}, spaces={1: 12, 10: 12}, placings=(6,)))
    assert features(events) == []


def test_hangin_10_in_the_lead_draws_its_owner_a_card():
    """Given seat 0 owns Hangin' 10 leading, when its turn starts, then it draws a card."""
    state = given(owners={10: 0}, spaces={10: 4})
    events, _ = roll(state)
    assert features(events) == [10] and of_type(events, CardDrawn)[0].card == state.deck[0]


def test_two_timer_rescues_an_owner_with_5_dollars_or_less():
    """Given seat 0 owns Two Timer and has $5, then it collects $5; with $10 it does not."""
    events, after = roll(given(owners={2: 0}, cash={0: 5}))
    assert features(events) == [2] and after.cash[0] == 10
    assert features(roll(given(owners={2: 0}, cash={0: 10}))[0]) == []


def test_three_s_company_pays_5_when_three_other_horses_are_level_with_it():
    """Given horse 3 on space 4 with horses 5, 6, 7 there, then $5; with only two others, nothing."""
    events, after = roll(given(owners={3: 0}, spaces={3: 4, 5: 4, 6: 4, 7: 4}))
    assert features(events) == [3] and after.cash[0] == 30
    assert features(roll(given(owners={3: 0}, spaces={3: 4, 5: 4, 6: 4}))[0]) == []


def test_three_s_company_at_the_start_is_not_level_with_anybody():
    """Given every horse still at the start, then Three's Company pays nothing."""
    assert features(roll(given(owners={3: 0}))[0]) == []


def test_slow_jenn_moves_1_when_5_or_more_behind_the_furthest_horse():
    """Given Slow Jenn on 2 and horse 8 on 7, then Slow Jenn moves to 3; 4 behind, it stays."""
    events, _ = roll(given(owners={4: 0}, spaces={4: 2, 8: 7}))
    assert features(events) == [4] and of_type(events, HorseMoved)[0].end == 3
    assert features(roll(given(owners={4: 0}, spaces={4: 3, 8: 7}))[0]) == []


def test_sure_lee_draws_its_owner_a_card_when_the_hand_is_empty():
    """Given seat 0 owns Sure Lee and holds no cards, then it draws one; holding a card, nothing."""
    assert features(roll(given(owners={5: 0}))[0]) == [5]
    assert features(roll(given(owners={5: 0}, hands={0: (3,)}))[0]) == []


def test_six_gun_on_6_12_or_18_moves_1():
    """Given Six Gun on 12, then it moves to 13; on 11, nothing."""
    events, _ = roll(given(owners={6: 0}, spaces={6: 12}))
    assert features(events) == [6] and of_type(events, HorseMoved)[0].end == 13
    assert features(roll(given(owners={6: 0}, spaces={6: 11}))[0]) == []


def test_last_chance_in_last_place_moves_2():
    """Given Last Chance tied last on 1, then it moves to 3; with horse 2 behind it, nothing."""
    others = dict.fromkeys(range(1, 11), 1)
    events, _ = roll(given(owners={7: 0}, spaces=others))
    assert features(events) == [7] and of_type(events, HorseMoved)[0].end == 3
    assert features(roll(given(owners={7: 0}, spaces={**others, 2: 0}))[0]) == []


def test_eight_s_enough_on_8_or_16_moves_1():
    """Given Eight's Enough on 16, then it moves to 17."""
    events, _ = roll(given(owners={8: 0}, spaces={8: 16}))
    assert features(events) == [8] and of_type(events, HorseMoved)[0].end == 17


def test_nine_lives_moves_back_when_horse_10_is_rolled_whoever_owns_it():
    """Given Nine Lives (owned by seat 3) on 5, when seat 0 rolls 10 and 3, then #10 moves 3 and #9 goes back 3."""
    state = given(owners={9: 3}, spaces={9: 5}, rerolls={0: False})
    events, after = rules.when(state, RollDice(0), [10, FACE[3]])
    assert features(events) == [9] and (after.space(10), after.space(9)) == (3, 2)


HE_OWNS = "A player begins his turn by taking advantage of all horse features that may apply on the horses HE OWNS."


def test_an_unowned_horse_s_feature_does_not_act_so_an_unowned_nine_lives_does_not_slip_back():
    """HE_OWNS: given Nine Lives unowned on 5, when seat 0 rolls 10 and 3, then #10 moves 3 and #9 stays on 5."""
    state = given(spaces={9: 5}, rerolls={0: False})
    events, after = rules.when(state, RollDice(0), [10, FACE[3]])
    assert features(events) == [] and (after.space(10), after.space(9)) == (3, 5)


def test_an_unowned_horse_s_turn_feature_never_acts_for_anybody():
    """HE_OWNS: given Six Gun unowned on 6 and Eight's Enough unowned on 8, when seat 0's turn starts, then nothing."""
    assert features(roll(given(spaces={6: 6, 8: 8}))[0]) == []


def test_an_old_log_where_an_unowned_nine_lives_slipped_still_folds():
    """Given a log of the old rules (FeatureUsed with no seat, then #9 moved back), when folded, then #9 is back."""
    from games.long_shot.events import FeatureUsed

    state = rules.fold(given(spaces={9: 5}), (FeatureUsed(None, 9, "ten_trouble"), HorseMoved(9, 5, 2, "feature")))
    assert state.space(9) == 2


def test_nine_lives_never_goes_behind_the_start_and_does_not_slip_on_a_zero():
    """Given Nine Lives (seat 2's) on 1, when 10 and 3 are rolled, then it ends on 0; on 10 and 0 it stays."""
    _, after = rules.when(given(owners={9: 2}, spaces={9: 1}, rerolls={0: False}), RollDice(0), [10, FACE[3]])
    assert after.space(9) == 0
    _, after = rules.when(given(owners={9: 2}, spaces={9: 1}, rerolls={0: False}), RollDice(0), [10, FACE[0]])
    assert after.space(9) == 1


def test_features_apply_only_to_the_seat_s_own_horses_in_number_order():
    """Given seat 1 owns Six Gun on 6 and seat 0 owns Eight's Enough on 8 and Six Gun, then only seat 0's apply."""
    events, _ = roll(given(owners={6: 1, 8: 0}, spaces={6: 6, 8: 8}))
    assert features(events) == [8]
    events, _ = roll(given(owners={6: 0, 8: 0}, spaces={6: 6, 8: 8}))
    assert features(events) == [6, 8]
