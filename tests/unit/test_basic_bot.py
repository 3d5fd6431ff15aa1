"""The basic Neck and Neck bot: its decisions on constructed positions, legality in play, and strength."""

from __future__ import annotations

import io
import random
import time
from dataclasses import replace

import pytest

from games.neck_and_neck import RULESET as R
from games.neck_and_neck.bot import choose, steps_to_go
from games.neck_and_neck.state import Bet, Roll, State
from games.neck_and_neck.track import default_track
from tests.support.rng import ScriptedRng
from tests.support.rules import Rules
from workers.simulate import play_game
from workers.tournament import Tally, counted, lineup, progress, run, wilson

TRACK = default_track()
rules: Rules[State] = Rules(R)


# ---------------------------------------------------------------- given / when helpers


def given_betting(race: int = 1, cash: tuple[int, ...] = (10_000, 10_000, 10_000)) -> State:
    """Betting open for `race` in a 3-seat game with the given settled cash."""
    return replace(rules.start(3, ScriptedRng())[0], race=race, cash=cash)


def given_roll(red: int, white: int, hexes: dict[int, str], bets: tuple[Bet, ...]) -> State:
    """Race 1 running, seat 0 has rolled red/white; listed horses stand on the home straight, past the line once."""
    state = replace(given_betting(), phase="moving", turn=0, done=(True,) * 3, bets=bets, roll=Roll(red, white))
    horses = tuple(replace(h, hex=hexes[h.horse], crossings=1) if h.horse in hexes else h for h in state.horses)
    return replace(state, horses=horses)


def bet(horse: int, amount: int = 1000, seat: int = 0) -> Bet:
    """A sealed bet."""
    return Bet(seat, horse, amount, f"salt{horse}")


def when_bot_acts(state: State, seat: int = 0) -> dict:
    """The body the basic bot sends from its seat's view and legal commands."""
    return choose(R.view(state, seat), R.legal_commands(state, seat), random.Random(0))


def when_bot_bets_until_done(state: State, seat: int = 0) -> tuple[list[dict], State]:
    """Let the bot act through the betting phase; the bodies it sent (the last is FinishBetting)."""
    sent = []
    while True:
        body = when_bot_acts(state, seat)
        sent.append(body)
        if body["type"] == "FinishBetting":
            return sent, state
        command = R.command_type(body["type"])(seat=seat, **{k: v for k, v in body.items() if k != "type"})
        _, state = rules.when(state, command)


def is_legal(body: dict, legal) -> bool:
    """True if the body is one of the legal commands with its params in range."""
    for option in legal:
        fixed = {k: v for k, v in body.items() if k not in option.params}
        in_range = all(
            name in body and p.min <= body[name] <= p.max and (body[name] - p.min) % p.multiple_of == 0
            for name, p in option.params.items()
        )
        if fixed == dict(option.command) and in_range:
            return True
    return False


# ---------------------------------------------------------------- betting


def test_it_backs_the_two_best_placed_horses_then_finishes_betting():
    """Given race 1 betting with $10,000, when the bot bets, then $6,000 on horse 1, $4,000 on horse 2, then finish."""
    sent, after = when_bot_bets_until_done(given_betting())
    assert sent == [
        {"type": "PlaceBet", "horse": 1, "amount": 6000},
        {"type": "PlaceBet", "horse": 2, "amount": 4000},
        {"type": "FinishBetting"},
    ]
    assert R.view(after, 0)["you"]["available"] == 0


def test_it_finishes_at_once_when_its_bets_are_already_placed():
    """Given the bot's planned bets already placed, when it acts, then it finishes betting."""
    state = replace(given_betting(), bets=(bet(1, 6000), bet(2, 4000)))
    assert when_bot_acts(state) == {"type": "FinishBetting"}


def test_behind_in_the_last_race_it_stakes_everything_on_one_horse():
    """Given race 3 with the bot behind, when it bets, then all its cash goes on the best-placed horse."""
    sent, _ = when_bot_bets_until_done(given_betting(race=3, cash=(5000, 20_000, 8000)))
    assert sent == [{"type": "PlaceBet", "horse": 1, "amount": 5000}, {"type": "FinishBetting"}]


