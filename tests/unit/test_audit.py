"""The offline audit: games verify, payouts are explained, the CLI answers 0/1/2, docs/fairness.md is true."""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import subprocess
import sys
import types
from dataclasses import replace
from pathlib import Path

import pytest

from audit.cli import main
from audit.explain import explain_payout
from audit.randomness import check_command, nonce_problem, split_commands
from audit.verify import ExportError, audit, read_export
from events.envelope import Envelope
from events.game import decode
from events.rng import combined_seed, outcome_bytes, seed_commitment
from events.signing import SigningKey, b64
from games.base import Outcome, Posting
from games.codec import canonical_json, sha256_hex
from games.registry import RULESETS
from projections.ledger import rebuild
from tests.support.logs import NN, SEED, client_seeded_log, finished_log, running_log, write

ROOT = Path(__file__).resolve().parents[2]


def entry_of_kind(kind: str):
    """The first ledger entry of that kind in the finished game."""
    return next(e for e in rebuild(NN, list(finished_log())).entries if e.kind == kind)


# --- whole games --------------------------------------------------------------------------------------------------


def test_a_finished_game_is_fully_verified():
    report = audit(list(finished_log()), RULESETS)
    assert report["verified"] is True and report["discrepancies"] == []
    assert report["chain"] == {"ok": True, "events": len(finished_log()), "first_broken": None}
    assert report["randomness"]["status"] == "verified" and report["randomness"]["seed"] == SEED
    drawn = [o for e in finished_log() for o in NN.outcomes(decode(NN, e))]
    assert report["randomness"]["outcomes_checked"] == sum(o.low is not None for o in drawn)  # salts: by commitment
    assert report["randomness"]["outcomes_checked"] > 1000
    assert report["commitments"]["ok"] and report["commitments"]["checked"] > 0
    assert report["payouts"] == {"ok": True, "rederived": 6}
    assert report["version"] == finished_log()[-1].version


def test_the_report_is_plain_json():
    report = audit(list(finished_log()), RULESETS)
    assert json.loads(json.dumps(report)) == report


def test_a_running_game_is_verified_with_randomness_pending_and_no_seed():
    report = audit(running_log(), RULESETS)
    assert report["verified"] is True
    assert report["randomness"]["status"] == "pending" and report["randomness"]["seed"] is None
    assert report["randomness"]["seed_sha256"] == seed_commitment(SEED)
    assert report["randomness"]["outcomes_checked"] == 0
    assert report["ledger"]["standings_match"] is None


def test_client_seeds_from_creation_and_joining_make_the_key_and_verify():
    report = audit(list(client_seeded_log()), RULESETS)
    assert report["verified"] is True, report["discrepancies"]
    assert report["randomness"]["client_seeds"] == ["bob's dice", None, "lucky horseshoe"]
    assert report["randomness"]["outcomes_checked"] > 0


def test_a_client_seed_rewritten_after_the_game_breaks_the_randomness():
    log = list(client_seeded_log())
    joined = next(i for i, e in enumerate(log) if e.type == "SeatJoined")
    log[joined] = replace(log[joined], data={**log[joined].data, "client_seed": "other"})
    report = audit(rehashed_from(log, joined), RULESETS)
    assert report["randomness"]["status"] == "failed" and not report["verified"]


def rehashed_from(log: list[Envelope], start: int) -> list[Envelope]:
    """The log with every hash and prev_hash from position `start` on recomputed."""
    for i in range(start, len(log)):
        log[i] = replace(log[i], prev_hash=log[i - 1].hash if i else log[i].prev_hash).sealed()
    return log


# --- the ledger ---------------------------------------------------------------------------------------------------


def test_the_ledger_balances_and_the_standings_match_it():
    ledger = audit(list(finished_log()), RULESETS)["ledger"]
    expected_entries = len(rebuild(NN, list(finished_log())).entries)
    assert ledger == {
        "balanced": True,
        "entries": expected_entries,
        "matches_maintained": None,
        "standings_match": True,
        "cash_floor_ok": True,
    }


