"""The envelope hash is SHA-256 over canonical JSON of everything but the hash."""

from __future__ import annotations

import hashlib
import json

from events.envelope import ZERO_HASH, Envelope, chain
from games.codec import canonical_json


def sample(count: int = 2):
    drafts = [{"type": "Ticked", "schema": 1, "data": {"n": i, "name": "Émile"}} for i in range(count)]
    return chain("g", 0, ZERO_HASH, drafts, "2026-01-01T00:00:00.000Z", {"seat": 1}, "cmd")


def test_canonical_json_sorts_keys_drops_spaces_and_keeps_unicode():
    assert canonical_json({"b": 1, "a": "é"}) == '{"a":"é","b":1}'.encode()


def test_the_hash_can_be_recomputed_by_anyone_from_the_published_recipe():
    envelope = sample(1)[0]
    body = {k: v for k, v in envelope.to_dict().items() if k != "hash"}
    recipe = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    assert envelope.hash == hashlib.sha256(recipe).hexdigest()


def test_a_chain_starts_at_zero_and_links_every_event():
    first, second = sample(2)
    assert (first.version, second.version) == (1, 2)
    assert first.prev_hash == ZERO_HASH and second.prev_hash == first.hash


def test_tampering_with_any_field_breaks_the_hash():
    envelope = sample(1)[0]
    tampered = Envelope(**{**envelope.to_dict(), "data": {"n": 99, "name": "Émile"}})
    assert envelope.hash_is_valid() and not tampered.hash_is_valid()


def test_an_envelope_survives_its_stored_form():
    envelope = sample(1)[0]
    assert Envelope.from_json(envelope.to_json()) == envelope


def test_a_chained_envelope_carries_its_game_time_actor_and_command():
    first = sample(1)[0]
    assert (first.game_id, first.at, first.actor, first.command_id) == (
        "g",
        "2026-01-01T00:00:00.000Z",
        {"seat": 1},
        "cmd",
    )
    assert (first.type, first.schema, first.data) == ("Ticked", 1, {"n": 0, "name": "Émile"})


def test_the_stored_form_is_one_compact_utf8_line():
    stored = sample(1)[0].to_json()
    assert '"data":{"n":0,"name":"Émile"}' in stored and ", " not in stored and "\n" not in stored