def test_a_lead_nobody_can_catch_is_kept_safe():
    """Given race 3 and a lead over 4x any rival, when the bot bets, then even losing it all keeps it out of reach."""
    cash = (100_000, 10_000, 9000)
    _, after = when_bot_bets_until_done(given_betting(race=3, cash=cash))
    staked = sum(b.amount for b in after.bets if b.seat == 0)
    assert staked > 0 and cash[0] - staked > 4 * max(cash[1:])


def test_with_less_than_a_bet_unit_it_just_finishes():
    """Given $50 of cash, when the bot bets, then it finishes betting (the only legal command)."""
    assert when_bot_acts(given_betting(cash=(50, 10_000, 10_000))) == {"type": "FinishBetting"}


# ---------------------------------------------------------------- racing


def test_it_rolls_when_a_roll_is_owed():
    """Given the bot's turn to roll, when it acts, then it rolls the dice."""
    state = replace(given_betting(), phase="rolling", turn=0, done=(True,) * 3)
    assert when_bot_acts(state) == {"type": "RollDice"}


def test_it_moves_its_own_horse_to_the_most_advanced_destination():
    """Given its horse in the middle lane of the home straight and a white 3, when it moves,
    then it goes straight on."""
    state = given_roll(1, 3, {1: "4,-5"}, (bet(1),))
    assert when_bot_acts(state) == {"type": "MoveHorse", "horse": 1, "to": "7,-5"}


def test_into_a_bend_it_takes_the_inside_lane_over_the_furthest_hex():
    """Given its horse on the outside entering the bend, white 2, when it moves,
    then it cuts inside (44 steps to go, not 45)."""
    state = given_roll(1, 2, {1: "15,-6"}, (bet(1),))
    assert when_bot_acts(state) == {"type": "MoveHorse", "horse": 1, "to": "15,-4"}


def test_it_passes_when_the_rolled_horse_is_a_rivals_and_moving_would_help_it():
    """Given no money of its own on horse 3 and every move of it a gain, when horse 3 is rolled, then the bot passes."""
    state = given_roll(3, 3, {1: "2,-5", 3: "4,-5"}, (bet(1), bet(3, seat=1)))
    assert when_bot_acts(state) == {"type": "Pass"}


def test_it_parks_a_rivals_horse_where_it_gains_nothing_and_is_boxed_in():
    """Given rival horse 3 in the bend, white 2, when rolled,
    then it parks on an outside hex whose one way on is taken."""
    state = given_roll(3, 2, {2: "2,5", 3: "14,3", 5: "12,5"}, (bet(2),))
    body = when_bot_acts(state)
    assert body == {"type": "MoveHorse", "horse": 3, "to": "13,5"}
    assert steps_to_go("13,5", 1) == steps_to_go("14,3", 1) and TRACK.ahead("13,5") == ("12,5",)


def test_on_double_ones_it_uses_the_special_move_for_its_own_horse():
    """Given double ones, its money on horse 2 only, when it acts, then horse 2 goes 6 hexes straight on."""
    state = given_roll(1, 1, {1: "2,-5", 2: "4,-5"}, (bet(2),))
    assert when_bot_acts(state) == {"type": "SpecialMove", "horse": 2, "to": "10,-5"}


def test_on_double_ones_it_specials_the_horse_with_the_most_money_on_it():
    """Given double ones, $1,000 on horse 1 and $4,000 on horse 2, when it acts, then horse 2 makes the special move."""
    state = given_roll(1, 1, {1: "6,-5", 2: "2,-5"}, (bet(1), bet(2, 4000)))
    body = when_bot_acts(state)
    assert body["type"] == "SpecialMove" and body["horse"] == 2


def test_with_nothing_riding_on_the_race_it_moves_the_rolled_horse_on():
    """Given no bets of its own at all, when horse 3 is rolled, then the bot moves it forward (the race must end)."""
    state = given_roll(3, 3, {1: "2,-5", 3: "4,-5"}, (bet(3, seat=1),))
    body = when_bot_acts(state)
    assert body["type"] == "MoveHorse" and body["horse"] == 3


def test_with_a_blocked_horse_it_passes():
    """Given its horse 6 boxed in (all three hexes ahead taken), when horse 6 is rolled, then the bot passes."""
    boxed = {6: "4,-5", 1: "5,-5", 2: "4,-4", 3: "5,-6"}
    state = given_roll(6, 2, boxed, (bet(6),))
    assert when_bot_acts(state) == {"type": "Pass"}


# ---------------------------------------------------------------- in play


