"""P5's anchor, the rules alone: a game played by calling a ruleset's functions and the bots directly, with no
command handler, envelopes, hashes or store. It imports only games/, events/rng.py and workers/bots.py, which the
code before issue 14's speed work has too, so the very same loop also runs against that tree, side by side:

    PYTHONPATH=TREE python bench/rules_alone.py RULESET GAMES   # one JSON line: CPU seconds, events per game
"""

from __future__ import annotations

import inspect
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

import games as rules_package
from events.rng import HmacRng
from games.base import Ruleset, StartGame
from games.registry import RULESETS
from workers.bots import BOTS, SeatView, as_command

PLATFORM_EVENTS_AT_START = 2  # GameCreated, GameStarted: the rules' first draw is for version 1
SEALED_SALTS = "sealing" in inspect.signature(HmacRng).parameters  # a tree from before salts had their own key: no


def rng(seed: str, game_id: str, prefix: int) -> HmacRng:
    """The command's generator, its salts keyed as the tree does it (the seed stands in for the sealing key)."""
    return HmacRng(seed, game_id, prefix, seed) if SEALED_SALTS else HmacRng(seed, game_id, prefix)


def levels_of(ruleset: Ruleset) -> tuple[str, ...]:
    """The seats of P5's games: the fewest the ruleset plays, seat 0 the basic bot and the others random."""
    return ("basic",) + ("random",) * (ruleset.min_seats - 1)


def rules_only(ruleset: Ruleset, levels: tuple[str, ...], number: int) -> int:
    """workers.simulate.play_game's game `number` with the rules alone; how many events the platform would have
    stored."""
    rnd, game_id, seed = random.Random(number), f"sim{number}", f"seed-{number}"
    state: Any = ruleset.initial_state(len(levels), {})
    version = PLATFORM_EVENTS_AT_START
    for event in ruleset.decide(state, StartGame(), rng(seed, game_id, 1)):
        state = ruleset.evolve(state, event)
        version += 1
    while True:
        owed = [(s, legal) for s in range(len(levels)) for legal in [ruleset.legal_commands(state, s)] if legal]
        seat, legal = rnd.choice(owed)
        body = BOTS[levels[seat]](ruleset, SeatView(ruleset, state, seat), legal, rnd)
        events = ruleset.decide(state, as_command(ruleset, body, seat), rng(seed, game_id, version + 1))
        for event in events:
            state = ruleset.evolve(state, event)
        version += len(events)
        if ruleset.is_over(state):
            return version + 1  # GameEnded


def timed(ruleset_id: str, count: int) -> dict[str, Any]:
    """CPU seconds of P5's first `count` games of a ruleset with the rules alone (played a second time: the first
    warms the process), their events, and the tree whose rules played them."""
    ruleset = RULESETS[ruleset_id]
    for number in range(count):  # warm: what each tree works out once per process (compiled codecs, caches)
        rules_only(ruleset, levels_of(ruleset), number)
    started = time.process_time()
    events = [rules_only(ruleset, levels_of(ruleset), number) for number in range(count)]
    return {
        "cpu_s": time.process_time() - started,
        "events": events,
        "tree": str(Path(rules_package.__file__).parents[1]),
    }


if __name__ == "__main__":
    print(json.dumps(timed(sys.argv[1], int(sys.argv[2]))))
