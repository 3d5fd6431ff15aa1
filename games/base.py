"""The contract every ruleset implements: commands, events, errors, randomness."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol

from .records import record

if TYPE_CHECKING:
    from typing_extensions import TypeVar

    # A ruleset's state; the default (PEP 696, in `typing` from Python 3.13) lets platform code name
    # a `Ruleset` of any state without a type argument.
    S = TypeVar("S", default=Any)
else:
    from typing import TypeVar

    S = TypeVar("S")


class RulesError(Exception):
    """A command the rules refuse; `rule` is a stable id, `detail` a sentence naming it.

    One convention, shared by every ruleset (the guards in games/guards.py raise it):
    `OutOfTurn` (403, "not your turn or phase") when the seat may not act now, and
    `RuleBroken` (422, "rule broken") when the command is well-timed but breaks a rule.
    """

    status: ClassVar[int] = 422

    def __init__(self, rule: str, detail: str):
        super().__init__(detail)
        self.rule = rule
        self.detail = detail


class RuleBroken(RulesError):
    """HTTP 422, rule broken: a well-timed command breaks a rule (too much money, an unknown horse, a bad field)."""


class OutOfTurn(RulesError):
    """HTTP 403, not your turn or phase: the game has not started or is over, the command belongs to another
    phase, it is another seat's turn, the seat has finished a simultaneous phase, or the seat does not exist."""

    status = 403


@record
class Draw:
    """One random outcome and the nonce it was derived from."""

    value: int
    nonce: str


class Rng(Protocol):
    """Injected randomness; every outcome is recorded in an event with its nonce."""

    def randint(self, low: int, high: int) -> Draw:
        """A uniform integer in [low, high]."""

    def salt(self) -> Draw:
        """A secret 128-bit value (as `Draw.value`) for a commitment."""


class Command:
    """Base of commands: imperative dataclasses with a stable `TYPE` string."""

    TYPE: ClassVar[str] = ""


class Event:
    """Base of events: past-tense dataclasses with a `TYPE`, a `SCHEMA` and their secrets.

    `SECRET` names fields only the seat in field `OWNER` may read until the ruleset's
    `is_revealed(state, event)` says everybody may. An event whose `OWNER` field is
    absent or names no seat (a shuffled deck: the house's secret) is hidden from all.
    `ADDED` names fields a later `SCHEMA` added: an event stored under an older one lacks
    them (its ruleset's upcasters fill them in on read).
    """

    TYPE: ClassVar[str] = ""
    SCHEMA: ClassVar[int] = 1
    SECRET: ClassVar[tuple[str, ...]] = ()
    ADDED: ClassVar[tuple[str, ...]] = ()
    OWNER: ClassVar[str] = "seat"


@record
class StartGame(Command):
    """Issued by the platform once every seat is filled; randomness of set-up goes here."""

    TYPE: ClassVar[str] = "StartGame"


@dataclass(frozen=True)
class Param:
    """A free amount a client fills in before sending a legal command."""

    min: int
    max: int
    multiple_of: int = 1


@dataclass(frozen=True, init=False)
class LegalCommand:
    """A complete command body (without params) plus the free params to fill."""

    command: Mapping[str, Any]
    params: Mapping[str, Param] = field(default_factory=dict)

    def __init__(self, command: Mapping[str, Any], params: Mapping[str, Param] | None = None):
        """The dataclass's own `__init__`, its fields set in the instance's dict (a frozen dataclass's `__init__`
        sets each through `object.__setattr__`: rulesets make dozens of these a call)."""
        fields_ = self.__dict__
        fields_["command"] = command
        fields_["params"] = {} if params is None else params


View = Mapping[str, Any]  # what one seat may see: the ruleset's `view`, as JSON
Body = dict[str, Any]  # a command body, as a client sends it
Strategy = Callable[[View, tuple[LegalCommand, ...], random.Random], Body]
"""A bot strategy: (one seat's view, its legal commands, a seeded random) -> a legal command body.

It reads only what its seat may see, so a bot never learns a secret (games/bot_kit.py)."""


