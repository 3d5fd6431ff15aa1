"""Tampering with a finished game's export is caught at the exact version, whether or not the hashes are redone."""

from __future__ import annotations

import copy
import json
from dataclasses import replace

import pytest

from audit.cli import main
from audit.verify import audit
from events.envelope import Envelope
from events.rng import seed_commitment
from events.signing import SigningKey, b64
from games.registry import RULESETS
from tests.support.logs import SEED, finished_log, write


def position(log: list[Envelope], type_name: str) -> int:
    """The index of the first event of that type."""
    return next(i for i, e in enumerate(log) if e.type == type_name)


def edited(envelope: Envelope, change) -> Envelope:
    """The envelope with `change` applied to a deep copy of its data (hash left as it was)."""
    data = copy.deepcopy(envelope.data)
    change(data)
    return replace(envelope, data=data)


def rechained(log: list[Envelope], start: int) -> list[Envelope]:
    """Versions set to positions and every hash from `start` on recomputed, so the chain looks intact."""
    log = list(log)
    for i in range(start, len(log)):
        log[i] = replace(log[i], version=i + 1, prev_hash=log[i - 1].hash).sealed()
    return log


def bump(key):
    """A data change: add $100 to an amount."""
    return lambda data: data.update({key: data[key] + 100})


def bump_payout(data):
    """A data change: the first settlement pays $100 more."""
    data["settlements"][0]["payout"] += 100


def other_die(data):
    """A data change: the red die shows the next face."""
    data["red"] = data["red"] % 6 + 1


def other_seed(data):
    """A data change: another seed revealed."""
    data["seed"] = "0" * 64


# (name, event type, the edit, the check that catches the re-hashed edit)
EDITS = [
    ("a bet's amount", "BetPlaced", bump("amount"), "commitments"),
    ("a settlement's payout", "BetsSettled", bump_payout, "payouts"),
    ("a die", "DiceRolled", other_die, "randomness"),
    ("the revealed seed", "GameEnded", other_seed, "randomness"),
]


def tampered(type_name: str, change, rehash: bool) -> tuple[list[Envelope], int]:
    """The finished game with one event edited, and the version edited."""
    log = list(finished_log())
    at = position(log, type_name)
    log[at] = edited(log[at], change)
    return (rechained(log, at) if rehash else log), at + 1


def swapped(rehash: bool) -> tuple[list[Envelope], int]:
    """The first roll swapped with the event before it; the first swapped position."""
    log = list(finished_log())
    at = position(log, "DiceRolled")
    log[at - 1], log[at] = log[at], log[at - 1]
    return (rechained(log, at - 1) if rehash else log), at


def caught(report: dict) -> set[tuple[str, int]]:
    """(check, version) of every discrepancy."""
    return {(d["check"], d["version"]) for d in report["discrepancies"]}


@pytest.mark.parametrize("name,type_name,change,_", EDITS, ids=[e[0] for e in EDITS])
def test_an_edit_that_leaves_the_hashes_breaks_the_chain_at_that_version(name, type_name, change, _):
    log, version = tampered(type_name, change, rehash=False)
    report = audit(log, RULESETS)
    assert not report["verified"] and report["chain"]["first_broken"] == version
    assert caught(report) == {("chain", version)}
    assert report["discrepancies"][0]["detail"] == f"version {version}: hash does not match its content"


@pytest.mark.parametrize("name,type_name,change,check", EDITS, ids=[e[0] for e in EDITS])
def test_an_edit_with_the_chain_redone_is_caught_at_that_version(name, type_name, change, check):
    log, version = tampered(type_name, change, rehash=True)
    report = audit(log, RULESETS)
    assert report["chain"]["ok"] and not report["verified"]
    assert (check, version) in caught(report)


def test_swapping_two_events_is_caught_at_the_first_swapped_position():
    log, version = swapped(rehash=False)
    report = audit(log, RULESETS)
    assert not report["verified"] and report["chain"]["first_broken"] == version
    assert report["discrepancies"][0]["detail"] == (
        f"line {version} holds version {version + 1}: events are missing or out of order"
    )


def test_swapping_two_events_and_renumbering_them_with_the_chain_redone_is_caught_at_the_first_swapped_position():
    log, version = swapped(rehash=True)
    report = audit(log, RULESETS)
    assert report["chain"]["ok"] and not report["verified"]
    assert ("randomness", version) in caught(report)
    assert min(d["version"] for d in report["discrepancies"]) == version


def test_a_re_hashed_seed_is_caught_by_its_commitment_in_game_created():
    log, version = tampered("GameEnded", other_seed, rehash=True)
    report = audit(log, RULESETS)
    assert report["randomness"]["status"] == "failed" and caught(report) == {("randomness", version)}
    assert report["randomness"]["seed"] == "0" * 64 and report["randomness"]["outcomes_checked"] == 0
    assert report["discrepancies"][0]["detail"] == (
        f"version {version}: the revealed seed has SHA-256 {seed_commitment('0' * 64)}: it is not the seed "
        f"committed to in GameCreated (seed_sha256 {seed_commitment(SEED)})"
    )


def test_a_re_hashed_bet_amount_also_changes_the_settlement_the_rules_give():
    log, _ = tampered("BetPlaced", bump("amount"), rehash=True)
    settled = position(log, "BetsSettled") + 1
    assert ("payouts", settled) in caught(audit(log, RULESETS))


