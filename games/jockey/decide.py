"""decide(state, command, rng): the events a command causes, or a rules error."""

from __future__ import annotations

from games.base import Command, Event, Rng, StartGame
from games.dispatch import decider

from .betting import pass_bet, place_bet, take_loan
from .commands import KeepCards, PassBet, PlaceBet, PlayCard, TakeLoan
from .keeping import keep_cards
from .playing import play_card
from .setup import start_game
from .state import State


@decider
def decide(state: State, command: Command, rng: Rng) -> tuple[Event, ...] | None:
    """Dispatch a command to its rule (None: not a command of this game, refused by `decider`)."""
    match command:  # the most frequent command first (the classes are unrelated: the order decides nothing else)
        case PlayCard():
            return play_card(state, command, rng)
        case StartGame():
            return start_game(state, rng)
        case TakeLoan():
            return take_loan(state, command)
        case PlaceBet():
            return place_bet(state, command, rng)
        case PassBet():
            return pass_bet(state, command, rng)
        case KeepCards():
            return keep_cards(state, command, rng)
    return None