@dataclass(frozen=True)
class OptionSpec:
    """A game option a client may set at creation."""

    name: str
    type: str  # "integer" | "string" | "boolean"
    default: Any
    description: str
    minimum: int | None = None
    maximum: int | None = None


@dataclass(frozen=True)
class Standing:
    """A seat's final money and rank (ties share a rank)."""

    seat: int
    money: int
    rank: int


@dataclass(frozen=True)
class Posting:
    """An amount added to (positive) or taken from (negative) one account."""

    account: str
    amount: int


@dataclass(frozen=True)
class Entry:
    """A money movement a ruleset declares for one event; its postings sum to zero.

    Accounts: `bank`, `seat:N:cash`, `seat:N:stakes`, `seat:N:loan`, or a ruleset's
    pools and purses. `refs` names what a payout depends on by anchor key (see
    `Ruleset.anchors`), e.g. {"bet": "bet:<commitment>", "result": "race:1"};
    `figures` is its arithmetic, e.g. {"stake": 500, "multiplier": 3, "amount": 1500}.
    """

    kind: str
    postings: tuple[Posting, ...]
    rule: str
    memo: str
    seat: int | None = None
    refs: Mapping[str, str] = field(default_factory=dict)
    figures: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Outcome:
    """A random outcome an event records: an integer drawn in [low, high], or a salt (low is None)."""

    nonce: str
    value: int | str
    low: int | None = None
    high: int | None = None


def _no_entries(_state: object, _event: Event) -> tuple[Entry, ...]:
    return ()


def _no_anchors(_event: Event) -> tuple[str, ...]:
    return ()


def _no_outcomes(_event: Event) -> tuple[Outcome, ...]:
    return ()


def _no_rederivation(_state: object, _event: Event) -> Event | None:
    return None


def _no_default(_state: object, _seat: int) -> dict[str, Any] | None:
    return None


Upcaster = Callable[[dict[str, Any], int], dict[str, Any]]


