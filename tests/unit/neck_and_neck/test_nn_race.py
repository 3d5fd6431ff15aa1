"""The race: rolling, moving, blocking, doubles, double ones, laps, the finish and the payoff."""

from __future__ import annotations

from dataclasses import replace

import pytest
from nn_helpers import TRACK, R, given_race, given_roll, rules, third_finisher, with_horses

from games.base import OutOfTurn, RuleBroken
from games.neck_and_neck.betting import first_seat
from games.neck_and_neck.commands import FinishBetting, MoveHorse, Pass, PlaceBet, RollDice, SpecialMove
from games.neck_and_neck.events import (
    BetsSettled,
    BettingOpened,
    DiceRolled,
    HorseFinished,
    HorseMoved,
    MovePassed,
    RaceFinished,
)
from games.neck_and_neck.state import Settlement
from games.neck_and_neck.track import reachable
from tests.support.rng import ScriptedRng
from tests.support.rules import bodies, types

BOXED = {6: "4,-5", 1: "5,-5", 2: "4,-4", 3: "5,-6"}  # horse 6 with all three hexes ahead taken


def _follows_ahead(start: str, path: tuple[str, ...]) -> bool:
    """True if every step of the path goes to a hex ahead of the previous one."""
    return all(b in TRACK.ahead(a) for a, b in zip((start,) + path, path))


def test_the_first_seat_rolls_red_and_white_with_nonces():
    """Given race 1 with seat 0 first, when it rolls 6 and 4, then DiceRolled records both values and nonces."""
    events, after = rules.when(given_race(), RollDice(0), ScriptedRng([6, 4]))
    assert events == (DiceRolled(0, 6, 4, "s1", "s2"),)
    assert after.phase == "moving" and (after.roll.red, after.roll.white) == (6, 4)


def test_rule_text_example_red_6_white_4_moves_horse_6_four_hexes():
    """Given horse 6 in open track and a roll of red 6, white 4, when moving, then it goes exactly 4 hexes."""
    state = given_roll(given_race(horses={6: "4,-5"}), 6, 4)
    legal = bodies(R.legal_commands(state, 0))
    moves = [b for b in legal if b["type"] == "MoveHorse"]
    assert moves and all(b["horse"] == 6 for b in moves) and legal[-1] == {"type": "Pass"}
    start = state.horse(6).hex
    events, after = rules.when(state, MoveHorse(0, 6, moves[0]["to"]))
    (moved,) = events
    assert moved == HorseMoved(0, 6, moved.path, False) and len(moved.path) == 4
    assert moved.path[-1] == moves[0]["to"] == after.horse(6).hex
    assert _follows_ahead(start, moved.path) and not set(moved.path) & state.occupied()


def test_at_the_start_the_second_row_waits_behind_the_first():
    """Given the start, when red 6 (second row) is rolled with white 4, then horse 6 cannot get past the first row."""
    state = given_roll(given_race(), 6, 4)
    assert bodies(R.legal_commands(state, 0)) == [{"type": "Pass"}]
    one = given_roll(given_race(), 6, 1)
    assert len(bodies(R.legal_commands(one, 0))) == 3  # two free hexes ahead, or pass


def test_only_the_red_die_horse_may_move():
    """Given red 6, when seat 0 moves horse 5, then the red-die rule is broken."""
    with pytest.raises(RuleBroken) as err:
        rules.when(given_roll(given_race(), 6, 4), MoveHorse(0, 5, "5,5"))
    assert (
        err.value.rule == "neck_and_neck.move.red_die" and err.value.detail == "the red die shows horse 6, not horse 5"
    )


def test_the_move_must_use_exactly_the_white_die():
    """Given white 3, when aiming at a hex 4 straight steps ahead, then it is unreachable and the options are named."""
    state = given_roll(given_race(horses={6: "4,-5"}), 6, 3)
    with pytest.raises(RuleBroken) as err:
        rules.when(state, MoveHorse(0, 6, "8,-5"))
    assert err.value.rule == "neck_and_neck.move.unreachable"
    assert "horse 6 cannot reach 8,-5 in exactly 3 hexes" in err.value.detail and "7,-5" in err.value.detail


