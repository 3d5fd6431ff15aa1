"""Deciding the race: rolls, move 2 or move 1 and re-roll, handicaps, special moves, finishes, the race's end."""

from __future__ import annotations

from games.base import Event, Rng, RuleBroken
from games.guards import require_int

from .betting import open_race
from .buying import open_buying
from .commands import EndTurn, MoveHorse, RollDice, SpecialMove
from .content import CONTENT
from .events import (
    DiceRolled,
    HandicapSpent,
    HorseFinished,
    HorseMoved,
    PursesPaid,
    RaceFinished,
    TokensSettled,
    TurnEnded,
)
from .evolve import evolve, fold
from .guards import require_turn
from .payouts import purse_payments, settle_tokens
from .state import State
from .track import advanced, bonus, first_move_spaces, has_finished, last_place, special_steps


def roll_dice(state: State, command: RollDice, rng: Rng) -> tuple[Event, ...]:
    """Roll; an X horse is cancelled at once and a second roll's horse moves 2 at once."""
    require_turn(state, command.seat, ("roll", "reroll"), "roll the dice")
    a, b = rng.randint(1, 6), rng.randint(1, 6)
    rolled = DiceRolled(command.seat, a.value, b.value, a.nonce, b.nonce)
    horse = a.value + b.value
    runner, second = state.runner(horse), state.holder.rolls + 1 == 2  # the roll moves no horse and is counted
    if runner.place is not None:
        return (rolled,)
    if runner.token == "X" or second:
        then = "end" if second else "reroll"
        return (rolled,) + normal_move(state, command.seat, horse, 2, then, rng, (rolled,))
    return (rolled,)


def move_horse(state: State, command: MoveHorse, rng: Rng) -> tuple[Event, ...]:
    """After a first roll: 2 spaces and the turn ends, or 1 space and the seat must roll again."""
    require_turn(state, command.seat, ("choose",), "move a horse")
    spaces = require_int(command.spaces, "homestretch.move.spaces", "the spaces")
    if spaces not in (1, 2):
        raise RuleBroken("homestretch.move.spaces", f"move the rolled horse 1 or 2 spaces, not {spaces}")
    return normal_move(state, command.seat, sum(state.holder.dice), spaces, "roll" if spaces == 1 else "end", rng)


def normal_move(
    state: State, seat: int, horse: int, spaces: int, then: str, rng: Rng, pending: tuple[Event, ...] = ()
) -> tuple[Event, ...]:
    """The rolled horse's move; its handicap token, if any, acts on it (+N adds N, X cancels). `pending`: the roll
    just decided, when it is not folded into `state` yet."""
    token = state.runner(horse).token
    spent = (HandicapSpent(horse, token),) if token else ()
    moved = HorseMoved(seat, horse, first_move_spaces(token, spaces), False, then)
    return spent + after_move(state, pending + spent, moved, rng)


def special_move(state: State, command: SpecialMove, rng: Rng) -> tuple[Event, ...]:
    """A finished horse was rolled: a last-place horse moves 1-3 spaces by the dice difference (+N on its first move;
    an X waits for the horse's own number)."""
    require_turn(state, command.seat, ("special",), "make a special move")
    horse = require_int(command.horse, "homestretch.special.horse", "the horse")
    lasts = last_place(state.positions(), state.placings)
    if horse not in lasts:
        detail = f"horse {horse} is not in last place; the last-place horses are {', '.join(map(str, lasts))}"
        raise RuleBroken("homestretch.special.last_place", detail)
    then = "reroll" if state.holder.rolls == 1 else "end"
    token = state.runner(horse).token
    spent = (HandicapSpent(horse, token),) if token is not None and bonus(token) else ()
    moved = HorseMoved(command.seat, horse, special_steps(*state.holder.dice) + bonus(token), True, then)
    return spent + after_move(state, spent, moved, rng)


def end_turn(state: State, command: EndTurn) -> tuple[Event, ...]:
    """Decline the optional re-roll."""
    require_turn(state, command.seat, ("reroll",), "end the turn")
    return (TurnEnded(command.seat, (command.seat + 1) % state.seats),)


def after_move(state: State, pending: tuple[Event, ...], moved: HorseMoved, rng: Rng) -> tuple[Event, ...]:
    """The move, the horse's finish, the race's end at the third finisher, or the dice passing on.

    `pending`: the events decided before the move and not folded into `state` yet (a roll, a handicap spent); none
    of them moves or places a horse, so the moved horse's space and place are read from `state`.
    """
    runner = state.runner(moved.horse)
    if runner.place is None and has_finished(advanced(runner.position, moved.spaces)):  # its space after the move
        return finish(fold(state, pending + (moved,)), moved, rng)
    return (moved,) + _passing(state, moved)


def finish(state: State, moved: HorseMoved, rng: Rng) -> tuple[Event, ...]:
    """The move that took the horse home (folded into `state`), its finish, and the race's end at the third."""
    finished = HorseFinished(moved.horse, len(state.placings) + 1)
    events: tuple[Event, ...] = (moved, finished)
    if finished.place == 3:
        return events + end_race(evolve(state, finished), rng)
    return events + _passing(state, moved)


def _passing(state: State, moved: HorseMoved) -> tuple[Event, ...]:
    """The dice passing left when the move ends the turn."""
    return (TurnEnded(moved.seat, (moved.seat + 1) % state.seats),) if moved.then == "end" else ()


def end_race(state: State, rng: Rng) -> tuple[Event, ...]:
    """Purses, then tokens; after race 1 the second-chance buy, else the next race (none after the last)."""
    p = state.placings
    events: tuple[Event, ...] = (
        RaceFinished(state.race, (p[0], p[1], p[2])),
        PursesPaid(state.race, purse_payments(state)),
        TokensSettled(state.race, settle_tokens(state)),
    )
    after = fold(state, events)
    if state.race == 1:
        return events + open_buying(after, rng)
    if state.race < len(CONTENT.race_decks):
        return events + open_race(after, state.race + 1)
    return events
