"""Seeded games of every ruleset leave byte-identical logs, states, views and legal commands.

The hashes were computed from the code before the speed work of issue 14 (P3, P5): a faster rule, fold,
encoder or decoder that changed one byte of any of them fails here.
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
    ("neck_and_neck", 0): "903479a19688b97b7382056e8303f4b955e9778fcc9d9beb42706ddfc219f31b",
    ("neck_and_neck", 1): "e18d5e29791263db7284648ab25467a3afbe7a8b78cfc38821cfd41e8b6685ee",
    ("jockey", 0): "caab5fabbcdf4c1077fb7f887e77df28c5510fec6dd92873016eab5bcf626541",
    ("jockey", 1): "552a417cbe654ed2c7473a52193ae8292b2342d569b83a6001946ec4170d305f",
    ("long_shot", 0): "ef42bbb34c9e1dc56f172ddc524560ce708d297475215a3347ee4bc22f8d0643",
    ("long_shot", 1): "697d799a5c5adf27c420f3208fa2cdd8c690fed723d080d190c937d88c8e1c6b",
    ("photo_finish", 0): "c2b3ee5c36d00af23fbe3d2aebb0adaf7d2b75355f15ec1b06d80f64d97ae16a",
    ("photo_finish", 1): "365ca0084c15a8e7bbcb2de174b4ade18ab53ee3db1c8a90048d7bdc017357b0",
    ("homestretch", 0): "94aefa4d829b64cebadbf71a1be50f097ebfb461b831791eb22345f472f49f85",
    ("homestretch", 1): "2ed6ef440e83d96cd6327fe2c73c3e0c23c54b999ddf844771f09f6b5c3e99ad",
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
