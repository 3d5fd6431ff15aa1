"""decide(state, command, rng): the events a command causes, or a rules error."""

from __future__ import annotations

from games.base import Command, Event, Rng, StartGame
from games.dispatch import decider

from .betting import finish_betting, place_bet, start_game
from .commands import FinishBetting, MoveHorse, Pass, PlaceBet, RollDice, SpecialMove
from .racing import move_horse, pass_move, roll_dice, special_move
from .state import State


@decider
def decide(state: State, command: Command, rng: Rng) -> tuple[Event, ...] | None:
    """Dispatch a command to its rule (None: not a command of this game, refused by `decider`)."""
    match command:  # the commonest commands first (a roll, then a move or a pass, each turn)
        case RollDice():
            return roll_dice(state, command, rng)
        case MoveHorse():
            return move_horse(state, command)
        case Pass():
            return pass_move(state, command)
        case StartGame():
            return start_game(state)
        case PlaceBet():
            return place_bet(state, command, rng)
        case FinishBetting():
            return finish_betting(state, command)
        case SpecialMove():
            return special_move(state, command)
    return None
