"""Dataclasses to and from JSON-able values, guided by type hints; canonical JSON."""

from __future__ import annotations

import collections.abc
import dataclasses
import hashlib
import json
import re
import threading
import types
import typing
from collections.abc import Callable, Mapping
from functools import cache, partial
from typing import Any, Union

from orjson import (
    OPT_PASSTHROUGH_DATACLASS,
    OPT_PASSTHROUGH_DATETIME,
    OPT_PASSTHROUGH_SUBCLASS,
    OPT_SORT_KEYS,
)
from orjson import dumps as _orjson_dumps
from orjson import loads as _orjson_loads

from .records import RECORD_INIT, filled


def canonical_json(obj: Any) -> bytes:
    """The byte form every hash in Furlong is computed over (see DESIGN): json's bytes, written by orjson where
    orjson writes exactly those bytes.

    orjson writes keys sorted by code point, compact, UTF-8 and escapes as json does; it writes floats its own
    way and NaN and Infinity as null, refuses ints beyond 64 bits, non-str keys and subclasses of str, int, dict
    and list. So a text with a float or a null in it, one orjson refuses, and a lone value (not an object or an
    array) are written by json (tests/unit/test_canonical_json.py holds the two side by side).
    """
    try:
        written = _orjson_dumps(obj, option=_ORJSON_CANONICAL)
    except TypeError:
        return _json_canonical(obj)
    if not written.startswith(_OPENERS) or written.find(b"null") >= 0 or _may_hold_a_float(written):
        return _json_canonical(obj)
    return written


def _may_hold_a_float(written: bytes) -> bool:
    """Whether a compact JSON object or array may hold a float: a value of digits with a fraction or an exponent
    (`-1.5`, `1e+16`), as json and orjson write every finite float; a string may look so too (then json writes
    it: only slower)."""
    return _FLOAT_SHAPE.search(written.translate(_NUMBER_SHAPE, b"0123456789")) is not None


def _json_canonical(obj: Any) -> bytes:
    """The published recipe: json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False), UTF-8."""
    return _CANONICAL.encode(obj).encode("utf-8")


_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)
_OPENERS = (b"{", b"[")  # (`bytes in bytes` first tries its argument as an int: find and startswith are quicker)
_ORJSON_CANONICAL = OPT_SORT_KEYS | OPT_PASSTHROUGH_SUBCLASS | OPT_PASSTHROUGH_DATACLASS | OPT_PASSTHROUGH_DATETIME
_NUMBER_SHAPE = bytearray(b"x" * 256)  # a value's bounds ",", sign "-", fraction or exponent "."; digits deleted
for _chars, _mark in ((b":[,]}", b","), (b"+-", b"-"), (b".eE", b".")):
    for _char in _chars:
        _NUMBER_SHAPE[_char] = _mark[0]
_FLOAT_SHAPE = re.compile(rb",-?\.\.?-?,")  # -1.5 -> -. , 1.5e-7 -> ..- , 1e16 -> .


# orjson reads an integer beyond 64 bits as a float (json: an int); it reads floats as json does (correctly
# rounded: checked on 300,000 random and edge-case numbers). So a text with a run of 19 or more digits is read
# by json; the run may be inside a string too (a hash), and that text is then only read more slowly.
_DIGITS_AS_ZERO = bytes.maketrans(b"0123456789", b"0" * 10)
_LONG_RUN = b"0" * 19


def load_json(text: bytes | str) -> Any:
    """`json.loads(text)`: the same value, through orjson where orjson parses the text exactly as json does.

    orjson refuses what json reads its own way (NaN, Infinity, lone surrogates, bytes that are not UTF-8): those
    fall back to json, as do 19+ digit runs (above) and str. Duplicate keys: in both, the last value wins at the
    first one's place (tests/unit/test_json_reads.py holds the two side by side).
    """
    if text.__class__ is bytes and _LONG_RUN not in text.translate(_DIGITS_AS_ZERO):
        try:
            return _orjson_loads(text)
        except ValueError:
            pass
    return json.loads(text)


