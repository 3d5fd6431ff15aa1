"""Before each race: loans for seats short of capital, then one sealed bet (or a sealed pass) per seat."""

from __future__ import annotations

from typing import Any

from games.base import Event, Rng, RuleBroken
from games.codec import sha256_hex

from .commands import PassBet, PlaceBet, TakeLoan
from .content import CONTENT
from .events import BetPlaced, LoanTaken, RaceStarted
from .guards import require_amount, require_horse, require_phase
from .state import State

BET_KINDS = ("place", "win", "double")


def loan_room(state: State, seat: int) -> int:
    """How much the seat may still borrow this race: up to a capital of 1,000, once per race."""
    if state.loaned[seat] or state.cash[seat] >= CONTENT.loan_below:
        return 0
    return min(CONTENT.loan_max, CONTENT.loan_below - state.cash[seat])


def take_loan(state: State, command: TakeLoan) -> tuple[Event, ...]:
    """Borrow to bring capital up to 1,000 (only below 1,000, only once per race, before betting)."""
    require_phase(state, command.seat, "betting", "taking a loan")
    room = loan_room(state, command.seat)
    if room < CONTENT.stake_unit:
        detail = (
            f"seat {command.seat} may not borrow: loans are for capital below {CONTENT.loan_below:,}, "
            f"once per race (it has {state.cash[command.seat]:,})"
        )
        raise RuleBroken("jockey.loan.not_allowed", detail)
    amount = require_amount(
        command.amount, "jockey.loan.amount", "the loan", CONTENT.stake_unit, room, CONTENT.stake_unit
    )
    return (LoanTaken(command.seat, state.race, amount),)


def bet_cap(state: State, seat: int) -> int:
    """The most one bet may stake in all: 5,000, and never more than the seat's capital."""
    return min(CONTENT.stake_max, state.cash[seat] // CONTENT.stake_unit * CONTENT.stake_unit)


def _stake(value: object, what: str, high: int) -> int:
    """A stake of at least the minimum, a multiple of the unit, at most `high`."""
    return require_amount(value, "jockey.bet.stake", what, CONTENT.stake_min, high, CONTENT.stake_unit)


def _checked(state: State, command: PlaceBet) -> tuple[str, str | None, int, int]:
    """(horse, second, stake, second stake) of a valid bet, else RuleBroken naming the rule."""
    if command.kind not in BET_KINDS:
        raise RuleBroken("jockey.bet.kind", f"{command.kind!r} is not a bet: choose place, win or double")
    horse, cap = require_horse(command.horse, "jockey.bet.horse"), bet_cap(state, command.seat)
    if command.kind != "double":
        if command.second is not None or command.second_stake is not None:
            raise RuleBroken(
                "jockey.bet.single",
                f"a {command.kind} bet names one horse and one stake: leave out second and second_stake",
            )
        return horse, None, _stake(command.stake, "the stake", cap), 0
    if command.second is None or command.second_stake is None:
        raise RuleBroken("jockey.bet.double.second", "a double names a second horse and its stake")
    second = require_horse(command.second, "jockey.bet.horse")
    if second == horse:
        raise RuleBroken("jockey.bet.double.same_horse", "a double needs two different horses")
    stake = _stake(command.stake, "the stake on the winner", cap - CONTENT.stake_min)
    return horse, second, stake, _stake(command.second_stake, "the stake on the second", cap - stake)


def _sealed(state: State, seat: int, fields: dict[str, Any], rng: Rng) -> BetPlaced:
    """The bet with a fresh salt and the commitment over exactly its secret fields."""
    draw = rng.salt()
    salt = format(draw.value, "032x")
    commitment = sha256_hex({**fields, "salt": salt})
    return BetPlaced(seat=seat, race=state.race, salt=salt, commitment=commitment, salt_nonce=draw.nonce, **fields)


def _then_start(state: State, seat: int, placed: BetPlaced) -> tuple[Event, ...]:
    """The bet; when it is the last one, the race starts."""
    if all(d or s == seat for s, d in enumerate(state.done)):
        return (placed, RaceStarted(state.race, (state.dealer + 1) % state.seats))
    return (placed,)


def place_bet(state: State, command: PlaceBet, rng: Rng) -> tuple[Event, ...]:
    """Seal the seat's one bet for this race."""
    require_phase(state, command.seat, "betting", "betting")
    horse, second, stake, second_stake = _checked(state, command)
    fields = {"kind": command.kind, "horse": horse, "stake": stake, "second": second, "second_stake": second_stake}
    return _then_start(state, command.seat, _sealed(state, command.seat, fields, rng))


def pass_bet(state: State, command: PassBet, rng: Rng) -> tuple[Event, ...]:
    """Seal no bet (others cannot tell a pass from a bet until the race is settled)."""
    require_phase(state, command.seat, "betting", "betting")
    fields = {"kind": "none", "horse": None, "stake": 0, "second": None, "second_stake": 0}
    return _then_start(state, command.seat, _sealed(state, command.seat, fields, rng))
