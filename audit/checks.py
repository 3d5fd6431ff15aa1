"""Audit, steps 3 and 4: commitments of sealed fields, and every derived event re-derived by the rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from events.envelope import Envelope
from events.game import apply, new_game
from games.base import Ruleset
from games.codec import sha256_hex, to_jsonable
from projections.ledger import JournalEntry, Ledger, journal_step

from .chain import discrepancy

LABELS = ("seat", "horse", "race")


def commitment_problem(envelope: Envelope, event: Any) -> str | None:
    """Why an event's commitment does not match its sealed fields (None when it does)."""
    data, secret = to_jsonable(event), type(event).SECRET
    computed = sha256_hex({name: data[name] for name in secret})
    if computed == data["commitment"]:
        return None
    return (
        f"version {envelope.version}: the commitment {data['commitment'][:12]}... of {envelope.type} is not "
        f"the SHA-256 of its sealed fields {', '.join(secret)} (they give {computed[:12]}...)"
    )


def check_commitments(envelopes: list[Envelope], events: list[Any]) -> tuple[dict, list[dict]]:
    """Every event with sealed fields and a `commitment` commits to exactly those fields."""
    found, checked = [], 0
    for envelope, event in zip(envelopes, events):
        if not type(event).SECRET or not hasattr(event, "commitment"):
            continue
        checked += 1
        problem = commitment_problem(envelope, event)
        found += [discrepancy(envelope.version, "commitments", problem)] if problem else []
    return {"ok": not found, "checked": checked}, found


def label(item: Any) -> str:
    """How to name a list element in a sentence: by its seat/horse/race when it has them."""
    if not isinstance(item, dict):
        return ""
    named = ", ".join(f"{key} {item[key]}" for key in LABELS if key in item)
    return f" ({named})" if named else ""


def first_difference(expected: Any, recorded: Any, path: str = "") -> str | None:
    """The first place two JSON values differ, in words (None when equal)."""
    if isinstance(expected, dict) and isinstance(recorded, dict):
        for key in sorted(set(expected) | set(recorded)):
            found = first_difference(expected.get(key), recorded.get(key), f"{path}.{key}" if path else key)
            if found:
                return found
        return None
    if isinstance(expected, list) and isinstance(recorded, list):
        for i, (want, got) in enumerate(zip(expected, recorded)):
            found = first_difference(want, got, f"{path}[{i}]{label(want)}")
            if found:
                return found
        if len(expected) != len(recorded):
            return f"{path} has {len(recorded)} items but the rules give {len(expected)}"
        return None
    if expected != recorded:
        return f"{path} is recorded as {recorded!r} but the rules give {expected!r}"
    return None


@dataclass(frozen=True)
class Folded:
    """One fold of a decoded log, shared by the payout check and the ledger check (each as if it folded alone)."""

    payouts: tuple[dict, list[dict]]  # check_payouts' section and discrepancies
    ledger: Ledger | None  # what ledger.rebuild gives, or None when it raised
    ledger_error: Exception | None  # what ledger.rebuild raised


def fold_once(envelopes: list[Envelope], events: list[Any], ruleset: Ruleset) -> Folded:
    """Fold the log from scratch once: re-derive every event the rules can (the payout check) and journal it (the
    ledger), as the payout check's own fold and `ledger.rebuild` each did (the same calls on the same states).

    A check stops where its own fold stopped: the payout check at the first event that cannot be re-derived,
    compared or applied, the ledger at the first that cannot be journaled or applied; the other goes on.
    """
    game, rederived = new_game(envelopes[0].game_id, ruleset.id), 0
    found: list[dict] = []
    payouts: tuple[dict, list[dict]] | None = None
    entries: list[JournalEntry] = []
    anchors: dict[str, int] = {}
    resolve = lambda key: anchors.get(key) or 0
    ledger_error: Exception | None = None
    expected: Any = None
    difference: str | None = None
    for envelope, event in zip(envelopes, events):
        if payouts is None:
            try:
                expected = ruleset.rederive(game.rules, event) if game.rules is not None else None
                difference = None if expected is None else first_difference(to_jsonable(expected), to_jsonable(event))
            except Exception as error:  # a forged log may hold anything: report it, never crash
                payouts = _not_applied(envelope, error, rederived, found)
        if ledger_error is None:
            try:
                journal_step(game.rules, ruleset, envelope, event, entries, anchors, resolve)
            except Exception as error:
                ledger_error = error
        try:
            game = apply(game, ruleset, envelope, event)
        except Exception as error:
            payouts = payouts or _not_applied(envelope, error, rederived, found)
            ledger_error = ledger_error or error
            break
        if payouts is None:
            rederived += expected is not None
            if difference:
                found.append(
                    discrepancy(
                        envelope.version, "payouts", f"version {envelope.version}: {envelope.type} {difference}"
                    )
                )
        elif ledger_error is not None:
            break
    ledger = None if ledger_error is not None else Ledger(game.version, tuple(entries), anchors)
    return Folded(payouts or ({"ok": not found, "rederived": rederived}, found), ledger, ledger_error)


def _not_applied(envelope: Envelope, error: Exception, rederived: int, found: list[dict]) -> tuple[dict, list[dict]]:
    detail = f"version {envelope.version}: {envelope.type} cannot be applied to the game so far ({error!r})"
    return {"ok": False, "rederived": rederived}, found + [discrepancy(envelope.version, "payouts", detail)]


def check_payouts(
    envelopes: list[Envelope], events: list[Any], ruleset: Ruleset, folded: Folded | None = None
) -> tuple[dict, list[dict]]:
    """Fold the log from scratch; every event the rules can re-derive must equal what they give."""
    return (folded or fold_once(envelopes, events, ruleset)).payouts
