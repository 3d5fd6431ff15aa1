"""Deciding the race: rolling, moving (normal and special), passing, finishing, settling."""

from __future__ import annotations

from collections.abc import Mapping

from games.base import Event, Rng, RuleBroken
from games.guards import require_int

from .betting import first_seat
from .commands import MoveHorse, Pass, RollDice, SpecialMove
from .content import CONTENT
from .events import (
    BetsSettled,
    BettingOpened,
    DiceRolled,
    HorseFinished,
    HorseMoved,
    MovePassed,
    RaceCalled,
    RaceFinished,
)
from .evolve import crossings_after, evolve
from .guards import require_turn
from .settle import settle
from .standstill import MUST_MOVE, called_placings, calls_race, held_back
from .state import HORSES, State
from .track import default_track, free_reach

SPECIAL_STEPS = 6


def roll_dice(state: State, command: RollDice, rng: Rng) -> tuple[Event, ...]:
    """Roll red (horse) then white (hexes), recording each value with its nonce."""
    require_turn(state, command.seat, "rolling")
    red, white = rng.randint(1, 6), rng.randint(1, 6)
    return (DiceRolled(command.seat, red.value, white.value, red.nonce, white.nonce),)


def pass_move(state: State, command: Pass) -> tuple[Event, ...]:
    """Decline the move (refused after a round of passes if the dice allow one); doubles still roll again."""
    require_turn(state, command.seat, "moving")
    require_may_pass(state)
    passed = MovePassed(command.seat)
    if not calls_race(state):
        return (passed,)
    return (passed,) + call_race(evolve(state, passed))


def require_may_pass(state: State) -> None:
    """House rule: once a whole round of rolls has brought no move, a roller who can move must."""
    if not held_back(state) or not can_move(state):
        return
    detail = (
        f"no horse has moved for {state.still} rolls, a round of the table: seat {state.turn} "
        f"must move a horse the dice allow (horse {state.dice.red}"
        + (", or any horse six hexes" if special_moves(state) else "")
        + ")"
    )
    raise RuleBroken(MUST_MOVE, detail)


def destinations(state: State, horse: int, steps: int) -> Mapping[str, tuple[str, ...]]:
    """Where a horse still on the track can go in exactly `steps` hexes, with a path to each."""
    hex_ = state.horses[horse - 1].hex  # horse n is at n - 1 (State.horse)
    if hex_ is None:
        return {}
    return free_reach(state.occupied(), hex_, steps)


def special_moves(state: State) -> dict[int, Mapping[str, tuple[str, ...]]]:
    """After double ones: each horse's six-hex destinations (horses with none left out); else nothing."""
    if not state.dice.double_ones:
        return {}
    found = {h: destinations(state, h, SPECIAL_STEPS) for h in range(1, HORSES + 1)}
    return {h: options for h, options in found.items() if options}


def can_move(state: State) -> bool:
    """True if the current roll allows a MoveHorse or a SpecialMove."""
    return bool(destinations(state, state.dice.red, state.dice.white) or special_moves(state))


def _path_to(state: State, horse: int, to: object, steps: int, rule: str) -> tuple[str, ...]:
    """The path of a legal move, or RuleBroken naming why there is none."""
    hex_ = state.horses[horse - 1].hex  # horse n is at n - 1 (State.horse)
    if hex_ is None:
        raise RuleBroken(f"{rule}.finished", f"horse {horse} has finished and left the track; it cannot move")
    if not isinstance(to, str) or to not in default_track().progress:
        raise RuleBroken(f"{rule}.unknown_hex", f"{to!r} is not a hex of the track")
    options = free_reach(state.occupied(), hex_, steps)  # `destinations` of a horse known to be on the track
    if not options:
        raise RuleBroken(f"{rule}.blocked", f"horse {horse} is blocked: no free path of {steps} hexes")
    if to not in options:
        where = ", ".join(sorted(options))
        detail = f"horse {horse} cannot reach {to} in exactly {steps} hexes; it can reach {where}"
        raise RuleBroken(f"{rule}.unreachable", detail)
    return options[to]


def move_horse(state: State, command: MoveHorse) -> tuple[Event, ...]:
    """Move the red die's horse exactly the white die's number of hexes."""
    require_turn(state, command.seat, "moving")
    horse = require_int(command.horse, "neck_and_neck.move.horse", "the horse")
    dice = state.dice
    if horse != dice.red:
        raise RuleBroken("neck_and_neck.move.red_die", f"the red die shows horse {dice.red}, not horse {horse}")
    path = _path_to(state, horse, command.to, dice.white, "neck_and_neck.move")
    return _moved(state, HorseMoved(command.seat, horse, path, False))


def special_move(state: State, command: SpecialMove) -> tuple[Event, ...]:
    """After double ones: any horse exactly six hexes; the turn ends."""
    require_turn(state, command.seat, "moving")
    if not state.dice.double_ones:
        detail = f"a special move needs double ones, not red {state.dice.red} and white {state.dice.white}"
        raise RuleBroken("neck_and_neck.special.double_ones", detail)
    horse = require_int(command.horse, "neck_and_neck.special.horse", "the horse")
    if not 1 <= horse <= HORSES:
        raise RuleBroken("neck_and_neck.special.horse", f"there is no horse {horse}")
    path = _path_to(state, horse, command.to, SPECIAL_STEPS, "neck_and_neck.special")
    return _moved(state, HorseMoved(command.seat, horse, path, True))


def _moved(state: State, moved: HorseMoved) -> tuple[Event, ...]:
    """The move, then the horse's finish and the race's end if they follow."""
    if crossings_after(state, moved) < 2:
        return (moved,)  # the horse is still racing: nothing follows (no need to fold the move)
    after = evolve(state, moved)
    finished = HorseFinished(moved.horse, len(after.placings) + 1)
    if finished.place < 3:
        return (moved, finished)
    return (moved, finished) + end_race(evolve(after, finished))


def call_race(state: State) -> tuple[Event, ...]:
    """House rule: a race stood still too long is called; the horses on the track are placed by distance run."""
    call = RaceCalled(state.race, state.still, called_placings(state))
    return (call,) + end_race(evolve(state, call))


def end_race(state: State) -> tuple[Event, ...]:
    """Race over: settle every bet, then open the next race's betting unless it was the last."""
    placings = state.placings
    events: tuple[Event, ...] = (
        RaceFinished(state.race, (placings[0], placings[1], placings[2])),
        BetsSettled(state.race, settle(state.bets, placings, CONTENT.payouts)),
    )
    if state.race < CONTENT.races:
        events += (BettingOpened(state.race + 1, first_seat(state.race + 1, state.seats)),)
    return events
