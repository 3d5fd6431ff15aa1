"""The race mechanics shared by the rules and the tote simulation: spaces, handicaps, last place, special moves."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

HORSES = tuple(range(2, 13))
TRACK_SPACES = 9
FINISH = TRACK_SPACES + 1  # a horse finishes on its 10th space
LINES = ("win", "place", "show")
PLACES_PAID = 3


def bonus(token: str | None) -> int:
    """Spaces a + handicap token adds to the horse's first move (0 for none or X)."""
    return int(token[1:]) if token and token.startswith("+") else 0


def cancels(token: str | None) -> bool:
    """True for the X token: it cancels the horse's first move."""
    return token == "X"


def first_move_spaces(token: str | None, spaces: int) -> int:
    """Spaces the horse actually moves on the roll that spends its handicap token."""
    return 0 if cancels(token) else spaces + bonus(token)


def special_steps(die_a: int, die_b: int) -> int:
    """The special move's length by the dice difference: 0-1 -> 1, 2 -> 2, 3 or more -> 3."""
    difference = abs(die_a - die_b)
    return 1 if difference <= 1 else 2 if difference == 2 else 3


def last_place(positions: Mapping[int, int], finished: Iterable[int]) -> tuple[int, ...]:
    """The horses still racing that are furthest behind (ties: all of them), by number."""
    done = set(finished)
    racing = {h: p for h, p in positions.items() if h not in done}
    if not racing:
        return ()
    lowest = min(racing.values())
    return tuple(sorted(h for h, p in racing.items() if p == lowest))


def advanced(position: int, spaces: int) -> int:
    """The new space of a horse moving `spaces`; it stops on the finish (10)."""
    return min(FINISH, position + spaces)


def has_finished(position: int) -> bool:
    """True once the horse reached its 10th space."""
    return position >= FINISH
