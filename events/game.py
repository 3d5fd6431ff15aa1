"""The game aggregate: platform state around a ruleset's state, folded from events."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache, partial
from typing import Any

from games.base import Event, OutOfTurn, Rng, RuleBroken, Ruleset, Standing, StartGame
from games.codec import added_later, decoder_of
from games.records import filled, replace

from .envelope import ZERO_HASH, Envelope
from .lifecycle import (
    PLATFORM_EVENTS,
    AutoplaySet,
    GameCreated,
    GameEnded,
    GameStarted,
    SeatJoined,
    SeatLeft,
    SeatSpec,
    TurnTimedOut,
)
from .names import clash
from .upcast import PLATFORM_UPCASTERS, upcast


@dataclass(frozen=True)
class Game:
    """Everything known about one game after its `version`-th event."""

    game_id: str
    ruleset: str
    seats: tuple[SeatSpec, ...] = ()
    options: Mapping[str, Any] | None = None
    seed_sha256: str = ""
    created_at: str = ""
    status: str = "open"
    version: int = 0
    last_hash: str = ZERO_HASH
    rules: Any = None
    owing_since: Mapping[int, str] = field(default_factory=dict)
    standings: tuple[Standing, ...] = added_later(())  # a finished game's final standings (its GameEnded's)
    banks: tuple[float, ...] = added_later(())  # with a time bank: each seat's seconds left as its turn began

    def seat_count(self) -> int:
        """How many seats the game has."""
        return len(self.seats)

    def client_seeds(self) -> tuple[str | None, ...]:
        """Each seat's contributed entropy (None where it gave none)."""
        return tuple([seat.client_seed for seat in self.seats])


RngFor = Callable[[Game], Rng]


def new_game(game_id: str, ruleset: str) -> Game:
    """The empty aggregate before `GameCreated`."""
    return Game(game_id=game_id, ruleset=ruleset)


def event_class(ruleset: Ruleset, type_name: str) -> tuple[str, type[Event]]:
    """Who owns a stored type string ("platform" or the ruleset id) and its event class."""
    known = _event_classes(ruleset).get(type_name)
    if known is None:
        raise LookupError(f"unknown event type {type_name!r} for ruleset {ruleset.id}")
    return known


def event_types(rulesets: Iterable[Ruleset]) -> list[str]:
    """Every event type a game of these rulesets may log, once: the platform's, then each ruleset's in order."""
    found = [event.TYPE for event in PLATFORM_EVENTS]
    for ruleset in rulesets:
        found += [event.TYPE for event in ruleset.events if event.TYPE not in found]
    return found


_PLATFORM_CLASSES = frozenset(PLATFORM_EVENTS)


def _event_classes(ruleset: Ruleset) -> dict[str, tuple[str, type[Event]]]:
    """Every type string of a ruleset's log with its owner and class (a platform event first)."""
    return _event_table(ruleset.id, ruleset.events)


@cache
def _event_table(ruleset_id: str, events: tuple[type[Event], ...]) -> dict[str, tuple[str, type[Event]]]:
    """`_event_classes`, made once per ruleset id and event classes (read only)."""
    table = {e.TYPE: (ruleset_id, e) for e in reversed(events)}
    table.update({e.TYPE: ("platform", e) for e in reversed(PLATFORM_EVENTS)})
    return table


def decode(ruleset: Ruleset, envelope: Envelope) -> Event:
    """The typed event inside an envelope, upcast to its current schema."""
    return _decode(_decoding(ruleset), ruleset, envelope)


def decoder(ruleset: Ruleset) -> Callable[[Envelope], Event]:
    """`lambda envelope: decode(ruleset, envelope)`, with the ruleset's table looked up once (for a whole log)."""
    return partial(_decode, _decoding(ruleset), ruleset)


def _decode(table: dict[str, list[Any]], ruleset: Ruleset, envelope: Envelope) -> Event:
    entry = table.get(envelope.type)
    if entry is None:
        entry = _entry(table, ruleset, envelope.type)
    data = envelope.data
    if entry[0] is not None:
        data = upcast(entry[0], envelope.type, envelope.schema, data, envelope.version)
    decode_data = entry[1]
    if decode_data is None:
        decode_data = entry[1] = decoder_of(entry[2])
    event: Event = decode_data(data)
    return event


