"""The offline verifier calls nothing verified that it could not authenticate with keys pinned from the server.

Each attack is built from a real finished game: a truncated export (the original checkpoint kept, or a genuine
older one put in its place), an event's `at`, `actor` or `command_id` edited with the chain re-sealed, a bot seat
turned into a named one, an edited, deleted or foreign checkpoint line, no pinned keys at all, and dispute reports
and receipts files that carry keys of their own or pieces of another game.
"""

from __future__ import annotations

import json
import threading
from dataclasses import replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from audit.cli import main
from audit.disputes import dispute_body, verify_report
from audit.explain import explain_payout
from audit.receipts import NOT_AUTHENTICATED, check_checkpoints, load_keys
from audit.verify import audit
from events.envelope import ZERO_HASH, Envelope
from events.signing import SigningKey, b64
from games.registry import RULESETS
from projections.ledger import rebuild
from tests.support.logs import NN, client_seeded_log, finished_log, write

AT = "2026-01-01T00:00:00.000Z"
KEY, FOREIGN = SigningKey.generate(), SigningKey.generate()


def keys_document(*keys: SigningKey) -> dict:
    """The /.well-known/furlong-keys document listing these keys, the first current."""
    return {
        "algorithm": "Ed25519",
        "current": keys[0].key_id,
        "keys": [
            {"key_id": k.key_id, "public_key": b64(k.public_raw()), "status": "current" if i == 0 else "retired"}
            for i, k in enumerate(keys)
        ],
    }


def checkpoint_of(envelope: Envelope, key: SigningKey = KEY, game_id: str | None = None) -> dict:
    """A genuine checkpoint of the log right after this event."""
    return key.checkpoint(game_id or envelope.game_id, envelope.version, envelope.hash, AT)


def export(path: Path, log, checkpoint: dict | None = "last") -> Path:
    """An export file as the server writes it: the events, then the checkpoint of the last one (or the one given)."""
    write(path, log)
    if checkpoint is not None:
        head = checkpoint_of(log[-1]) if checkpoint == "last" else checkpoint
        with path.open("a", encoding="utf-8") as file:
            file.write(json.dumps({"checkpoint": head}) + "\n")
    return path


@pytest.fixture
def pinned(tmp_path) -> Path:
    """The keys file an auditor pinned from the genuine server."""
    path = tmp_path / "furlong-keys.json"
    path.write_text(json.dumps(keys_document(KEY)), encoding="utf-8")
    return path


def resealed(log: list[Envelope], index: int, **changes) -> list[Envelope]:
    """The log with one event (by index) changed and every hash from it on recomputed, as a forger would."""
    log = list(log)
    log[index] = replace(log[index], **changes).sealed()
    for i in range(index + 1, len(log)):
        log[i] = replace(log[i], prev_hash=log[i - 1].hash).sealed()
    return log


def run(capsys, *argv) -> tuple[int, str]:
    """The CLI's exit status and what it printed (its standard output, then its standard error)."""
    status = main([str(a) for a in argv])
    printed = capsys.readouterr()
    return status, printed.out + printed.err


def headline(out: str) -> str:
    """The verdict line of the summary."""
    return out.splitlines()[0]


# --- the happy path -----------------------------------------------------------------------------------------------


def test_a_finished_game_with_its_closing_checkpoint_and_pinned_keys_is_verified(tmp_path, pinned, capsys):
    log = list(finished_log())
    status, out = run(capsys, export(tmp_path / "game.ndjson", log), "--keys", pinned)
    assert status == 0 and headline(out) == f"game fin at version {len(log)}: VERIFIED"
    assert f"is signed by pinned key {KEY.key_id}" in out


