"""Signed checkpoints, the key store, and receipts held against an export by the offline CLI."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
import stat
from pathlib import Path

import pytest

from app.keys import KeyStore, rotate
from audit.cli import main as verify_offline
from audit.verify import read_signed_export
from events.envelope import ZERO_HASH
from events.signing import (
    CHECKPOINT_FIELDS,
    SigningKey,
    b64,
    checkpoint_bytes,
    checkpoint_problem,
    key_id_of,
    public_keys_of,
)
from tests.support.logs import finished_log, write

FAIRNESS = Path(__file__).resolve().parents[2] / "docs" / "fairness.md"


def worked_example() -> dict[str, str]:
    """The name/value lines of the checkpoint's worked example in docs/fairness.md."""
    text = FAIRNESS.read_text(encoding="utf-8").split("### Worked example of a checkpoint", 1)[1]
    block = text.split("```text", 1)[1].split("```", 1)[0]
    return dict(re.match(r"(\S+)\s+(.*)", line).groups() for line in block.strip().splitlines())


def test_the_documented_worked_example_is_what_the_signer_produces():
    doc = worked_example()
    key = SigningKey.from_raw(hashlib.sha256(b"furlong worked example key").digest())
    assert key.raw().hex() == doc["private_key_hex"]
    assert b64(key.public_raw()) == doc["public_key"] and key.key_id == doc["key_id"]
    signed = checkpoint_bytes(doc["game_id"], int(doc["version"]), doc["hash"], doc["at"], doc["key_id"])
    assert signed.decode().replace("\n", "\\n") == doc["signed_bytes"]
    made = key.checkpoint(doc["game_id"], int(doc["version"]), doc["hash"], doc["at"])
    assert made["signature"] == doc["signature"]
    assert checkpoint_problem(made, {key.key_id: key.public_raw()}) is None


def test_the_key_id_is_the_first_16_hex_digits_of_the_public_keys_sha256():
    key = SigningKey.generate()
    assert key.key_id == hashlib.sha256(key.public_raw()).hexdigest()[:16] == key_id_of(key.public_raw())


@pytest.mark.parametrize(
    "field,value", [("game_id", "another"), ("version", 58), ("hash", "f" * 64), ("at", "2026-01-01T12:00:00.126Z")]
)
def test_a_signature_over_changed_bytes_fails(field, value):
    key = SigningKey.generate()
    made = key.checkpoint("5f2a9c1e7b3d4086", 57, "a" * 64, "2026-01-01T12:00:00.125Z")
    assert (
        checkpoint_problem({**made, field: value}, {key.key_id: key.public_raw()})
        == f"the signature by key {key.key_id} does not verify"
    )


def test_a_checkpoint_by_an_unknown_key_or_malformed_is_refused_with_a_reason():
    key, other = SigningKey.generate(), SigningKey.generate()
    made = key.checkpoint("g", 1, "a" * 64, "t")
    assert "unknown key" in checkpoint_problem(made, {other.key_id: other.public_raw()})
    assert checkpoint_problem({**made, "version": "1"}, {key.key_id: key.public_raw()}).startswith("the checkpoint's")
    assert checkpoint_problem({**made, "signature": "not base64!"}, {key.key_id: key.public_raw()}).endswith(
        "does not verify"
    )


def test_the_key_is_made_on_first_use_readable_by_its_owner_only_and_kept(tmp_path):
    first = KeyStore({"FURLONG_KEYS_DIR": str(tmp_path / "keys")}).current
    path = tmp_path / "keys" / "signing.key"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert KeyStore({"FURLONG_KEYS_DIR": str(tmp_path / "keys")}).current.key_id == first.key_id


def test_the_environment_key_wins_over_the_key_file(tmp_path):
    _ = KeyStore({"FURLONG_KEYS_DIR": str(tmp_path)}).current
    chosen = SigningKey.generate()
    store = KeyStore({"FURLONG_KEYS_DIR": str(tmp_path), "FURLONG_SIGNING_KEY": b64(chosen.raw())})
    assert store.current.key_id == chosen.key_id
    with pytest.raises(ValueError, match="FURLONG_SIGNING_KEY"):
        _ = KeyStore({"FURLONG_SIGNING_KEY": "short"}).current