def sha256_hex(obj: Any) -> str:
    """Hex SHA-256 of the canonical JSON of `obj`."""
    return hashlib.sha256(canonical_json(obj)).hexdigest()


_SCALARS = (str, int, float, bool, type(None))
_SCALAR_HINTS = (int, str, bool, float)

Encoder = Callable[[Any], Any]
Decoder = Callable[[Any], Any]


def to_jsonable(value: Any) -> Any:
    """Dataclasses to dicts, tuples to lists, mapping keys to strings; recursively."""
    encode = _ENCODERS.get(value.__class__)
    if encode is None:
        encode = _ENCODERS[value.__class__] = _encoder_for(value.__class__)
    return encode(value)


def from_jsonable(hint: Any, value: Any) -> Any:
    """Rebuild a value of type `hint` from its JSON-able form."""
    decode = _DECODERS.get(hint)
    if decode is None:
        decode = _decoder(hint)
    return decode(value)


def decoder_of(hint: Any) -> Decoder:
    """The function `from_jsonable(hint, ...)` calls (made once per hint): for callers that decode many values."""
    return _DECODERS.get(hint) or _decoder(hint)


# ---------------------------------------------------------------- encoding: one encoder per class, made once

# A dataclass field's metadata key: the field is written only when it differs from its default, so a field added
# to a record later leaves every record written before it (and their hashes) byte for byte as they were.
OMITTED_WHEN_DEFAULT = "omitted_when_default"


def added_later(default: Any = None) -> Any:
    """A dataclass field added after records of its class were stored: written only when not `default`."""
    return dataclasses.field(default=default, metadata={OMITTED_WHEN_DEFAULT: True})


_ENCODERS: dict[type, Encoder] = {}


def _same(value: Any) -> Any:
    return value


def _encoder_for(cls: type) -> Encoder:
    """How to encode any value of class `cls` (decided once per class, as the generic walk decided per value)."""
    if issubclass(cls, _SCALARS):
        return _same
    if issubclass(cls, (tuple, list)):
        return lambda value: [to_jsonable(v) for v in value]
    if hasattr(cls, "__dataclass_fields__"):
        return _dataclass_encoder(cls)
    if issubclass(cls, Mapping):
        return lambda value: {str(k): to_jsonable(v) for k, v in value.items()}
    return _same


def _dataclass_encoder(cls: type) -> Encoder:
    """`{name: encoded field, ...}` as one generated function; scalar-typed fields are copied as they are."""
    try:
        hints = _hints(cls)
    except Exception:  # hints that do not resolve: every field encoded by its value's class, as before
        hints = {}
    fields = dataclasses.fields(cls)
    always = [f.name for f in fields if not f.metadata.get(OMITTED_WHEN_DEFAULT)]
    items = ", ".join(f"{name!r}: {_encoding(hints.get(name, Any), f'value.{name}')}" for name in always)
    omitted = [f for f in fields if f.metadata.get(OMITTED_WHEN_DEFAULT)]
    if not omitted:
        return _compiled(f"lambda value: {{{items}}}", cls)
    lines = ["def encode(value):", f"    out = {{{items}}}"]
    for f in omitted:
        encoded = _encoding(hints.get(f.name, Any), f"value.{f.name}")
        lines.append(f"    if value.{f.name} != _default_{f.name}:\n        out[{f.name!r}] = {encoded}")
    lines.append("    return out")
    defaults = {f"_default_{f.name}": f.default for f in omitted}
    return _compiled("\n".join(lines), cls, defaults, name="encode")


def _encoding(hint: Any, expression: str) -> str:
    """The source that encodes `expression`, a field typed `hint`."""
    if _is_scalar(hint):
        return expression
    if typing.get_origin(hint) is tuple and _homogeneous(hint) and _is_scalar(typing.get_args(hint)[0]):
        return f"list({expression})"
    return f"to_jsonable({expression})"


# ---------------------------------------------------------------- decoding: one decoder per type hint, made once