def test_the_json_report_says_authenticated_and_complete_for_a_verified_game(tmp_path, pinned, capsys):
    status, out = run(capsys, export(tmp_path / "game.ndjson", list(finished_log())), "--keys", pinned, "--json")
    report = json.loads(out)
    assert status == 0 and report["verified"] is True and report["discrepancies"] == []
    assert report["authenticated"] is True and report["complete"] is True and report["reasons"] == []
    assert report["checkpoints"] == {"ok": True, "checked": 1, "failures": [], "key_id": KEY.key_id}


# --- no pinned keys -----------------------------------------------------------------------------------------------


def test_a_genuine_export_without_pinned_keys_is_not_verified(tmp_path, capsys):
    status, out = run(capsys, export(tmp_path / "game.ndjson", list(finished_log())))
    assert status == 1 and headline(out).endswith(": NOT VERIFIED")
    assert NOT_AUTHENTICATED in out and "randomness: verified" in out  # the other checks still run and print


def test_without_pinned_keys_the_json_report_is_not_authenticated_and_not_verified(tmp_path, capsys):
    status, out = run(capsys, export(tmp_path / "game.ndjson", list(finished_log())), "--json")
    report = json.loads(out)
    assert status == 1 and report["verified"] is False and report["authenticated"] is False
    assert report["complete"] is True and report["reasons"] == [NOT_AUTHENTICATED]
    assert report["checkpoints"]["ok"] is None


def test_a_keys_file_that_lists_no_key_pins_nothing(tmp_path, capsys):
    empty = tmp_path / "empty.json"
    empty.write_text(json.dumps({"algorithm": "Ed25519", "current": None, "keys": []}), encoding="utf-8")
    status, out = run(capsys, export(tmp_path / "game.ndjson", list(finished_log())), "--keys", empty)
    assert status == 1 and NOT_AUTHENTICATED in out


# --- truncation ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("dropped", [1, 50, 600])
@pytest.mark.parametrize("keys", [True, False], ids=["pinned", "no keys"])
def test_an_export_missing_its_last_events_under_the_original_checkpoint_is_not_verified(
    dropped, keys, tmp_path, pinned, capsys
):
    log = list(finished_log())
    path = export(tmp_path / "cut.ndjson", log[:-dropped], checkpoint_of(log[-1]))
    status, out = run(capsys, path, *(["--keys", pinned] if keys else []))
    assert status == 1 and headline(out).endswith(": NOT VERIFIED")
    assert "INCOMPLETE: the log does not end with the game's end" in out
    assert f"but the export ends at version {len(log) - dropped}: this is not the whole log the server signed" in out


@pytest.mark.parametrize("dropped", [1, 50, 600])
def test_an_export_missing_its_last_events_under_a_genuine_older_checkpoint_is_not_verified(
    dropped, tmp_path, pinned, capsys
):
    log = list(finished_log())[:-dropped]
    status, out = run(capsys, export(tmp_path / "cut.ndjson", log), "--keys", pinned)
    assert status == 1 and headline(out) == f"game fin at version {len(log)}: NOT VERIFIED"
    assert "INCOMPLETE: the log does not end with the game's end" in out


def test_an_export_missing_its_last_event_is_not_verified_without_keys_either(tmp_path, capsys):
    log = list(finished_log())[:-1]
    status, out = run(capsys, export(tmp_path / "cut.ndjson", log), "--json")
    report = json.loads(out)
    assert status == 1 and report["verified"] is False and report["complete"] is False


def test_a_running_games_prefix_under_its_genuine_checkpoint_is_partial_only_when_asked(tmp_path, pinned, capsys):
    log = list(finished_log())[:-50]
    path = export(tmp_path / "running.ndjson", log)
    status, out = run(capsys, path, "--keys", pinned, "--running")
    assert status == 0 and headline(out) == (
        f"game fin at version {len(log)}: PARTIAL: verified up to version {len(log)}; "
        "the game had not ended (randomness pending)"
    )
    status, out = run(capsys, path, "--keys", pinned, "--running", "--json")
    assert status == 0 and json.loads(out)["verified"] is False and json.loads(out)["partial"] is True


