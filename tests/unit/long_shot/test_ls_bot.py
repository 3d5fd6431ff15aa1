"""The basic Long Shot bot: its choices on constructed positions, and its strength against random seats."""

from __future__ import annotations

import random
from dataclasses import replace

from ls_helpers import R, card_id, given, rules

from games.long_shot.bot import choose, sharp
from games.long_shot.state import Bet
from tests.support.duel import win_rate
from workers.simulate import play_game


def bot(state, seat: int = 0) -> dict:
    """What the bot sends from its seat's view and legal commands."""
    return choose(R.view(state, seat), R.legal_commands(state, seat), random.Random(0))


def test_it_buys_a_horse_with_a_long_bar_early():
    """Given turn 2 and $25, then it buys a $20 horse with four bar numbers."""
    body = bot(given(phase="action", roll=(1, 1), turns=2))
    assert body["type"] == "BuyHorse" and body["horse"] in (6, 8)


def test_the_experts_weights_buy_the_cheap_horse_that_would_lead_where_basic_pays_for_a_long_bar():
    """Given turn 2 and $25, then basic buys a $20 horse with four bar numbers and the expert's weights the $5 Last
    Chance, whose purse chances are as good once owned."""
    state = given(phase="action", roll=(1, 1), turns=2)
    view, legal = R.view(state, 0), R.legal_commands(state, 0)
    assert sharp(view, legal, random.Random(0)) == {"type": "BuyHorse", "horse": 7} != bot(state)


def test_the_experts_weights_stop_buying_sooner():
    """Given turn 40 and a horse of its own, then basic still buys another and the expert's weights back a horse."""
    state = given(phase="action", roll=(1, 1), owners={6: 0}, spaces={6: 6}, turns=40)
    view, legal = R.view(state, 0), R.legal_commands(state, 0)
    assert bot(state)["type"] == "BuyHorse" and sharp(view, legal, random.Random(0))["type"] == "PlaceBet"


def test_the_experts_weights_win_more_than_their_share_against_two_basic_seats():
    """Given 300 games of three seats on the rules alone, one playing by the expert's weights (seats rotated),
    then it wins over 40% of them, where its fair share is a third."""
    assert win_rate(R, sharp, seats=3, games=300, seed=7) > 0.4


def test_it_backs_a_leader_before_the_no_bets_stretch():
    """Given it owns three horses and #2 leads on 14 (just before the stretch), then it bets on #2."""
    state = given(phase="action", roll=(1, 1), owners={1: 0, 3: 0, 7: 0}, spaces={2: 14, 5: 6}, turns=70)
    assert bot(state) == {"type": "PlaceBet", "horse": 2}


def test_it_plays_a_card_that_moves_its_own_horse():
    """Given it owns #8 and holds Sprint, then it sprints #8."""
    sprint = card_id("Sprint")
    state = given(phase="action", roll=(1, 1), owners={8: 0, 1: 0, 3: 0}, hands={0: (sprint,)}, turns=70)
    assert bot(state) == {"type": "PlayCard", "card": sprint, "horse": 8}


def test_it_muddies_a_rival_s_front_runner():
    """Given seat 1's #6 leads on 12 and it holds Muddy Track and owns three horses, then it sends #6 back."""
    mud = card_id("Muddy Track")
    state = given(
        phase="action",
        roll=(1, 1),
        owners={6: 1, 1: 0, 3: 0, 7: 0},
        spaces={6: 12},
        hands={0: (mud,)},
        turns=70,
        cash={0: 0},
    )
    assert bot(state)["horse"] == 6


def test_it_keeps_a_good_roll_and_rerolls_a_bad_one():
    """Given a 3 for its own horse, it keeps the roll; given a rival's #6 leading rolled for 3, it rerolls."""
    state = given(phase="rerolling", roll=(8, 3), owners={8: 0}, bets=(Bet(0, 0, 8, 5),))
    assert bot(state) == {"type": "AcceptRoll"}
    state = given(phase="rerolling", roll=(6, 3), owners={6: 1, 8: 0}, spaces={6: 14}, turns=80)
    assert bot(state)["type"] == "UseReroll"


def test_it_finishes_its_backed_horse_first():
    """Given two own horses able to cross by the bar and a bet on #10, then #10 finishes first."""
    state = given(phase="barring", roll=(3, 1), owners={1: 0, 10: 0}, spaces={1: 20, 10: 20}, bets=(Bet(0, 0, 10, 5),))
    state = replace(state, pending=(1, 10))
    assert bot(state) == {"type": "MoveBarHorse", "horse": 10}


