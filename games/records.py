"""`replace` and `record`: `dataclasses.replace` and `@dataclass(frozen=True)` for states and events, faster.

`dataclasses.replace` rebuilds the instance through `__init__` (one `object.__setattr__` per field, plus its
own loop over `fields()`); a fold calls it once or more per event. This one gives the copy the instance's `__dict__`
merged with the changed fields, with the same result for the dataclasses of Furlong: none has `__post_init__`,
`init=False` fields or `__slots__` (tests/unit/test_records.py checks every state and event class). A name that
is not a field is refused, as `dataclasses.replace` does. Type checkers see `dataclasses.replace` itself, so
mypy still checks each change's name and type.

`record` is `@dataclass(frozen=True)` whose `__init__` stores the fields in the instance's dict directly, which
makes one faster. It is for what the rules make at every step and read once or twice: events, commands and draws.
Reading a field of an instance whose dict was filled so is slower than reading one that `object.__setattr__` set,
so states, their parts and the content keep `@dataclass(frozen=True)` (`make bench`'s P5 measures the rules).
"""

from __future__ import annotations

from dataclasses import MISSING, Field, dataclass, fields
from typing import TYPE_CHECKING, Any, TypeVar, dataclass_transform

T = TypeVar("T")

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