@dataclass(frozen=True)
class Ruleset(Generic[S]):
    """Everything the platform needs from a ruleset: descriptors and pure functions over its state `S`.

    Money and audit: `journal(state_before, event)` declares the event's ledger
    entries; `anchors(event)` the keys by which later entries refer to it (a bet, a
    race result); `outcomes(event)` the random outcomes it records with their nonces;
    `rederive(state_before, event)` what the rules say a derived event (a result, a
    settlement) must be, for the audit to compare; `cash_floor` the lowest balance a
    `seat:N:cash` account may reach.

    Schemas: `upcasters[(event type, schema)](data, version)` rewrites an event stored
    under an older schema to the next one, on read.

    Time: `awaiting(state)` the seats that owe a command now (cheap; without it the
    platform asks `legal_commands` of every seat); `timeout_command(state, seat)` the
    documented default for a seat that times out in a simultaneous phase (a command
    body), or None to let the basic bot choose.

    Seats: `min_seats`..`max_seats`, stated once here (each ruleset's content.py).

    Bots: `bot` the ruleset's basic strategy (its bot.py's `choose`), which the platform's `basic` bot level
    plays; a ruleset without one (the toy) has its `basic` seats play like `random` ones. `sharp` the strategy
    the expert starts from where the basic one is not the best reply to basic seats (its bot.py's `sharp`, the
    same player with tuned weights): the expert's default choice and its own seat's moves in its playouts.
    `determinize(view, rnd)` a whole state sampled from one seat's view (its sampling.py): what the view shows,
    as it shows it, and every hidden part drawn consistently with it. The `expert` level searches from such
    states; a ruleset without one has no `expert` level. `horizon` how far its playouts look ahead: the race being
    run (scored by the standings then), or the whole "game" where mid-game standings mislead (shares bought).
    `cut_short(state)` ends a playout early, after `cut_after` steps: the state it is scored at if it ends here (the
    race being run called where it stands, or shares valued at what they are expected to earn), None where not.
    `lead_scale` the money a playout scored before the game's end softens a lead by: a seat's score is its share of
    exp(money / lead_scale) (a small lead there is no sure win); None scores a lead as a win.

    Contract: `view_schema` the JSON Schema every view it writes meets (its view.schema.json, beside view.py),
    which openapi.yaml publishes as `<Id>View` (the generator refuses a ruleset without one).

    Page: `board` the file of its race picture for the web page (games/<id>/board.js, an ES module with
    `render(view, seatName)`), which the page loads as /web/js/boards/<id>.js; None: no picture.
    """

    id: str
    title: str
    min_seats: int
    max_seats: int
    options: tuple[OptionSpec, ...]
    commands: tuple[type[Command], ...]
    events: tuple[type[Event], ...]
    state_type: type[S]
    initial_state: Callable[[int, Mapping[str, Any]], S]
    decide: Callable[[S, Command, Rng], tuple[Event, ...]]
    evolve: Callable[[S, Event], S]
    legal_commands: Callable[[S, int], tuple[LegalCommand, ...]]
    view: Callable[[S, int | None], dict[str, Any]]
    is_over: Callable[[S], bool]
    is_revealed: Callable[[S, Event], bool]
    standings: Callable[[S], tuple[Standing, ...]]
    journal: Callable[[S, Event], tuple[Entry, ...]] = _no_entries
    anchors: Callable[[Event], tuple[str, ...]] = _no_anchors
    outcomes: Callable[[Event], tuple[Outcome, ...]] = _no_outcomes
    rederive: Callable[[S, Event], Event | None] = _no_rederivation
    cash_floor: int = 0
    upcasters: Mapping[tuple[str, int], Upcaster] = field(default_factory=dict)
    awaiting: Callable[[S], tuple[int, ...]] | None = None
    timeout_command: Callable[[S, int], dict[str, Any] | None] = _no_default
    bot: Strategy | None = None
    sharp: Strategy | None = None  # the expert's own strategy (its default choice, its seat in its playouts)
    determinize: Callable[[View, random.Random], S] | None = None
    horizon: str = "race"  # how far an expert's playout looks: to the end of the race being run, or of the "game"
    cut_short: Callable[[S], S | None] | None = None  # a playout's state scored where it stands, if it may end here
    cut_after: int = 0  # the playout steps after which an expert's playout is cut short (where `cut_short` allows)
    lead_scale: float | None = None  # money a mid-game lead is softened by when a playout is scored (None: a win)
    view_schema: Mapping[str, Any] | None = None  # the JSON Schema of every `view` it writes (openapi.yaml's)
    board: Path | None = None
    _command_types: Mapping[str, type[Command]] = field(init=False, repr=False, compare=False)
    _event_types: Mapping[str, type[Event]] = field(init=False, repr=False, compare=False)
    # The platform's per-type decoding table for this ruleset's events (events/game.py), kept with it.
    decoding: dict[str, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_command_types", _by_type(self.commands))
        object.__setattr__(self, "_event_types", _by_type(self.events))

    def command_type(self, name: str) -> type[Command] | None:
        """The command class whose TYPE is `name`, if any."""
        return self._command_types.get(name)

    def event_type(self, name: str) -> type[Event] | None:
        """The event class whose TYPE is `name`, if any."""
        return self._event_types.get(name)


K = TypeVar("K", type[Command], type[Event])


def _by_type(classes: tuple[K, ...]) -> dict[str, K]:
    """Classes by their TYPE string; the first listed wins."""
    found: dict[str, K] = {}
    for c in classes:
        found.setdefault(c.TYPE, c)
    return found


T = TypeVar("T")


def known(value: T | None, what: str) -> T:
    """A value the phase guarantees (the roll while moving, the seat on turn); None there is a bug in the rules."""
    if value is None:
        raise ValueError(f"{what} is not known in this state")
    return value


def ranked(money_by_seat: Mapping[int, int]) -> tuple[Standing, ...]:
    """Standings by money, highest first; equal money shares a rank."""
    order = sorted(money_by_seat.items(), key=lambda item: (-item[1], item[0]))
    return tuple(Standing(seat, money, 1 + sum(1 for _, m in order if m > money)) for seat, money in order)


def schema_beside(module_file: str) -> dict[str, Any]:
    """The JSON Schema of a game's views, kept beside its view.py as view.schema.json (Ruleset.view_schema)."""
    return dict(json.loads((Path(module_file).parent / "view.schema.json").read_text(encoding="utf-8")))
