"""orjson reads the stored JSON (games/codec.load_json); json writes every stored byte, and every hashed byte is
the one json writes (canonical_json writes through orjson only where the bytes are the same).

Over every event of seeded games of every ruleset: the stored line and the hashed canonical bytes are exactly the
published recipe's (json.dumps), and reading a line back gives the very value json.loads gives (same types, same
key order), so an envelope read back writes the same bytes again.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

from events.envelope import Envelope
from games.codec import canonical_json, load_json
from games.registry import RULESETS
from workers.simulate import play_game


def same(a: Any, b: Any) -> bool:
    """Equal values of the same types with dict keys in the same order (json.dumps keeps both visible)."""
    return json.dumps(a, ensure_ascii=False) == json.dumps(b, ensure_ascii=False) and _types(a) == _types(b)


def _types(value: Any) -> Any:
    if isinstance(value, dict):
        return [(k, _types(v)) for k, v in value.items()]
    if isinstance(value, list):
        return [_types(v) for v in value]
    return type(value).__name__


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
@pytest.mark.parametrize("number", [0, 1])
def test_every_event_is_written_as_the_recipe_says_and_read_back_as_json_reads_it(ruleset_id: str, number: int):
    ruleset = RULESETS[ruleset_id]
    played = play_game(ruleset, ("basic",) + ("random",) * (ruleset.min_seats - 1), number)
    assert played.envelopes
    for envelope in played.envelopes:
        body = {k: v for k, v in envelope.to_dict().items() if k != "hash"}
        recipe = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        assert canonical_json(envelope.body()) == recipe
        assert envelope.hash == hashlib.sha256(recipe).hexdigest() and envelope.hash_is_valid()
        stored = envelope.to_json()
        assert stored == json.dumps({**body, "hash": envelope.hash}, separators=(",", ":"), ensure_ascii=False)
        raw = stored.encode("utf-8")
        assert same(load_json(raw), json.loads(raw))
        again = Envelope.from_json(raw)
        assert again == envelope and again.to_json() == stored


@pytest.mark.parametrize(
    "text",
    [
        b'{"a":123456789012345678901234567890}',  # orjson would give a float
        b'{"a":-9223372036854775809,"b":18446744073709551615}',
        b'{"a":1.5,"b":-0.0,"c":1e23,"d":2.2250738585072011e-308,"e":4.9e-324,"f":1E5}',
        b'{"a":NaN,"b":Infinity}',  # json only
        b'{"a":1e400}',
        b'"\\ud800"',  # a lone surrogate: json only
        b'{"a":1,"b":2,"a":3}',  # duplicate keys: the last wins at the first one's place
        b'{"a":{"x":1},"b":[1,2,{"c":null}],"a":{"y":true}}',
        b' { "a" : [ 1 , 2.50 ] , "\\u00e9\\n" : "\xc3\xa9\\u2028" } ',
        b'{"h":"0123456789012345678901234567890123456789","n":12}',
        '{"é": 1}'.encode(),
    ],
)
def test_load_json_reads_what_json_reads(text: bytes):
    assert same(load_json(text), json.loads(text))
    assert same(load_json(text.decode("utf-8", "surrogatepass")), json.loads(text))


def test_load_json_refuses_what_json_refuses():
    for text in (b"{", b'{"a":}', b"\xff", b""):
        with pytest.raises(ValueError):
            json.loads(text)
        with pytest.raises(ValueError):
            load_json(text)