def test_a_move_to_a_hex_off_the_track_is_refused():
    """Given a roll, when moving to a hex that is not on the track, then it is refused."""
    with pytest.raises(RuleBroken) as err:
        rules.when(given_roll(given_race(horses={6: "4,-5"}), 6, 1), MoveHorse(0, 6, "4,-3"))
    assert err.value.rule == "neck_and_neck.move.unknown_hex" and "'4,-3' is not a hex of the track" in err.value.detail


def test_blocking_horses_force_a_detour():
    """Given horses 1 and 2 straight ahead of horse 6, when it moves 4, then it goes round them to 7,-5."""
    state = given_roll(given_race(horses={6: "4,-5", 1: "5,-5", 2: "6,-5"}), 6, 4)
    assert {"type": "MoveHorse", "horse": 6, "to": "7,-5"} in bodies(R.legal_commands(state, 0))
    events, after = rules.when(state, MoveHorse(0, 6, "7,-5"))
    path = events[0].path
    assert len(path) == 4 and not {"5,-5", "6,-5"} & set(path) and _follows_ahead("4,-5", path)
    assert after.horse(6).hex == "7,-5"


def test_a_boxed_in_horse_can_only_pass():
    """Given horse 6 with all hexes ahead taken, when red 6 is rolled, then Pass is the only legal command."""
    state = given_roll(given_race(horses=BOXED), 6, 2)
    assert bodies(R.legal_commands(state, 0)) == [{"type": "Pass"}]
    with pytest.raises(RuleBroken) as err:
        rules.when(state, MoveHorse(0, 6, "6,-5"))
    assert err.value.rule == "neck_and_neck.move.blocked"
    assert err.value.detail == "horse 6 is blocked: no free path of 2 hexes"


def test_passing_hands_the_dice_to_the_left():
    """Given seat 2 of 3 rolled no doubles, when it passes, then seat 0 rolls next."""
    state = given_roll(given_race(turn=2), 3, 2)
    events, after = rules.when(state, Pass(2))
    assert events == (MovePassed(2),)
    assert (after.phase, after.turn, after.roll) == ("rolling", 0, None)


def test_moving_without_doubles_ends_the_turn():
    """Given seat 0 rolled 2 and 3, when it moves, then seat 1 rolls next."""
    state = given_roll(given_race(horses={2: "4,-5"}), 2, 3)
    _, after = rules.when(state, MoveHorse(0, 2, "7,-5"))
    assert (after.phase, after.turn) == ("rolling", 1)


def test_doubles_roll_again_after_a_move():
    """Given seat 1 rolled double 2, when it moves horse 2, then seat 1 rolls again."""
    state = given_roll(given_race(turn=1, horses={2: "4,-5"}), 2, 2)
    _, after = rules.when(state, MoveHorse(1, 2, "6,-5"))
    assert (after.phase, after.turn) == ("rolling", 1)


def test_doubles_roll_again_after_a_pass():
    """Given seat 1 rolled double 5, when it passes, then seat 1 still rolls again."""
    _, after = rules.when(given_roll(given_race(turn=1), 5, 5), Pass(1))
    assert (after.phase, after.turn) == ("rolling", 1)


def test_doubles_roll_again_even_when_the_horse_is_boxed_in():
    """Given double 6 with horse 6 boxed in, when the seat passes, then it rolls again."""
    _, after = rules.when(given_roll(given_race(horses=BOXED), 6, 6), Pass(0))
    assert after.turn == 0 and after.phase == "rolling"