def test_running_does_not_excuse_a_truncation_under_the_original_checkpoint(tmp_path, pinned, capsys):
    log = list(finished_log())
    path = export(tmp_path / "cut.ndjson", log[:-50], checkpoint_of(log[-1]))
    status, out = run(capsys, path, "--keys", pinned, "--running")
    assert status == 1 and "PARTIAL" not in out and headline(out).endswith(": NOT VERIFIED")


def test_running_does_not_excuse_missing_keys(tmp_path, capsys):
    status, out = run(capsys, export(tmp_path / "running.ndjson", list(finished_log())[:-50]), "--running")
    assert status == 1 and "PARTIAL" not in out and NOT_AUTHENTICATED in out


# --- re-sealed edits ----------------------------------------------------------------------------------------------

EDITS = {
    "at": {"at": "2025-12-31T23:59:59.000Z"},
    "actor": {"actor": {"system": "operator"}},
    "command_id": {"command_id": "f" * 32},
}


@pytest.mark.parametrize("field", sorted(EDITS))
@pytest.mark.parametrize("signer", ["original checkpoint", "re-signed by a foreign key"])
def test_a_middle_events_field_edited_with_the_chain_resealed_is_not_verified(field, signer, tmp_path, pinned, capsys):
    log = list(finished_log())
    forged = resealed(log, len(log) // 2, **EDITS[field])
    assert audit(forged, RULESETS)["verified"] is True  # the log alone cannot tell
    foreign = signer.startswith("re-signed")
    head = checkpoint_of(forged[-1], FOREIGN) if foreign else checkpoint_of(log[-1])
    path = export(tmp_path / "forged.ndjson", forged, head)
    status, out = run(capsys, path, "--keys", pinned)
    assert status == 1 and headline(out).endswith(": NOT VERIFIED")
    assert (f"signed by an unknown key '{FOREIGN.key_id}'" if foreign else "not the log the server signed") in out
    status, out = run(capsys, path)
    assert status == 1 and headline(out).endswith(": NOT VERIFIED") and NOT_AUTHENTICATED in out


def test_a_bot_seat_turned_into_a_named_seat_with_the_chain_resealed_is_not_verified(tmp_path, pinned, capsys):
    log = list(finished_log())
    seats = [dict(s) for s in log[0].data["seats"]]
    seats[1] = {**seats[1], "name": "mallory", "bot": None}
    forged = resealed(log, 0, data={**log[0].data, "seats": seats}, prev_hash=ZERO_HASH)
    for argv in (["--keys", pinned], []):
        status, out = run(capsys, export(tmp_path / "forged.ndjson", forged, checkpoint_of(log[-1])), *argv)
        assert status == 1 and headline(out).endswith(": NOT VERIFIED")
        assert "this is not the log the server signed" in out


# --- the checkpoint line ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "field,value",
    [("at", "2030-01-01T00:00:00.000Z"), ("hash", "e" * 64), ("version", 3), ("signature", b64(bytes(64)))],
)
def test_an_edited_checkpoint_line_is_not_verified(field, value, tmp_path, pinned, capsys):
    log = list(finished_log())
    head = {**checkpoint_of(log[-1]), field: value}
    status, out = run(capsys, export(tmp_path / "game.ndjson", log, head), "--keys", pinned)
    assert status == 1 and headline(out).endswith(": NOT VERIFIED")
    assert f"the signature by key {KEY.key_id} does not verify" in out
    status, out = run(capsys, tmp_path / "game.ndjson")
    assert status == 1 and headline(out).endswith(": NOT VERIFIED")


def test_a_checkpoint_line_with_another_key_id_is_not_verified(tmp_path, pinned, capsys):
    log = list(finished_log())
    head = {**checkpoint_of(log[-1]), "key_id": FOREIGN.key_id}
    status, out = run(capsys, export(tmp_path / "game.ndjson", log, head), "--keys", pinned)
    assert status == 1 and f"signed by an unknown key '{FOREIGN.key_id}'" in out
    assert run(capsys, tmp_path / "game.ndjson")[0] == 1


