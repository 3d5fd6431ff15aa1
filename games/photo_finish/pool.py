"""Taking dice from the pool: the colour rule (at least two colours, as far as possible) and the yellow-dice rule."""

from __future__ import annotations

from itertools import combinations_with_replacement

from .content import COLOURS, CONTENT
from .state import Race


def takeable(race: Race) -> tuple[str, ...]:
    """Colours that may be taken now: yellow only once the pool holds at most seven dice."""
    homestretch = sum(race.pool) <= CONTENT.homestretch_pool
    return tuple(c for c, n in zip(COLOURS, race.pool) if n and (c != "yellow" or homestretch))


def _fits(race: Race, take: tuple[str, ...]) -> bool:
    """True if the pool holds every die of `take`."""
    return all(take.count(c) <= race.pool[COLOURS.index(c)] for c in set(take))


def _prefer_mixed(hands: list[tuple[tuple[str, ...], tuple[str, ...]]]) -> list[tuple[str, ...]]:
    """Of (take, whole hand) options, those giving two colours, unless none does."""
    mixed = [take for take, hand in hands if len(set(hand)) >= 2]
    return mixed or [take for take, _ in hands]


def _one_more(colours: tuple[str, ...], hand: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The takes of one die to a hand of two (any takeable colour fits): those making two colours, unless none does."""
    if len(set(hand)) >= 2:
        return [(c,) for c in colours]
    return [(c,) for c in colours if c not in hand] or [(c,) for c in colours]


def allowed_takes(race: Race, hand: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every legal take: three dice for the start player (empty hand), else one; sorted by colour order."""
    count = 3 - len(hand)
    colours = takeable(race)
    if count == 1:
        return _one_more(colours, tuple(hand))
    takes = combinations_with_replacement(colours, count)
    plenty = all(race.pool[COLOURS.index(c)] >= count for c in colours)  # then every take fits
    options = list(takes) if plenty else [take for take in takes if _fits(race, take)]
    return _prefer_mixed([(take, tuple(hand) + take) for take in options])


def take(race: Race, colours: tuple[str, ...]) -> tuple[int, ...]:
    """The pool after taking `colours`."""
    pool = list(race.pool)
    for c in colours:
        pool[COLOURS.index(c)] -= 1
    return tuple(pool)


def full_pool() -> tuple[int, ...]:
    """All 27 dice."""
    return tuple(CONTENT.dice_count[c] for c in COLOURS)
