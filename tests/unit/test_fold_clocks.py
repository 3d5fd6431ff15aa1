"""fold keeps only the last game, and works the seats' clocks out once at the end: the very Game that `apply`,
event by event, gives; from scratch and from any game part-way (a snapshot, a kept game)."""

from __future__ import annotations

import json

import pytest

from events import game as game_module
from events.envelope import Envelope
from events.game import apply, decode, fold, new_game
from games.codec import canonical_json, to_jsonable
from games.records import replace
from games.registry import RULESETS
from workers.simulate import play_game


def stepwise(game, ruleset, envelopes):
    for envelope in envelopes:
        game = apply(game, ruleset, envelope, decode(ruleset, envelope))
    return game


def same(a, b) -> bool:
    """Equal, and equal as bytes: the clocks' order too."""
    return (
        a == b
        and json.dumps(to_jsonable(a)) == json.dumps(to_jsonable(b))
        and canonical_json(to_jsonable(a)) == canonical_json(to_jsonable(b))
    )


@pytest.fixture(params=[256, 3], ids=["long steps", "settled every 3 steps"])
def steps_kept(request, monkeypatch):
    monkeypatch.setattr(game_module, "FOLD_STEPS_KEPT", request.param)


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_fold_gives_what_apply_gives_from_every_start(ruleset_id: str, steps_kept):
    ruleset = RULESETS[ruleset_id]
    for number, seats in ((0, ruleset.min_seats), (1, ruleset.max_seats)):
        played = play_game(ruleset, ("basic",) + ("random",) * (seats - 1), number)
        # a time of its own for every event (the simulation's clock stands still), so that each clock tells
        # which event it was started at
        log = [replace(Envelope.from_json(e.to_json()), at=f"t{e.version:05}") for e in played.envelopes]
        assert len({e.at for e in log}) == len(log)
        start = new_game(log[0].game_id, ruleset.id)
        assert same(fold(start, ruleset, log), stepwise(start, ruleset, log))
        assert fold(start, ruleset, log).rules == played.game.rules
        assert set(fold(start, ruleset, log).owing_since) == set(played.game.owing_since)
        assert len(set(stepwise(start, ruleset, log[: len(log) // 2]).owing_since.values()) - {"t00001"}) > 0
        cuts = sorted({0, 1, 2, 3, len(log) // 3, len(log) // 2, len(log) - 2, len(log) - 1, len(log)})
        for cut in cuts:
            base = stepwise(start, ruleset, log[:cut])
            assert same(fold(start, ruleset, log[:cut]), base)
            for length in (1, 2, 5, len(log)):
                tail = log[cut : cut + length]
                assert same(fold(base, ruleset, tail), stepwise(base, ruleset, tail))
        assert fold(start, ruleset, []) is start
