"""`replace` for the frozen dataclasses of states and events, several times faster than `dataclasses.replace`.

`dataclasses.replace` rebuilds the instance through `__init__` (one `object.__setattr__` per field, plus its
own loop over `fields()`); a fold calls it once or more per event. This one gives the copy the instance's `__dict__`
merged with the changed fields, with the same result for the dataclasses of Furlong: none has `__post_init__`,
`init=False` fields or `__slots__` (tests/unit/test_records.py checks every state and event class). A name that
is not a field is refused, as `dataclasses.replace` does. Type checkers see `dataclasses.replace` itself, so
mypy still checks each change's name and type.
"""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any

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


def _replaceable(cls: type) -> frozenset[str]:
    """The init fields of a dataclass this `replace` may copy (no __post_init__, no init=False field, no slots)."""
    found = fields(cls)
    if hasattr(cls, "__post_init__") or hasattr(cls, "__slots__") or not all(f.init for f in found):
        raise TypeError(f"{cls.__name__}: use dataclasses.replace (it has __post_init__, slots or init=False fields)")
    return frozenset(f.name for f in found)
