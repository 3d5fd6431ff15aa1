"""evolve(state, event): fold one event into the state; no checks, no randomness."""

from __future__ import annotations

from typing import TypeVar

from games.base import Event
from games.records import replace
from games.shuffle import arranged

from .content import DECK_SIZE
from .events import (
    BarMovesDeclined,
    BarMovesOffered,
    BetPlaced,
    CardDrawn,
    CardPlayed,
    CardsDealt,
    CardsDiscarded,
    CardStolen,
    DeckShuffled,
    DiceRolled,
    DieRerolled,
    FeatureUsed,
    FinishOrderPending,
    HandSeen,
    HorseBought,
    HorseFinished,
    HorseMoved,
    MoneyCollected,
    MoneyDealt,
    MoneyTaken,
    Passed,
    RaceFinished,
    RollResolved,
    Settled,
    StartDieRolled,
    TurnBegan,
)
from .state import Bet, Roll, State

T = TypeVar("T")


def _set(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """The tuple with one item replaced."""
    return values[:index] + (value,) + values[index + 1 :]


def _add_cash(state: State, seat: int, amount: int) -> State:
    return replace(state, cash=_set(state.cash, seat, state.cash[seat] + amount))


def _give(state: State, seat: int, cards: tuple[int, ...]) -> State:
    return replace(state, hands=_set(state.hands, seat, state.hands[seat] + cards))


def _take(state: State, seat: int, cards: tuple[int, ...]) -> State:
    return replace(state, hands=_set(state.hands, seat, tuple(c for c in state.hands[seat] if c not in cards)))


def _draw(state: State, seat: int, cards: tuple[int, ...]) -> State:
    """Cards leave the top of the deck for a hand."""
    return _give(replace(state, deck=state.deck[len(cards) :]), seat, cards)


def _discard(state: State, seat: int, cards: tuple[int, ...]) -> State:
    return replace(_take(state, seat, cards), discards=state.discards + cards)


def _reroll(state: State, event: DieRerolled) -> State:
    """The token is spent and one die changes."""
    roll = state.dice
    roll = replace(roll, horse=event.value) if event.die == "horse" else replace(roll, move=event.value)
    return replace(state, roll=roll, rerolls=_set(state.rerolls, event.seat, False))


def _bet(state: State, event: BetPlaced) -> State:
    bet = Bet(event.bet, event.seat, event.horse, event.amount, event.paid_by)
    state = replace(state, bets=state.bets + (bet,))
    return _add_cash(state, event.seat, -event.amount) if event.paid_by == "cash" else state


def _settle(state: State, event: Settled) -> State:
    for purse in event.purses:
        state = _add_cash(state, purse.seat, purse.amount)
    for settled in event.settlements:
        state = _add_cash(state, settled.seat, settled.payout)
    return replace(state, bets=(), phase="over", turn=None, pending=())


def evolve(state: State, event: Event) -> State:
    """The state after `event`."""
    match event:
        case MoneyDealt(amount=amount):
            return replace(
                state, cash=(amount,) * state.seats, hands=((),) * state.seats, rerolls=(True,) * state.seats
            )
        case DeckShuffled(draws=draws):
            return replace(state, deck=arranged(range(DECK_SIZE), draws))
        case CardsDealt(seat=seat, cards=cards) | CardDrawn(seat=seat, card=cards):
            return _draw(state, seat, cards if isinstance(cards, tuple) else (cards,))
        case StartDieRolled() | FeatureUsed():
            return state
        case TurnBegan(seat=seat, turn=turn):
            return replace(state, phase="rolling", turn=seat, turns=turn, roll=None, pending=())
        case DiceRolled(horse=horse, move=move):
            return replace(state, phase="rerolling", roll=Roll(horse, move))
        case DieRerolled():
            return _reroll(state, event)
        case HorseMoved(horse=horse, end=end):
            return replace(
                state, spaces=_set(state.spaces, horse - 1, end), pending=tuple(h for h in state.pending if h != horse)
            )
        case HorseFinished(horse=horse):
            return replace(state, placings=state.placings + (horse,))
        case BarMovesOffered(horses=horses) | FinishOrderPending(horses=horses):
            return replace(state, phase="barring", pending=horses)
        case BarMovesDeclined():
            return state
        case RollResolved():
            return replace(state, phase="action", pending=())
        case HandSeen(victim=victim):
            return replace(state, phase="stealing", looking_at=victim)
        case CardStolen(seat=seat, victim=victim, card=card):
            return replace(_give(_take(state, victim, (card,)), seat, (card,)), looking_at=None)
        case CardPlayed(seat=seat, card=card):
            return _discard(state, seat, (card,))
        case CardsDiscarded(seat=seat, cards=cards):
            return _discard(state, seat, cards)
        case HorseBought(seat=seat, horse=horse, price=price):
            return _add_cash(replace(state, owners=_set(state.owners, horse - 1, seat)), seat, -price)
        case BetPlaced():
            return _bet(state, event)
        case MoneyCollected(seat=seat, amount=amount):
            return _add_cash(state, seat, amount)
        case MoneyTaken(seat=seat, victim=victim, amount=amount):
            return _add_cash(_add_cash(state, victim, -amount), seat, amount)
        case Passed():
            return state
        case RaceFinished():
            return replace(state, phase="settling", turn=None)
        case Settled():
            return _settle(state, event)
    raise ValueError(f"long_shot cannot evolve {type(event).__name__}")
