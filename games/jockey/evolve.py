"""evolve(state, event): fold one event into the state; no checks, no randomness."""

from __future__ import annotations

from typing import TypeVar

from games.base import Event
from games.records import replace
from games.shuffle import arranged

from .content import CONTENT, card_number
from .events import (
    BetPlaced,
    BetsSettled,
    BettingOpened,
    CapitalIssued,
    CardPlayed,
    CardsDealt,
    CardsDrawn,
    CardsKept,
    DeckShuffled,
    HorseFinished,
    KeepingOpened,
    LoansSettled,
    LoanTaken,
    RaceFinished,
    RaceStarted,
    RacingEnded,
    RoundClosed,
)
from .race import moved
from .state import Bet, RaceResult, State

T = TypeVar("T")


def at_seat(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    """The tuple with one seat's entry replaced (events name seats of the game: 0 <= seat < len(values))."""
    return values[:seat] + (value,) + values[seat + 1 :]


def without(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    """The hand without the card (a hand holds each card once)."""
    if card not in hand:
        return hand
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]


def deck_for(state: State) -> tuple[str, ...]:
    """Every card not in a hand (the kept cards), sorted by id: what is shuffled for a race."""
    held = {card for hand in state.hands for card in hand}
    return tuple(sorted((c.id for c in CONTENT.cards if c.id not in held), key=card_number))


def next_holder(hands: tuple[tuple[str, ...], ...], seat: int) -> int:
    """The next seat to the left of `seat` whose hand holds cards; with every hand empty, simply the next seat."""
    seats = len(hands)
    for k in range(1, seats + 1):
        if hands[(seat + k) % seats]:
            return (seat + k) % seats
    return (seat + 1) % seats


def _shuffled(state: State, event: DeckShuffled) -> State:
    """A fresh race: the deck in shuffled order as the reserve, horses at the start."""
    order = arranged(deck_for(state), event.draws)
    return replace(state, reserve=order, played=(), squares=(0,) * len(CONTENT.horses), finishers=())


def _taken(state: State, seat: int, cards: tuple[str, ...], drawn: bool = False) -> State:
    """Cards go into a seat's hand, out of the reserve (and the played pile when drawn)."""
    gone = set(cards)
    played = tuple(c for c in state.played if c not in gone) if drawn else state.played
    return replace(
        state,
        hands=at_seat(state.hands, seat, state.hands[seat] + cards),
        reserve=tuple(c for c in state.reserve if c not in gone),
        played=played,
    )


def _played(state: State, event: CardPlayed) -> State:
    """The card leaves the hand for the played pile; its horse moves; the turn passes left."""
    hand = without(state.hands[event.seat], event.card)
    hands = at_seat(state.hands, event.seat, hand)
    squares = moved(state.squares, event.horse, event.steps) if event.horse and event.steps else state.squares
    turn = next_holder(hands, event.seat)
    return replace(state, hands=hands, played=state.played + (event.card,), squares=squares, turn=turn)


def _opened(state: State, event: BettingOpened) -> State:
    """Bets for a new race are open."""
    return replace(
        state,
        phase="betting",
        race=event.race,
        dealer=event.dealer,
        turn=None,
        bets=(),
        done=(False,) * state.seats,
        loaned=(0,) * state.seats,
    )


def _bet(state: State, e: BetPlaced) -> State:
    """A seat's bet is sealed and the seat is done betting."""
    bet = Bet(e.seat, e.kind, e.horse, e.stake, e.second, e.second_stake, e.salt)
    return replace(state, bets=state.bets + (bet,), done=at_seat(state.done, e.seat, True))


def _settled(state: State, event: BetsSettled) -> State:
    """Cash moves by every settlement; the result is recorded; the bets are cleared."""
    cash = list(state.cash)
    for s in event.settlements:
        cash[s.seat] += s.amount
    result = RaceResult(event.race, event.first, event.second, event.settlements)
    return replace(state, cash=tuple(cash), results=state.results + (result,), bets=())


def _loans(state: State, event: LoansSettled) -> State:
    """Repaid amounts leave cash; the rolled-over rest stays owed."""
    cash, debt = list(state.cash), list(state.debt)
    for r in event.repayments:
        cash[r.seat] -= r.repaid
        debt[r.seat] = r.rolled_over
    return replace(state, cash=tuple(cash), debt=tuple(debt))


def _closed(state: State, event: RoundClosed) -> State:
    """Each seat's round result is banked; cash and loans start from nothing."""
    banked = tuple(b + r.result for b, r in zip(state.banked, event.results))
    zero = (0,) * state.seats
    return replace(state, banked=banked, cash=zero, debt=zero, round_results=state.round_results + (event.results,))


def final_accounts(state: State, seat: int) -> tuple[int, int]:
    """(cash, debt) holding the seat's whole money once banked results and loans are netted at the end."""
    money = state.money(seat)
    return (money, 0) if money >= 0 else (0, -money)


def _closed_accounts(state: State) -> State:
    """Banked results and loans netted into cash (or into a remaining debt when the money is negative)."""
    final = [final_accounts(state, s) for s in range(state.seats)]
    return replace(state, cash=tuple(c for c, _ in final), debt=tuple(d for _, d in final), banked=(0,) * state.seats)


def evolve(state: State, event: Event) -> State:
    """The state after `event`."""
    match event:  # the most frequent event first (the classes are unrelated: the order decides nothing else)
        case CardPlayed():
            return _played(state, event)
        case CapitalIssued(amount=amount):
            return replace(state, cash=(amount,) * state.seats, debt=(0,) * state.seats)
        case DeckShuffled():
            return _shuffled(state, event)
        case CardsDealt(seat=seat, cards=cards):
            return _taken(state, seat, cards)
        case BettingOpened():
            return _opened(state, event)
        case LoanTaken(seat=seat, amount=amount):
            return replace(
                state,
                cash=at_seat(state.cash, seat, state.cash[seat] + amount),
                debt=at_seat(state.debt, seat, state.debt[seat] + amount),
                loaned=at_seat(state.loaned, seat, amount),
            )
        case BetPlaced():
            return _bet(state, event)
        case RaceStarted(first_seat=first):
            return replace(state, phase="racing", turn=first)
        case HorseFinished(horse=horse):
            return replace(state, finishers=state.finishers + (horse,))
        case CardsDrawn(seat=seat, cards=cards):
            return _taken(state, seat, cards, drawn=True)
        case RaceFinished():
            return replace(state, phase="settling", turn=None)
        case BetsSettled():
            return _settled(state, event)
        case LoansSettled():
            return _loans(state, event)
        case RoundClosed():
            return _closed(state, event)
        case KeepingOpened(seats=seats):
            return replace(state, phase="keeping", done=tuple(s not in seats for s in range(state.seats)))
        case CardsKept(seat=seat, cards=cards):
            return replace(state, hands=at_seat(state.hands, seat, cards), done=at_seat(state.done, seat, True))
        case RacingEnded():
            return _closed_accounts(replace(state, phase="over", turn=None))
    raise ValueError(f"jockey cannot evolve {type(event).__name__}")