def test_every_choice_is_legal_over_30_games_against_random():
    """Given 30 games of basic against two random seats, when played out, then every basic choice is legal."""
    checked = []

    def checking(view, legal, rnd):
        """The basic strategy, with every answer checked against the legal commands."""
        body = choose(view, legal, rnd)
        assert is_legal(body, legal), (body, legal)
        checked.append(body["type"])
        return body

    checked_ruleset = replace(R, bot=checking)
    for game in range(30):
        played = play_game(checked_ruleset, lineup(("basic", "random", "random"), game, True), 500 + game)
        assert played.game.status != "running"
    assert {"PlaceBet", "FinishBetting", "RollDice", "MoveHorse", "Pass"} <= set(checked)


@pytest.mark.timeout(600)
def test_basic_beats_random_clearly():
    """Given 150 seeded games of 1 basic vs 2 random, when played, then basic wins over 85% (measured: 99.8%)."""
    tallies = run(R, ("basic", "random", "random"), 150, seed=1, rotate=True, out=io.StringIO())
    basic = tallies["basic"]
    assert basic.seats == 150 and basic.rate() > 0.85
    assert wilson(basic.wins, basic.seats)[0] > 1 / 3
    assert basic.money / basic.seats > tallies["random"].money / tallies["random"].seats


# ---------------------------------------------------------------- tournament helpers


def test_the_line_up_rotates_one_seat_per_game():
    """Given three levels, when games 0-3 are seated, then basic moves one seat on each game and comes back."""
    levels = ("basic", "random", "random")
    seats = [lineup(levels, game, True).index("basic") for game in range(4)]
    assert seats == [0, 1, 2, 0] and lineup(levels, 1, False) == levels


def test_the_wilson_interval_matches_known_values():
    """Given 50 wins in 100 and 0 in 10, when the 95% Wilson interval is taken, then it matches the textbook figures."""
    low, high = wilson(50, 100)
    assert round(low, 4) == 0.4038 and round(high, 4) == 0.5962
    assert wilson(0, 10)[0] == 0.0 and round(wilson(0, 10)[1], 4) == 0.2775


def test_a_tournament_stopped_midway_keeps_the_games_played_so_far(monkeypatch):
    """Given a tournament interrupted (Ctrl-C or SIGTERM) after its second game, then the tally has those two games,
    and the progress line showed the first level's win rate so far."""

    def two_then_stopped(jobs, processes):
        yield from ([("basic", 1.0, 10, []), ("random", 0.0, 0, [])] for _ in range(2))
        raise KeyboardInterrupt

    monkeypatch.setattr("workers.tournament.played", two_then_stopped)
    out = io.StringIO()
    tallies = run(R, ("basic", "random"), 10, 0, True, out)
    assert (tallies["basic"].seats, tallies["basic"].wins, tallies["random"].seats) == (2, 2.0, 2)
    assert "stopped after 2 games" in out.getvalue()
    assert "2/10 games" in out.getvalue() and "basic 100.0% [34.2%, 100.0%]" in out.getvalue()


def test_a_shorter_progress_line_covers_the_longer_one_before_it():
    """Given a progress line with a long ETA, when the next one is shorter, then both are written the same width, so
    no character of the first is left on screen."""
    out, tally = io.StringIO(), ("expert", Tally(seats=1, wins=1.0))
    progress(1, 200, time.perf_counter() - 5000, out, tally)
    progress(199, 200, time.perf_counter() - 5, out, tally)
    first, second = out.getvalue().split("\r")[1:]
    assert len(second.rstrip()) < len(first.rstrip()) <= len(first) == len(second)


def test_one_game_is_counted_whole_even_with_a_level_in_two_seats():
    """Given a game of one basic and two random seats, when it is counted, then both random seats are added at once
    and the tallies it started from are untouched (a stop between seats cannot count half a game)."""
    tallies = {"basic": Tally(), "random": Tally(seats=4, wins=1.0, money=40, thinking=[0.1])}
    changed = counted(tallies, [("basic", 0.0, 5, [0.2]), ("random", 0.5, 10, []), ("random", 0.5, 20, [0.3])])
    assert changed["random"] == Tally(seats=6, wins=2.0, money=70, thinking=[0.1, 0.3])
    assert changed["basic"] == Tally(seats=1, wins=0.0, money=5, thinking=[0.2])
    assert tallies["random"] == Tally(seats=4, wins=1.0, money=40, thinking=[0.1])