def _decoding(ruleset: Ruleset) -> dict[str, list[Any]]:
    """Per stored type string, filled in as types are met: [the upcasters to run (None when none is registered
    for the type), the class's decoder (None until the first event of the type is decoded), the class]; what
    decode did per event (event_class, upcast, from_jsonable), looked up once per ruleset and type.

    Kept in the ruleset's own `decoding` slot (so it lives and dies with it), and made anew when its upcasters
    change."""
    upcasters = ruleset.upcasters
    kept = ruleset.decoding.get("table")
    if kept is not None and kept[0] is upcasters and kept[1] == len(upcasters):
        table: dict[str, list[Any]] = kept[2]
        return table
    table = {}
    ruleset.decoding["table"] = (upcasters, len(upcasters), table)
    return table


def _entry(table: dict[str, list[Any]], ruleset: Ruleset, type_name: str) -> list[Any]:
    owner, cls = event_class(ruleset, type_name)  # raises the LookupError that names an unknown type
    upcasters = PLATFORM_UPCASTERS if owner == "platform" else ruleset.upcasters
    has_upcasters = any(key[0] == type_name for key in upcasters)
    entry = table[type_name] = [upcasters if has_upcasters else None, None, cls]
    return entry


def evolve(game: Game, ruleset: Ruleset, event: Any) -> Game:
    """The game after one event."""
    match event:
        case GameCreated(seats=seats, options=options, seed_sha256=seed_sha256):
            return replace(game, seats=seats, options=options, seed_sha256=seed_sha256)
        case SeatJoined(seat=seat, name=name, client_seed=client_seed, player=player):
            joined = SeatSpec(name=name, client_seed=client_seed, player=player)
            seats = tuple(joined if i == seat else s for i, s in enumerate(game.seats))
            return replace(game, seats=seats)
        case GameStarted():
            return replace(game, status="running", rules=ruleset.initial_state(game.seat_count(), game.options or {}))
        case GameEnded(standings=standings):
            return replace(game, status="finished", standings=standings)
        case AutoplaySet(seat=seat, on=on):
            return _reseat(game, seat, autoplay=on)
        case SeatLeft(seat=seat):
            return _reseat(game, seat, left=True, bot="basic", autoplay=False)
        case TurnTimedOut():
            return game
        case _:
            return replace(game, rules=ruleset.evolve(game.rules, event))


def _reseat(game: Game, seat: int, **changes: Any) -> Game:
    seats = tuple(replace(s, **changes) if i == seat else s for i, s in enumerate(game.seats))
    return replace(game, seats=seats)


def owing_seats(game: Game, ruleset: Ruleset) -> tuple[int, ...]:
    """The seats that owe a command now."""
    return _owing(game.status, game.rules, game.seat_count(), ruleset)


def _owing(status: str, rules: Any, seats: int, ruleset: Ruleset) -> tuple[int, ...]:
    if status != "running":
        return ()
    if ruleset.awaiting is not None:
        return tuple(ruleset.awaiting(rules))
    return tuple(s for s in range(seats) if ruleset.legal_commands(rules, s))


def acting_seat(actor: Mapping[str, Any]) -> int | None:
    """The seat an actor acted for: a seat, a bot seat, or the seat a timeout acted for."""
    get = actor.get  # "seat", "bot", "for_seat" in turn, written out
    if isinstance(seat := get("seat"), int) or isinstance(seat := get("bot"), int):
        return seat
    return seat if isinstance(seat := get("for_seat"), int) else None


def clocked(game: Game, ruleset: Ruleset, envelope: Envelope) -> Game:
    """Restart a seat's clock when it starts owing or acts; drop it when it owes nothing."""
    return replace(game, owing_since=_owing_since(game, game.rules, ruleset, envelope))


def _owing_since(game: Game, rules: Any, ruleset: Ruleset, envelope: Envelope) -> dict[int, str]:
    """Since when each seat that owes a command under `rules` has owed it (`game` holds the clocks so far)."""
    owing = _owing(game.status, rules, len(game.seats), ruleset)
    return _step_clocks(game.owing_since, acting_seat(envelope.actor), envelope.at, owing)


def _step_clocks(before: Mapping[int, str], acted: int | None, at: str, owing: Iterable[int]) -> dict[int, str]:
    """The clocks after a step at `at` by `acted`: a seat that acted or newly owes starts again."""
    return {seat: at if seat == acted or seat not in before else before[seat] for seat in owing}


