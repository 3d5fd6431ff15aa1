"""Starting the game and each race: capital, the shuffle, the deal, betting opened."""

from __future__ import annotations

from games.base import Event, Rng
from games.guards import require_waiting
from games.shuffle import shuffle

from .content import CONTENT
from .events import BettingOpened, CapitalIssued, CardsDealt, DeckShuffled
from .evolve import deck_for, evolve
from .state import State


def dealer_of(race: int, seats: int) -> int:
    """House rule: seat 0 deals race 1 and the deal rotates one seat to the left (seat + 1) each race."""
    return (race - 1) % seats


def seats_from(first: int, seats: int) -> list[int]:
    """Every seat once, going left from `first`."""
    return [(first + k) % seats for k in range(seats)]


def start_game(state: State, rng: Rng) -> tuple[Event, ...]:
    """Starting capital for round 1, then race 1 is shuffled and dealt."""
    require_waiting("jockey", state.phase)
    issued = CapitalIssued(1, CONTENT.starting_capital)
    return (issued,) + race_setup(evolve(state, issued), 1, rng)


def race_setup(state: State, race: int, rng: Rng) -> tuple[Event, ...]:
    """Shuffle every card not kept, deal each seat its hand less the cards it kept, open betting."""
    deck = deck_for(state)
    drawn = shuffle(len(deck), rng)
    shuffled = DeckShuffled(race, len(deck), drawn.draws, drawn.nonces)
    events: list[Event] = [shuffled]
    state = evolve(state, shuffled)
    dealer = dealer_of(race, state.seats)
    first = (dealer + 1) % state.seats
    size = CONTENT.deal[state.seats]
    top = 0
    for seat in seats_from(first, state.seats):
        count = max(0, size - len(state.hands[seat]))
        events.append(CardsDealt(seat, race, count, state.reserve[top : top + count]))
        top += count
    round_ = (race - 1) // CONTENT.races_per_round + 1
    return tuple(events) + (BettingOpened(race, round_, dealer, first),)
