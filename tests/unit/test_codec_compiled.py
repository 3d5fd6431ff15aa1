"""The compiled codec (one encoder per class, one decoder per type hint) gives what the generic walk gave.

The reference below is the recursive walk games/codec.py used before issue 14's speed work, kept here verbatim
in substance: every event and state of a random game per ruleset must encode and decode to the same values.
"""

from __future__ import annotations

import collections.abc
import dataclasses
import json
import random
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Union

import pytest

from events.envelope import ZERO_HASH, Envelope, chain
from events.game import Game
from games.base import StartGame
from games.codec import canonical_json, from_jsonable, to_jsonable
from games.registry import RULESETS
from tests.support.rng import SeededRng
from workers.bots import as_command, filled

STATE_EVERY = 10  # events between two states checked (a state is far bigger than an event)


def walked_to(value: Any) -> Any:
    """The generic encoder of before: by each value's class, recursively."""
    if isinstance(value, (str, int, float, bool, type(None))):
        return value
    if isinstance(value, (tuple, list)):
        return [walked_to(v) for v in value]
    if hasattr(type(value), "__dataclass_fields__"):
        return {f.name: walked_to(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): walked_to(v) for k, v in value.items()}
    return value


def walked_from(hint: Any, value: Any) -> Any:
    """The generic decoder of before: by the type hint, inspected on every value."""
    origin = typing.get_origin(hint)
    if hint is Any or hint is None or hint is type(None):
        return value
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        names = [f.name for f in dataclasses.fields(hint) if f.init]
        return hint(**{n: walked_from(hints[n], value[n]) for n in names if n in value})
    if origin in (Union, types.UnionType):
        real = next(o for o in typing.get_args(hint) if o is not type(None))
        return None if value is None else walked_from(real, value)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(walked_from(args[0], v) for v in value)
        return tuple(walked_from(a, v) for a, v in zip(args, value))
    if origin in (dict, collections.abc.Mapping):
        key_t, val_t = typing.get_args(hint)
        return {walked_from(key_t, int(k) if key_t is int else k): walked_from(val_t, v) for k, v in value.items()}
    return value


def game_values(ruleset_id: str, seed: int = 17):
    """Every event of one random game at the ruleset's fewest seats, with the state after it."""
    ruleset, rnd = RULESETS[ruleset_id], random.Random(seed)
    rng, seats = SeededRng(rnd), ruleset.min_seats
    state = ruleset.initial_state(seats, {})
    events = ruleset.decide(state, StartGame(), rng)
    while True:
        for event in events:
            state = ruleset.evolve(state, event)
            yield event, state
        if ruleset.is_over(state):
            return
        seat, legal = rnd.choice([(s, lc) for s in range(seats) for lc in [ruleset.legal_commands(state, s)] if lc])
        events = ruleset.decide(state, as_command(ruleset, filled(rnd.choice(legal), rnd), seat), rng)


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_every_event_and_state_encodes_and_decodes_as_the_generic_walk_did(ruleset_id):
    state_type = RULESETS[ruleset_id].state_type
    for number, (event, state) in enumerate(game_values(ruleset_id)):
        sampled = ((event, type(event)), (state, state_type)) if number % STATE_EVERY == 0 else ((event, type(event)),)
        for value, hint in sampled:
            encoded = to_jsonable(value)
            assert encoded == walked_to(value)
            assert json.dumps(encoded, sort_keys=True) == json.dumps(walked_to(value), sort_keys=True)
            data = json.loads(json.dumps(encoded))
            assert from_jsonable(hint, data) == walked_from(hint, data) == value


@dataclass(frozen=True)
class Node:
    """A dataclass that contains itself, with every kind of field the codec knows."""

    name: str
    kind: Literal["a", "b"]
    children: tuple[Node, ...] = ()
    parent: Node | None = None
    pair: tuple[int, str] = (0, "")
    scores: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    extra: Any = None


def test_a_dataclass_that_contains_itself_round_trips_with_defaults_left_out():
    tree = Node("root", "a", (Node("leaf", "b", pair=(2, "x"), scores={3: (1, 2)}),), extra={"k": [1]})
    data = json.loads(json.dumps(to_jsonable(tree)))
    assert data == walked_to(tree)
    assert from_jsonable(Node, data) == walked_from(Node, data) == tree
    assert from_jsonable(Node, {"name": "bare", "kind": "b"}) == Node("bare", "b")


def test_a_missing_required_field_is_refused():
    with pytest.raises(LookupError):
        from_jsonable(Node, {"kind": "a"})


def test_a_type_the_codec_does_not_know_is_refused_when_a_value_needs_it():
    with pytest.raises(TypeError, match="cannot decode"):
        from_jsonable(list[int], [1])
    assert from_jsonable(list[int] | None, None) is None


def test_the_game_aggregate_round_trips_as_a_snapshot_does():
    game = Game("g", "jockey", options={"a": 1}, owing_since={0: "t"}, status="running", version=4)
    data = json.loads(json.dumps(to_jsonable(game)))
    assert from_jsonable(Game, data) == walked_from(Game, data) == game


def test_the_envelope_hashes_and_stores_exactly_the_fields_asdict_gives():
    drafts = [{"type": "Ticked", "schema": 1, "data": {"n": [1, {"m": 2}]}}]
    envelope = chain("g", 0, ZERO_HASH, drafts, "2026-01-01T00:00:00.000Z", {"seat": 1}, "cmd")[0]
    whole = dataclasses.asdict(envelope)
    assert envelope.to_json() == json.dumps(whole, separators=(",", ":"), ensure_ascii=False)
    assert envelope.body() == {k: v for k, v in whole.items() if k != "hash"}
    assert Envelope.from_json(envelope.to_json()) == envelope and envelope.hash_is_valid()


def test_a_stored_envelope_with_other_fields_than_the_envelope_s_is_read_as_the_dataclass_reads_it():
    drafts = [{"type": "Ticked", "schema": 1, "data": {"n": 1}}]
    envelope = chain("g", 0, ZERO_HASH, drafts, "2026-01-01T00:00:00.000Z", {"seat": 1}, "cmd")[0]
    without_hash = json.dumps({k: v for k, v in dataclasses.asdict(envelope).items() if k != "hash"})
    assert Envelope.from_json(without_hash) == dataclasses.replace(envelope, hash="")
    with pytest.raises(TypeError):
        Envelope.from_json(json.dumps({**dataclasses.asdict(envelope), "extra": 1}))


def test_chain_seals_each_envelope_as_sealed_does_over_the_recipe_s_canonical_json():
    drafts = [{"type": "Ticked", "schema": 1, "data": {"n": i, "name": "Émile", "z": [1.5, None]}} for i in range(3)]
    envelopes = chain("g", 4, ZERO_HASH, drafts, "2026-01-01T00:00:00.000Z", {"seat": 1}, "cmd")
    for envelope in envelopes:
        assert envelope == dataclasses.replace(envelope, hash="").sealed()
        recipe = json.dumps(envelope.body(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        assert canonical_json(envelope.body()) == recipe.encode("utf-8")