def _bank_options(game: Game) -> tuple[float, float] | None:
    """The game's time bank and increment, in seconds (None: no bank)."""
    options = game.options or {}
    bank = options.get("time_bank_s", 0)
    return (float(bank), float(options.get("increment_s", 0))) if bank else None


def _banked(game: Game, before: Mapping[int, str], after: Mapping[int, str], envelope: Envelope) -> tuple[float, ...]:
    """Each seat's bank once a step ended some turns: a seat whose turn ended (it acted, or owes no more) spends
    the time the turn took, then gains the increment (not for its TurnTimedOut: the default action played for it
    is the decision)."""
    bank, increment = _bank_options(game) or (0.0, 0.0)
    banks = list(game.banks) or [bank] * len(game.seats)
    acted, decided = acting_seat(envelope.actor), envelope.type != TurnTimedOut.TYPE  # a timeout is no decision
    for seat, since in before.items():
        if seat == acted or seat not in after:
            spent = _seconds(envelope.at) - _seconds(since)
            banks[seat] = max(0.0, banks[seat] - spent) + (increment if decided else 0.0)
    return tuple(banks)


def _seconds(iso_text: str) -> float:
    return datetime.fromisoformat(iso_text.replace("Z", "+00:00")).timestamp()


def apply(game: Game, ruleset: Ruleset, envelope: Envelope, event: Any) -> Game:
    """The game after one stored event (already decoded from `envelope`): evolved, versioned and clocked.

    A ruleset's event (nearly every event) makes one copy of the game, not one per step.
    """
    if event.__class__ in _PLATFORM_CLASSES:
        game = evolve(game, ruleset, event)
        rules = game.rules
    else:
        rules = ruleset.evolve(game.rules, event)
    owing_since = _owing_since(game, rules, ruleset, envelope)
    if _bank_options(game) is not None:
        game = replace(game, banks=_banked(game, game.owing_since, owing_since, envelope))
    return _advanced(game, rules, envelope, game.created_at or envelope.at, owing_since)


def _advanced(game: Game, rules: Any, last: Envelope, created_at: str, owing_since: dict[int, str]) -> Game:
    """`game` as of the stored envelope `last`: records.replace of these five fields, without its check of their
    names."""
    state = game.__dict__ | {
        "rules": rules,
        "version": last.version,
        "last_hash": last.hash,
        "created_at": created_at,
        "owing_since": owing_since,
    }
    return filled(Game, state)


def fold(game: Game, ruleset: Ruleset, envelopes: Iterable[Envelope]) -> Game:
    """Apply stored envelopes in order: the very Game that `apply` event by event gives.

    Only the last game is returned, so the steps keep what the seats' clocks need (each step's rules state and
    status) and `owing_since` is worked out once at the end (every FOLD_STEPS_KEPT steps on a long log), from the
    last step back (`_clocks`), instead of at every step; a ruleset's event changes only the rules state, so the
    game is copied at platform events and at those ends.
    """
    table = _decoding(ruleset)
    return _folded(game, ruleset, ((envelope, _decode(table, ruleset, envelope)) for envelope in envelopes))


def _folded(game: Game, ruleset: Ruleset, stored: Iterable[tuple[Envelope, Any]]) -> Game:
    """`fold` of (envelope, its typed event) pairs."""
    steps: list[tuple[Envelope, str, int, Any]] = []  # after each event: its envelope, status, seats, rules
    rules, created_at = game.rules, game.created_at
    status, seats = game.status, len(game.seats)
    for envelope, event in stored:
        if event.__class__ in _PLATFORM_CLASSES:
            if game.rules is not rules:
                game = replace(game, rules=rules)
            game = evolve(game, ruleset, event)
            rules, status, seats = game.rules, game.status, len(game.seats)
        else:
            rules = ruleset.evolve(rules, event)
        if not created_at:
            created_at = envelope.at
        steps.append((envelope, status, seats, rules))
        if len(steps) == FOLD_STEPS_KEPT:  # memory stays bounded however long the log
            game, steps = _settled(game, ruleset, rules, created_at, steps), []
    return _settled(game, ruleset, rules, created_at, steps) if steps else game


FOLD_STEPS_KEPT = 256  # steps a fold keeps before it settles the game (clocks included) and goes on from there