_DECODERS: dict[Any, Decoder] = {}
_BUILDING: set[Any] = set()  # hints being made, by the one thread that holds _MAKING
_MAKING = threading.RLock()  # one thread makes decoders at a time: another would see a half-made one as recursive


def _decoder(hint: Any) -> Decoder:
    """The decoder of `hint`, made once (a type that contains itself is decoded through from_jsonable)."""
    if (known := _DECODERS.get(hint)) is not None:
        return known
    with _MAKING:
        if (known := _DECODERS.get(hint)) is not None:
            return known
        if hint in _BUILDING:
            return partial(from_jsonable, hint)
        _BUILDING.add(hint)
        try:
            made = _DECODERS[hint] = _decoder_for(hint)
        finally:
            _BUILDING.discard(hint)
        return made


def _decoder_for(hint: Any) -> Decoder:
    """The function that rebuilds a value of type `hint` (what from_jsonable did per value, decided once)."""
    origin = typing.get_origin(hint)
    if hint is Any or hint is None or hint is type(None) or origin is typing.Literal or hint in _SCALAR_HINTS:
        return _same
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _dataclass_decoder(hint)
    if origin in (Union, types.UnionType):
        return _union_decoder(typing.get_args(hint))
    if origin is tuple:
        return _tuple_decoder(typing.get_args(hint))
    if origin in (dict, collections.abc.Mapping):
        return _mapping_decoder(*typing.get_args(hint))
    return _undecodable(hint)


def _undecodable(hint: Any) -> Decoder:
    def refuse(value: Any) -> Any:
        raise TypeError(f"cannot decode {hint!r}")

    return refuse


def _dataclass_decoder(cls: type) -> Decoder:
    """`cls(name=decoded value[name], ...)` as one generated function; a field with a default may be absent.

    A plain dataclass (`_plain`) is filled in without its __init__ (games/records.filled): its __dict__ gets what
    __init__ would set, in the same order (each field's decoded value, or its default), at less cost. The values
    are decoded in the same order as the call would (the optional fields first, then the required ones).
    """
    hints = _hints(cls)
    required: list[tuple[str, str]] = []
    optional: list[tuple[str, str]] = []
    defaults: dict[str, Any] = {}
    order: list[str] = []
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        order.append(f.name)
        decoded = _decoding(hints[f.name], f"value[{f.name!r}]", f"_{f.name}")
        has_default = f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
        (optional if has_default else required).append((f.name, decoded))
        if f.default is not dataclasses.MISSING:
            defaults[f"_default_{f.name}"] = f.default
        elif f.default_factory is not dataclasses.MISSING:
            defaults[f"_factory_{f.name}"] = f.default_factory
    names = {**_decoders_of(cls, hints), **defaults, "_filled": filled}
    if _plain(cls):
        lines = ["def decode(value):"]
        for name, decoded in optional:
            default = f"_default_{name}" if f"_default_{name}" in defaults else f"_factory_{name}()"
            lines.append(f"    given_{name} = {decoded} if {name!r} in value else {default}")
        expressions = dict(required) | {name: f"given_{name}" for name, _ in optional}
        items = ", ".join(f"{name!r}: {expressions[name]}" for name in order)
        lines.append(f"    return _filled(cls, {{{items}}})")
        return _compiled("\n".join(lines), cls, names, name="decode")
    call = ", ".join(f"{name}={decoded}" for name, decoded in required)
    if not optional:
        return _compiled(f"lambda value: cls({call})", cls, names)
    lines = ["def decode(value):", "    given = {}"]
    lines += [f"    if {name!r} in value:\n        given[{name!r}] = {decoded}" for name, decoded in optional]
    lines += [f"    return cls({call}{', ' if call else ''}**given)"]
    return _compiled("\n".join(lines), cls, names, name="decode")


_INITS = ("<string>", RECORD_INIT)  # the files of dataclasses' own generated __init__s and of `records.record`'s


