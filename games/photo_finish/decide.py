"""decide(state, command, rng): the events a command causes, or a rules error."""

from __future__ import annotations

from games.base import Command, Event, Rng, StartGame
from games.dispatch import decider

from .betting import finish_betting, place_bet, start_game
from .commands import BetOnPlace, BetOnWinner, FinishBetting, PlayExtraMove, PutAwayDie, RollDice, UseDie
from .racing import play_extra, put_away, roll_dice, use_die
from .state import State


@decider
def decide(state: State, command: Command, rng: Rng) -> tuple[Event, ...] | None:
    """Dispatch a command to its rule (None: not a command of this game, refused by `decider`)."""
    match command:
        case StartGame():
            return start_game(state, rng)
        case BetOnWinner() | BetOnPlace():
            return place_bet(state, command, rng)
        case FinishBetting():
            return finish_betting(state, command)
        case RollDice():
            return roll_dice(state, command, rng)
        case UseDie():
            return use_die(state, command, rng)
        case PutAwayDie():
            return put_away(state, command, rng)
        case PlayExtraMove():
            return play_extra(state, command, rng)
    return None
