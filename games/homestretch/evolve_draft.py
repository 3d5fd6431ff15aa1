"""Folding the set-up, the draft and the second-chance buy."""

from __future__ import annotations

from games.base import Event, known
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


def _ghost_discarded(state: State, card: str) -> State:
    i = state.drafters.index(GHOST)
    hands = state.hands[:i] + (tuple(c for c in state.hands[i] if c != card),) + state.hands[i + 1 :]
    return replace(state, hands=hands, aside=state.aside + (card,))


def _passed(state: State) -> State:
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


def evolve_draft(state: State, event: Event) -> State | None:
    """The state after a set-up, draft or buying event (None for other events)."""
    match event:
        case GameSetUp():
            return _set_up(state, event)
        case DecksShuffled():
            return _shuffled(state, event)
        case HandDealt(seat=seat, cards=cards):
            return _dealt(state, seat, cards)
        case GhostHandDealt(cards=cards):
            return _dealt(state, GHOST, cards)
        case SharePicked(seat=seat, card=card):
            return replace(state, picks=tuple(card if s == seat else p for s, p in enumerate(state.picks)))
        case GhostDiscarded(card=card):
            return _ghost_discarded(state, card)
        case HandsPassed():
            return _passed(state)
        case DraftFinished(stables=stables, costs=costs):
            cash = tuple(c - cost for c, cost in zip(state.cash, costs))
            return replace(state, stables=stables, cash=cash, hands=(), picks=())
        case BuyPileShuffled(draws=draws):
            return replace(state, pile=arranged(buy_pool(state), draws), aside=())
        case RowDealt(round=round_, cards=cards, order=order):
            return replace(
                state,
                phase="buying",
                row=state.row + cards,
                pile=state.pile[len(cards) :],
                buy_round=round_,
                buy_order=order,
                buyers_done=0,
            )
        case ShareBought(seat=seat, card=card, price=price):
            return _bought(state, seat, card, price)
        case BlindShareBought(seat=seat, card=card, price=price, fee=fee):
            return _bought(state, seat, card, price + fee)
        case BuyPassed():
            return replace(state, buyers_done=state.buyers_done + 1)
        case SharesDiscarded():
            return replace(state, row=(), pile=())
    return None
