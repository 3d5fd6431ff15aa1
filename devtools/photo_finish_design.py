"""Photo Finish's design check of the dice (a dev tool, outside the rules package): many races of random-but-legal
play, measured (pure, deterministic per seed).

Run `python -m devtools.photo_finish_design [races] [seed]` for the figures in docs/rules/photo_finish.md.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from dataclasses import dataclass
from typing import Any

from games.base import Command, Draw, Event, Rng, StartGame, known
from games.photo_finish.commands import FinishBetting, PlayExtraMove, PutAwayDie, RollDice, UseDie
from games.photo_finish.decide import decide
from games.photo_finish.events import DiceRolled, DiePutAway, DieUsed, ExtraMovePlayed, PhotoFinish, RaceFinished
from games.photo_finish.evolve import evolve
from games.photo_finish.legal import legal_commands
from games.photo_finish.rules import initial_state
from games.photo_finish.state import State


class SeededDice:
    """An Rng over random.Random (nonces count draws)."""

    def __init__(self, rnd: random.Random):
        self.rnd, self.count = rnd, 0

    def randint(self, low: int, high: int) -> Draw:
        """A uniform integer in [low, high]."""
        self.count += 1
        return Draw(self.rnd.randint(low, high), f"d{self.count}")

    def salt(self) -> Draw:
        """A random 128-bit salt."""
        self.count += 1
        return Draw(self.rnd.getrandbits(128), f"d{self.count}")


@dataclass(frozen=True)
class RaceFigures:
    """What one race did."""

    row_changes: int
    uses: int
    leader_won: bool
    winner_start: int
    disqualified: int
    photo: bool


def _apply(state: State, command: Command, rng: Rng) -> tuple[State, tuple[Event, ...]]:
    events = decide(state, command, rng)
    for event in events:
        state = evolve(state, event)
    return state, events


def _random_move(state: State, seat: int, rnd: random.Random) -> Command:
    """Take dice at random; use a random die on a random legal target (or put it away when it has none)."""
    legal = legal_commands(state, seat)
    kind = legal[0].command["type"]
    if kind == "RollDice":
        return RollDice(seat, tuple(rnd.choice(legal).command["take"]))
    if kind == "PlayExtraMove":
        return PlayExtraMove(seat, rnd.choice(legal).command["tile"])
    die = rnd.randrange(len(state.roll))
    uses = [lc.command for lc in legal if lc.command["type"] == "UseDie" and lc.command["die"] == die]
    if not uses:
        return PutAwayDie(seat, die)
    body: dict[str, Any] = {
        k: (tuple(v) if isinstance(v, list) else v) for k, v in rnd.choice(uses).items() if k != "type"
    }
    return UseDie(seat=seat, **body)


def _until_finish(state: State, events: tuple[Event, ...]) -> tuple[State, RaceFinished | None, bool]:
    """Fold events up to the race result (not into the next race); the result and whether a photo decided it."""
    photo = False
    for event in events:
        state = evolve(state, event)
        photo = photo or isinstance(event, PhotoFinish)
        if isinstance(event, RaceFinished):
            return state, event, photo
    return state, None, photo


def run_race(seats: int, rnd: random.Random) -> RaceFigures:
    """Race 1 of a fresh game, nobody betting, played out at random."""
    rng = SeededDice(rnd)
    state, _ = _apply(initial_state(seats, {}), StartGame(), rng)
    for seat in range(seats):
        state, _ = _apply(state, FinishBetting(seat), rng)
    start, changes, uses, finished = state.starting, 0, 0, None
    while finished is None:
        before = state.track.row
        events = decide(state, _random_move(state, known(state.turn, "the seat on turn"), rnd), rng)
        state, finished, photo = _until_finish(state, events)
        uses += any(isinstance(e, (DieUsed, DiePutAway, ExtraMovePlayed)) for e in events)
        changes += state.track.row != before and not any(isinstance(e, DiceRolled) for e in events)
    return RaceFigures(
        changes,
        uses,
        finished.first == start[-1],
        len(start) - start.index(finished.first),
        len(state.track.disqualified),
        photo,
    )


def measure(races: int = 2000, seed: int = 1, seats: int = 3) -> dict[str, Any]:
    """Figures over many races: mean row changes, leader wins, disqualifications, photo finishes."""
    rnd = random.Random(seed)
    figures = [run_race(seats, rnd) for _ in range(races)]
    winners = Counter(f.winner_start for f in figures)
    return {
        "races": races,
        "row_changes_per_race": round(sum(f.row_changes for f in figures) / races, 2),
        "dice_used_per_race": round(sum(f.uses for f in figures) / races, 2),
        "leader_wins": round(sum(f.leader_won for f in figures) / races, 3),
        "winner_by_start_position": {p: round(winners[p] / races, 3) for p in range(1, 8)},
        "disqualified_per_race": round(sum(f.disqualified for f in figures) / races, 3),
        "races_with_disqualification": round(sum(f.disqualified > 0 for f in figures) / races, 3),
        "photo_finishes": round(sum(f.photo for f in figures) / races, 3),
    }


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    print(measure(*args))
