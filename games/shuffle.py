"""A recorded Fisher-Yates shuffle: the draws an event stores, the order they give, their audit outcomes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from .base import Outcome, Rng

T = TypeVar("T")


@dataclass(frozen=True)
class Shuffle:
    """Swap partners drawn for positions n-1 down to 1 (draw k is in [0, n-1-k]), with their nonces."""

    draws: tuple[int, ...]
    nonces: tuple[str, ...]


def shuffle(count: int, rng: Rng) -> Shuffle:
    """Draw a uniform permutation of `count` items."""
    drawn = [rng.randint(0, position) for position in range(count - 1, 0, -1)]
    return Shuffle(tuple(d.value for d in drawn), tuple(d.nonce for d in drawn))


def arranged(items: Sequence[T], draws: Sequence[int]) -> tuple[T, ...]:
    """The items in the order the draws give (the first item is the top of the pile)."""
    order = list(items)
    for k, partner in enumerate(draws):
        position = len(order) - 1 - k
        order[position], order[partner] = order[partner], order[position]
    return tuple(order)


def shuffle_outcomes(draws: Sequence[int], nonces: Sequence[str]) -> tuple[Outcome, ...]:
    """The audit outcomes of a recorded shuffle: draw k lies in [0, n-1-k] for n = len(draws) + 1."""
    count = len(draws) + 1
    return tuple(Outcome(nonce, value, 0, count - 1 - k) for k, (value, nonce) in enumerate(zip(draws, nonces)))