def _settled(
    game: Game, ruleset: Ruleset, rules: Any, created_at: str, steps: list[tuple[Envelope, str, int, Any]]
) -> Game:
    """The game after the steps: their last rules state, version and hash, and the seats' clocks (and time banks:
    then each step's clocks, walked forward)."""
    if _bank_options(game) is None:
        return _advanced(game, rules, steps[-1][0], created_at, _clocks(game.owing_since, ruleset, steps))
    owing_since = game.owing_since
    for envelope, status, seats, step_rules in steps:
        now = _step_clocks(
            owing_since, acting_seat(envelope.actor), envelope.at, _owing(status, step_rules, seats, ruleset)
        )
        game = replace(game, banks=_banked(game, owing_since, now, envelope))
        owing_since = now
    return _advanced(game, rules, steps[-1][0], created_at, dict(owing_since))


def _clocks(before: Mapping[int, str], ruleset: Ruleset, steps: list[tuple[Envelope, str, int, Any]]) -> dict[int, str]:
    """`owing_since` after the last step, as `_owing_since` step by step gives it (`before`: the clocks before the
    first step).

    Step by step, a seat that owes after step k has owed since step k's `at` when it acted at step k or did not
    owe before it, and since its earlier time otherwise. So for each seat that owes after the last step, walk
    back while it did not act and owed at the step before; the seats owing at a step are worked out only for the
    steps walked back over (usually a few).
    """
    owing: dict[int, Any] = {}  # step index -> the seats owing after it (as a tuple); -1: before the first

    def owing_after(k: int) -> Any:
        if k < 0:
            return before
        if k not in owing:
            _, status, seats, rules = steps[k]
            owing[k] = _owing(status, rules, seats, ruleset)
        return owing[k]

    clocks: dict[int, str] = {}
    for seat in owing_after(len(steps) - 1):
        k = len(steps) - 1
        while True:
            envelope = steps[k][0]
            if seat == acting_seat(envelope.actor) or seat not in owing_after(k - 1):
                clocks[seat] = envelope.at
                break
            k -= 1
            if k < 0:
                clocks[seat] = before[seat]
                break
    return clocks


def fold_decided(game: Game, ruleset: Ruleset, events: Iterable[Event], envelopes: Iterable[Envelope]) -> Game:
    """Apply a just-decided batch: its typed events with their envelopes, without decoding what was just encoded
    (the seats' clocks worked out once for the batch, as `fold` does).

    The same as `fold(game, ruleset, envelopes)` because every event survives the JSON round trip unchanged
    (tests/unit/test_ruleset_contract.py and test_handler.py check it).
    """
    return _folded(game, ruleset, zip(envelopes, events, strict=True))


def rules_after(game: Game, ruleset: Ruleset, events: Iterable[Event]) -> Any:
    """The rules state after typed events (not yet stored).

    A ruleset's event changes only the rules state: the game itself is evolved only at a platform event.
    """
    return _rules_states(game, ruleset, events)[-1]


def rules_before_each(game: Game, ruleset: Ruleset, events: Iterable[Event]) -> list[Any]:
    """The rules state each event of a just-decided batch applies to."""
    return _rules_states(game, ruleset, events)[:-1]


def _rules_states(game: Game, ruleset: Ruleset, events: Iterable[Event]) -> list[Any]:
    """The rules state before each event and after the last: a platform event evolves the game, any other the
    rules alone."""
    rules = game.rules
    states = [rules]
    for event in events:
        if event.__class__ in _PLATFORM_CLASSES:
            game = evolve(game if game.rules is rules else replace(game, rules=rules), ruleset, event)
            rules = game.rules
        else:
            rules = ruleset.evolve(rules, event)
        states.append(rules)
    return states


def decide_create(
    game: Game,
    ruleset: Ruleset,
    seats: tuple[SeatSpec, ...],
    options: Mapping[str, Any],
    seed_sha256: str,
    rng_for: RngFor,
) -> tuple[Event, ...]:
    """Create a game; start it at once when no seat is open. The seat count is checked here, once, for every ruleset."""
    if not ruleset.min_seats <= len(seats) <= ruleset.max_seats:
        detail = f"{ruleset.id} takes {ruleset.min_seats} to {ruleset.max_seats} seats, not {len(seats)}"
        raise RuleBroken("seats.count", detail)
    for index, seat in enumerate(seats):
        if seat.name is not None and (other := clash(seat.name, (s.name for s in seats[:index]))) is not None:
            raise RuleBroken("seat.name_taken", f"seat {index}'s name {seat.name!r} looks like {other!r}'s")
        _one_seat_each(seat.player, seats[:index])
        if seat.bot == "expert" and ruleset.determinize is None:
            raise RuleBroken("seat.bot_level", f"{ruleset.id} has no expert bot: seat {index} may be basic or random")
    created = GameCreated(ruleset=ruleset.id, seats=seats, options=dict(options), seed_sha256=seed_sha256)
    return (created, *_start_if_full(evolve(game, ruleset, created), ruleset, rng_for))