def test_an_export_whose_checkpoint_line_was_deleted_is_not_verified_even_with_pinned_keys(tmp_path, pinned, capsys):
    status, out = run(capsys, export(tmp_path / "game.ndjson", list(finished_log()), None), "--keys", pinned)
    assert status == 1 and headline(out).endswith(": NOT VERIFIED")
    assert "log [checkpoints]: export: the export has no checkpoint line" in out


def test_a_checkpoint_of_another_game_spliced_in_is_not_verified(tmp_path, pinned, capsys):
    log = list(finished_log())
    for head in (checkpoint_of(log[-1], game_id="other"), checkpoint_of(client_seeded_log()[-1])):
        status, out = run(capsys, export(tmp_path / "game.ndjson", log, head), "--keys", pinned)
        assert status == 1 and "not the export's game 'fin'" in out


def test_a_checkpoint_that_is_not_the_last_line_or_not_the_only_one_is_not_verified(tmp_path, pinned, capsys):
    log = list(finished_log())
    path = export(tmp_path / "game.ndjson", log[:-1], checkpoint_of(log[-2]))
    with path.open("a", encoding="utf-8") as file:
        file.write(log[-1].to_json() + "\n")
    status, out = run(capsys, path, "--keys", pinned)
    assert status == 1 and "the checkpoint is not the export's last line" in out
    path = export(tmp_path / "twice.ndjson", log)
    with path.open("a", encoding="utf-8") as file:
        file.write(json.dumps({"checkpoint": checkpoint_of(log[-1])}) + "\n")
    status, out = run(capsys, path, "--keys", pinned)
    assert status == 1 and "the export has 2 checkpoint lines" in out


def test_an_export_of_another_game_than_the_one_asked_for_is_refused(tmp_path, pinned, capsys):
    path = export(tmp_path / "game.ndjson", list(finished_log()))
    status, out = run(capsys, path, "--keys", pinned, "--game", "cs")
    assert status == 1 and "the export is of game 'fin', not 'cs' (--game)" in out
    assert run(capsys, path, "--keys", pinned, "--game", "fin")[0] == 0


# --- receipts -----------------------------------------------------------------------------------------------------


def receipts_file(path: Path, receipts: list, keys: dict | None) -> Path:
    """A receipts file, carrying a keys document of its own when given."""
    path.write_text(json.dumps(receipts if keys is None else {"keys": keys, "receipts": receipts}), encoding="utf-8")
    return path


def test_a_receipts_file_carrying_its_own_foreign_keys_is_not_trusted(tmp_path, pinned, capsys):
    log = list(finished_log())
    game = export(tmp_path / "game.ndjson", log)
    kept = receipts_file(tmp_path / "r.json", [checkpoint_of(log[9], FOREIGN)], keys_document(FOREIGN))
    status, out = run(capsys, game, "--receipts", kept)
    assert status == 1 and NOT_AUTHENTICATED in out and "receipts: not checked: no pinned keys" in out
    status, out = run(capsys, game, "--receipts", kept, "--keys", pinned)
    assert status == 1 and f"receipt 1 (version 10): signed by an unknown key '{FOREIGN.key_id}'" in out
    assert f"receipts: the file's own keys {FOREIGN.key_id} are not pinned: ignored, never trusted" in out


def test_receipts_without_pinned_keys_exit_1_not_2(tmp_path, capsys):
    log = list(finished_log())
    kept = receipts_file(tmp_path / "r.json", [checkpoint_of(log[9])], keys_document(KEY))
    status, out = run(capsys, export(tmp_path / "game.ndjson", log), "--receipts", kept)
    assert status == 1 and NOT_AUTHENTICATED in out