def test_a_maintained_ledger_equal_to_the_rebuild_matches():
    maintained = rebuild(NN, list(finished_log()))
    assert audit(list(finished_log()), RULESETS, maintained)["ledger"]["matches_maintained"] is True


def test_a_maintained_ledger_that_differs_names_the_first_differing_entry():
    maintained = rebuild(NN, list(finished_log()))
    entries = list(maintained.entries)
    entries[3] = replace(entries[3], memo="something else")
    report = audit(list(finished_log()), RULESETS, replace(maintained, entries=tuple(entries)))
    assert report["ledger"]["matches_maintained"] is False and not report["verified"]
    assert [(d["check"], d["version"]) for d in report["discrepancies"]] == [("ledger", entries[3].version)]
    assert entries[3].id in report["discrepancies"][0]["detail"]


def test_an_entry_whose_postings_do_not_sum_to_zero_is_named():
    def skewed(state, event):
        """The real journal, with every deposit posting $1 too many."""
        return tuple(
            replace(e, postings=(*e.postings, Posting("bank", 1))) if e.kind == "deposit" else e
            for e in NN.journal(state, event)
        )

    report = audit(list(finished_log()), {"neck_and_neck": replace(NN, journal=skewed)})
    deposits = [e for e in rebuild(NN, list(finished_log())).entries if e.kind == "deposit"]
    assert report["ledger"]["balanced"] is False and not report["verified"]
    found = [d for d in report["discrepancies"] if "does not balance" in d["detail"]]
    assert [(d["version"], d["detail"].split()[3]) for d in found] == [(e.version, e.id) for e in deposits]


# --- explaining a payout ------------------------------------------------------------------------------------------


def test_explain_payout_names_the_bet_and_result_versions_and_the_arithmetic():
    entry = entry_of_kind("payout")
    explained = explain_payout(list(finished_log()), RULESETS, entry.id)
    stake, multiplier, amount = (entry.figures[k] for k in ("stake", "multiplier", "amount"))
    assert explained["arithmetic"] == f"stake ${stake:,} x {multiplier} = ${amount:,}"
    assert explained["bet"]["version"] == entry.refs["bet"] and explained["bet"]["type"] == "BetPlaced"
    assert explained["result"]["version"] == entry.refs["result"] and explained["result"]["type"] == "RaceFinished"
    assert explained["rule"] == entry.rule and explained["entry"]["id"] == entry.id
    words = explained["explanation"]
    assert words.startswith(f"Entry {entry.id} pays seat {entry.seat} ${amount:,}: ")
    assert f"(event {entry.refs['result']})" in words and f"placed at event {entry.refs['bet']}" in words
    assert words.endswith(f"rule {entry.rule}: stake ${stake:,} x {multiplier} = ${amount:,}.")


def test_explain_payout_of_an_entry_without_refs_has_no_bet_or_result():
    explained = explain_payout(list(finished_log()), RULESETS, entry_of_kind("deposit").id)
    assert explained["bet"] is None and explained["result"] is None


def test_an_unknown_entry_id_raises():
    with pytest.raises(LookupError):
        explain_payout(list(finished_log()), RULESETS, "999999.0")


# --- reading exports and the first event --------------------------------------------------------------------------


def test_read_export_ignores_blank_lines():
    lines = [e.to_json() for e in finished_log()[:3]]
    assert read_export([lines[0], "", "  \n", lines[1], lines[2]]) == list(finished_log()[:3])


def test_a_line_that_is_not_an_envelope_raises_with_its_line_number():
    lines = [finished_log()[0].to_json(), "{not json", finished_log()[1].to_json()]
    with pytest.raises(ExportError, match="line 2") as second:
        read_export(lines)
    with pytest.raises(ExportError, match="line 1") as first:
        read_export(['{"game_id": "x"}'])
    assert (second.value.line, first.value.line) == (2, 1)