def test_after_a_rotation_old_receipts_still_verify_with_the_published_keys(tmp_path):
    old = KeyStore({"FURLONG_KEYS_DIR": str(tmp_path)})
    receipt = old.current.checkpoint("g", 3, "b" * 64, "2026-01-01T00:00:00.000Z")
    retired_id, new_id = rotate(tmp_path)
    document = KeyStore({"FURLONG_KEYS_DIR": str(tmp_path)}).document()
    assert retired_id == receipt["key_id"] and document["current"] == new_id != retired_id
    assert [(k["key_id"], k["status"]) for k in document["keys"]] == [(new_id, "current"), (retired_id, "retired")]
    assert checkpoint_problem(receipt, public_keys_of(document)) is None


def test_retired_keys_can_also_come_from_the_environment(tmp_path):
    retired = SigningKey.generate()
    store = KeyStore({"FURLONG_KEYS_DIR": str(tmp_path), "FURLONG_RETIRED_KEYS": b64(retired.public_raw())})
    assert retired.key_id in store.public_keys() and store.current.key_id in store.public_keys()


# --- receipts against an export, offline ------------------------------------------------------------------------

KEY = SigningKey.generate()
KEYS = {
    "algorithm": "Ed25519",
    "current": KEY.key_id,
    "keys": [{"key_id": KEY.key_id, "public_key": b64(KEY.public_raw()), "status": "current"}],
}


def receipt(envelope, key: SigningKey = KEY) -> dict:
    """The checkpoint a player would have kept right after this event."""
    return key.checkpoint(envelope.game_id, envelope.version, envelope.hash, "2026-01-01T00:00:00.000Z")


def signed_export(path: Path, envelopes, key: SigningKey = KEY) -> Path:
    """An export file with its checkpoint line, as the server writes it."""
    write(path, envelopes)
    with path.open("a", encoding="utf-8") as file:
        file.write(json.dumps({"checkpoint": receipt(envelopes[-1], key)}) + "\n")
    return path


def receipts_file(path: Path, receipts: list, keys=KEYS) -> Path:
    path.write_text(json.dumps({"keys": keys, "receipts": receipts}), encoding="utf-8")
    return path


def pinned(tmp_path: Path) -> str:
    """The keys file the auditor pinned (python -m audit pin), as a CLI argument."""
    path = tmp_path / "furlong-keys.json"
    path.write_text(json.dumps(KEYS), encoding="utf-8")
    return str(path)


def rechained(envelopes, version: int, change) -> list:
    """The same game with one event's data changed and every hash after it recomputed, as a forger would."""
    forged, previous = [], ZERO_HASH
    for envelope in envelopes:
        data = change(dict(envelope.data)) if envelope.version == version else envelope.data
        envelope = dataclasses.replace(envelope, data=data, prev_hash=previous).sealed()
        forged.append(envelope)
        previous = envelope.hash
    return forged


def one_payout_doubled(data: dict) -> dict:
    """A BetsSettled whose first settlement pays twice what it did."""
    first, *rest = data["settlements"]
    return {**data, "settlements": [{**first, "payout": 2 * first["payout"]}, *rest]}