def test_genuine_receipts_verify_with_the_pinned_keys(tmp_path, pinned, capsys):
    log = list(finished_log())
    kept = receipts_file(tmp_path / "r.json", [checkpoint_of(log[9]), checkpoint_of(log[-1])], None)
    status, out = run(capsys, export(tmp_path / "game.ndjson", log), "--receipts", kept, "--keys", pinned)
    assert status == 0 and headline(out).endswith(": VERIFIED") and "receipts: ok, 2 checked against the log" in out
    assert f"the closing checkpoint (version {len(log)}) is signed by pinned key {KEY.key_id}" in out


# --- dispute reports ----------------------------------------------------------------------------------------------


def a_report(key: SigningKey = KEY, **changes) -> dict:
    """A dispute report on the finished game's first payout, signed by `key` and carrying `key`'s document."""
    log = list(finished_log())
    entry = next(e for e in rebuild(NN, log).entries if e.kind == "payout")
    explained = [explain_payout(log, RULESETS, entry.id)]
    first = min(v for e in explained for v in [e["entry"]["version"], *e["entry"]["refs"].values()] if type(v) is int)
    given = changes.pop("given", [checkpoint_of(log[-1], key)])
    receipts = {**check_checkpoints(given, log, {key.key_id: key.public_raw()}), "given": given}
    body = dispute_body(
        "fin",
        {"entry_id": entry.id},
        explained,
        [e.to_dict() for e in log[first - 1 :]],
        changes.pop("head", checkpoint_of(log[-1], key)),
        changes.pop("receipts", receipts),
        audit(log, RULESETS),
        keys_document(key),
        AT,
    )
    return key.sign_document({**body, **changes})


def report_file(path: Path, report: dict) -> Path:
    path.write_text(json.dumps(report), encoding="utf-8")
    return path


def test_a_genuine_dispute_report_verifies_with_the_pinned_keys(tmp_path, pinned, capsys):
    path = report_file(tmp_path / "report.json", a_report())
    status, out = run(capsys, path, "--dispute", "--keys", pinned, "--game", "fin")
    assert status == 0 and "dispute report for game fin: SIGNATURE AND CHAIN VERIFIED" in out


def test_a_dispute_report_is_not_verified_without_pinned_keys(tmp_path, capsys):
    status, out = run(capsys, report_file(tmp_path / "report.json", a_report()), "--dispute")
    assert status == 1 and f"DOES NOT VERIFY: {NOT_AUTHENTICATED}" in out


def test_a_dispute_report_signed_by_a_foreign_key_carrying_it_is_not_verified(tmp_path, pinned, capsys):
    forged = report_file(tmp_path / "report.json", a_report(FOREIGN))
    status, out = run(capsys, forged, "--dispute")
    assert status == 1 and "SIGNATURE AND CHAIN VERIFIED" not in out and NOT_AUTHENTICATED in out
    status, out = run(capsys, forged, "--dispute", "--keys", pinned)
    assert status == 1 and "DOES NOT VERIFY" in out
    assert f"the report carries key {FOREIGN.key_id} and is signed with it, but it is not a pinned key" in out
    assert f"signed by an unknown key '{FOREIGN.key_id}'" in out


def test_a_dispute_report_whose_head_checkpoint_is_of_another_game_is_not_verified():
    log = list(finished_log())
    report = a_report(head=checkpoint_of(log[-1], game_id="other"))
    problems = verify_report(report, load_keys(keys_document(KEY)))
    assert "the signed head checkpoint is of game 'other', not the report's game 'fin'" in problems


