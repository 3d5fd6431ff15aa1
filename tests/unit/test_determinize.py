"""A state sampled from a seat's view (a ruleset's `determinize`, what the expert bot searches from) shows that seat
exactly that view and offers it exactly its legal commands; its hidden parts vary from sample to sample; and the
rules play on from it to the end. Positions come from games of basic and random seats on the rules alone."""

from __future__ import annotations

import random

import pytest

from games.base import StartGame
from games.playout import LazyView, PlayoutRng, apply, owing
from games.registry import RULESETS
from workers.bots import BOTS

SAMPLED = sorted(r for r, ruleset in RULESETS.items() if ruleset.determinize is not None)
GAMES = 2
POSITIONS = 120  # positions of each game checked, drawn at random
SAMPLES = 2  # samples of each position checked
PLAYED_ON = 2  # samples of a game's positions played on to the end


def positions(ruleset, seats: int, seed: int):
    """Every position of one game (basic and random seats) with each seat that owes a command and its legal
    commands, and one seat that owes nothing, if any."""
    rnd, rng = random.Random(seed), PlayoutRng(random.Random(seed))
    levels = [("basic", "random")[(seat + seed) % 2] for seat in range(seats)]
    state = ruleset.initial_state(seats, {})
    for event in ruleset.decide(state, StartGame(), rng):
        state = ruleset.evolve(state, event)
    while not ruleset.is_over(state):
        owed = owing(ruleset, state)
        yield state, owed
        seat, legal = rnd.choice(owed)
        body = BOTS[levels[seat]](ruleset, LazyView(ruleset, state, seat), legal, rnd)
        state = apply(ruleset, state, seat, body, rng)


@pytest.mark.parametrize("ruleset_id", SAMPLED)
@pytest.mark.parametrize("seats", ["fewest", "most"])
def test_a_sampled_state_shows_the_seat_its_view_and_offers_its_legal_commands(ruleset_id, seats):
    ruleset = RULESETS[ruleset_id]
    count = ruleset.min_seats if seats == "fewest" else ruleset.max_seats
    rnd, checked = random.Random(7), 0
    for game in range(GAMES):
        every = list(positions(ruleset, count, 100 * count + game))
        for state, owed in rnd.sample(every, min(len(every), POSITIONS)):
            for seat in {s for s, _ in owed} | {rnd.randrange(count)}:
                view = ruleset.view(state, seat)
                for _ in range(SAMPLES):
                    sampled = ruleset.determinize(view, rnd)
                    assert ruleset.view(sampled, seat) == view
                    assert ruleset.legal_commands(sampled, seat) == ruleset.legal_commands(state, seat)
                    checked += 1
    assert checked > 100


@pytest.mark.parametrize("ruleset_id", SAMPLED)
def test_the_hidden_parts_vary_between_samples_of_one_view(ruleset_id):
    ruleset, rnd = RULESETS[ruleset_id], random.Random(3)
    for state, owed in positions(ruleset, ruleset.max_seats, 5):
        view = ruleset.view(state, owed[0][0])
        if len({repr(ruleset.determinize(view, rnd)) for _ in range(6)}) > 1:
            return
    raise AssertionError("no position of a whole game had a hidden part to sample")


@pytest.mark.parametrize("ruleset_id", SAMPLED)
def test_the_rules_play_on_from_a_sampled_state_to_the_end(ruleset_id):
    ruleset, rnd = RULESETS[ruleset_id], random.Random(11)
    every = list(positions(ruleset, ruleset.min_seats + 1 if ruleset.max_seats > ruleset.min_seats else 2, 9))
    for state, owed in rnd.sample(every, min(len(every), 12)):
        seat = owed[0][0]
        for _ in range(PLAYED_ON):
            sampled, rng = ruleset.determinize(ruleset.view(state, seat), rnd), PlayoutRng(rnd)
            for _step in range(20_000):
                if ruleset.is_over(sampled):
                    break
                actor, legal = rnd.choice(owing(ruleset, sampled))
                sampled = apply(
                    ruleset, sampled, actor, BOTS["basic"](ruleset, LazyView(ruleset, sampled, actor), legal, rnd), rng
                )
            assert ruleset.is_over(sampled)