def test_a_first_event_that_is_not_game_created_is_a_chain_discrepancy_at_version_1():
    report = audit(list(finished_log()[1:]), RULESETS)
    assert not report["verified"] and report["chain"]["first_broken"] == 1
    assert [(d["check"], d["version"]) for d in report["discrepancies"]] == [("chain", 1)]


def test_an_unknown_ruleset_is_a_chain_discrepancy_at_version_1():
    report = audit(list(finished_log()), {})
    assert not report["verified"] and report["discrepancies"][0]["version"] == 1
    assert "unknown" in report["discrepancies"][0]["detail"]


def test_an_event_after_game_ended_is_a_chain_discrepancy():
    log = list(finished_log())
    extra = replace(log[-1], version=len(log) + 1, prev_hash=log[-1].hash).sealed()
    report = audit(log + [extra], RULESETS)
    assert report["chain"] == {"ok": False, "events": len(log) + 1, "first_broken": len(log) + 1}
    assert not report["verified"] and report["discrepancies"] == [
        {
            "version": len(log) + 1,
            "check": "chain",
            "detail": f"version {len(log) + 1} follows GameEnded: nothing may follow the end",
        }
    ]


# --- the skip rule ------------------------------------------------------------------------------------------------

HUGE = (0, 2**255)  # n = 2**255 + 1, limit = 2**256 - 2**256 % n = n: about half of all values are rejected


def values(key, first, k):
    """x for nonce first.k of game "g"."""
    return int.from_bytes(outcome_bytes(key, "g", f"{first}.{k}"), "big")


def outcomes_checked(nonces, first=10, key="k"):
    """Run the randomness check of one command whose single event records outcomes at these nonces."""
    n = HUGE[1] + 1
    recorded = tuple(Outcome(nonce, values(key, *map(int, nonce.split("."))) % n, *HUGE) for nonce in nonces)
    event_ruleset = types.SimpleNamespace(outcomes=lambda event: event)
    envelope = types.SimpleNamespace(version=first, type="Drawn")
    return check_command(key, "g", event_ruleset, first, [(envelope, recorded)])


def accepted(k, key="k", first=10):
    """Whether nonce first.k gives a value inside the HUGE range (not rejected)."""
    return values(key, first, k) < HUGE[1] + 1


def test_a_nonce_may_be_skipped_when_its_value_is_rejected():
    assert [accepted(k) for k in range(4)] == [True, False, False, True]  # with key "k": 10.1 and 10.2 are rejected
    assert outcomes_checked(["10.0", "10.3"]) == (2, None)


def test_skipping_an_acceptable_nonce_is_a_discrepancy():
    checked, problem = outcomes_checked(["10.3"])
    assert checked == 0 and problem["version"] == 10 and "nonce 10.0 was skipped for 10.3" in problem["detail"]


def test_using_a_rejected_nonce_is_a_discrepancy():
    checked, problem = outcomes_checked(["10.0", "10.1"])
    assert checked == 1 and "not the next acceptable nonce 10.3" in problem["detail"]


def test_a_nonce_whose_prefix_is_not_the_commands_first_version_is_a_discrepancy():
    _, problem = outcomes_checked(["9.0"], first=10)
    assert problem["detail"].startswith("version 10: nonce 9.0 should start with 10")


# --- the command line ---------------------------------------------------------------------------------------------


KEY = SigningKey.generate()


def signed(path: Path, log) -> Path:
    """An export as the server writes it: the events, then the signed checkpoint of the last one."""
    write(path, log)
    closing = KEY.checkpoint(log[-1].game_id, log[-1].version, log[-1].hash, "2026-01-01T00:00:00.000Z")
    with path.open("a", encoding="utf-8") as file:
        file.write(json.dumps({"checkpoint": closing}) + "\n")
    return path


def pinned(tmp_path: Path) -> str:
    """The server's keys as the auditor pinned them (python -m audit pin), as a CLI argument."""
    path = tmp_path / "furlong-keys.json"
    document = {"keys": [{"key_id": KEY.key_id, "public_key": b64(KEY.public_raw()), "status": "current"}]}
    path.write_text(json.dumps({"algorithm": "Ed25519", "current": KEY.key_id, **document}), encoding="utf-8")
    return str(path)


