"""StartGame: starting cash, the house's shuffle, the deal and the roll for the first player."""

from __future__ import annotations

from games.base import Event, Rng
from games.guards import require_waiting
from games.shuffle import shuffle

from .content import CONTENT, DECK_SIZE
from .events import CardsDealt, DeckShuffled, MoneyDealt, StartDieRolled, TurnBegan
from .flow import Flow
from .state import State


def start_game(state: State, rng: Rng) -> tuple[Event, ...]:
    """$25 each, shuffle, three cards each (seat order), then the horse die picks the first player."""
    require_waiting("long_shot", state.phase)
    flow = Flow(state)
    flow.emit(MoneyDealt(CONTENT.starting_cash))
    shuffled = shuffle(DECK_SIZE, rng)
    flow.emit(DeckShuffled(shuffled.draws, shuffled.nonces))
    for seat in range(state.seats):
        flow.emit(CardsDealt(seat, flow.state.deck[: CONTENT.hand_size]))
    flow.emit(TurnBegan(roll_for_first(flow, rng), 1))
    return flow.done()


def roll_for_first(flow: Flow, rng: Rng) -> int:
    """Every seat rolls the horse die; the highest starts; a tie at the top re-rolls among the tied."""
    rolling, round_ = tuple(range(flow.state.seats)), 1
    while True:
        rolls = {}
        for seat in rolling:
            draw = rng.randint(1, CONTENT.horse_sides)
            flow.emit(StartDieRolled(seat, draw.value, draw.nonce, round_))
            rolls[seat] = draw.value
        top = max(rolls.values())
        rolling, round_ = tuple(s for s in rolling if rolls[s] == top), round_ + 1
        if len(rolling) == 1:
            return rolling[0]
