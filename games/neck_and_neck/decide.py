"""decide(state, command, rng): the events a command causes, or a rules error."""

from __future__ import annotations

from games.base import Command, Event, Rng, RuleBroken, StartGame

from .betting import finish_betting, place_bet, start_game
from .commands import FinishBetting, MoveHorse, Pass, PlaceBet, RollDice, SpecialMove
from .racing import move_horse, pass_move, roll_dice, special_move
from .state import State


def decide(state: State, command: Command, rng: Rng) -> tuple[Event, ...]:
    """Dispatch a command to its rule."""
    match command:
        case StartGame():
            return start_game(state)
        case PlaceBet():
            return place_bet(state, command, rng)
        case FinishBetting():
            return finish_betting(state, command)
        case RollDice():
            return roll_dice(state, command, rng)
        case MoveHorse():
            return move_horse(state, command)
        case SpecialMove():
            return special_move(state, command)
        case Pass():
            return pass_move(state, command)
    name = getattr(command, "TYPE", type(command).__name__)
    raise RuleBroken("neck_and_neck.command", f"Neck and Neck has no command {name!r}")
