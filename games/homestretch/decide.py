"""decide(state, command, rng): the events a command causes, or a rules error."""

from __future__ import annotations

from games.base import Command, Event, Rng, StartGame
from games.dispatch import decider

from .betting import place_token
from .buying import buy_blind, buy_share, pass_buy
from .commands import BuyBlind, BuyShare, EndTurn, MoveHorse, PassBuy, PickShare, PlaceToken, RollDice, SpecialMove
from .racing import end_turn, move_horse, roll_dice, special_move
from .setup import pick_share, start_game
from .state import State


@decider
def decide(state: State, command: Command, rng: Rng) -> tuple[Event, ...] | None:
    """Dispatch a command to its rule (None: not a command of this game, refused by `decider`)."""
    match command:
        case StartGame():
            return start_game(state, rng)
        case PickShare():
            return pick_share(state, command, rng)
        case PlaceToken():
            return place_token(state, command, rng)
        case RollDice():
            return roll_dice(state, command, rng)
        case MoveHorse():
            return move_horse(state, command, rng)
        case SpecialMove():
            return special_move(state, command, rng)
        case EndTurn():
            return end_turn(state, command)
        case BuyShare():
            return buy_share(state, command)
        case BuyBlind():
            return buy_blind(state, command)
        case PassBuy():
            return pass_buy(state, command)
    return None
