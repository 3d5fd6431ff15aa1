"""The generic command path: load -> decide -> append (retrying on conflict) -> project."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeVar

from games.base import Event, Ruleset
from games.codec import to_jsonable
from games.records import filled

from .envelope import Envelope, chain
from .game import (
    Game,
    RngFor,
    decide_create,
    decide_expiry,
    decide_join,
    decide_play,
    decide_seat_change,
    decide_time_out,
    fold_decided,
    new_game,
)
from .idempotency import Answer, IdempotencyKey, KeyReused, Receipts, Refusal, never_kept
from .lifecycle import SeatSpec
from .rng import HmacRng, combined_seed, seed_commitment
from .seeds import KeptSeeds
from .store import AlreadyRecorded, EventStore, InlineRows, Rider, VersionConflict
from .vault import GameSecrets

log = logging.getLogger(__name__)


class GameNotFound(LookupError):
    """No game has that id."""


class StaleVersion(Exception):
    """The client's If-Match version is not the game's version."""

    def __init__(self, expected: int, actual: int):
        super().__init__(f"the game is at version {actual}, not {expected}")
        self.expected, self.actual = expected, actual


class SeatGone(Exception):
    """The acting seat left the game: its tokens act for it no more (the basic bot plays it)."""

    def __init__(self, seat: int):
        super().__init__(f"seat {seat} left the game: its tokens no longer act for it")
        self.seat = seat


class Contention(Exception):
    """Other commands kept landing first; the client may retry."""


@dataclass(frozen=True)
class Outcome:
    """What one command did: the game before and after, the stored events, and the answer to its caller.

    A replay (the idempotency key already held an answer) appended nothing: before and after are None.
    """

    before: Game | None
    after: Game | None
    envelopes: tuple[Envelope, ...]
    answer: Answer = ({}, 200)
    follow_up: bool = True

    @property
    def replayed(self) -> bool:
        """Whether this is an earlier request's answer, given again."""
        return self.after is None

    @property
    def game(self) -> Game:
        """The game after this command's append; a replay has none (only a keyed request is ever replayed)."""
        if self.after is None:
            raise RuntimeError("a replayed command has no game after it")
        return self.after


@dataclass(frozen=True)
class Appended:
    """An append: the game before and after it, its events, whether it schedules follow-ups, and whether part of
    them (the deadlines) rode with the append already."""

    before: Game
    after: Game
    envelopes: tuple[Envelope, ...]
    follow_up: bool = True
    rode: bool = False


def _made(cls: type[Made], **fields: Any) -> Made:
    """`cls(**fields)` for Appended and Outcome given every field: filled in without the frozen dataclass's
    `__init__` (games/records.filled)."""
    return filled(cls, fields)


Made = TypeVar("Made", Appended, Outcome)


def _replay(answer: Answer) -> Outcome:
    """An earlier request's answer, given again: nothing appended."""
    return Outcome(None, None, (), answer)


# What a command's caller is told, from its append (computed before the append, kept with it).
Answering = Callable[[Appended], Answer]
# An after-commit effect: a projection or a follow-up of an append that has happened.
Effect = Callable[[Appended], None]
# Told of each append that lost to another command: the game's ruleset, and whether the command is decided again.
ConflictObserver = Callable[[str, bool], None]
# A read model's rows for an append (the game before it, its typed events and their envelopes), kept by the store
# in the append's own step.
InlineProjection = Callable[[Game, Sequence[Event], Sequence[Envelope]], InlineRows]
# The follow-ups' part that rides with an append, in its round trip (the game before and after it), if any.
RiderFor = Callable[[Game, Game], Rider | None]


@dataclass(frozen=True)
class Request:
    """How a command is asked: its idempotency key, how to answer it, which refusals to keep under the key, and
    whether to schedule follow-ups."""

    key: IdempotencyKey | None = None
    answering: Answering = lambda outcome: ({"version": outcome.after.version}, 200)
    follow_up: bool = True
    refusal: Refusal = never_kept


@dataclass(frozen=True)
class Unparsed:
    """A command as its sender wrote it: parsed against the game's ruleset once the handler has loaded the game."""

    parse: Callable[[Ruleset], Any]


PLAIN = Request()
IN_BATCH = Request(follow_up=False)  # a worker's batch of bot or timeout commands schedules its follow-ups once


def run_effects(effects: Sequence[Effect], appended: Appended) -> None:
    """Every effect of a committed append, in order; a failing one is logged and caught up later."""
    for effect in effects:
        try:
            effect(appended)
        except Exception:
            log.exception(
                "after-commit effect %s failed for game %s at version %s (it will be caught up)",
                getattr(effect, "__name__", effect),
                appended.after.game_id,
                appended.after.version,
            )


