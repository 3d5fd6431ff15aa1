"""In-process games on the in-memory platform: the real command handler on fakes (tournaments, tests)."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from bootstrap import Platform, in_memory_platform
from events.envelope import Envelope
from events.game import Game
from events.handler import IN_BATCH, Appended
from events.lifecycle import SeatSpec
from events.vault import InMemoryVault
from games.base import Command, Ruleset

from .bots import SeatView, as_command, bot_of

SIM_CLOCK = "2026-01-01T00:00:00.000Z"


@dataclass
class Played:
    """A finished game: its log, cut into the batches each command appended."""

    game: Game
    batches: list[tuple[Envelope, ...]] = field(default_factory=list)
    thinking: dict[str, list[float]] = field(default_factory=dict)  # CPU seconds of each level's decisions

    @property
    def envelopes(self) -> list[Envelope]:
        """The whole log."""
        return [e for batch in self.batches for e in batch]


def simulation_platform(ruleset: Ruleset) -> Platform:
    """An in-memory platform for one ruleset whose command handler loads a game as its last append left it.

    The only after-commit effect keeps each game's latest state, and the handler loads it from there: in memory
    nothing else appends, so it is the game the log folds to (`platform.loader`, which reads and folds the
    log, still gives the same game). No snapshots and no ledger kept with the appends: nothing here reads them
    (`projections.ledger.rebuild` folds one from a game's log).
    """
    vault = InMemoryVault(sealing_for=lambda game_id: f"simulated-sealing-{game_id}")  # reproducible salts too
    platform = in_memory_platform(rulesets={ruleset.id: ruleset}, clock=lambda: SIM_CLOCK, vault=vault)
    latest: dict[str, Game] = {}

    def keep(appended: Appended) -> None:
        latest[appended.after.game_id] = appended.after

    platform.handler.effects[:] = [keep]
    platform.handler.inline = None
    platform.handler.load = latest.get
    return platform


def play_game(ruleset: Ruleset, levels: tuple[str, ...], number: int, options: dict | None = None) -> Played:
    """Play one game to its end, seat i played by the bot `levels[i]`; `number` seeds everything; `options` are
    the game's (an expert's `expert_ms`).

    Bets and other simultaneous turns interleave at random: each step one owing seat, chosen by `number`'s
    generator, sends its bot's command through the platform's command handler.
    """
    rnd, game_id, platform = random.Random(number), f"sim{number}", simulation_platform(ruleset)
    seats = tuple(SeatSpec(bot=level) for level in levels)
    outcome = platform.handler.create(
        game_id, ruleset.id, seats, options or {}, f"seed-{number}", {"system": "sim"}, IN_BATCH
    )
    played = Played(outcome.game, [outcome.envelopes], {level: [] for level in levels})
    while played.game.status == "running":
        seat, command = _next_command(played.game, ruleset, levels, rnd, options, played.thinking)
        outcome = platform.handler.play(game_id, command, {"bot": seat}, played.game.version, IN_BATCH)
        played.batches.append(outcome.envelopes)
        played.game = outcome.game
    return played


def _next_command(
    game: Game,
    ruleset: Ruleset,
    levels: tuple[str, ...],
    rnd: random.Random,
    options: dict | None = None,
    thinking: dict[str, list[float]] | None = None,
) -> tuple[int, Command]:
    """One owing seat, chosen at random, and its bot's command (its CPU time noted in `thinking`, if given, when the
    decision had a choice in it)."""
    rules = game.rules
    owed = [(s, legal) for s in range(len(levels)) for legal in [ruleset.legal_commands(rules, s)] if legal]
    seat, legal = rnd.choice(owed)
    started = time.process_time()
    body = bot_of(levels[seat], options or {})(ruleset, SeatView(ruleset, rules, seat), legal, rnd)
    if thinking is not None and (len(legal) > 1 or legal[0].params):
        thinking[levels[seat]].append(time.process_time() - started)
    return seat, as_command(ruleset, body, seat)