def decide_join(
    game: Game,
    ruleset: Ruleset,
    seat: int,
    name: str,
    client_seed: str | None,
    rng_for: RngFor,
    player: str | None = None,
) -> tuple[Event, ...]:
    """Claim an open seat (for a player identity, if `player`); start the game when it was the last one."""
    if not 0 <= seat < game.seat_count():
        raise RuleBroken("seat.unknown", f"seat {seat} does not exist: the game has {game.seat_count()} seats")
    if game.seats[seat].kind != "open":
        raise RuleBroken("seat.taken", f"seat {seat} is not open: it is taken by a {game.seats[seat].kind}")
    if (other := clash(name, (s.name for s in game.seats))) is not None:
        raise RuleBroken("seat.name_taken", f"the name {name!r} looks like {other!r}'s, who sits at this table")
    _one_seat_each(player, game.seats)
    joined = SeatJoined(seat=seat, name=name, client_seed=client_seed, player=player)
    return (joined, *_start_if_full(evolve(game, ruleset, joined), ruleset, rng_for))


def _one_seat_each(player: str | None, seated: Iterable[SeatSpec]) -> None:
    """A player identity holds at most one seat of a game (its standings and its rating are one player's)."""
    if player is not None and any(s.player == player for s in seated):
        raise RuleBroken("seat.player_seated", "this player identity already holds a seat in this game")


def decide_play(game: Game, ruleset: Ruleset, command: Any, rng_for: RngFor, seed: str) -> tuple[Event, ...]:
    """A seat's command: the ruleset decides; the platform closes the game when it is over."""
    if game.status == "open":
        raise OutOfTurn("game.not_started", "the game has not started: some seats are still open")
    if game.status == "finished":
        raise OutOfTurn("game.over", "the game is over: no more commands are accepted")
    decided = tuple(ruleset.decide(game.rules, command, rng_for(game)))
    after = rules_after(game, ruleset, decided)
    if not ruleset.is_over(after):
        return decided
    return (*decided, GameEnded(standings=tuple(ruleset.standings(after)), seed=seed))


def decide_expiry(game: Game, seed: str) -> tuple[Event, ...]:
    """A game whose open seats nobody took in time ends before it began: no standings, the seed revealed."""
    if game.status != "open":
        raise RuleBroken("game.not_open", f"the game is {game.status}: only a game still waiting for players expires")
    return (GameEnded(standings=(), seed=seed),)


def decide_seat_change(game: Game, seat: int, event: Any) -> tuple[Event, ...]:
    """Autoplay on/off or leaving: only a human seat of a running game."""
    if game.status != "running":
        raise RuleBroken("game.not_running", f"the game is {game.status}: seats change hands only while it runs")
    if game.seats[seat].kind != "human":
        raise RuleBroken("seat.not_human", f"seat {seat} is played by a bot, not a human")
    return (event,)


def decide_time_out(
    game: Game, ruleset: Ruleset, seat: int, deadline: str, command: Any, rng_for: RngFor, seed: str, gone: bool = False
) -> tuple[Event, ...]:
    """A seat's deadline passed (or its player is gone): record it, then play the default action for it."""
    timed_out = TurnTimedOut(seat=seat, deadline=deadline, gone=gone)
    return (timed_out, *decide_play(game, ruleset, command, rng_for, seed))


def _start_if_full(game: Game, ruleset: Ruleset, rng_for: RngFor) -> tuple[Event, ...]:
    """Start once no seat is open; the seats' entropy is complete, so the rng is fixed from here."""
    if any(seat.kind == "open" for seat in game.seats):
        return ()
    started = GameStarted()
    after = evolve(game, ruleset, started)
    return (started, *ruleset.decide(after.rules, StartGame(), rng_for(after)))