Part = TypeVar("Part")


def optional(hook: Callable[..., Part] | None, *args: Any) -> Part | None:
    """`hook(*args)` for an append's optional part (inline rows, a rider); None without a hook or when it fails (the
    failure logged): the part is then done after the append (the rider's follow-ups) or caught up (a read model)."""
    if hook is None:
        return None
    try:
        return hook(*args)
    except Exception:
        log.exception("%s failed; left to the after-commit effects and catching up", getattr(hook, "__name__", hook))
        return None


def utc_now() -> str:
    """The current UTC time, ISO-8601 with milliseconds."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def new_command_id() -> str:
    """A fresh random uuid4 as 32 lowercase hex digits."""
    return uuid.uuid4().hex


# (game, the rng for the seats as they will be when randomness is drawn, the secret seed) -> events
Decision = Callable[[Game, RngFor, str], tuple[Event, ...]]


def decided_batch(
    game: Game, decide: Decision, secrets: GameSecrets, at: str, actor: dict[str, Any], command_id: str
) -> tuple[tuple[Event, ...], tuple[Envelope, ...]]:
    """Decide one command against `game` with the game's rng: its events, and the envelopes that seal them."""
    seed, sealing, first = secrets.seed, secrets.sealing, game.version + 1
    rng_for = lambda seated: HmacRng(combined_seed(seed, seated.client_seeds()), game.game_id, first, sealing)
    events = decide(game, rng_for, seed)
    drafts = [{"type": e.TYPE, "schema": e.SCHEMA, "data": to_jsonable(e)} for e in events]
    return events, chain(game.game_id, game.version, game.last_hash, drafts, at, actor, command_id)