def _plain(cls: type) -> bool:
    """A frozen dataclass whose own generated __init__ only stores its fields: no __post_init__, InitVar or
    init=False field, no __slots__, no descriptor under a field's name (what records.filled relies on)."""
    params = getattr(cls, "__dataclass_params__", None)
    init = cls.__dict__.get("__init__")
    if params is None or not params.init or not params.frozen or init is None:
        return False
    if getattr(init, "__qualname__", "") != f"{cls.__qualname__}.__init__" or init.__code__.co_filename not in _INITS:
        return False
    if (
        hasattr(cls, "__post_init__")
        or "__slots__" in cls.__dict__
        or any(hasattr(c, "__slots__") for c in cls.__mro__[1:-1])
    ):
        return False
    declared = cls.__dict__["__dataclass_fields__"].values()  # with the ClassVars, which __init__ does not see
    if any(f._field_type is dataclasses._FIELD_INITVAR for f in declared):  # type: ignore[attr-defined]
        return False
    found = dataclasses.fields(cls)
    return all(f.init for f in found) and not any(hasattr(type(cls.__dict__.get(f.name)), "__set__") for f in found)


def _decoders_of(cls: type, hints: dict[str, Any]) -> dict[str, Decoder]:
    """Each init field's decoder, by `_<name>`, for the generated source to call."""
    return {f"_{f.name}": _decoder(hints[f.name]) for f in dataclasses.fields(cls) if f.init}


def _decoding(hint: Any, expression: str, decoder: str) -> str:
    """The source that decodes `expression` of type `hint` (by the field's decoder `decoder` unless trivial)."""
    if hint is Any or typing.get_origin(hint) is typing.Literal or hint in _SCALAR_HINTS:
        return expression
    if typing.get_origin(hint) is tuple and _homogeneous(hint) and _is_scalar(typing.get_args(hint)[0]):
        return f"tuple({expression})"
    return f"{decoder}({expression})"


def _union_decoder(options: tuple[Any, ...]) -> Decoder:
    real = [o for o in options if o is not type(None)]
    inner = _decoder(real[0])
    return lambda value: None if value is None else inner(value)


def _tuple_decoder(args: tuple[Any, ...]) -> Decoder:
    if len(args) == 2 and args[1] is Ellipsis:
        if _is_scalar(args[0]):
            return tuple
        item = _decoder(args[0])
        return lambda value: tuple([item(v) for v in value])
    items = [_decoder(a) for a in args]
    return lambda value: tuple([d(v) for d, v in zip(items, value)])


def _mapping_decoder(key_type: Any, value_type: Any) -> Decoder:
    key, item = _decoder(key_type), _decoder(value_type)
    if key_type is int:
        return lambda value: {key(int(k)): item(v) for k, v in value.items()}
    return lambda value: {key(k): item(v) for k, v in value.items()}


# ---------------------------------------------------------------- shared


def _is_scalar(hint: Any) -> bool:
    """A hint whose values encode and decode as themselves: int, str, bool, float, a Literal, or one of them | None."""
    if hint in _SCALAR_HINTS or typing.get_origin(hint) is typing.Literal:
        return True
    if typing.get_origin(hint) in (Union, types.UnionType):
        return all(o is type(None) or _is_scalar(o) for o in typing.get_args(hint))
    return False


def _homogeneous(hint: Any) -> bool:
    args = typing.get_args(hint)
    return len(args) == 2 and args[1] is Ellipsis


def _compiled(source: str, cls: type, names: Mapping[str, Any] | None = None, name: str = "") -> Callable[[Any], Any]:
    """The function in `source` (a lambda, or a def named `name`), with `cls`, `to_jsonable` and `names` in scope."""
    scope: dict[str, Any] = {"cls": cls, "to_jsonable": to_jsonable, **(names or {})}
    if name:
        exec(source, scope)  # the source is made above from a dataclass's own field names
        made: Callable[[Any], Any] = scope[name]
        return made
    made = eval(source, scope)  # as above
    return made


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    """A dataclass's fields (ClassVars excluded), in order."""
    return tuple(f.name for f in dataclasses.fields(cls))


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)
