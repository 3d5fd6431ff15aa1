"""The horses on the track: positions (ties share, finished horses stay ahead) and what each card does."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping

from .content import CONTENT, HORSES, Card

NEUTRAL_POSITION = {"no2plus13": 2, "no4plus20": 4, "no3upto18": 3}
FIXED_STEPS = {"plus7": 7, "plus10": 10, "no2plus13": 13, "no4plus20": 20}
UPTO30, BEHIND_LEADER, NO3_MAX, NO3_AHEAD = 30, 5, 18, 1
HORSE_INDEX = {horse: i for i, horse in enumerate(HORSES)}


def squares_of(squares: tuple[int, ...]) -> dict[str, int]:
    """Squares by horse name."""
    return dict(zip(HORSES, squares))


def positions(squares: tuple[int, ...], finishers: tuple[str, ...]) -> dict[str, int]:
    """Each horse's position: finished horses by finishing order, then 1 + the horses strictly ahead."""
    ranks = {horse: place for place, horse in enumerate(finishers, start=1)}
    running = [(horse, square) for horse, square in zip(HORSES, squares) if horse not in ranks]
    behind = sorted(square for _, square in running)  # a horse's position: 1 + the running horses past it
    last = len(finishers) + 1 + len(behind)
    for horse, square in running:
        ranks[horse] = last - bisect_right(behind, square)
    return ranks


def horses_at(position: int, squares: tuple[int, ...], finishers: tuple[str, ...]) -> tuple[str, ...]:
    """The unfinished horses in that position (several when tied, none when the position does not exist)."""
    return ranked_at(position, positions(squares, finishers), finishers)


def ranked_at(position: int, ranks: Mapping[str, int], finishers: tuple[str, ...]) -> tuple[str, ...]:
    """horses_at from the horses' positions."""
    return tuple(h for h in HORSES if ranks[h] == position and h not in finishers)


def triple_steps(at: Mapping[str, int], horse: str, finishers: tuple[str, ...]) -> int:
    """A sole leader moves so that its lead over the next horse becomes three times as large."""
    if finishers:
        return 0
    others = max(at[h] for h in HORSES if h != horse)
    lead = at[horse] - others
    return 2 * lead if lead > 0 else 0


def upto30_steps(at: Mapping[str, int], horse: str, finishers: tuple[str, ...]) -> int:
    """Up to 30, never closer than 5 behind the leader; no limit once the leader has finished."""
    if finishers:
        return UPTO30
    room = max(at.values()) - BEHIND_LEADER - at[horse]
    return max(0, min(UPTO30, room))


def no3_steps(at: Mapping[str, int], horse: str, finishers: tuple[str, ...]) -> int:
    """Up to 18, never more than 1 ahead of the leader; no limit once the leader has finished."""
    if finishers:
        return NO3_MAX
    room = max(at.values()) + NO3_AHEAD - at[horse]
    return max(0, min(NO3_MAX, room))


def steps(card: Card, horse: str | None, squares: tuple[int, ...], finishers: tuple[str, ...]) -> int:
    """How far `card` moves `horse` now (0: no effect; a finished horse never moves)."""
    if horse is None or horse in finishers:
        return 0
    if card.kind in FIXED_STEPS:
        return FIXED_STEPS[card.kind]
    at = squares_of(squares)
    if card.kind == "triple":
        return triple_steps(at, horse, finishers)
    if card.kind == "upto30":
        return upto30_steps(at, horse, finishers)
    return no3_steps(at, horse, finishers)


def targets(card: Card, squares: tuple[int, ...], finishers: tuple[str, ...]) -> tuple[str | None, ...]:
    """The horses a card may be played on: its colour, or each horse in its position; (None,) for no horse."""
    if card.colour is not None:
        return (card.colour,)
    return targets_among(card, positions(squares, finishers), finishers)


def targets_among(card: Card, ranks: Mapping[str, int], finishers: tuple[str, ...]) -> tuple[str | None, ...]:
    """targets from the horses' positions (worked out once for a whole hand)."""
    if card.colour is not None:
        return (card.colour,)
    return ranked_at(NEUTRAL_POSITION[card.kind], ranks, finishers) or (None,)


def moved(squares: tuple[int, ...], horse: str, by: int) -> tuple[int, ...]:
    """The squares after one horse moved `by` squares."""
    if horse not in HORSE_INDEX:
        return squares
    i = HORSE_INDEX[horse]
    return squares[:i] + (squares[i] + by,) + squares[i + 1 :]


def has_finished(square: int) -> bool:
    """A horse has finished once it has moved past the last square."""
    return square > CONTENT.track_length
