"""Frozen dataclasses copied and filled in without their `__init__`: what `dataclasses.replace` and a frozen
dataclass's own `__init__` do, for the folds' hot loops. The one place in Furlong that leans on how CPython
stores a dataclass instance (its `__dict__`).

`replace` is `dataclasses.replace` for the frozen dataclasses of Furlong (none has `__post_init__`, `init=False`
fields or `__slots__`: tests/unit/test_records.py checks every state and event class). `dataclasses.replace`
rebuilds the instance through `__init__`, one `object.__setattr__` per field plus its own loop over `fields()`,
and a fold calls it once or more per event; this one gives the copy the instance's `__dict__` merged with the
changed fields. A name that is not a field is refused, as `dataclasses.replace` does. Type checkers see
`dataclasses.replace` itself, so mypy still checks each change's name and type.

`filled(cls, values)` is `cls(**values)` for such a class given every field, by name: the codec's decoders, the
envelope parser and the command handler make one per stored event.

No library does either: msgspec's frozen Structs would, but they are another class model (docs/performance.md).
Both rely on CPython 3.11's dataclasses: tests/unit/test_library_pins.py fails on another Python.

`record` is `@dataclass(frozen=True)` (the name the rules declare their commands, events and draws with).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, TypeVar, dataclass_transform

T = TypeVar("T")

CHECKED_PYTHON = (3, 11)  # the Python whose dataclasses `replace` and `filled` were checked against

if TYPE_CHECKING:
    from dataclasses import replace as replace
else:
    _FIELDS: dict[type, frozenset[str]] = {}
    _new, _set = object.__new__, object.__setattr__

    def replace(obj: Any, /, **changes: Any) -> Any:
        """A copy of the frozen dataclass `obj` with `changes` applied."""
        cls = obj.__class__
        names = _FIELDS.get(cls)
        if names is None:
            names = _FIELDS[cls] = _replaceable(cls)
        if not names.issuperset(changes):
            unknown = ", ".join(sorted(set(changes) - names))
            raise TypeError(f"{cls.__name__} has no field(s) {unknown}")
        copy = _new(cls)
        _set(copy, "__dict__", obj.__dict__ | changes)  # one new dict (filling the copy's own grows it step by step)
        return copy


def filled(cls: type[T], values: dict[str, Any]) -> T:
    """`cls(**values)` for a frozen dataclass that `replace` may copy, `values` holding every init field in order
    (the caller checks it); `values` becomes the instance's `__dict__` (the caller gives it up)."""
    made: T = object.__new__(cls)
    object.__setattr__(made, "__dict__", values)
    return made


def _replaceable(cls: type) -> frozenset[str]:
    """The init fields of a dataclass this `replace` may copy (no __post_init__, no init=False field, no slots)."""
    found = fields(cls)
    if hasattr(cls, "__post_init__") or hasattr(cls, "__slots__") or not all(f.init for f in found):
        raise TypeError(f"{cls.__name__}: use dataclasses.replace (it has __post_init__, slots or init=False fields)")
    return frozenset(f.name for f in found)


@dataclass_transform(frozen_default=True)
def record(cls: type[T]) -> type[T]:
    """`@dataclass(frozen=True)`."""
    made: type[T] = dataclass(frozen=True)(cls)
    return made