def test_receipts_a_player_kept_verify_against_the_genuine_export(tmp_path, capsys):
    log = list(finished_log())
    export = signed_export(tmp_path / "game.ndjson", log)
    kept = receipts_file(tmp_path / "receipts.json", [receipt(log[10]), receipt(log[-1])])
    assert verify_offline([str(export), "--receipts", str(kept), "--keys", pinned(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "checkpoints: ok, 1 in the export verified" in out and "receipts: ok, 2 checked against the log" in out
    assert read_signed_export(export.read_text().splitlines())[1][0]["version"] == log[-1].version


def test_a_rewritten_and_rechained_log_is_caught_by_a_receipt_the_player_kept(tmp_path, capsys):
    log = list(finished_log())
    settled = next(e for e in log if e.type == "BetsSettled")
    kept = receipts_file(tmp_path / "receipts.json", [receipt(log[settled.version])])
    forged = rechained(log, settled.version, one_payout_doubled)
    forger = SigningKey.generate()  # the operator can sign the forged export with a key of its own: not trusted
    export = signed_export(tmp_path / "forged.ndjson", forged, forger)
    assert verify_offline([str(export), "--receipts", str(kept), "--keys", pinned(tmp_path), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["receipts"]["failures"][0]["receipt"] == f"receipt 1 (version {settled.version + 1})"
    assert "not the log the receipt was given for" in report["receipts"]["failures"][0]["problem"]
    assert "unknown key" in report["checkpoints"]["failures"][0]["problem"]
    assert {d["check"] for d in report["discrepancies"]} >= {"receipts", "checkpoints"}


def test_a_forged_receipt_signature_and_a_receipt_past_the_log_are_named(tmp_path, capsys):
    log = list(finished_log())
    export = signed_export(tmp_path / "game.ndjson", log)
    forged = {**receipt(log[5]), "hash": "0" * 64}
    beyond = KEY.checkpoint(log[0].game_id, len(log) + 5, "c" * 64, "t")
    kept = receipts_file(tmp_path / "receipts.json", [receipt(log[4]), forged, beyond])
    assert verify_offline([str(export), "--receipts", str(kept), "--keys", pinned(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "receipt 2 (version 6): the signature by key" in out
    assert f"receipt 3 (version {len(log) + 5}): the log has no version" in out


def test_an_export_whose_own_checkpoint_does_not_verify_fails_with_the_keys_given(tmp_path, capsys):
    log = list(finished_log())
    export = write(tmp_path / "game.ndjson", log)
    with export.open("a", encoding="utf-8") as file:
        file.write(json.dumps({"checkpoint": {**receipt(log[-1]), "version": 3}}) + "\n")
    keys = tmp_path / "keys.json"
    keys.write_text(json.dumps(KEYS), encoding="utf-8")
    assert verify_offline([str(export), "--keys", str(keys)]) == 1
    assert "export checkpoint 1 (version 3): the signature" in capsys.readouterr().out


def test_without_pinned_keys_an_export_is_audited_but_not_verified_and_its_signature_not_checked(tmp_path, capsys):
    export = signed_export(tmp_path / "game.ndjson", list(finished_log()))
    assert verify_offline([str(export)]) == 1
    out = capsys.readouterr().out
    assert out.splitlines()[0].endswith(": NOT VERIFIED") and "not authenticated: no pinned keys" in out
    assert "its signature was not checked (no pinned keys)" in out and "randomness: verified" in out


def test_receipts_without_pinned_keys_are_not_verified_and_an_unreadable_file_is_a_usage_error(tmp_path, capsys):
    export = signed_export(tmp_path / "game.ndjson", list(finished_log()))
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps([receipt(finished_log()[0])]), encoding="utf-8")
    assert verify_offline([str(export), "--receipts", str(bare)]) == 1
    assert "receipts: not checked: no pinned keys" in capsys.readouterr().out
    assert verify_offline([str(export), "--receipts", str(bare), "--keys", pinned(tmp_path)]) == 0
    (tmp_path / "bad.json").write_text('{"receipts": 3}', encoding="utf-8")
    assert verify_offline([str(export), "--receipts", str(tmp_path / "bad.json")]) == 2
    assert "a receipts file is" in capsys.readouterr().err


def test_a_checkpoint_holds_nothing_but_its_six_fields_and_a_signature():
    made = KEY.checkpoint("g", 1, "a" * 64, "t")
    assert set(made) == {*CHECKPOINT_FIELDS, "signature"}
