"""evolve(state, event): fold one event into the state; no checks, no randomness."""

from __future__ import annotations

from games.base import Event, known
from games.records import replace

from .content import CONTENT
from .events import (
    BetPlaced,
    BetsSettled,
    BettingFinished,
    BettingOpened,
    DiceRolled,
    HorseFinished,
    HorseMoved,
    MovePassed,
    RaceCalled,
    RaceFinished,
    RaceStarted,
)
from .state import Bet, Horse, Phase, RaceResult, Roll, State
from .track import crosses_finish, default_track

FACES = range(1, 7)
ROLLS = {(red, white): Roll(red, white) for red in FACES for white in FACES}  # every roll of the two dice, made once


def start_horses() -> tuple[Horse, ...]:
    """All six horses on their start hexes, no crossings, no place."""
    return tuple(Horse(n, hex_) for n, hex_ in enumerate(default_track().start_hexes, start=1))


def _with_horse(state: State, horse: Horse) -> State:
    """The state with one horse replaced."""
    horses = tuple(horse if h.horse == horse.horse else h for h in state.horses)
    return replace(state, horses=horses)


def _open_betting(state: State, race: int, first_seat: int) -> State:
    """A fresh race: horses back on the start hexes, bets and placings cleared."""
    return replace(
        state,
        phase="betting",
        race=race,
        first_seat=first_seat,
        turn=None,
        roll=None,
        horses=start_horses(),
        bets=(),
        done=(False,) * state.seats,
        placings=(),
        still=0,
    )


def _finish_betting(state: State, seat: int) -> State:
    """Mark a seat done betting."""
    return replace(state, done=tuple(d or s == seat for s, d in enumerate(state.done)))


def crossings_after(state: State, event: HorseMoved) -> int:
    """The moved horse's finish-line crossings this race, counting the move."""
    horse = state.horses[event.horse - 1]  # horse n is at n - 1 (State.horse)
    crossed = crosses_finish(default_track(), known(horse.hex, f"horse {horse.horse}'s hex"), event.path[-1])
    return horse.crossings + int(crossed)


def _move(state: State, event: HorseMoved) -> State:
    """Put the horse on its destination, count a finish-line crossing, pass the turn on (one copy of the state)."""
    number = event.horse
    moved = replace(state.horses[number - 1], hex=event.path[-1], crossings=crossings_after(state, event))
    horses = state.horses[: number - 1] + (moved,) + state.horses[number:]  # horse n is at n - 1 (State.horse)
    turn = _next_turn(state, again=not event.special)
    return replace(state, horses=horses, still=0, phase="rolling", roll=None, turn=turn)


def _next_turn(state: State, again: bool) -> int | None:
    """After a move or pass: doubles roll again (unless the turn ended), else the dice pass left."""
    keep = again and state.roll is not None and state.roll.doubles
    return state.turn if keep or state.turn is None else (state.turn + 1) % state.seats


def _finish_horse(state: State, number: int, place: int) -> State:
    """The horse leaves the track with its place."""
    finished = replace(state.horse(number), hex=None, place=place)
    return replace(_with_horse(state, finished), placings=state.placings + (number,))


def _call(state: State, placings: tuple[int, ...]) -> State:
    """A called race: the horses it places leave the track with their places, in order."""
    for horse in placings:
        state = _finish_horse(state, horse, len(state.placings) + 1)
    return state


def _settle(state: State, event: BetsSettled) -> State:
    """Apply every payout to cash, record the result, clear the bets."""
    cash = list(state.cash)
    for s in event.settlements:
        cash[s.seat] += s.payout
    result = RaceResult(event.race, state.placings, event.settlements)
    phase: Phase = "over" if event.race >= CONTENT.races else "settling"
    return replace(state, cash=tuple(cash), bets=(), results=state.results + (result,), phase=phase)


def evolve(state: State, event: Event) -> State:
    """The state after `event`."""
    match event:  # the commonest events first (a roll, a move, a pass each turn): each case is an isinstance test
        case DiceRolled(red=red, white=white):
            return replace(state, phase="moving", roll=ROLLS.get((red, white)) or Roll(red, white))
        case HorseMoved():
            return _move(state, event)
        case MovePassed():
            return replace(state, still=state.still + 1, phase="rolling", roll=None, turn=_next_turn(state, again=True))
        case BettingOpened(race=race, first_seat=first):
            return _open_betting(state, race, first)
        case BetPlaced(seat=seat, horse=horse, amount=amount, salt=salt):
            return replace(state, bets=state.bets + (Bet(seat, horse, amount, salt),))
        case BettingFinished(seat=seat):
            return _finish_betting(state, seat)
        case RaceStarted(first_seat=first):
            return replace(state, phase="rolling", turn=first, roll=None)
        case HorseFinished(horse=horse, place=place):
            return _finish_horse(state, horse, place)
        case RaceCalled(placings=placings):
            return _call(state, placings)
        case RaceFinished():
            return replace(state, phase="settling", turn=None, roll=None)
        case BetsSettled():
            return _settle(state, event)
    raise ValueError(f"neck_and_neck cannot evolve {type(event).__name__}")
