"""In-process games with no Redis: the platform's decide and fold, one command at a time (tournaments, tests)."""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass, field

from events.envelope import Envelope
from events.game import Game, decide_create, decide_play, fold, new_game
from events.handler import decided_batch
from events.lifecycle import SeatSpec
from events.rng import seed_commitment
from games.base import Ruleset

from .bots import BOTS, SeatView, as_command


@dataclass
class Played:
    """A finished game: its log, cut into the batches each command appended."""

    game: Game
    batches: list[tuple[Envelope, ...]] = field(default_factory=list)

    @property
    def envelopes(self) -> list[Envelope]:
        """The whole log."""
        return [e for batch in self.batches for e in batch]


def _append(played: Played, ruleset: Ruleset, seed: str, decide, actor: dict) -> None:
    game = played.game
    batch = decided_batch(game, decide, seed, "2026-01-01T00:00:00.000Z", actor, uuid.UUID(int=game.version).hex)
    played.batches.append(batch)
    played.game = fold(game, ruleset, batch)


def play_game(ruleset: Ruleset, levels: tuple[str, ...], number: int) -> Played:
    """Play one game to its end, seat i played by the bot `levels[i]`; `number` seeds everything."""
    rnd, seed, game_id = random.Random(number), f"seed-{number}", f"sim{number}"
    played = Played(new_game(game_id, ruleset.id))
    specs = tuple(SeatSpec(bot=level) for level in levels)
    _append(
        played,
        ruleset,
        seed,
        lambda g, rng_for, _: decide_create(g, ruleset, specs, {}, seed_commitment(seed), rng_for),
        {"system": "sim"},
    )
    while played.game.status == "running":
        rules = played.game.rules
        owed = [(s, legal) for s in range(len(levels)) for legal in [ruleset.legal_commands(rules, s)] if legal]
        seat, legal = rnd.choice(owed)
        body = BOTS[levels[seat]](ruleset, SeatView(ruleset, rules, seat), legal, rnd)
        command = as_command(ruleset, body, seat)
        _append(
            played, ruleset, seed, lambda g, rng_for, _: decide_play(g, ruleset, command, rng_for, seed), {"bot": seat}
        )
    return played
