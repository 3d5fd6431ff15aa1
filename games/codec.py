"""Dataclasses to and from JSON-able values, guided by type hints; canonical JSON."""

from __future__ import annotations

import collections.abc
import dataclasses
import hashlib
import json
import types
import typing
from collections.abc import Mapping
from functools import cache
from typing import Any, Union


def canonical_json(obj: Any) -> bytes:
    """The byte form every hash in Furlong is computed over (see DESIGN)."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def sha256_hex(obj: Any) -> str:
    """Hex SHA-256 of the canonical JSON of `obj`."""
    return hashlib.sha256(canonical_json(obj)).hexdigest()


_SCALARS = (str, int, float, bool, type(None))


def to_jsonable(value: Any) -> Any:
    """Dataclasses to dicts, tuples to lists, mapping keys to strings; recursively."""
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, (tuple, list)):
        return [to_jsonable(v) for v in value]
    cls: type = type(value)
    if hasattr(cls, "__dataclass_fields__"):
        return {name: to_jsonable(getattr(value, name)) for name in _field_names(cls)}
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    return value


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    """A dataclass's fields (ClassVars excluded), in order."""
    return tuple(f.name for f in dataclasses.fields(cls))


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_jsonable(hint: Any, value: Any) -> Any:
    """Rebuild a value of type `hint` from its JSON-able form."""
    origin = typing.get_origin(hint)
    if hint is Any or hint is None or hint is type(None):
        return value
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        hints = _hints(hint)
        names = [f.name for f in dataclasses.fields(hint) if f.init]
        return hint(**{n: from_jsonable(hints[n], value[n]) for n in names if n in value})
    if origin in (Union, types.UnionType):
        return _from_union(typing.get_args(hint), value)
    if origin is tuple:
        return _from_tuple(typing.get_args(hint), value)
    if origin in (dict, collections.abc.Mapping):
        key_t, val_t = typing.get_args(hint)
        return {from_jsonable(key_t, _key(key_t, k)): from_jsonable(val_t, v) for k, v in value.items()}
    if origin is typing.Literal:
        return value
    if hint in (int, str, bool, float):
        return value
    raise TypeError(f"cannot decode {hint!r}")


def _key(key_type: Any, key: str) -> Any:
    return int(key) if key_type is int else key


def _from_union(options: tuple[Any, ...], value: Any) -> Any:
    if value is None:
        return None
    real = [o for o in options if o is not type(None)]
    return from_jsonable(real[0], value)


def _from_tuple(args: tuple[Any, ...], value: Any) -> tuple[Any, ...]:
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(from_jsonable(args[0], v) for v in value)
    return tuple(from_jsonable(a, v) for a, v in zip(args, value))