def test_the_cli_exits_0_on_a_verified_game(tmp_path, capsys):
    assert main([str(signed(tmp_path / "g.ndjson", finished_log())), "--keys", pinned(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].endswith(": VERIFIED") and "randomness: verified" in out


def test_the_cli_exits_0_on_a_running_game_only_when_told_it_runs_and_says_randomness_is_pending(tmp_path, capsys):
    export = str(signed(tmp_path / "g.ndjson", running_log()))
    assert main([export, "--keys", pinned(tmp_path), "--running"]) == 0
    out = capsys.readouterr().out
    assert "PARTIAL: verified up to version" in out and "randomness: pending" in out
    assert main([export, "--keys", pinned(tmp_path)]) == 1
    assert "INCOMPLETE: the log does not end with the game's end" in capsys.readouterr().out


def test_the_cli_exits_1_on_a_discrepancy_and_prints_it(tmp_path, capsys):
    log = list(finished_log())
    log[6] = replace(log[6], actor={"seat": 2})
    assert main([str(write(tmp_path / "g.ndjson", log))]) == 1
    assert "version 7 [chain]: hash does not match its content" in capsys.readouterr().out


def test_the_cli_exits_2_when_the_file_cannot_be_read_or_parsed(tmp_path, capsys):
    assert main([str(tmp_path / "missing.ndjson")]) == 2
    bad = tmp_path / "bad.ndjson"
    bad.write_text(finished_log()[0].to_json() + "\n[1, 2]\n", encoding="utf-8")
    assert main([str(bad)]) == 2
    assert "line 2" in capsys.readouterr().err


def test_the_cli_prints_the_whole_report_with_json(tmp_path, capsys):
    assert main([str(signed(tmp_path / "g.ndjson", finished_log())), "--keys", pinned(tmp_path), "--json"]) == 0
    closing = {"ok": True, "checked": 1, "failures": [], "key_id": KEY.key_id}
    verdict = {"authenticated": True, "complete": True, "partial": False, "reasons": [], "checkpoints": closing}
    assert json.loads(capsys.readouterr().out) == {**audit(list(finished_log()), RULESETS), **verdict}


def run_module(module: str, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m MODULE ARGS...` as a user runs it."""
    return subprocess.run([sys.executable, "-m", module, *args], cwd=ROOT, capture_output=True, text=True, timeout=60)


def test_python_dash_m_audit_runs_the_cli(tmp_path):
    path = signed(tmp_path / "g.ndjson", finished_log())
    for keys, status, verdict in (([], 1, "NOT VERIFIED"), (["--keys", pinned(tmp_path)], 0, "VERIFIED")):
        done = run_module("audit", str(path), *keys)
        assert done.returncode == status and done.stdout.splitlines()[0].endswith(f": {verdict}")
        assert "projections" not in done.stderr


def test_the_old_command_says_where_it_moved_then_runs_the_same_cli(tmp_path):
    path = signed(tmp_path / "g.ndjson", finished_log())
    for args in ([str(path)], [str(path), "--keys", pinned(tmp_path)], [str(tmp_path / "missing.ndjson")]):
        new, old = run_module("audit", *args), run_module("projections.audit", *args)
        assert (old.returncode, old.stdout) == (new.returncode, new.stdout)
        moved, *rest = old.stderr.splitlines()
        assert moved == "python -m projections.audit has moved to python -m audit (same arguments)"
        assert rest == new.stderr.splitlines()
    assert {run_module("audit").returncode, run_module("projections.audit").returncode} == {2}


# --- docs/fairness.md stays true ----------------------------------------------------------------------------------


def worked_example() -> dict[str, str]:
    """The name/value lines of the worked example's text block in docs/fairness.md."""
    doc = (ROOT / "docs" / "fairness.md").read_text(encoding="utf-8")
    block = doc.split("## Worked example", 1)[1].split("```text\n", 1)[1].split("```", 1)[0]
    return dict(re.match(r"(\S+)\s+(.*)", line).groups() for line in block.splitlines() if line.strip())


def test_the_worked_example_in_fairness_md_recomputes_from_its_inputs():
    doc = worked_example()
    seed, game_id, client_seeds = doc["seed"], doc["game_id"], tuple(json.loads(doc["client_seeds"]))
    key = combined_seed(seed, client_seeds)
    digest = outcome_bytes(key, game_id, doc["nonce"])
    x = int.from_bytes(digest, "big")
    assert seed_commitment(seed) == doc["seed_sha256"] and key == doc["hmac_key"]
    assert hmac.new(key.encode(), doc["hmac_message"].encode(), hashlib.sha256).digest() == digest
    assert (digest.hex(), x, x % 6, 1 + x % 6) == (
        doc["hmac_sha256"],
        int(doc["x"]),
        int(doc["x_mod_6"]),
        int(doc["red_die"]),
    )
    assert 2**256 - 2**256 % 6 == int(doc["limit_for_6"]) > x
    white = outcome_bytes(key, game_id, doc["white_nonce"])
    assert (white.hex(), 1 + int.from_bytes(white, "big") % 6) == (doc["white_hmac_sha256"], int(doc["white_die"]))
    assert doc["salt_nonce"] == "4.0" and len(doc["salt"]) == 32
    bet = {"horse": 4, "amount": 500, "salt": doc["salt"]}
    assert canonical_json(bet).decode() == doc["commitment_json"] and sha256_hex(bet) == doc["commitment"]


def test_the_worked_example_envelope_hash_is_its_canonical_json_hash():
    doc = worked_example()
    body = json.loads(doc["envelope_json"])
    assert canonical_json(body).decode() == doc["envelope_json"]
    assert (
        Envelope(**body).sealed().hash
        == doc["envelope_hash"]
        == hashlib.sha256(doc["envelope_json"].encode()).hexdigest()
    )


def test_an_empty_export_is_not_verified():
    report = audit([], RULESETS)
    assert not report["verified"] and report["discrepancies"][0]["detail"] == "the export holds no events"


@pytest.mark.parametrize("nonce", ["x.3", "3.x", "3", ""])
def test_a_nonce_not_of_the_form_version_dot_k_is_named(nonce):
    problem = nonce_problem(9, 9, Outcome(nonce, 4, 1, 6), "9.0")
    assert problem == f"version 9: nonce {nonce!r} is not of the form <version>.<k>"


def test_a_nonce_of_another_command_is_named_with_the_command_s_first_version():
    assert nonce_problem(12, 9, Outcome("8.0", 4, 1, 6), "9.0") == (
        "version 12: nonce 8.0 should start with 9, the first version of its command"
    )


def test_a_nonce_used_again_is_named():
    assert nonce_problem(9, 9, Outcome("9.0", 4, 1, 6), "9.1") == (
        "version 9: nonce 9.0 is not the next acceptable nonce 9.1: it was used already or its value is rejected"
    )


@pytest.mark.parametrize("low, high, kind", [(1, 6, "a value in [1, 6]"), (None, None, "a salt")])
def test_a_skipped_nonce_whose_value_was_acceptable_is_named(low, high, kind):
    assert nonce_problem(9, 9, Outcome("9.2", 4, low, high), "9.1") == (
        f"version 9: nonce 9.1 was skipped for 9.2, but its value is acceptable for {kind}: "
        "only rejected values may be skipped"
    )


def test_a_command_whose_events_are_not_consecutive_is_named_where_it_resumes():
    stored = [(types.SimpleNamespace(version=v, command_id=c), None) for v, c in enumerate("aab", start=1)]
    stored.append((types.SimpleNamespace(version=4, command_id="a"), None))
    groups, found = split_commands(stored)
    assert [(first, len(run)) for first, run in groups] == [(1, 2), (3, 1), (4, 1)]
    assert found == [
        {
            "version": 4,
            "check": "randomness",
            "detail": "version 4: command a began at version 1 but its events are not consecutive",
        }
    ]
