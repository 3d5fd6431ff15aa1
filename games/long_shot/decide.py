"""decide(state, command, rng): the events a command causes, or a rules error."""

from __future__ import annotations

from games.base import Command, Event, Rng, StartGame
from games.dispatch import decider

from .actions import buy_horse, discard_cards, pass_turn, place_bet, play_card, steal_card
from .commands import (
    AcceptRoll,
    BuyHorse,
    DeclineBarMoves,
    DiscardCards,
    MoveBarHorse,
    Pass,
    PlaceBet,
    PlayCard,
    RollDice,
    StealCard,
    UseReroll,
)
from .setup import start_game
from .state import State
from .turn import accept_roll, decline_bar_moves, move_bar_horse, roll_dice, use_reroll


@decider
def decide(state: State, command: Command, rng: Rng) -> tuple[Event, ...] | None:
    """Dispatch a command to its rule (None: not a command of this game, refused by `decider`)."""
    match command:
        case StartGame():
            return start_game(state, rng)
        case RollDice():
            return roll_dice(state, command, rng)
        case AcceptRoll():
            return accept_roll(state, command, rng)
        case UseReroll():
            return use_reroll(state, command, rng)
        case MoveBarHorse():
            return move_bar_horse(state, command)
        case DeclineBarMoves():
            return decline_bar_moves(state, command)
        case PlayCard():
            return play_card(state, command)
        case StealCard():
            return steal_card(state, command)
        case BuyHorse():
            return buy_horse(state, command)
        case PlaceBet():
            return place_bet(state, command)
        case DiscardCards():
            return discard_cards(state, command)
        case Pass():
            return pass_turn(state, command)
    return None