def test_double_ones_offer_the_normal_move_and_every_special_move():
    """Given double ones, then horse 1 may move one hex, any horse with a free 6-hex path may move six, or pass."""
    state = given_roll(given_race(horses=BOXED | {4: "4,4"}), 1, 1)
    legal = bodies(R.legal_commands(state, 0))
    normal = {b["to"] for b in legal if b["type"] == "MoveHorse"}
    assert normal == set(reachable(TRACK, state.occupied(), state.horse(1).hex, 1))
    special = {(b["horse"], b["to"]) for b in legal if b["type"] == "SpecialMove"}
    for horse in range(1, 7):
        expected = set(reachable(TRACK, state.occupied(), state.horse(horse).hex, 6))
        assert {to for h, to in special if h == horse} == expected
    assert not any(h == 6 for h, _ in special)  # boxed in: no special move for horse 6
    assert legal[-1] == {"type": "Pass"}


def test_double_ones_as_normal_doubles_move_horse_1_and_roll_again():
    """Given double ones, when horse 1 moves one hex, then the same seat rolls again."""
    state = given_roll(given_race(turn=2, horses={1: "4,-5"}), 1, 1)
    events, after = rules.when(state, MoveHorse(2, 1, "5,-5"))
    assert events == (HorseMoved(2, 1, ("5,-5",), False),)
    assert (after.turn, after.phase) == (2, "rolling")


def test_double_ones_as_special_roll_move_any_horse_six_and_end_the_turn():
    """Given double ones, when seat 2 moves horse 4 six hexes, then the move is special and seat 0 rolls next."""
    state = given_roll(given_race(turn=2, horses={4: "0,-4"}), 1, 1)
    events, after = rules.when(state, SpecialMove(2, 4, "6,-4"))
    assert events == (HorseMoved(2, 4, ("1,-4", "2,-4", "3,-4", "4,-4", "5,-4", "6,-4"), True),)
    assert (after.turn, after.phase, after.horse(4).hex) == (0, "rolling", "6,-4")


def test_special_move_needs_double_ones():
    """Given double 2, when a special move is tried, then it is refused."""
    with pytest.raises(RuleBroken) as err:
        rules.when(given_roll(given_race(horses={4: "0,-4"}), 2, 2), SpecialMove(0, 4, "6,-4"))
    assert err.value.rule == "neck_and_neck.special.double_ones"
    assert err.value.detail == "a special move needs double ones, not red 2 and white 2"


def test_special_move_for_a_boxed_in_horse_is_refused():
    """Given double ones, when the boxed-in horse 6 is moved six, then it is blocked."""
    with pytest.raises(RuleBroken) as err:
        rules.when(given_roll(given_race(horses=BOXED), 1, 1), SpecialMove(0, 6, "10,-5"))
    assert err.value.rule == "neck_and_neck.special.blocked"
    assert err.value.detail == "horse 6 is blocked: no free path of 6 hexes"


def test_the_first_crossing_of_the_finish_line_does_not_finish():
    """Given horse 1 before the finish line on its first lap, when it crosses, then it counts one crossing only."""
    state = given_roll(given_race(horses={1: "10,-5"}), 1, 2)
    events, after = rules.when(state, MoveHorse(0, 1, "12,-5"))
    assert types(events) == ["HorseMoved"]
    assert after.horse(1).crossings == 1 and after.horse(1).hex == "12,-5" and after.placings == ()


def test_moving_on_the_lap_without_crossing_keeps_the_count():
    """Given horse 1 past the line, when it moves on, then its crossings stay at one."""
    state = given_roll(given_race(horses={1: "12,-5"}, crossings={1: 1}), 1, 3)
    _, after = rules.when(state, MoveHorse(0, 1, "15,-5"))
    assert after.horse(1).crossings == 1


def test_the_second_crossing_finishes_the_horse_and_it_leaves_the_track():
    """Given horse 1 on its last lap, when it crosses the line, then it finishes first and frees its hex."""
    state = given_roll(given_race(horses={1: "10,-5"}, crossings={1: 1}), 1, 2)
    events, after = rules.when(state, MoveHorse(0, 1, "12,-5"))
    assert events[1:] == (HorseFinished(1, 1),)
    assert after.horse(1).hex is None and after.horse(1).place == 1 and after.placings == (1,)
    assert "12,-5" not in after.occupied()
    assert (after.turn, after.phase) == (1, "rolling")