def test_a_dispute_report_whose_receipts_are_of_another_game_is_not_verified(tmp_path, pinned, capsys):
    stray = checkpoint_of(client_seeded_log()[-1])
    spliced = {"ok": True, "checked": 1, "failures": [], "given": [stray]}
    status, out = run(
        capsys, report_file(tmp_path / "report.json", a_report(given=[stray])), "--dispute", "--keys", pinned
    )
    assert status == 1 and "receipts: FAILED" in out and "it is for game cs, not fin" in out  # the server said so
    status, out = run(
        capsys, report_file(tmp_path / "report.json", a_report(receipts=spliced)), "--dispute", "--keys", pinned
    )
    assert status == 1 and "DOES NOT VERIFY" in out
    assert "receipt 1: it is of game 'cs', not 'fin', yet the report says it holds" in out


def test_a_dispute_report_whose_chain_holds_an_event_of_another_game_is_not_verified():
    report = a_report()
    report["chain"]["events"][0] = {**report["chain"]["events"][0], "game_id": "cs"}
    problems = verify_report(KEY.sign_document(report), load_keys(keys_document(KEY)))
    assert any(p.endswith("of the chain is of game 'cs', not 'fin'") for p in problems)


def test_a_dispute_report_about_another_game_than_the_one_asked_for_is_refused(tmp_path, pinned, capsys):
    path = report_file(tmp_path / "report.json", a_report())
    status, out = run(capsys, path, "--dispute", "--keys", pinned, "--game", "cs")
    assert status == 1 and "the report is about game 'fin', not 'cs'" in out


# --- pinning the keys ---------------------------------------------------------------------------------------------


class KeysServer:
    """A tiny local HTTP server answering GET /.well-known/furlong-keys with `body`."""

    def __init__(self, body: bytes):
        self.body = body
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                found = self.path == "/.well-known/furlong-keys"
                self.send_response(200 if found else 404)
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                self.wfile.write(outer.body if found else b"{}")

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> KeysServer:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()


def test_pin_fetches_the_servers_keys_writes_them_and_an_export_then_verifies(tmp_path, capsys):
    out_file = tmp_path / "furlong-keys.json"
    with KeysServer(json.dumps(keys_document(KEY, FOREIGN)).encode()) as server:
        status, out = run(capsys, "pin", server.url + "/", "--out", out_file)
    assert status == 0 and json.loads(out_file.read_text(encoding="utf-8")) == keys_document(KEY, FOREIGN)
    assert f"{KEY.key_id}  current" in out and f"{FOREIGN.key_id}  retired" in out
    assert str(out_file) in out and "out of band" in out
    status, out = run(capsys, export(tmp_path / "game.ndjson", list(finished_log())), "--keys", out_file)
    assert status == 0 and headline(out).endswith(": VERIFIED")


def test_pin_keeps_an_identical_file_and_refuses_to_replace_other_keys_unless_forced(tmp_path, capsys):
    out_file = tmp_path / "furlong-keys.json"
    with KeysServer(json.dumps(keys_document(KEY)).encode()) as server:
        assert run(capsys, "pin", server.url, "--out", out_file)[0] == 0
        assert run(capsys, "pin", server.url, "--out", out_file)[0] == 0
        server.body = json.dumps(keys_document(FOREIGN)).encode()
        status, printed = run(capsys, "pin", server.url, "--out", out_file)
        assert status == 1 and "already holds other keys" in printed
        assert json.loads(out_file.read_text(encoding="utf-8")) == keys_document(KEY)
        assert run(capsys, "pin", server.url, "--out", out_file, "--force")[0] == 0
    assert json.loads(out_file.read_text(encoding="utf-8")) == keys_document(FOREIGN)


def test_pin_refuses_what_is_not_a_keys_document_and_writes_nothing(tmp_path, capsys):
    out_file = tmp_path / "furlong-keys.json"
    for body in (b"not json", b'{"keys": [{"key_id": "x", "public_key": "AAAA"}]}', b'{"keys": []}'):
        with KeysServer(body) as server:
            status, printed = run(capsys, "pin", server.url, "--out", out_file)
        assert status == 2 and "cannot pin the keys of" in printed and not out_file.exists()
    assert run(capsys, "pin", "ftp://example.invalid", "--out", out_file)[0] == 2