def test_it_moves_its_horse_by_the_bar_when_the_step_pays():
    """Given its Sure Lee on 3 offered a step, then it takes it."""
    state = replace(given(phase="barring", roll=(2, 1), owners={5: 0}, spaces={5: 3}), pending=(5,))
    assert bot(state) == {"type": "MoveBarHorse", "horse": 5}


def test_it_keeps_its_leading_horse_out_of_the_no_bets_stretch_while_a_bet_on_it_pays():
    """Given its Sure Lee leading on 15 with $25 in hand, when the bar offers one step into the No-bets stretch,
    then it declines (a $5 bet on the leader is worth more than one space)."""
    state = replace(given(phase="barring", roll=(2, 1), owners={5: 0}, spaces={5: 15, 2: 9}), pending=(5,))
    assert bot(state) == {"type": "DeclineBarMoves"}
    broke = replace(state, cash=(0, 25, 25, 25))
    assert bot(broke) == {"type": "MoveBarHorse", "horse": 5}


def test_it_keeps_last_chance_in_last_place_rather_than_trade_its_2_spaces_for_1():
    """Given its Last Chance in last place with the whole field on 2, when the bar offers one step (out of last
    place), then it declines; offered three steps, it moves."""
    spaces = dict.fromkeys(range(1, 11), 2)
    state = replace(given(phase="barring", roll=(4, 1), owners={7: 0}, spaces=spaces), pending=(7,))
    assert bot(state) == {"type": "DeclineBarMoves"}
    assert bot(replace(state, roll=replace(state.roll, move=3))) == {"type": "MoveBarHorse", "horse": 7}


def test_as_card_thief_it_steals_the_card_worth_most_to_it():
    """Given it looks at seat 1's Payday, Jackpot and Giddy Up #3, then it takes Jackpot; owning a well-placed
    #3, it takes Giddy Up #3 over Payday."""
    from games.long_shot.commands import PlayCard

    thief, payday, jackpot, giddy = card_id("Card Thief"), card_id("Payday"), card_id("Jackpot"), card_id("Giddy Up #3")
    state = given(phase="action", roll=(1, 1), hands={0: (thief,), 1: (payday, jackpot, giddy)})
    _, looking = rules.when(state, PlayCard(0, thief, target=1))
    assert bot(looking) == {"type": "StealCard", "card": jackpot}
    state = given(phase="action", roll=(1, 1), owners={3: 0}, spaces={3: 12}, hands={0: (thief,), 1: (payday, giddy)})
    _, looking = rules.when(state, PlayCard(0, thief, target=1))
    assert bot(looking) == {"type": "StealCard", "card": giddy}


def test_games_played_by_timeouts_alone_reach_the_end_and_every_default_is_legal():
    """Given every seat timing out at every deadline (the ruleset's default, else the basic bot), then each game
    ends, every default sent is one of the seat's legal commands, and the new choices are met on the way."""
    from tests.support.rng import SeededRng
    from workers.bots import as_command

    defaults = set()
    for seed in range(4):
        rng = SeededRng(seed)
        state, _ = rules.start(3 + seed, rng)
        for _ in range(3000):
            if R.is_over(state):
                break
            seat = R.awaiting(state)[0]
            body = R.timeout_command(state, seat)
            if body is not None:
                assert body in [dict(lc.command) for lc in R.legal_commands(state, seat)]
                defaults.add(body["type"])
            body = body or bot(state, seat)
            _, state = rules.when(state, as_command(R, body, seat), rng)
        assert R.is_over(state)
    assert defaults == {"DeclineBarMoves", "StealCard"}


def test_the_basic_bot_clearly_beats_random_seats():
    """Given one basic seat against 2-4 random seats over 60 games, then it wins far more than a random seat."""
    assert R.bot is choose, "the basic bot plays the ruleset's own strategy"
    games, basic, random_seats = 60, 0.0, 0.0
    for number in range(games):
        seats = 3 + number % 3
        played = play_game(R, ("basic",) + ("random",) * (seats - 1), 5000 + number)
        top = [s["seat"] for s in played.envelopes[-1].data["standings"] if s["rank"] == 1]
        basic += (0 in top) / len(top)
        random_seats += sum(1 for s in top if s) / len(top) / (seats - 1)
    assert basic / games > 0.6 and random_seats / games < 0.2
