"""evolve(state, event): fold one event into the state; no checks, no randomness."""

from __future__ import annotations

from typing import TypeVar

from games.base import Event
from games.dispatch import Fold, evolver
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
    items = list(values)
    items[index] = value
    return tuple(items)


def _add_cash(state: State, seat: int, amount: int) -> State:
    return replace(state, cash=_set(state.cash, seat, state.cash[seat] + amount))


def _without(hand: tuple[int, ...], cards: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(c for c in hand if c not in cards)


def _give(state: State, seat: int, cards: tuple[int, ...]) -> State:
    return replace(state, hands=_set(state.hands, seat, state.hands[seat] + cards))


def _take(state: State, seat: int, cards: tuple[int, ...]) -> State:
    return replace(state, hands=_set(state.hands, seat, _without(state.hands[seat], cards)))


def _draw(state: State, seat: int, cards: tuple[int, ...]) -> State:
    """Cards leave the top of the deck for a hand."""
    hands = _set(state.hands, seat, state.hands[seat] + cards)
    return replace(state, deck=state.deck[len(cards) :], hands=hands)


def _discard(state: State, seat: int, cards: tuple[int, ...]) -> State:
    hands = _set(state.hands, seat, _without(state.hands[seat], cards))
    return replace(state, hands=hands, discards=state.discards + cards)


def _reroll(state: State, event: DieRerolled) -> State:
    """The token is spent and one die changes."""
    roll = state.dice
    roll = replace(roll, horse=event.value) if event.die == "horse" else replace(roll, move=event.value)
    return replace(state, roll=roll, rerolls=_set(state.rerolls, event.seat, False))


def _bet(state: State, event: BetPlaced) -> State:
    bet = Bet(event.bet, event.seat, event.horse, event.amount, event.paid_by)
    if event.paid_by != "cash":
        return replace(state, bets=state.bets + (bet,))
    cash = _set(state.cash, event.seat, state.cash[event.seat] - event.amount)
    return replace(state, bets=state.bets + (bet,), cash=cash)


def _settle(state: State, event: Settled) -> State:
    for purse in event.purses:
        state = _add_cash(state, purse.seat, purse.amount)
    for settled in event.settlements:
        state = _add_cash(state, settled.seat, settled.payout)
    return replace(state, bets=(), phase="over", turn=None, pending=())


def _money_dealt(state: State, event: MoneyDealt) -> State:
    seats = state.seats
    return replace(state, cash=(event.amount,) * seats, hands=((),) * seats, rerolls=(True,) * seats)


def _shuffled(state: State, event: DeckShuffled) -> State:
    return replace(state, deck=arranged(range(DECK_SIZE), event.draws))


def _dealt(state: State, event: CardsDealt) -> State:
    return _draw(state, event.seat, event.cards)


def _drawn(state: State, event: CardDrawn) -> State:
    return _draw(state, event.seat, (event.card,))


def _unchanged(state: State, event: Event) -> State:
    return state


def _turn_began(state: State, event: TurnBegan) -> State:
    return replace(state, phase="rolling", turn=event.seat, turns=event.turn, roll=None, pending=())


def _dice_rolled(state: State, event: DiceRolled) -> State:
    return replace(state, phase="rerolling", roll=Roll(event.horse, event.move))


def _horse_moved(state: State, event: HorseMoved) -> State:
    horse, pending = event.horse, state.pending
    spaces = _set(state.spaces, horse - 1, event.end)
    return replace(state, spaces=spaces, pending=tuple(h for h in pending if h != horse) if pending else ())


def _horse_finished(state: State, event: HorseFinished) -> State:
    return replace(state, placings=state.placings + (event.horse,))


def _bar_offered(state: State, event: BarMovesOffered | FinishOrderPending) -> State:
    return replace(state, phase="barring", pending=event.horses)


def _roll_resolved(state: State, event: RollResolved) -> State:
    return replace(state, phase="action", pending=())


def _hand_seen(state: State, event: HandSeen) -> State:
    return replace(state, phase="stealing", looking_at=event.victim)


def _card_stolen(state: State, event: CardStolen) -> State:
    card = (event.card,)
    return replace(_give(_take(state, event.victim, card), event.seat, card), looking_at=None)


def _card_played(state: State, event: CardPlayed) -> State:
    return _discard(state, event.seat, (event.card,))


def _cards_discarded(state: State, event: CardsDiscarded) -> State:
    return _discard(state, event.seat, event.cards)


def _horse_bought(state: State, event: HorseBought) -> State:
    seat = event.seat
    cash = _set(state.cash, seat, state.cash[seat] - event.price)
    return replace(state, owners=_set(state.owners, event.horse - 1, seat), cash=cash)


def _money_collected(state: State, event: MoneyCollected) -> State:
    return _add_cash(state, event.seat, event.amount)


def _money_taken(state: State, event: MoneyTaken) -> State:
    return _add_cash(_add_cash(state, event.victim, -event.amount), event.seat, event.amount)


def _race_finished(state: State, event: RaceFinished) -> State:
    return replace(state, phase="settling", turn=None)


_FOLDS: dict[type[Event], Fold[State]] = {
    MoneyDealt: _money_dealt,
    DeckShuffled: _shuffled,
    CardsDealt: _dealt,
    CardDrawn: _drawn,
    StartDieRolled: _unchanged,
    FeatureUsed: _unchanged,
    TurnBegan: _turn_began,
    DiceRolled: _dice_rolled,
    DieRerolled: _reroll,
    HorseMoved: _horse_moved,
    HorseFinished: _horse_finished,
    BarMovesOffered: _bar_offered,
    FinishOrderPending: _bar_offered,
    BarMovesDeclined: _unchanged,
    RollResolved: _roll_resolved,
    HandSeen: _hand_seen,
    CardStolen: _card_stolen,
    CardPlayed: _card_played,
    CardsDiscarded: _cards_discarded,
    HorseBought: _horse_bought,
    BetPlaced: _bet,
    MoneyCollected: _money_collected,
    MoneyTaken: _money_taken,
    Passed: _unchanged,
    RaceFinished: _race_finished,
    Settled: _settle,
}

evolve = evolver("long_shot", _FOLDS)
