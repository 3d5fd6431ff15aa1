"""The end of a race: the finish photo for a dead heat, the result, the payoff, then the next race or the end."""

from __future__ import annotations

from games.base import Event, Rng

from .content import CONTENT
from .events import BetsSettled, PhotoFinish, RaceFinished, RaceOpened, SideBetsSettled
from .evolve import evolve
from .settle import next_start_seat, settle, side_payments, turned_up
from .state import State

PHOTO_DICE = 6


def shoes(faces: tuple[int, ...]) -> int:
    """How many white-die faces show a horseshoe."""
    return sum(CONTENT.faces["white"][f] == "horseshoe" for f in faces)


def photo_winner(horses: tuple[int, ...], faces: tuple[int, ...]) -> int:
    """The horse with more horseshoes in the last (deciding) round of six dice each."""
    last = faces[-2 * PHOTO_DICE :]
    return horses[0] if shoes(last[:PHOTO_DICE]) > shoes(last[PHOTO_DICE:]) else horses[1]


def photo_finish(state: State, rng: Rng) -> PhotoFinish:
    """Roll six white dice per horse, again until one shows more horseshoes."""
    horses = (state.track.row[-1], state.track.row[-2])
    faces: list[int] = []
    nonces: list[str] = []
    while True:
        drawn = [rng.randint(0, 5) for _ in range(2 * PHOTO_DICE)]
        faces += [d.value for d in drawn]
        nonces += [d.nonce for d in drawn]
        round_ = tuple(faces[-2 * PHOTO_DICE :])
        if shoes(round_[:PHOTO_DICE]) != shoes(round_[PHOTO_DICE:]):
            return PhotoFinish(state.race, horses, tuple(faces), tuple(nonces), photo_winner(horses, tuple(faces)))


def next_race(state: State) -> Event:
    """The next race's tiles and start player, or the side bets settled after the last race."""
    if state.race >= CONTENT.races:
        return SideBetsSettled(side_payments(state))
    return RaceOpened(state.race + 1, next_start_seat(state.cash, state.start_seat), turned_up(state, state.race + 1))


def result(state: State) -> RaceFinished:
    """The two rightmost tiles are first and second."""
    return RaceFinished(state.race, state.track.row[-1], state.track.row[-2])


def finish_race(state: State, rng: Rng) -> tuple[Event, ...]:
    """Photo (if dead even), result, payoff, then the next race or the end of the game."""
    events: list[Event] = []
    if state.track.dead_even:
        events.append(photo_finish(state, rng))
        state = evolve(state, events[-1])
    events.append(result(state))
    state = evolve(state, events[-1])
    events.append(BetsSettled(state.race, *settle(state, state.track.row[-1], state.track.row[-2])))
    state = evolve(state, events[-1])
    events.append(next_race(state))
    return tuple(events)
