"""Seat orders and table sizes: drafting circle, hand sizes, betting order and capacity, buying order."""

from __future__ import annotations

from collections.abc import Sequence

from .content import CONTENT
from .state import GHOST

BLUE_CARDS = 22


def drafters(seats: int) -> tuple[int, ...]:
    """The drafting circle, passing left (to the next entry): 2 seats draft with a ghost between them."""
    return (0, GHOST, 1) if seats == 2 else tuple(range(seats))


def hand_size(seats: int) -> int:
    """Blue cards per hand: 5 for 2-3 seats, an equal share of the 22 for 4-6 (the rest set aside)."""
    return 5 if seats <= 3 else BLUE_CARDS // seats


def colour(seat: int) -> str:
    """A seat's colour (seat 0 black, 1 blue, 2 green, 3 red, 4 white, 5 yellow: alphabetical)."""
    return CONTENT.seat_colours[seat]


def betting_order(cash: Sequence[int]) -> tuple[int, ...]:
    """Most money first; ties by colour name alphabetically (which is seat order)."""
    return tuple(sorted(range(len(cash)), key=lambda s: (-cash[s], colour(s))))


def buying_order(cash: Sequence[int]) -> tuple[int, ...]:
    """Lowest money first: exactly the betting order reversed."""
    return tuple(reversed(betting_order(cash)))


def scoring_places(cash: Sequence[int]) -> tuple[int, ...]:
    """Each seat's place in the scoring: 1 + the seats with more money (tied seats share a place)."""
    return tuple(1 + sum(1 for other in cash if other > mine) for mine in cash)


def order_places(order: Sequence[int]) -> tuple[int, ...]:
    """Schema 1's places, kept to replay old games: each seat's position in the betting order (ties by colour)."""
    return tuple(order.index(seat) + 1 for seat in range(len(order)))


def least_money(cash: Sequence[int]) -> tuple[int, ...]:
    """The seats tied for the least money."""
    low = min(cash)
    return tuple(s for s, c in enumerate(cash) if c == low)
