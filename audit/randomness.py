"""Audit, step 2: every random outcome re-derived from the revealed seed, nonce by nonce."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from events.envelope import Envelope
from events.game import evolve, new_game
from events.lifecycle import GameCreated, GameEnded, GameStarted, SeatJoined
from events.rng import HmacRng, combined_seed, seed_commitment
from games.base import Outcome, Ruleset

from .chain import discrepancy

Stored = tuple[Envelope, Any]


def seats_key_material(events: list[Any], ruleset: Ruleset) -> tuple[str | None, ...]:
    """The client seeds of the seats as they were when the game started (creation, then joins)."""
    game = new_game("", ruleset.id)
    for event in events:
        if isinstance(event, GameStarted):
            break
        if isinstance(event, (GameCreated, SeatJoined)):
            game = evolve(game, ruleset, event)
    return game.client_seeds()


def commands(stored: list[Stored]) -> Iterator[tuple[int, list[Stored]]]:
    """The log cut into commands: runs of consecutive events sharing a command_id, with their first version."""
    run: list[Stored] = []
    for item in stored:
        if run and item[0].command_id != run[0][0].command_id:
            yield run[0][0].version, run
            run = []
        run.append(item)
    if run:
        yield run[0][0].version, run


def split_commands(stored: list[Stored]) -> tuple[list[tuple[int, list[Stored]]], list[dict]]:
    """The commands, and a discrepancy wherever a command's events are not consecutive."""
    groups = list(commands(stored))
    first_seen: dict[str, int] = {}
    found: list[dict] = []
    for first, run in groups:
        command_id = run[0][0].command_id
        if command_id in first_seen:
            found.append(
                discrepancy(
                    first,
                    "randomness",
                    f"version {first}: command {command_id} began at version "
                    f"{first_seen[command_id]} but its events are not consecutive",
                )
            )
        first_seen.setdefault(command_id, first)
    return groups, found


def expected_draw(rng: HmacRng, outcome: Outcome) -> tuple[str, int | str | None]:
    """The nonce and value the server's generator gives for this outcome; a salt takes its nonce, but its value comes
    from the game's sealing key, which is never revealed (the commitments check it against the sealed fields)."""
    if outcome.low is None:
        return rng.next_nonce(), None
    if outcome.high is None:
        raise ValueError(f"outcome {outcome.nonce} has a low bound but no high bound")
    draw = rng.randint(outcome.low, outcome.high)
    return draw.nonce, draw.value


def nonce_problem(version: int, first: int, outcome: Outcome, nonce: str) -> str:
    """Why a recorded nonce is not the one the generator would use next."""
    prefix, _, k = str(outcome.nonce).partition(".")
    if not (prefix.isdigit() and k.isdigit()):
        return f"version {version}: nonce {outcome.nonce!r} is not of the form <version>.<k>"
    if int(prefix) != first:
        return f"version {version}: nonce {outcome.nonce} should start with {first}, the first version of its command"
    wanted = int(nonce.partition(".")[2])
    if int(k) < wanted:
        return (
            f"version {version}: nonce {outcome.nonce} is not the next acceptable nonce {nonce}: "
            f"it was used already or its value is rejected"
        )
    kind = "a salt" if outcome.low is None else f"a value in [{outcome.low}, {outcome.high}]"
    return (
        f"version {version}: nonce {nonce} was skipped for {outcome.nonce}, but its value is acceptable "
        f"for {kind}: only rejected values may be skipped"
    )


def check_command(key: str, game_id: str, ruleset: Ruleset, first: int, run: list[Stored]) -> tuple[int, dict | None]:
    """How many outcomes of one command re-derive, and the discrepancy at the first that does not."""
    rng, checked = HmacRng(key, game_id, first), 0
    for envelope, event in run:
        for outcome in ruleset.outcomes(event):
            nonce, value = expected_draw(rng, outcome)
            if outcome.nonce != nonce:
                return checked, discrepancy(
                    envelope.version, "randomness", nonce_problem(envelope.version, first, outcome, nonce)
                )
            if value is not None and outcome.value != value:
                return checked, discrepancy(
                    envelope.version,
                    "randomness",
                    (
                        f"version {envelope.version}: {envelope.type} records {outcome.value!r} for nonce {nonce}, "
                        f"but the seed gives {value!r}"
                    ),
                )
            checked += value is not None
    return checked, None


def randomness_section(status: str, created: GameCreated, seed: str | None, client_seeds, checked: int) -> dict:
    """The report's `randomness` section."""
    return {
        "status": status,
        "seed_sha256": created.seed_sha256,
        "seed": seed,
        "client_seeds": list(client_seeds),
        "outcomes_checked": checked,
    }


def check_randomness(envelopes: list[Envelope], events: list[Any], ruleset: Ruleset) -> tuple[dict, list[dict]]:
    """Pending until the seed is revealed; then its commitment and every outcome against HMAC-SHA256."""
    created, client_seeds = events[0], seats_key_material(events, ruleset)
    ended = next((i for i, e in enumerate(events) if isinstance(e, GameEnded)), None)
    if ended is None:
        return randomness_section("pending", created, None, client_seeds, 0), []
    seed, version = events[ended].seed, envelopes[ended].version
    if not isinstance(seed, str) or seed_commitment(seed) != created.seed_sha256:
        given = f"has SHA-256 {seed_commitment(seed)}" if isinstance(seed, str) else f"is {seed!r}, not a string"
        detail = (
            f"version {version}: the revealed seed {given}: it is not the seed committed to in "
            f"GameCreated (seed_sha256 {created.seed_sha256})"
        )
        found = [discrepancy(version, "randomness", detail)]
        return randomness_section("failed", created, seed, client_seeds, 0), found
    key, game_id = combined_seed(seed, client_seeds), envelopes[0].game_id
    groups, found = split_commands(list(zip(envelopes, events)))
    checked = 0
    for first, run in groups:
        count, problem = check_command(key, game_id, ruleset, first, run)
        checked += count
        found += [problem] if problem else []
    status = "failed" if found else "verified"
    return randomness_section(status, created, seed, client_seeds, checked), found