class CommandHandler:
    """Runs commands against the log with optimistic concurrency."""

    def __init__(
        self,
        store: EventStore,
        load: Callable[[str], Game | None],
        rulesets: Mapping[str, Ruleset],
        vault: Any,
        effects: Sequence[Effect] = (),
        clock: Callable[[], str] = utc_now,
        attempts: int = 32,
        inline: InlineProjection | None = None,
        rider: RiderFor | None = None,
        conflict_observers: Sequence[ConflictObserver] = (),
    ):
        self.store, self.load, self.rulesets, self.vault = store, load, rulesets, vault
        self.effects, self.clock, self.attempts = list(effects), clock, attempts
        self.conflict_observers = list(conflict_observers)
        self.inline, self.rider = inline, rider
        self.seeds = KeptSeeds(vault)
        self.receipts = Receipts(store)

    def create(
        self,
        game_id: str,
        ruleset_id: str,
        seats: tuple[SeatSpec, ...],
        options: Mapping[str, Any],
        seed: str,
        actor: dict[str, Any],
        request: Request = PLAIN,
    ) -> Outcome:
        """Append a new game's first events (a repeat of the same request replays its answer)."""
        ruleset = self.rulesets[ruleset_id]
        if (replayed := self.receipts.replayed(game_id, request.key)) is not None:
            return _replay(replayed)
        secrets = self.vault.keep_secrets(game_id, seed)
        commitment = seed_commitment(secrets.seed)
        decide = lambda game, rng, _seed: decide_create(game, ruleset, seats, options, commitment, rng)
        try:
            return self._run(new_game(game_id, ruleset_id), decide, actor, 0, secrets, request)
        except VersionConflict:
            raise KeyReused(request.key.key if request.key else game_id) from None

    def keyed(self, game_id: str, key: IdempotencyKey | None, refusal: Refusal, run: Callable[[], Outcome]) -> Outcome:
        """`run()`, a request made under `key`: a refusal it raises is answered, and kept under the key unless an
        append holds it (then that append's answer is given again)."""
        try:
            return run()
        except Exception as error:
            return _replay(self.receipts.refusing(game_id, key, refusal, error))

    def join(
        self,
        game_id: str,
        seat: int,
        name: str,
        actor: dict[str, Any],
        client_seed: str | None = None,
        request: Request = PLAIN,
        player: str | None = None,
    ) -> Outcome:
        """Claim an open seat (for a player identity, if `player`), optionally adding the seat's entropy to the
        game's randomness."""
        decide = lambda game, rng, _seed: decide_join(game, self._ruleset(game), seat, name, client_seed, rng, player)
        return self._retrying(game_id, decide, actor, None, request)

    def play(
        self,
        game_id: str,
        command: Any,
        actor: dict[str, Any],
        expected_version: int | None = None,
        request: Request = PLAIN,
    ) -> Outcome:
        """A seat's (or bot's) command through the game's rules, parsed against its ruleset if `Unparsed`; a seat
        that left acts no more. A refusal is answered under the request's key."""
        parsed: list[Any] = []

        def loaded(game: Game) -> None:
            if (seat := actor.get("seat")) is not None and game.seats[seat].left:
                raise SeatGone(seat)
            if not parsed:
                parsed.append(command.parse(self._ruleset(game)) if isinstance(command, Unparsed) else command)

        decide = lambda game, rng, seed: decide_play(game, self._ruleset(game), parsed[0], rng, seed)
        retrying = lambda: self._retrying(game_id, decide, actor, expected_version, request, loaded)
        return self.keyed(game_id, request.key, request.refusal, retrying)

    def time_out(
        self,
        game_id: str,
        seat: int,
        deadline: str,
        command: Any,
        actor: dict[str, Any],
        expected_version: int,
        request: Request = PLAIN,
        gone: bool = False,
    ) -> Outcome:
        """A seat's deadline passed (or its player is gone): `TurnTimedOut` and its default action, at exactly that
        version."""
        decide = lambda game, rng_for, seed: decide_time_out(
            game, self._ruleset(game), seat, deadline, command, rng_for, seed, gone
        )
        return self._retrying(game_id, decide, actor, expected_version, request)

    def change_seat(
        self, game_id: str, seat: int, event: Any, actor: dict[str, Any], request: Request = PLAIN
    ) -> Outcome:
        """Autoplay on or off, or leaving: a platform event about a human seat."""
        decide = lambda game, rng_for, seed: decide_seat_change(game, seat, event)
        return self._retrying(game_id, decide, actor, None, request)

    def expire(self, game_id: str, request: Request = PLAIN) -> Outcome:
        """End a game whose open seats nobody took in time (RuleBroken if it started or ended meanwhile)."""
        decide = lambda game, rng_for, seed: decide_expiry(game, seed)
        return self._retrying(game_id, decide, {"system": "expiry"}, None, request)

    def _ruleset(self, game: Game) -> Ruleset:
        return self.rulesets[game.ruleset]

    def _retrying(
        self,
        game_id: str,
        decide: Decision,
        actor: dict[str, Any],
        expected_version: int | None,
        request: Request,
        loaded: Callable[[Game], None] = lambda game: None,
    ) -> Outcome:
        """Decide and append until an append lands (`loaded` checks each game loaded, before its version is). A
        repeated key is found by the append itself (its script
        refuses a key that holds a receipt), or, for a stale If-Match, by reading the receipt; a repeat the rules
        now refuse is answered from the receipt (`keyed`: keeping a refusal keeps the first record)."""
        secrets = None
        for attempt in range(1, self.attempts + 1):
            game = self.load(game_id)
            if game is None:
                raise GameNotFound(game_id)
            loaded(game)
            if expected_version is not None and game.version != expected_version:
                if (replayed := self.receipts.replayed(game_id, request.key)) is not None:
                    return _replay(replayed)
                raise StaleVersion(expected_version, game.version)
            secrets = secrets or self.seeds.of(game)
            try:
                return self._run(game, decide, actor, game.version, secrets, request)
            except VersionConflict:
                for observe in self.conflict_observers:
                    observe(game.ruleset, attempt < self.attempts)
                continue
        raise Contention(f"game {game_id} is busy: other commands kept landing first; retry")

    def _run(
        self,
        game: Game,
        decide: Decision,
        actor: dict[str, Any],
        expected_version: int,
        secrets: GameSecrets,
        request: Request,
    ) -> Outcome:
        """Decide, answer and append with the answer's receipt and the inline rows in one step; then the after-commit
        effects."""
        command_id = new_command_id()
        events, envelopes = decided_batch(game, decide, secrets, self.clock(), actor, command_id)
        after = fold_decided(game, self.rulesets[game.ruleset], events, envelopes)
        rider = optional(self.rider, game, after) if request.follow_up else None
        appended = _made(
            Appended, before=game, after=after, envelopes=envelopes, follow_up=request.follow_up, rode=rider is not None
        )
        answer = request.answering(appended)
        outcome = _made(
            Outcome, before=game, after=after, envelopes=envelopes, answer=answer, follow_up=request.follow_up
        )
        receipt = request.key.receipt(command_id, outcome.answer) if request.key else None
        rows = optional(self.inline, game, events, envelopes)
        try:
            self.store.append(game.game_id, expected_version, envelopes, receipt, rows, rider)
        except AlreadyRecorded as known:
            if (earlier := self.receipts.of_earlier_append(request.key, known.record, command_id)) is not None:
                return _replay(earlier)
        run_effects(self.effects, appended)
        return outcome
