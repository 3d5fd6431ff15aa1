"""Audit, step 1: the log's structure: contiguous versions of one game, the hash chain, decodable events."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from events.envelope import ZERO_HASH, Envelope
from events.game import decoder
from events.lifecycle import GameCreated, GameEnded
from games.base import Ruleset


def discrepancy(version: int | None, check: str, detail: str) -> dict:
    """One finding of the audit: where (event version), which check, and why, as a sentence."""
    return {"version": version, "check": check, "detail": detail}


def chain_section(count: int, first_broken: int | None) -> dict:
    """The report's `chain` section."""
    return {"ok": first_broken is None, "events": count, "first_broken": first_broken}


def link_problem(envelope: Envelope, n: int, game_id: str, prev_hash: str) -> str | None:
    """Why the n-th line does not continue the chain (None when it does)."""
    if envelope.game_id != game_id:
        return f"line {n} holds an event of game {envelope.game_id!r}, not {game_id!r}"
    if envelope.version != n:
        return f"line {n} holds version {envelope.version}: events are missing or out of order"
    if not envelope.hash_is_valid():
        return f"version {n}: hash does not match its content"
    if envelope.prev_hash != prev_hash:
        return (
            f"version 1: prev_hash is not {ZERO_HASH[:8]}... (64 zeros)"
            if n == 1
            else f"version {n}: prev_hash is not the hash of version {n - 1}"
        )
    return None


def check_chain(envelopes: list[Envelope]) -> tuple[dict, list[dict]]:
    """Every line is the next version of the same game, linked to the previous hash, with a true hash."""
    prev_hash, game_id = ZERO_HASH, envelopes[0].game_id
    for n, envelope in enumerate(envelopes, start=1):
        problem = link_problem(envelope, n, game_id, prev_hash)
        if problem:
            return chain_section(len(envelopes), n), [discrepancy(n, "chain", problem)]
        prev_hash = envelope.hash
    return chain_section(len(envelopes), None), []


def find_ruleset(envelopes: list[Envelope], rulesets: Mapping[str, Ruleset]) -> tuple[Ruleset | None, str | None]:
    """The ruleset named by the first event, or why there is none."""
    if not envelopes:
        return None, "the export holds no events"
    first = envelopes[0]
    if first.type != GameCreated.TYPE:
        return None, f"version 1: the first event is {first.type}, not GameCreated"
    name = first.data.get("ruleset")
    if not isinstance(name, str) or name not in rulesets:
        return None, f"version 1: ruleset {name!r} is unknown to this verifier"
    return rulesets[name], None


def decode_all(envelopes: list[Envelope], ruleset: Ruleset) -> tuple[list[Any] | None, dict | None]:
    """Every event typed (upcast), or the discrepancy at the first that is not an event of the game."""
    events: list[Any] = []
    decode = decoder(ruleset)
    for envelope in envelopes:
        if events and isinstance(events[-1], GameEnded):
            return None, discrepancy(
                envelope.version, "chain", f"version {envelope.version} follows GameEnded: nothing may follow the end"
            )
        try:
            events.append(decode(envelope))
        except (LookupError, TypeError, ValueError, AttributeError) as error:
            detail = f"version {envelope.version}: {envelope.type} is not a readable event of {ruleset.id} ({error})"
            return None, discrepancy(envelope.version, "chain", detail)
    return events, None
