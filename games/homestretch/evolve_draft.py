"""Folding the set-up, the draft and the second-chance buy."""

from __future__ import annotations

from games.base import Event, known
from games.dispatch import Fold
from games.records import replace
from games.shuffle import arranged

from .content import CONTENT
from .events import (
    BlindShareBought,
    BuyPassed,
    BuyPileShuffled,
    DecksShuffled,
    DraftFinished,
    GameSetUp,
    GhostDiscarded,
    GhostHandDealt,
    HandDealt,
    HandsPassed,
    RowDealt,
    ShareBought,
    SharePicked,
    SharesDiscarded,
)
from .order import drafters
from .state import GHOST, State


def _set_up(state: State, event: GameSetUp) -> State:
    circle = drafters(state.seats)
    empty = ((),) * state.seats
    return replace(
        state,
        phase="draft",
        drafters=circle,
        hands=((),) * len(circle),
        picks=(None,) * state.seats,
        drafted=empty,
        stables=empty,
    )


def _shuffled(state: State, event: DecksShuffled) -> State:
    decks = {"purple": arranged(_ids("purple"), event.purple), "green": arranged(_ids("green"), event.green)}
    races = tuple(decks[deck][CONTENT.race_decks[:i].count(deck)] for i, deck in enumerate(CONTENT.race_decks))
    return replace(state, aside=arranged(CONTENT.deck("blue"), event.blue), race_cards=races)


def _ids(deck: str) -> tuple[str, ...]:
    return tuple(c.id for c in CONTENT.race_cards.values() if c.deck == deck)


def _dealt(state: State, drafter: int, cards: tuple[str, ...]) -> State:
    hands = list(state.hands)
    hands[state.drafters.index(drafter)] = cards
    return replace(state, hands=tuple(hands), aside=tuple(c for c in state.aside if c not in cards))


def _ghost_discarded(state: State, event: GhostDiscarded) -> State:
    i, card = state.drafters.index(GHOST), event.card
    hands = state.hands[:i] + (tuple(c for c in state.hands[i] if c != card),) + state.hands[i + 1 :]
    return replace(state, hands=hands, aside=state.aside + (card,))


def _passed(state: State, event: HandsPassed) -> State:
    """Keep every pick, then each hand moves to the next drafter in the circle (to the left)."""
    kept = [tuple(c for c in hand if c not in state.picks) for hand in state.hands]
    count = len(kept)
    hands = tuple(kept[(i - 1) % count] for i in range(count))
    drafted = tuple(cards + (known(state.picks[s], f"seat {s}'s pick"),) for s, cards in enumerate(state.drafted))
    return replace(state, hands=hands, drafted=drafted, picks=(None,) * state.seats)


def _bought(state: State, seat: int, card: str, cost: int) -> State:
    stables = tuple(cards + (card,) if s == seat else cards for s, cards in enumerate(state.stables))
    cash = tuple(c - cost if s == seat else c for s, c in enumerate(state.cash))
    return replace(
        state,
        stables=stables,
        cash=cash,
        buyers_done=state.buyers_done + 1,
        row=tuple(c for c in state.row if c != card),
        pile=tuple(c for c in state.pile if c != card),
    )


def buy_pool(state: State) -> tuple[str, ...]:
    """Second-chance cards: the blue cards set aside, plus the red deck for 4-6 seats."""
    return state.aside + (CONTENT.deck("red") if state.seats >= 4 else ())


def _hand_dealt(state: State, event: HandDealt) -> State:
    return _dealt(state, event.seat, event.cards)


def _ghost_hand_dealt(state: State, event: GhostHandDealt) -> State:
    return _dealt(state, GHOST, event.cards)


def _picked(state: State, event: SharePicked) -> State:
    seat, card = event.seat, event.card
    return replace(state, picks=tuple(card if s == seat else p for s, p in enumerate(state.picks)))


def _draft_finished(state: State, event: DraftFinished) -> State:
    cash = tuple(c - cost for c, cost in zip(state.cash, event.costs))
    return replace(state, stables=event.stables, cash=cash, hands=(), picks=())


def _pile_shuffled(state: State, event: BuyPileShuffled) -> State:
    return replace(state, pile=arranged(buy_pool(state), event.draws), aside=())


def _row_dealt(state: State, event: RowDealt) -> State:
    return replace(
        state,
        phase="buying",
        row=state.row + event.cards,
        pile=state.pile[len(event.cards) :],
        buy_round=event.round,
        buy_order=event.order,
        buyers_done=0,
    )


def _share_bought(state: State, event: ShareBought) -> State:
    return _bought(state, event.seat, event.card, event.price)


def _blind_bought(state: State, event: BlindShareBought) -> State:
    return _bought(state, event.seat, event.card, event.price + event.fee)


def _buy_passed(state: State, event: BuyPassed) -> State:
    return replace(state, buyers_done=state.buyers_done + 1)


def _discarded(state: State, event: SharesDiscarded) -> State:
    return replace(state, row=(), pile=())


DRAFT_FOLDS: dict[type[Event], Fold[State]] = {
    GameSetUp: _set_up,
    DecksShuffled: _shuffled,
    HandDealt: _hand_dealt,
    GhostHandDealt: _ghost_hand_dealt,
    SharePicked: _picked,
    GhostDiscarded: _ghost_discarded,
    HandsPassed: _passed,
    DraftFinished: _draft_finished,
    BuyPileShuffled: _pile_shuffled,
    RowDealt: _row_dealt,
    ShareBought: _share_bought,
    BlindShareBought: _blind_bought,
    BuyPassed: _buy_passed,
    SharesDiscarded: _discarded,
}