CLI_CASES = [
    (f"{e[0]}, {form}", lambda e=e, r=r: tampered(e[1], e[2], r))
    for e in EDITS
    for form, r in (("naive", False), ("re-hashed", True))
]
CLI_CASES += [(f"a swap, {form}", lambda r=r: swapped(r)) for form, r in (("naive", False), ("re-hashed", True))]


KEY = SigningKey.generate()


def signed_with_pinned_keys(tmp_path, log: list[Envelope]) -> list[str]:
    """The CLI's arguments for `log` exported with a closing checkpoint by the pinned key, as an operator could."""
    path = write(tmp_path / "tampered.ndjson", log)
    closing = KEY.checkpoint(log[-1].game_id, log[-1].version, log[-1].hash, "2026-01-01T00:00:00.000Z")
    with path.open("a", encoding="utf-8") as file:
        file.write(json.dumps({"checkpoint": closing}) + "\n")
    keys = tmp_path / "furlong-keys.json"
    listed = [{"key_id": KEY.key_id, "public_key": b64(KEY.public_raw()), "status": "current"}]
    keys.write_text(json.dumps({"algorithm": "Ed25519", "current": KEY.key_id, "keys": listed}), encoding="utf-8")
    return [str(path), "--keys", str(keys)]


@pytest.mark.parametrize("name,make", CLI_CASES, ids=[c[0] for c in CLI_CASES])
def test_the_cli_exits_1_on_a_tampered_file_and_names_the_version(name, make, tmp_path, capsys):
    log, version = make()
    assert main(signed_with_pinned_keys(tmp_path, log)) == 1  # even signed by the pinned key, the rules catch it
    out = capsys.readouterr().out
    assert out.splitlines()[0].endswith(": NOT VERIFIED") and f"version {version} [" in out


@pytest.mark.parametrize(
    "type_name,key,value",
    [
        ("GameEnded", "seed", 5),
        ("BetPlaced", "amount", "lots"),
        ("DiceRolled", "red_nonce", None),
        ("BetsSettled", "settlements", 7),
    ],
)
def test_a_forged_value_of_the_wrong_type_is_reported_not_raised(type_name, key, value):
    log = list(finished_log())
    at = position(log, type_name)
    log[at] = edited(log[at], lambda data: data.update({key: value}))
    report = audit(rechained(log, at), RULESETS)
    assert not report["verified"] and report["discrepancies"]


def test_a_re_hashed_bet_beyond_the_seats_cash_takes_it_below_the_floor():
    log, version = tampered("BetPlaced", lambda data: data.update({"amount": 10**9}), rehash=True)
    report = audit(log, RULESETS)
    assert report["ledger"]["cash_floor_ok"] is False
    assert ("ledger", version) in caught(report) and ("commitments", version) in caught(report)


def resealed_under(log: list[Envelope], at: int, prev_hash: str) -> list[Envelope]:
    """The log with one event re-sealed (a true hash) under another prev_hash; the events after it untouched."""
    log = list(log)
    log[at] = replace(log[at], prev_hash=prev_hash).sealed()
    return log


@pytest.mark.parametrize("where", ["first", "middle", "last"])
def test_an_event_re_sealed_under_a_wrong_prev_hash_breaks_the_chain_at_that_version(where):
    log = list(finished_log())
    at = {"first": 0, "middle": len(log) // 2, "last": len(log) - 1}[where]
    report = audit(resealed_under(log, at, log[at - 2].hash if at >= 2 else "f" * 64), RULESETS)
    version = at + 1
    assert report["verified"] is False and report["chain"] == {"ok": False, "events": len(log), "first_broken": version}
    assert caught(report) == {("chain", version)}
    assert report["discrepancies"][0]["detail"] == (
        "version 1: prev_hash is not 00000000... (64 zeros)"
        if version == 1
        else f"version {version}: prev_hash is not the hash of version {version - 1}"
    )


def test_a_revealed_seed_that_is_not_a_string_is_named():
    log, version = tampered("GameEnded", lambda data: data.update({"seed": 5}), rehash=True)
    details = [d["detail"] for d in audit(log, RULESETS)["discrepancies"] if d["check"] == "randomness"]
    assert details == [
        f"version {version}: the revealed seed is 5, not a string: it is not the seed committed to "
        f"in GameCreated (seed_sha256 {seed_commitment(SEED)})"
    ]


def test_an_event_of_another_game_is_named_at_its_line():
    log = list(finished_log())
    log[1] = replace(log[1], game_id="other").sealed()
    report = audit(rechained(log, 2), RULESETS)
    assert report["discrepancies"] == [
        {"version": 2, "check": "chain", "detail": "line 2 holds an event of game 'other', not 'fin'"}
    ]


def test_an_event_the_ruleset_cannot_read_is_named_at_its_version():
    log = list(finished_log())
    at = position(log, "DiceRolled")
    log[at] = replace(log[at], type="Nonsense")
    report = audit(rechained(log, at), RULESETS)
    assert report["chain"] == {"ok": False, "events": len(log), "first_broken": at + 1}
    assert [(d["version"], d["check"]) for d in report["discrepancies"]] == [(at + 1, "chain")]
    assert report["discrepancies"][0]["detail"].startswith(
        f"version {at + 1}: Nonsense is not a readable event of neck_and_neck ("
    )
