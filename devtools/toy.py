"""A tiny ruleset for platform tests: seats take turns adding to a total; one sealed number each."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from games.assemble import assemble
from games.base import (
    Command,
    Event,
    LegalCommand,
    OptionSpec,
    OutOfTurn,
    Param,
    Rng,
    RuleBroken,
    Ruleset,
    Standing,
    StartGame,
    ranked,
)


@dataclass(frozen=True)
class ToyState:
    seats: int
    target: int
    total: int = 0
    turn: int = 0
    points: tuple[int, ...] = ()
    hidden: tuple[int | None, ...] = ()
    started: bool = False


@dataclass(frozen=True)
class Add(Command):
    TYPE: ClassVar[str] = "Add"
    seat: int
    amount: int


@dataclass(frozen=True)
class Roll(Command):
    TYPE: ClassVar[str] = "Roll"
    seat: int


@dataclass(frozen=True)
class Hide(Command):
    TYPE: ClassVar[str] = "Hide"
    seat: int
    number: int


@dataclass(frozen=True)
class Begun(Event):
    TYPE: ClassVar[str] = "Begun"


@dataclass(frozen=True)
class Added(Event):
    TYPE: ClassVar[str] = "Added"
    seat: int
    amount: int
    nonce: str = ""


@dataclass(frozen=True)
class Hidden(Event):
    TYPE: ClassVar[str] = "Hidden"
    SECRET: ClassVar[tuple[str, ...]] = ("number",)
    seat: int
    number: int


def initial_state(seats: int, options: Mapping[str, Any]) -> ToyState:
    return ToyState(seats=seats, target=options.get("target", 10), points=(0,) * seats, hidden=(None,) * seats)


def decide(state: ToyState, command: Command, rng: Rng) -> tuple[Event, ...]:
    match command:
        case StartGame():
            return (Begun(),)
        case Hide(seat=seat, number=number):
            if state.hidden[seat] is not None:
                raise RuleBroken("toy.hide.once", f"seat {seat} has already hidden a number")
            return (Hidden(seat, number),)
        case Add(seat=seat) | Roll(seat=seat) if seat != state.turn:
            raise OutOfTurn("toy.turn", f"it is seat {state.turn}'s turn, not seat {seat}'s")
        case Add(seat=seat, amount=amount):
            if not 1 <= amount <= 3:
                raise RuleBroken("toy.add.range", f"add 1 to 3, not {amount}")
            return (Added(seat, amount),)
        case Roll(seat=seat):
            draw = rng.randint(1, 3)
            return (Added(seat, draw.value, draw.nonce),)
    raise RuleBroken("toy.command", f"unknown command {command!r}")


def evolve(state: ToyState, event: Event) -> ToyState:
    match event:
        case Begun():
            return replace(state, started=True)
        case Hidden(seat=seat, number=number):
            return replace(state, hidden=tuple(number if i == seat else h for i, h in enumerate(state.hidden)))
        case Added(seat=seat, amount=amount):
            points = tuple(p + amount if i == seat else p for i, p in enumerate(state.points))
            return replace(state, total=state.total + amount, turn=(seat + 1) % state.seats, points=points)
    return state


def legal_commands(state: ToyState, seat: int) -> tuple[LegalCommand, ...]:
    if is_over(state) or seat != state.turn:
        return ()
    return (LegalCommand({"type": "Add"}, {"amount": Param(1, 3)}), LegalCommand({"type": "Roll"}))


def awaiting(state: ToyState) -> tuple[int, ...]:
    return () if is_over(state) else (state.turn,)


def view(state: ToyState, seat: int | None) -> dict[str, Any]:
    mine = state.hidden[seat] if seat is not None else None
    return {"ruleset": "toy", "total": state.total, "turn": state.turn, "points": list(state.points), "my_number": mine}


VIEW_SCHEMA = {
    "title": "toy view",
    "type": "object",
    "required": ["ruleset", "total", "turn", "points", "my_number"],
    "properties": {
        "ruleset": {"const": "toy"},
        "total": {"type": "integer"},
        "turn": {"type": "integer"},
        "points": {"type": "array", "items": {"type": "integer"}},
        "my_number": {"type": ["integer", "null"]},
    },
    "additionalProperties": False,
}


def is_over(state: ToyState) -> bool:
    return state.total >= state.target


def is_revealed(state: ToyState, event: Event) -> bool:
    return is_over(state)


def standings(state: ToyState) -> tuple[Standing, ...]:
    return ranked(dict(enumerate(state.points)))


# The ruleset's parts under the names games/assemble.py looks for (a game package's content, rules, ... modules).
TITLE = "Toy"
MIN_SEATS, MAX_SEATS = 1, 8
OPTIONS = (OptionSpec("target", "integer", 10, "total that ends the game", 1, 10**6),)
COMMANDS = (Add, Roll, Hide)
EVENTS = (Begun, Added, Hidden)
State = ToyState

# Built like every hosted ruleset, from this one module; no `choose`: its `basic` seats play like `random` ones.
TOY: Ruleset[ToyState] = assemble("toy", sys.modules[__name__])