def test_a_finished_horse_no_longer_blocks():
    """Given horse 1 finished from 5,-5, when horse 6 moves, then the hex is free to enter."""
    state = with_horses(given_race(horses={6: "4,-5", 1: None}), {}, {})
    state = replace(state, horses=tuple(replace(h, place=1) if h.horse == 1 else h for h in state.horses))
    assert "5,-5" in reachable(TRACK, state.occupied(), "4,-5", 1)


def test_a_roll_for_a_finished_horse_can_only_be_passed():
    """Given horse 5 finished, when red 5 is rolled, then only Pass is legal and a move is refused."""
    state = given_roll(given_race(horses={5: None}), 5, 3)
    assert bodies(R.legal_commands(state, 0)) == [{"type": "Pass"}]
    with pytest.raises(RuleBroken) as err:
        rules.when(state, MoveHorse(0, 5, "5,5"))
    assert err.value.rule == "neck_and_neck.move.finished"
    assert err.value.detail == "horse 5 has finished and left the track; it cannot move"


def test_the_third_finisher_ends_the_race_mid_doubles_and_bets_are_settled():
    """Given two horses home and double ones, when horse 1 finishes third,
    then the race ends, bets settle, race 2 opens."""
    events, after = rules.when(third_finisher(), MoveHorse(0, 1, "11,-5"))
    assert types(events) == ["HorseMoved", "HorseFinished", "RaceFinished", "BetsSettled", "BettingOpened"]
    assert events[1] == HorseFinished(1, 3) and events[2] == RaceFinished(1, (4, 2, 1))
    assert events[4] == BettingOpened(2, 1)
    assert after.phase == "betting" and after.race == 2 and after.turn is None and after.roll is None
    assert after.bets == () and after.placings == ()
    assert tuple(h.hex for h in after.horses) == TRACK.start_hexes


def test_payouts_are_3x_2x_1x_on_top_and_losers_lose_the_stake():
    """Given the settled race, then each bet is settled apart with its multiplier, payout and rule."""
    events, after = rules.when(third_finisher(), MoveHorse(0, 1, "11,-5"))
    settled = events[3]
    assert isinstance(settled, BetsSettled) and settled.race == 1
    assert settled.settlements == (
        Settlement(0, 4, 1000, "a", 1, 3, 3000, "neck_and_neck.payout.first"),
        Settlement(0, 3, 200, "d", None, -1, -200, "neck_and_neck.payout.lost"),
        Settlement(1, 2, 500, "b", 2, 2, 1000, "neck_and_neck.payout.second"),
        Settlement(1, 4, 100, "e", 1, 3, 300, "neck_and_neck.payout.first"),
        Settlement(1, 4, 200, "f", 1, 3, 600, "neck_and_neck.payout.first"),
        Settlement(2, 1, 300, "c", 3, 1, 300, "neck_and_neck.payout.third"),
    )
    assert after.cash == (12800, 11900, 10300)
    assert after.results[0].placings == (4, 2, 1) and after.results[0].settlements == settled.settlements


def test_the_first_roll_rotates_between_races():
    """Given 3 seats, then races 1, 2, 3 start with seats 0, 1, 2; with 2 seats race 3 starts with seat 0."""
    assert [first_seat(r, 3) for r in (1, 2, 3)] == [0, 1, 2]
    assert [first_seat(r, 2) for r in (1, 2, 3)] == [0, 1, 0]
    events, _ = rules.when(third_finisher(race=2), MoveHorse(0, 1, "11,-5"))
    assert events[-1] == BettingOpened(3, 2)


