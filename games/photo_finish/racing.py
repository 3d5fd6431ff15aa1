"""Deciding the race: taking and rolling dice, using or putting one away, extra moves, the finish line."""

from __future__ import annotations

from typing import Any

from games.base import Event, Rng, RuleBroken
from games.guards import require_int

from .commands import PlayExtraMove, PutAwayDie, RollDice, UseDie
from .content import COLOURS, CONTENT
from .events import DeadHeatBroken, DiceRolled, DiePutAway, DieUsed, ExtraMovePlayed, FinishLineCrossed, SideBetWon
from .evolve import evolve
from .finish import finish_race
from .guards import require_turn
from .placements import TILE_FACES, Target, problem, splits_heat
from .pool import allowed_takes
from .state import State


def _sorted_take(take: object) -> tuple[str, ...]:
    """The taken colours in colour order (unknown colours kept, to be refused)."""
    colours = tuple(take) if isinstance(take, (tuple, list)) else (take,)
    return tuple(sorted(colours, key=lambda c: COLOURS.index(c) if c in COLOURS else 99))


def roll_dice(state: State, command: RollDice, rng: Rng) -> tuple[Event, ...]:
    """Take the allowed dice, then roll the three in hand (passed dice first), one face draw each."""
    require_turn(state, command.seat, "rolling")
    take = _sorted_take(command.take)
    allowed = allowed_takes(state.track, state.hand)
    if take not in allowed:
        options = "; ".join("+".join(t) for t in allowed)
        detail = (
            f"take {'+'.join(map(str, take))} is not allowed: three dice in hand must show at least two "
            f"colours where the pool allows, and yellow dice wait until the pool holds at most "
            f"{CONTENT.homestretch_pool}; allowed: {options}"
        )
        raise RuleBroken("photo_finish.dice.take", detail)
    colours = state.hand + take
    drawn = [rng.randint(0, 5) for _ in colours]
    return (DiceRolled(command.seat, take, colours, tuple(d.value for d in drawn), tuple(d.nonce for d in drawn)),)


def _die(state: State, die: object) -> int:
    """A rolled die's index."""
    die = require_int(die, "photo_finish.die.index", "the die")
    if not 0 <= die < len(state.roll):
        raise RuleBroken("photo_finish.die.index", f"there is no rolled die {die}: choose 0 to {len(state.roll) - 1}")
    return die


def use_die(state: State, command: UseDie, rng: Rng) -> tuple[Event, ...]:
    """Follow one die on a legal target; a side bet skips the next player, who owes the roller."""
    require_turn(state, command.seat, "using")
    die = _die(state, command.die)
    rolled = state.roll[die]
    target = Target(command.tile, command.to, _listed(command.order), _listed(command.back))
    found = problem(state.track, rolled.face, target)
    if found:
        raise RuleBroken(*found)
    used = DieUsed(command.seat, die, rolled.colour, rolled.face, **_fields(rolled.face, target))
    events: tuple[Event, ...] = (used,)
    if rolled.face == "interference" and splits_heat(state.track, target.order):
        events += (DeadHeatBroken(state.race, state.track.row[:-3:-1]),)
    if rolled.face == "side_bet":
        debtor = (command.seat + 1) % state.seats
        events += (SideBetWon(state.race, len(state.side_bets) + 1, command.seat, debtor, CONTENT.side_bet),)
    return events + _after_use(state, events, command.seat, rng)


def _listed(value: object) -> tuple[Any, ...]:
    """An optional list field as a tuple: () when omitted or null (a non-list is kept whole, to be refused).

    The items are the client's, unchecked (Any): the target's problem() refuses what is not a tile or a colour.
    """
    if value is None:
        return ()
    return tuple(value) if isinstance(value, (tuple, list)) else (value,)


def _fields(face: str, target: Target) -> dict[str, Any]:
    """Only the target fields the face uses, so the event records nothing irrelevant."""
    if face in TILE_FACES:
        return {"tile": target.tile}
    if face == "tempo_change":
        return {"tile": target.tile, "to": target.to}
    if face == "interference":
        return {"order": tuple(target.order)}
    if face == "inside_tip":
        return {"back": tuple(sorted(target.back, key=COLOURS.index))}
    return {}


def put_away(state: State, command: PutAwayDie, rng: Rng) -> tuple[Event, ...]:
    """Do nothing; one die leaves the race."""
    require_turn(state, command.seat, "using")
    die = _die(state, command.die)
    event = DiePutAway(command.seat, die, state.roll[die].colour, state.roll[die].face)
    return (event,) + _after_use(state, (event,), command.seat, rng)


def _fold(state: State, events: tuple[Event, ...]) -> State:
    for event in events:
        state = evolve(state, event)
    return state


def _after_use(state: State, events: tuple[Event, ...], seat: int, rng: Rng) -> tuple[Event, ...]:
    """What follows a die used or put away: nothing while the pool still holds dice (no use takes any from it, so
    the state after `events` need not be worked out), else `_after_turn` on that state, which looks at the pool
    again: a use may put dice back into it (an inside tip on the last die)."""
    if sum(state.track.pool):
        return ()
    return _after_turn(_fold(state, events), seat, rng)


def _after_turn(state: State, seat: int, rng: Rng) -> tuple[Event, ...]:
    """The last pool die used: the finish line is crossed; saved extra moves follow, else the result."""
    if sum(state.track.pool):
        return ()
    crossed = FinishLineCrossed(state.race, seat, state.saved)
    after = evolve(state, crossed)
    return (crossed,) + (() if after.saved else finish_race(after, rng))


def play_extra(state: State, command: PlayExtraMove, rng: Rng) -> tuple[Event, ...]:
    """A saved extra move: the black die acts as a horseshoe on a running tile."""
    require_turn(state, command.seat, "extra")
    if command.tile not in state.track.row:
        raise RuleBroken("photo_finish.extra_move.tile", f"horse {command.tile!r} is not running in this race")
    played = ExtraMovePlayed(command.seat, command.tile)
    after = evolve(state, played)
    return (played,) + (() if after.saved else finish_race(after, rng))
