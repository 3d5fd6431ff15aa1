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

`record` is `@dataclass(frozen=True)` (the name the rules declare their commands, events and draws with), whose
`__init__` fills the instance's dict directly, so the events, commands and draws the rules make at every step
are built faster (docs/performance.md has the measurement).
"""

from __future__ import annotations

from dataclasses import MISSING, Field, dataclass, fields
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
    """`@dataclass(frozen=True)`, with an `__init__` that fills the instance's dict (same signature, same fields).

    A frozen dataclass's own `__init__` sets each field through `object.__setattr__`, which costs more. A class
    with `__post_init__`, a `default_factory`, an init=False or a keyword-only field keeps the dataclass's own."""
    made: type[T] = dataclass(frozen=True)(cls)
    found = fields(made)  # type: ignore[arg-type]
    if hasattr(made, "__post_init__") or not all(map(_stored_as_given, found)):
        return made
    defaults = {f"_{f.name}": f.default for f in found if f.default is not MISSING}
    params = [f.name if f.default is MISSING else f"{f.name}=_{f.name}" for f in found]
    stores = [f"fields_[{f.name!r}] = {f.name}" for f in found] or ["pass"]
    source = f"def __init__(self, {', '.join(params)}):\n    fields_ = self.__dict__\n    " + "\n    ".join(stores)
    exec(compile(source, RECORD_INIT, "exec"), defaults)  # the source is made of the field names alone
    init = defaults["__init__"]
    init.__qualname__, init.__module__ = f"{made.__qualname__}.__init__", made.__module__
    init.__annotations__ = made.__init__.__annotations__  # the dataclass's own: the same signature, types included
    made.__init__ = init  # type: ignore[method-assign]
    return made


def _stored_as_given(found: Field[Any]) -> bool:
    """Whether the dataclass's `__init__` stores this field as passed: positional or not, no default_factory."""
    return found.init and not found.kw_only and found.default_factory is MISSING


RECORD_INIT = "<record __init__>"  # the file name of `record`'s __init__s (codec's `_plain` knows them)
