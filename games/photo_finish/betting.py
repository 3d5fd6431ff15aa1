"""Deciding the start of the game and the sealed betting before each race."""

from __future__ import annotations

from games.base import Event, Rng, RuleBroken
from games.codec import sha256_hex
from games.guards import is_int, require_int, require_waiting
from games.shuffle import arranged, shuffle

from .commands import BetOnPlace, BetOnWinner, FinishBetting
from .content import CONTENT
from .events import BetPlaced, BettingFinished, RaceOpened, RaceStarted, TilesShuffled
from .guards import require_betting
from .state import State

BET = "photo_finish.bet"


def start_game(state: State, rng: Rng) -> tuple[Event, ...]:
    """Shuffle the 24 tiles once (house secret), then turn up race 1; seat 0 starts it."""
    require_waiting("photo_finish", state.phase)
    drawn = shuffle(CONTENT.tile_count, rng)
    order = arranged(range(1, CONTENT.tile_count + 1), drawn.draws)
    return (TilesShuffled(drawn.draws, drawn.nonces, order), RaceOpened(1, 0, order[: CONTENT.runners]))


def available(state: State, seat: int) -> int:
    """What the seat may still stake this race: its cash (race 1: at most 1,000 in all)."""
    if state.race == 1:
        return min(state.cash[seat], CONTENT.race_one_limit - state.staked(seat))
    return state.cash[seat]


def _check_amount(state: State, seat: int, amount: object) -> None:
    """At least one unit, whole units, within what the seat may still stake."""
    amount = require_int(amount, f"{BET}.amount", "the amount")
    unit = CONTENT.bet_unit
    if amount < unit or amount % unit:
        raise RuleBroken(f"{BET}.steps_of_100", f"bets go in steps of ${unit}; ${amount:,} is not one")
    if amount > available(state, seat):
        detail = f"seat {seat} may stake ${available(state, seat):,} more this race; ${amount:,} is more"
        raise RuleBroken(f"{BET}.capital", detail)


def _check_horse(state: State, horse: object) -> int:
    """A horse running in this race."""
    if not is_int(horse) or horse not in state.starting:
        raise RuleBroken(f"{BET}.horse", f"horse {horse!r} is not running in race {state.race}")
    return horse


def _check_winner(state: State, command: BetOnWinner) -> tuple[int, ...]:
    """At most three winner bets, each on a different running horse."""
    horse = _check_horse(state, command.horse)
    mine = state.bets_of(command.seat, "winner")
    if len(mine) >= CONTENT.max_winner_bets:
        raise RuleBroken(f"{BET}.three_horses", "winner bets go on at most three horses")
    if any(b.horses == (horse,) for b in mine):
        raise RuleBroken(f"{BET}.same_horse", f"seat {command.seat} already has a winner bet on horse {horse}")
    return (horse,)


def _check_place(state: State, command: BetOnPlace) -> tuple[int, ...]:
    """At most two place bets, each on a different pair of two running horses."""
    horses = tuple(command.horses) if isinstance(command.horses, (tuple, list)) else ()
    if len(horses) != 2 or len(set(horses)) != 2:
        raise RuleBroken(f"{BET}.pair", "a place bet names two different horses")
    pair = tuple(sorted(_check_horse(state, h) for h in horses))
    mine = state.bets_of(command.seat, "place")
    if len(mine) >= CONTENT.max_place_bets:
        raise RuleBroken(f"{BET}.two_place_bets", "at most two place bets per race")
    if any(b.horses == pair for b in mine):
        raise RuleBroken(f"{BET}.same_pair", f"seat {command.seat} already has a place bet on {pair[0]}-{pair[1]}")
    return pair


def place_bet(state: State, command: BetOnWinner | BetOnPlace, rng: Rng) -> tuple[Event, ...]:
    """Seal a bet: a fresh salt and the commitment over kind, horses, amount and salt."""
    require_betting(state, command.seat)
    winner = isinstance(command, BetOnWinner)
    horses = _check_winner(state, command) if isinstance(command, BetOnWinner) else _check_place(state, command)
    _check_amount(state, command.seat, command.amount)
    kind, draw = "winner" if winner else "place", rng.salt()
    salt = format(draw.value, "032x")
    commitment = sha256_hex({"kind": kind, "horses": list(horses), "amount": command.amount, "salt": salt})
    return (BetPlaced(command.seat, state.race, kind, horses, command.amount, salt, commitment, draw.nonce),)


def finish_betting(state: State, command: FinishBetting) -> tuple[Event, ...]:
    """The seat is done; when it is the last one, the race starts."""
    require_betting(state, command.seat)
    done = BettingFinished(command.seat, state.race)
    if all(d or s == command.seat for s, d in enumerate(state.done)):
        return (done, RaceStarted(state.race, state.start_seat))
    return (done,)
