"""canonical_json writes through orjson only where orjson's bytes are json's (the published recipe).

Held side by side with json.dumps(sort_keys=True, separators=(",", ":"), ensure_ascii=False) over edge cases and
random values: the same bytes, or the same refusal. Every stored event is checked too, in test_json_reads.py.
"""

from __future__ import annotations

import enum
import json
import random
import struct
from typing import Any

import pytest

from games.codec import canonical_json


def recipe(value: Any) -> bytes:
    """The bytes the design publishes for the hash."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def assert_written_as_the_recipe(value: Any) -> None:
    try:
        expected: Any = recipe(value)
    except (TypeError, ValueError, UnicodeEncodeError) as refused:
        expected = type(refused)
    try:
        written: Any = canonical_json(value)
    except (TypeError, ValueError, UnicodeEncodeError) as refused:
        written = type(refused)
    assert written == expected, value


class Shade(enum.IntEnum):
    DARK = 2


class Name(str):
    """A subclass of str: json writes its text, orjson refuses it."""


EDGES = [
    {"b": 1, "a": [1, 2, {"d": True, "c": False}]},
    {"é": 1, "e": 2, "z": 3, "\U0001f40e": 4, "\uffff": 5, "\u00ff": 6},  # keys sorted by code point
    {"s": "\x00\x01\x1f\x7f\"\\/\b\f\n\r\t\u2028\u2029\ud7ff\ue000\U0010ffff é"},
    {"at": "2026-01-01T00:00:00.000Z", "ratio": "1.5", "exp": "1e5", "list": "[1.5,2e3]", "end": ":0.5}"},
    {"n": None},
    {"f": 1.5},
    {"f": -0.0},
    {"f": 1e-05},
    {"f": 1e16},
    {"f": float("nan")},
    {"f": float("inf")},
    [float("-inf")],
    1.0,
    2,
    "text",
    None,
    {"i": 2**63, "j": -(2**63) - 1, "k": 2**64, "l": 2**200},
    {"i": 2**63 - 1, "j": -(2**63)},
    {1: "int key"},
    {"k": Shade.DARK},
    {Name("k"): 1},
    {"k": Name("v")},
    {"t": (1, 2, ("x",))},
    {"s": "\ud800"},  # a lone surrogate: refused by both
    {"deep": [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]},
    object(),
]


@pytest.mark.parametrize("value", EDGES, ids=range(len(EDGES)))
def test_edge_cases_are_written_as_the_recipe_writes_them(value: Any):
    assert_written_as_the_recipe(value)


def random_string(rnd: random.Random) -> str:
    alphabet = [chr(c) for c in (*range(0x80), 0xE9, 0x2028, 0xFFFF, 0x1F40E, 0x10FFFF, 0xD7FF, 0xE000)]
    return "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 8)))


def random_value(rnd: random.Random, depth: int = 0) -> Any:
    kind = rnd.randrange(9 if depth < 4 else 6)
    if kind == 0:
        return random_string(rnd)
    if kind == 1:
        return rnd.choice([0, 1, -1, 2**31, 2**63 - 1, 2**63, -(2**63), 2**70, rnd.randint(-(10**6), 10**6)])
    if kind == 2:
        return struct.unpack("d", struct.pack("Q", rnd.getrandbits(64)))[0]
    if kind == 3:
        return rnd.choice([True, False, None])
    if kind == 4:
        return rnd.random() * 10 ** rnd.randint(-8, 20)
    if kind == 5:
        return rnd.choice(["2026-01-01T00:00:00.000Z", "0" * 64, "3e4f" * 16, "a:1.5,", "[2e3]"])
    if kind == 6:
        return [random_value(rnd, depth + 1) for _ in range(rnd.randint(0, 4))]
    if kind == 7:
        return tuple(random_value(rnd, depth + 1) for _ in range(rnd.randint(0, 3)))
    return {random_string(rnd): random_value(rnd, depth + 1) for _ in range(rnd.randint(0, 5))}


def test_random_values_are_written_as_the_recipe_writes_them():
    rnd = random.Random(14)
    for _ in range(20_000):
        assert_written_as_the_recipe(random_value(rnd))


def test_float_free_values_are_written_by_orjson_and_the_rest_by_json():
    import orjson

    body = {"version": 3, "at": "2026-01-01T00:00:00.000Z", "data": {"horse": 4, "names": ["a", "é"]}}
    assert canonical_json(body) == orjson.dumps(body, option=orjson.OPT_SORT_KEYS) == recipe(body)
    assert canonical_json({"x": 1e-05}) == b'{"x":1e-05}' != orjson.dumps({"x": 1e-05})
    assert canonical_json({"x": float("nan")}) == b'{"x":NaN}'