def test_race_2_starts_with_its_first_seat_rolling():
    """Given race 2's betting, when every seat finishes, then seat 1 rolls first."""
    _, state = rules.when(third_finisher(), MoveHorse(0, 1, "11,-5"))
    for seat in range(3):
        _, state = rules.when(state, FinishBetting(seat))
    assert (state.phase, state.turn) == ("rolling", 1)


def test_after_the_third_race_the_game_is_over():
    """Given race 3's third finisher, when it finishes, then nothing opens, the game is over and standings rank cash."""
    events, after = rules.when(third_finisher(race=3), MoveHorse(0, 1, "11,-5"))
    assert types(events)[-1] == "BetsSettled"
    assert R.is_over(after) and after.phase == "over"
    assert [(s.seat, s.money, s.rank) for s in R.standings(after)] == [(0, 12800, 1), (1, 11900, 2), (2, 10300, 3)]
    assert all(R.legal_commands(after, seat) == () for seat in range(3))


@pytest.mark.parametrize(
    "command",
    [
        PlaceBet(0, 1, 100),
        FinishBetting(0),
        RollDice(0),
        MoveHorse(0, 1, "5,4"),
        SpecialMove(0, 1, "5,4"),
        Pass(0),
    ],
)
def test_every_command_after_the_game_is_over_is_refused(command):
    """Given a finished game, when any command comes, then the game is over (403)."""
    _, over = rules.when(third_finisher(race=3), MoveHorse(0, 1, "11,-5"))
    with pytest.raises(OutOfTurn) as err:
        rules.when(over, command)
    assert (err.value.rule, err.value.detail, err.value.status) == ("neck_and_neck.phase", "the game is over", 403)


def test_standings_share_a_rank_on_equal_cash():
    """Given equal cash, then the seats share first place."""
    state = replace(given_race(), cash=(9000, 12000, 12000))
    assert [(s.seat, s.rank) for s in R.standings(state)] == [(1, 1), (2, 1), (0, 3)]


@pytest.mark.parametrize(
    "state_of, command, rule, detail",
    [
        (lambda: given_race(), RollDice(1), "neck_and_neck.turn", "it is seat 0's turn, not seat 1's"),
        (lambda: given_roll(given_race(), 6, 4), Pass(2), "neck_and_neck.turn", "it is seat 0's turn, not seat 2's"),
        (
            lambda: given_roll(given_race(), 6, 4),
            MoveHorse(1, 6, "5,5"),
            "neck_and_neck.turn",
            "it is seat 0's turn, not seat 1's",
        ),
        (
            lambda: given_race(),
            MoveHorse(0, 6, "5,5"),
            "neck_and_neck.turn.roll_first",
            "seat 0 must roll the dice first",
        ),
        (lambda: given_race(), Pass(0), "neck_and_neck.turn.roll_first", "seat 0 must roll the dice first"),
        (
            lambda: given_race(),
            SpecialMove(0, 6, "5,5"),
            "neck_and_neck.turn.roll_first",
            "seat 0 must roll the dice first",
        ),
        (
            lambda: given_roll(given_race(), 6, 4),
            RollDice(0),
            "neck_and_neck.turn.move_first",
            "seat 0 must move horse 6 or pass before rolling again",
        ),
        (lambda: given_race(), RollDice(5), "neck_and_neck.seat", "seat 5 is not a seat of this 3-seat game"),
    ],
)
def test_out_of_turn_commands_are_403(state_of, command, rule, detail):
    """Given whose turn and phase it is, when another seat or the wrong step comes, then OutOfTurn (403) names it."""
    with pytest.raises(OutOfTurn) as err:
        rules.when(state_of(), command)
    assert (err.value.rule, err.value.detail, err.value.status) == (rule, detail, 403)


def test_out_of_turn_seats_have_no_legal_commands():
    """Given seat 0's turn, then only seat 0 has something legal to do."""
    state = given_race()
    assert bodies(R.legal_commands(state, 0)) == [{"type": "RollDice"}]
    assert R.legal_commands(state, 1) == () == R.legal_commands(state, 2) == R.legal_commands(state, 9)
