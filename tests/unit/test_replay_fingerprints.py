"""Seeded games of every ruleset leave byte-identical logs, states, views and legal commands.

The hashes were computed from the code before the speed work of issue 14 (P3, P5): a faster rule, fold,
encoder or decoder that changed one byte of any of them fails here. Issue 36 moved salts to the game's sealing key
(simulations key theirs by game id): the logs changed in their salts only, every other byte checked equal.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

import pytest

from games.base import Ruleset, StartGame
from games.codec import canonical_json, to_jsonable
from games.registry import RULESETS
from tests.support.rng import SeededRng
from workers.bots import as_command, filled
from workers.simulate import play_game

# (ruleset, game number): SHA-256 of play_game's canonical envelopes (bar their command id and hashes), then
# the final rules state
LOGS = {
    ("neck_and_neck", 0): "f242d9818bb734657eaccfda502f5ea1f6acc92b44e05f55fc956c0e78d0fff3",
    ("neck_and_neck", 1): "f80e06de936c2998ca0c987c73a63760706bfe17d800915f354715773aab04a4",
    ("jockey", 0): "13c4445f35c1691fa8042e723db81563c0cd14907cfb0ba2db5c519d1cd1ed5a",
    ("jockey", 1): "bb29b9527d5fcea87af245f2039b8a7f407e7c17cd6212cde71d19afef9ef283",
    ("long_shot", 0): "ef42bbb34c9e1dc56f172ddc524560ce708d297475215a3347ee4bc22f8d0643",
    ("long_shot", 1): "697d799a5c5adf27c420f3208fa2cdd8c690fed723d080d190c937d88c8e1c6b",
    ("photo_finish", 0): "62e243d59341dc5034da298cff0c98ff64e3622755f8e40ffdf15b8175497bdd",
    ("photo_finish", 1): "4ffea516955fbec4863c10bb4b77b83b5726d2fd43d7a30786046876fe2a52eb",
    ("homestretch", 0): "242c96ac83a2566405763f4fc5d6918738e5e25a28846668e179dbef03e3f5d3",
    ("homestretch", 1): "7f2fa3fd6ad585cb48ab281abdfcd508dd2b172ec6f3eedecfd809ca5b4810ef",
}

# ruleset: SHA-256 over every position of one game at its most seats (seed 3), uniform legal play
POSITIONS = {
    "neck_and_neck": "b17c877f8e530b2c5b82a299f2c717143794c4485f8b2ca2ba79d43dc6ebba56",
    "jockey": "97fd7ba12b127b07773fee1806197e4df884007c95977a0d93ff799eacdb0b5c",
    "long_shot": "0ca27b50fad7b2389fd44bc1897cdaae326756e5a5e972078fa2f875bafae60d",
    "photo_finish": "3694efeeee57986bf4389784d222a425b111eea23d8326cab9b57da41d50c003",
    "homestretch": "029a0b30e426c701c4f9de6dcd3d0aca40ea82bd82223db89d836b176432f3ca",
}


def log_digest(ruleset: Ruleset, number: int) -> str:
    """play_game's whole log (seat 0 the basic bot, the others random) and its final state, hashed."""
    played = play_game(ruleset, ("basic",) + ("random",) * (ruleset.min_seats - 1), number)
    digest = hashlib.sha256()
    for envelope in played.envelopes:
        stored = envelope.to_dict()
        for random_or_chained in ("command_id", "prev_hash", "hash"):  # a command id is a fresh uuid
            del stored[random_or_chained]
        digest.update(canonical_json(stored))
    digest.update(canonical_json(to_jsonable(played.game.rules)))
    return digest.hexdigest()


def positions_digest(ruleset: Ruleset, seats: int, seed: int) -> str:
    """Each event with its journal, anchors, outcomes and rederivation; after it the state, views, legal commands."""
    rnd = random.Random(seed)
    rng, digest = SeededRng(rnd), hashlib.sha256()
    state: Any = ruleset.initial_state(seats, {})
    events = ruleset.decide(state, StartGame(), rng)
    while True:
        for event in events:
            facts = [
                event.TYPE,
                event,
                ruleset.journal(state, event),
                ruleset.anchors(event),
                ruleset.outcomes(event),
                ruleset.rederive(state, event),
            ]
            digest.update(canonical_json(to_jsonable(facts)))
            state = ruleset.evolve(state, event)
        legal = [ruleset.legal_commands(state, s) for s in range(seats)]
        views = [ruleset.view(state, s) for s in (*range(seats), None)]
        digest.update(canonical_json(to_jsonable([state, views, legal, ruleset.is_over(state)])))
        if ruleset.is_over(state):
            digest.update(canonical_json(to_jsonable(ruleset.standings(state))))
            return digest.hexdigest()
        seat = rnd.choice([s for s in range(seats) if legal[s]])
        events = ruleset.decide(state, as_command(ruleset, filled(rnd.choice(legal[seat]), rnd), seat), rng)


@pytest.mark.parametrize("ruleset_id,number", sorted(LOGS))
def test_a_simulated_game_leaves_the_same_log_and_state_as_before(ruleset_id, number):
    assert log_digest(RULESETS[ruleset_id], number) == LOGS[ruleset_id, number]


@pytest.mark.parametrize("ruleset_id", sorted(POSITIONS))
def test_every_position_of_a_seeded_game_reads_the_same_as_before(ruleset_id):
    ruleset = RULESETS[ruleset_id]
    assert positions_digest(ruleset, ruleset.max_seats, 3) == POSITIONS[ruleset_id]


def test_the_fingerprints_cover_every_ruleset():
    assert {r for r, _ in LOGS} == set(POSITIONS) == set(RULESETS)
