"""Deciding the start of the game and the sealed betting before each race."""

from __future__ import annotations

from games.base import Event, Rng, RuleBroken
from games.codec import sha256_hex
from games.guards import require_int, require_waiting

from .commands import FinishBetting, PlaceBet
from .events import BetPlaced, BettingFinished, BettingOpened, RaceStarted
from .guards import require_betting
from .state import BET_UNIT, HORSES, State


def start_game(state: State) -> tuple[Event, ...]:
    """Open betting for race 1; the banker (seat 0) will roll first."""
    require_waiting("neck_and_neck", state.phase)
    return (BettingOpened(race=1, first_seat=0),)


def first_seat(race: int, seats: int) -> int:
    """House rule: race r is started by seat (r - 1) mod seats, so the first roll rotates."""
    return (race - 1) % seats


def _check_bet(state: State, command: PlaceBet) -> None:
    """Horse 1..6, at least and a multiple of the bet unit, within the seat's cash."""
    horse = require_int(command.horse, "neck_and_neck.bet.horse", "the horse")
    amount = require_int(command.amount, "neck_and_neck.bet.amount", "the amount")
    if not 1 <= horse <= HORSES:
        raise RuleBroken("neck_and_neck.bet.horse", f"there is no horse {horse}: bet on a horse from 1 to {HORSES}")
    if amount < BET_UNIT:
        raise RuleBroken("neck_and_neck.bet.minimum", f"a bet must be at least ${BET_UNIT}, not ${amount:,}")
    if amount % BET_UNIT:
        raise RuleBroken(
            "neck_and_neck.bet.multiple_of_100", f"a bet must be a multiple of ${BET_UNIT}; ${amount:,} is not"
        )
    available = state.available(command.seat)
    if amount > available:
        detail = f"seat {command.seat} has ${available:,} left to bet this race; ${amount:,} is more"
        raise RuleBroken("neck_and_neck.bet.within_cash", detail)


def place_bet(state: State, command: PlaceBet, rng: Rng) -> tuple[Event, ...]:
    """Seal a bet: a fresh salt and the commitment over horse, amount and salt."""
    require_betting(state, command.seat)
    _check_bet(state, command)
    draw = rng.salt()
    salt = format(draw.value, "032x")
    commitment = sha256_hex({"horse": command.horse, "amount": command.amount, "salt": salt})
    return (BetPlaced(command.seat, state.race, command.horse, command.amount, salt, commitment, draw.nonce),)


def finish_betting(state: State, command: FinishBetting) -> tuple[Event, ...]:
    """The seat is done; when it is the last one, the race starts."""
    require_betting(state, command.seat)
    done = BettingFinished(command.seat, state.race)
    if all(d or s == command.seat for s, d in enumerate(state.done)):
        return (done, RaceStarted(state.race, state.first_seat))
    return (done,)
