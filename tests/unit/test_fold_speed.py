"""The fold's shortcuts change nothing: a game played command by command equals its log folded from scratch."""

from __future__ import annotations

import dataclasses

from events.envelope import Envelope
from events.game import fold, new_game
from games.registry import RULESETS
from workers.simulate import play_game


def counting(ruleset):
    """The ruleset with an evolve that counts its calls."""
    calls = []

    def evolve(state, event):
        calls.append(event)
        return ruleset.evolve(state, event)

    return dataclasses.replace(ruleset, evolve=evolve), calls


def test_a_simulated_game_ends_as_its_log_folded_from_scratch():
    ruleset = RULESETS["long_shot"]
    played = play_game(ruleset, ("random",) * 3, 4)
    stored = [Envelope.from_json(e.to_json()) for e in played.envelopes]
    assert fold(new_game(played.game.game_id, ruleset.id), ruleset, stored) == played.game


def test_a_state_evolved_for_another_ruleset_object_is_not_reused():
    ruleset, calls = counting(RULESETS["jockey"])
    played = play_game(RULESETS["jockey"], ("random",) * 2, 5)
    game = fold(new_game(played.game.game_id, ruleset.id), ruleset, played.envelopes)
    assert game == played.game and calls
