"""Deciding the second-chance buy after race 1: two rounds, lowest money first, face up or blind, or pass."""

from __future__ import annotations

from games import guards as shared
from games.base import Event, Rng, RuleBroken
from games.shuffle import shuffle

from .betting import open_race
from .commands import BuyBlind, BuyShare, PassBuy
from .content import CONTENT
from .events import BlindShareBought, BuyPassed, BuyPileShuffled, RowDealt, ShareBought, SharesDiscarded
from .evolve import evolve
from .evolve_draft import buy_pool
from .guards import require_phase
from .order import buying_order
from .state import State

ROUNDS = 2


def open_buying(state: State, rng: Rng) -> tuple[Event, ...]:
    """Shuffle the second-chance cards and deal as many face up as there are seats."""
    drawn = shuffle(len(buy_pool(state)), rng)
    shuffled = BuyPileShuffled(drawn.draws, drawn.nonces)
    after = evolve(state, shuffled)
    return shuffled, RowDealt(1, after.pile[: state.seats], buying_order(after.cash))


def blind_cost_ceiling() -> int:
    """A blind buy needs cash for the fee plus the dearest share, whatever card turns up."""
    return CONTENT.blind_buy_fee + max(h.price for h in CONTENT.horses.values())


def current_buyer(state: State) -> int | None:
    """The seat whose buying turn it is (None between rounds)."""
    return state.buy_order[state.buyers_done] if state.buyers_done < len(state.buy_order) else None


def _require_buyer(state: State, seat: int) -> None:
    require_phase(state, seat, "buying")
    buyer = current_buyer(state)
    shared.require_turn(buyer, seat, "homestretch.buy.turn", f"it is seat {buyer}'s turn to buy, not seat {seat}'s")


def buy_share(state: State, command: BuyShare) -> tuple[Event, ...]:
    """Buy a face-up card at its price."""
    _require_buyer(state, command.seat)
    if command.card not in state.row:
        raise RuleBroken(
            "homestretch.buy.face_up", f"{command.card!r} is not a face-up card; they are {', '.join(state.row)}"
        )
    price = CONTENT.price(command.card)
    if price > state.cash[command.seat]:
        raise RuleBroken(
            "homestretch.buy.cash",
            f"seat {command.seat} has ${state.cash[command.seat]:,}; {command.card} costs ${price:,}",
        )
    bought = ShareBought(command.seat, command.card, price)
    return _next(evolve(state, bought), (bought,))


def buy_blind(state: State, command: BuyBlind) -> tuple[Event, ...]:
    """Buy the top face-down card for the fee plus its price."""
    _require_buyer(state, command.seat)
    if not state.pile:
        raise RuleBroken("homestretch.buy.blind_empty", "no face-down cards are left to buy")
    if state.cash[command.seat] < blind_cost_ceiling():
        raise RuleBroken(
            "homestretch.buy.blind_cash",
            f"a blind buy needs ${blind_cost_ceiling():,} in cash "
            f"(the fee plus the dearest share); seat {command.seat} has ${state.cash[command.seat]:,}",
        )
    card = state.pile[0]
    bought = BlindShareBought(command.seat, card, CONTENT.price(card), CONTENT.blind_buy_fee)
    return _next(evolve(state, bought), (bought,))


def pass_buy(state: State, command: PassBuy) -> tuple[Event, ...]:
    """Buy nothing this round."""
    _require_buyer(state, command.seat)
    passed = BuyPassed(command.seat)
    return _next(evolve(state, passed), (passed,))


def _next(state: State, events: tuple[Event, ...]) -> tuple[Event, ...]:
    """After every seat acted: refill for round 2, or discard the rest and flip race 2."""
    if state.buyers_done < state.seats:
        return events
    if state.buy_round < ROUNDS:
        refill = state.pile[: state.seats - len(state.row)]
        return events + (RowDealt(state.buy_round + 1, refill, buying_order(state.cash)),)
    discarded = SharesDiscarded(len(state.row) + len(state.pile))
    return events + (discarded,) + open_race(evolve(state, discarded), 2)
