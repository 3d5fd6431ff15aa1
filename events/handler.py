"""The generic command path: load -> decide -> append (retrying on conflict) -> project."""
from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable, Mapping

from games.base import Ruleset
from games.codec import to_jsonable

from .envelope import Envelope, chain
from .game import (Game, RngFor, decide_create, decide_join, decide_play, decide_seat_change, decide_time_out, fold,
                   new_game)
from .lifecycle import SeatSpec
from .rng import HmacRng, combined_seed, seed_commitment
from .store import EventStore, VersionConflict


class GameNotFound(LookupError):
    """No game has that id."""


class StaleVersion(Exception):
    """The client's If-Match version is not the game's version."""

    def __init__(self, expected: int, actual: int):
        super().__init__(f"the game is at version {actual}, not {expected}")
        self.expected, self.actual = expected, actual


class Contention(Exception):
    """Other commands kept landing first; the client may retry."""


@dataclass(frozen=True)
class Outcome:
    """What one command did: the game before and after, and the stored events."""

    before: Game
    after: Game
    envelopes: tuple[Envelope, ...]


def utc_now() -> str:
    """The current UTC time, ISO-8601 with milliseconds."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


# (game, the rng for the seats as they will be when randomness is drawn, the secret seed) -> events
Decision = Callable[[Game, RngFor, str], tuple]


def decided_batch(game: Game, decide: Decision, seed: str, at: str, actor: dict,
                  command_id: str) -> tuple[Envelope, ...]:
    """Decide one command against `game` with the game's rng, sealed as the envelopes that follow it."""
    rng_for = lambda seated: HmacRng(combined_seed(seed, seated.client_seeds()), game.game_id, game.version + 1)
    drafts = [{"type": e.TYPE, "schema": e.SCHEMA, "data": to_jsonable(e)} for e in decide(game, rng_for, seed)]
    return chain(game.game_id, game.version, game.last_hash, drafts, at, actor, command_id)


class CommandHandler:
    """Runs commands against the log with optimistic concurrency."""

    def __init__(self, store: EventStore, load: Callable[[str], Game | None],
                 rulesets: Mapping[str, Ruleset], vault: Any,
                 projected: Callable[[Game, Game, tuple[Envelope, ...]], None] = lambda *_: None,
                 clock: Callable[[], str] = utc_now, attempts: int = 32):
        self.store, self.load, self.rulesets, self.vault = store, load, rulesets, vault
        self.projected, self.clock, self.attempts = projected, clock, attempts

    def create(self, game_id: str, ruleset_id: str, seats: tuple[SeatSpec, ...],
               options: Mapping[str, Any], seed: str, actor: dict) -> Outcome:
        """Append a new game's first events."""
        ruleset = self.rulesets[ruleset_id]
        self.vault.keep_seed(game_id, seed)
        decide = lambda game, rng, _seed: decide_create(game, ruleset, seats, options, seed_commitment(seed), rng)
        return self._run(new_game(game_id, ruleset_id), decide, actor, 0, seed)

    def join(self, game_id: str, seat: int, name: str, actor: dict, client_seed: str | None = None) -> Outcome:
        """Claim an open seat, optionally adding the seat's entropy to the game's randomness."""
        decide = lambda game, rng, _seed: decide_join(game, self._ruleset(game), seat, name, client_seed, rng)
        return self._retrying(game_id, decide, actor, None)

    def play(self, game_id: str, command: Any, actor: dict, expected_version: int | None = None) -> Outcome:
        """A seat's (or bot's) command through the game's rules."""
        decide = lambda game, rng, seed: decide_play(game, self._ruleset(game), command, rng, seed)
        return self._retrying(game_id, decide, actor, expected_version)

    def time_out(self, game_id: str, seat: int, deadline: str, command: Any, actor: dict,
                 expected_version: int) -> Outcome:
        """A seat's deadline passed: `TurnTimedOut` and its default action, at exactly that version."""
        decide = lambda game, rng_for, seed: decide_time_out(game, self._ruleset(game), seat, deadline, command,
                                                             rng_for, seed)
        return self._retrying(game_id, decide, actor, expected_version)

    def change_seat(self, game_id: str, seat: int, event: Any, actor: dict) -> Outcome:
        """Autoplay on or off, or leaving: a platform event about a human seat."""
        return self._retrying(game_id, lambda game, rng_for, seed: decide_seat_change(game, seat, event), actor, None)

    def _ruleset(self, game: Game) -> Ruleset:
        return self.rulesets[game.ruleset]

    def _retrying(self, game_id: str, decide: Decision, actor: dict, expected_version: int | None) -> Outcome:
        seed = None
        for _ in range(self.attempts):
            game = self.load(game_id)
            if game is None:
                raise GameNotFound(game_id)
            if expected_version is not None and game.version != expected_version:
                raise StaleVersion(expected_version, game.version)
            seed = seed or self.vault.seed(game_id)
            try:
                return self._run(game, decide, actor, game.version, seed)
            except VersionConflict:
                continue
        raise Contention(f"game {game_id} is busy: other commands kept landing first; retry")

    def _run(self, game: Game, decide: Decision, actor: dict, expected_version: int, seed: str) -> Outcome:
        envelopes = decided_batch(game, decide, seed, self.clock(), actor, uuid.uuid4().hex)
        self.store.append(game.game_id, expected_version, envelopes)
        after = fold(game, self.rulesets[game.ruleset], envelopes)
        self.projected(game, after, envelopes)
        return Outcome(game, after, envelopes)
