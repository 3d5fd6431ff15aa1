"""Between races: each seat holding cards keeps up to two of them; the rest go back into the deck."""

from __future__ import annotations

from games.base import Event, Rng, RuleBroken

from .commands import KeepCards
from .content import CONTENT
from .events import CardsKept
from .evolve import evolve
from .guards import require_phase
from .setup import race_setup
from .state import State


def _checked(state: State, seat: int, cards: object) -> tuple[str, ...]:
    """Distinct cards from the seat's hand, at most two."""
    if not isinstance(cards, (tuple, list)) or not all(isinstance(c, str) for c in cards):
        raise RuleBroken("jockey.keep.cards", f"cards to keep must be a list of card ids, not {cards!r}")
    if len(set(cards)) != len(cards):
        raise RuleBroken("jockey.keep.distinct", "a card can be kept only once")
    if len(cards) > CONTENT.keep_max:
        raise RuleBroken("jockey.keep.at_most_two", f"at most {CONTENT.keep_max} cards may be kept, not {len(cards)}")
    missing = [c for c in cards if c not in state.hands[seat]]
    if missing:
        raise RuleBroken("jockey.keep.not_in_hand", f"card {missing[0]} is not in seat {seat}'s hand")
    return tuple(cards)


def keep_cards(state: State, command: KeepCards, rng: Rng) -> tuple[Event, ...]:
    """Keep up to two cards; when the last seat has chosen, the next race is shuffled and dealt."""
    require_phase(state, command.seat, "keeping", "keeping cards")
    cards = _checked(state, command.seat, command.cards)
    kept = CardsKept(command.seat, state.race, len(cards), cards)
    after = evolve(state, kept)
    if all(after.done):
        return (kept,) + race_setup(after, state.race + 1, rng)
    return (kept,)
