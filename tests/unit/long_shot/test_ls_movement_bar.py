"""The movement bar is the roller's choice: "the player whose turn it is MAY also move all horses he owns that have
the horse number just rolled in each of his horse's Movement bar"; each such move may be taken or declined."""

from __future__ import annotations

import pytest
from ls_helpers import FACE, R, given, rules

from games.base import OutOfTurn, RuleBroken
from games.long_shot.commands import DeclineBarMoves, MoveBarHorse, RollDice
from games.long_shot.events import BarMovesDeclined, BarMovesOffered, FinishOrderPending, HorseMoved, RollResolved
from tests.support.refusals import refuses
from tests.support.rules import bodies, of_type, types

MAY_ALSO_MOVE = (
    "In addition, the player whose turn it is may also move all horses he owns that have the horse "
    "number just rolled in each of his horse's \"Movement bar\", the number of spaces shown on the "
    "move die."
)


def offered(seat_owns=None, spaces=None, dice=(6, FACE[1])):
    """Seat 0 (no reroll token) rolls; the events and the state waiting for its bar choices."""
    state = given(owners=seat_owns or {5: 0, 8: 0}, spaces=spaces or {}, rerolls={0: False})
    return rules.when(state, RollDice(0), list(dice))


def test_after_the_rolled_horse_moves_the_seat_is_offered_its_bar_horses_and_a_way_to_decline():
    """Given seat 0 owns Sure Lee (5: bar 2, 6, 10) and Eight's Enough (8: bar 2, 5, 7, 10), when it rolls 2 and 1,
    then horse 2 moves and both bar horses are offered, each alone, or declined."""
    events, state = offered(dice=(2, FACE[1]))
    assert [(e.horse, e.end) for e in of_type(events, HorseMoved)] == [(2, 1)]
    assert of_type(events, BarMovesOffered)[0].horses == (5, 8) and state.phase == "barring"
    assert bodies(R.legal_commands(state, 0)) == [
        {"type": "MoveBarHorse", "horse": 5},
        {"type": "MoveBarHorse", "horse": 8},
        {"type": "DeclineBarMoves"},
    ]
    assert R.awaiting(state) == (0,) and R.view(state, 1)["bar_moves"] == [5, 8]


def test_the_seat_may_move_one_bar_horse_and_keep_the_other_out_of_the_no_bets_stretch():
    """Given the offer of 5 and 8 with #8 on 15 (one step from the No-bets stretch), when seat 0 moves Sure Lee and
    declines the rest, then #5 moves 1, #8 stays on 15 and may still be backed."""
    _, state = offered(spaces={8: 15}, dice=(2, FACE[1]))
    events, state = rules.when(state, MoveBarHorse(0, 5))
    assert [(e.horse, e.start, e.end, e.cause) for e in of_type(events, HorseMoved)] == [(5, 0, 1, "movement bar")]
    assert state.phase == "barring" and state.pending == (8,)
    events, state = rules.when(state, DeclineBarMoves(0))
    assert types(events) == ["BarMovesDeclined", "RollResolved"] and of_type(events, BarMovesDeclined)[0].horses == (8,)
    assert state.phase == "action" and state.space(8) == 15 and state.can_bet_on(8)


def test_moving_every_offered_horse_ends_the_choice_by_itself():
    """Given the offer of 5 and 8, when seat 0 moves both, then the roll is resolved and it takes its action."""
    _, state = offered(dice=(2, FACE[3]))
    _, state = rules.when(state, MoveBarHorse(0, 8))
    events, state = rules.when(state, MoveBarHorse(0, 5))
    assert types(events) == ["HorseMoved", "RollResolved"] and state.phase == "action"
    assert (state.space(5), state.space(8)) == (3, 3)


def test_declining_at_once_moves_no_bar_horse():
    """Given the offer, when seat 0 declines, then only the rolled horse has moved."""
    _, state = offered(dice=(2, FACE[1]))
    _, state = rules.when(state, DeclineBarMoves(0))
    assert (state.space(2), state.space(5), state.space(8), state.phase) == (1, 0, 0, "action")


def test_without_a_bar_horse_nothing_is_offered_and_a_zero_offers_nothing():
    """Given seat 0 owns no horse with 4 in its bar, or the move die shows 0, then the roll resolves at once."""
    events, state = offered(dice=(4, FACE[1]))
    assert "BarMovesOffered" not in types(events) and state.phase == "action"
    events, state = offered(dice=(2, FACE[0]))
    assert "BarMovesOffered" not in types(events) and state.phase == "action"


def test_only_an_offered_horse_may_move_and_only_the_roller_in_its_choice():
    """Given the offer of 5 and 8, then horse 2 may not move by the bar, seat 1 may not choose, and a bar move
    outside the choice is out of turn."""
    _, state = offered(dice=(2, FACE[1]))
    with pytest.raises(RuleBroken) as refused:
        R.decide(state, MoveBarHorse(0, 2), None)
    assert refused.value.rule == "long_shot.bar.horse"
    with refuses("long_shot.turn", OutOfTurn):
        R.decide(state, MoveBarHorse(1, 5), None)
    with refuses("long_shot.turn.action", OutOfTurn):
        R.decide(given(phase="action", roll=(2, 1)), DeclineBarMoves(0), None)


def test_a_seat_that_times_out_declines_the_bar_moves():
    """Given the offer, when the seat's deadline passes, then the default is to decline."""
    _, state = offered(dice=(2, FACE[1]))
    assert R.timeout_command(state, 0) == {"type": "DeclineBarMoves"}


def test_an_old_finish_order_choice_replays_and_continues_as_a_bar_choice():
    """Given a log of the old rules where FinishOrderPending forced #1 and #6 across, when it is folded, then the
    recorded finishes replay; a game stopped at that point continues with today's choice (move one, or decline)."""
    state = given(owners={1: 0, 6: 0}, spaces={3: 5, 1: 20, 6: 20}, rerolls={0: False}, roll=(3, 1), phase="rerolling")
    old = (HorseMoved(3, 5, 6, "roll"), FinishOrderPending(0, (1, 6)))
    waiting = rules.fold(state, old)
    assert waiting.phase == "barring" and bodies(R.legal_commands(waiting, 0))[-1] == {"type": "DeclineBarMoves"}
    from games.long_shot.events import HorseFinished

    done = rules.fold(
        waiting,
        (
            HorseMoved(6, 20, 21, "movement bar"),
            HorseFinished(6, 1),
            HorseMoved(1, 20, 21, "movement bar"),
            HorseFinished(1, 2),
            RollResolved(0),
        ),
    )
    assert done.placings == (6, 1) and done.phase == "action" and done.pending == ()
