"""The offline verifier, run as the README says (keys pinned from the server once), says "verified" only for a
complete history the server signed: every forgery below exits 1."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from events.envelope import Envelope
from events.signing import SigningKey, b64

from .conftest import Stack

ROOT = Path(__file__).resolve().parents[2]


def verifier(*args: object) -> subprocess.CompletedProcess[str]:
    """`python -m audit ...` as a user runs it."""
    command = [sys.executable, "-m", "audit", *map(str, args)]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)


@pytest.fixture(scope="module")
def pinned(stack: Stack, tmp_path_factory) -> Path:
    """The server's keys, pinned with the one documented command."""
    path = tmp_path_factory.mktemp("keys") / "furlong-keys.json"
    done = verifier("pin", stack.url, "--out", path)
    assert done.returncode == 0, done.stdout + done.stderr
    return path


@pytest.fixture(scope="module")
def finished(stack: Stack) -> tuple[str, list[str]]:
    """A finished all-bot game with a payout, and its export's lines."""
    for _ in range(20):
        stack.new_client()  # all-bot games are few per address
        made = stack.create({"ruleset": "neck_and_neck", "seats": [{"bot": "random"}, {"bot": "random"}]})
        stack.finished(made["game_id"])
        journal = stack.call("GET", f"/games/{made['game_id']}/ledger?limit=1000").json()["journal"]
        if any(entry["kind"] == "payout" for entry in journal):
            return made["game_id"], stack.call("GET", f"/games/{made['game_id']}/export").text.splitlines()
    raise AssertionError("20 random games paid nobody")


def write(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "game.ndjson"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def feed_checkpoint(stack: Stack, game_id: str, version: int) -> dict:
    """The signed checkpoint the live feed sends with event `version`."""
    headers = {"Accept": "text/event-stream", "Last-Event-ID": str(version - 1)}
    with stack.call("GET", f"/games/{game_id}/events", headers=headers, stream=True) as feed:
        for line in feed.iter_lines(decode_unicode=True):
            if line.startswith("data: "):
                checkpoint: dict = json.loads(line.removeprefix("data: "))["checkpoint"]
                assert checkpoint["version"] == version
                return checkpoint
    raise AssertionError("the feed sent no event")


def resealed(lines: list[str], version: int, change) -> list[str]:
    """The export with one event changed and every later hash re-computed (the chain re-sealed)."""
    events = [json.loads(line) for line in lines[:-1]]
    change(events[version - 1])
    previous = events[version - 2]["hash"] if version > 1 else "0" * 64
    for event in events[version - 1 :]:
        event["prev_hash"] = previous
        event["hash"] = Envelope(**event).sealed().hash
        previous = event["hash"]
    return [json.dumps(e, separators=(",", ":"), ensure_ascii=False) for e in events] + [lines[-1]]


@pytest.mark.attack("have an export verified without the server's pinned keys", adversary="export holder")
def test_an_export_verifies_only_with_the_pinned_keys(finished, pinned, tmp_path):
    assert verifier(write(tmp_path, finished[1])).returncode == 1  # without pinned keys: not authenticated
    done = verifier(write(tmp_path, finished[1]), "--keys", pinned)
    assert done.returncode == 0 and done.stdout.startswith(f"game {finished[0]}") and "VERIFIED" in done.stdout


@pytest.mark.attack("drop the game's last events, keeping an older genuine checkpoint", adversary="export holder")
@pytest.mark.parametrize("dropped", [1, 50, 600])
def test_a_truncated_export_is_not_verified(stack: Stack, finished, pinned, tmp_path, dropped):
    game_id, lines = finished
    kept = lines[: len(lines) - 1 - dropped]
    genuine_old = {"checkpoint": feed_checkpoint(stack, game_id, len(kept))}  # what any spectator's feed gives
    for closing in (lines[-1], json.dumps(genuine_old)):
        done = verifier(write(tmp_path, [*kept, closing]), "--keys", pinned)
        assert done.returncode == 1 and "VERIFIED" not in done.stdout.splitlines()[0].replace("NOT VERIFIED", "")


@pytest.mark.attack("edit an event's at, actor or command_id and re-seal the chain", adversary="export holder")
@pytest.mark.parametrize("field", ["at", "actor", "command_id"])
def test_a_resealed_edit_is_not_verified(finished, pinned, tmp_path, field):
    value = {"at": "2020-01-01T00:00:00.000Z", "actor": {"system": "api"}, "command_id": "f" * 32}[field]
    forged = resealed(finished[1], 10, lambda event: event.__setitem__(field, value))
    assert verifier(write(tmp_path, forged), "--keys", pinned).returncode == 1


@pytest.mark.attack("turn a bot seat into a named human seat and re-seal", adversary="export holder")
def test_a_bot_turned_human_is_not_verified(finished, pinned, tmp_path):
    def humanize(event: dict) -> None:
        event["data"]["seats"][0].update(bot=None, name="Ann")

    forged = resealed(finished[1], 1, humanize)
    assert verifier(write(tmp_path, forged), "--keys", pinned).returncode == 1


@pytest.mark.attack("delete the export's checkpoint, or splice in another game's", adversary="export holder")
def test_a_missing_or_foreign_checkpoint_is_not_verified(stack: Stack, finished, pinned, tmp_path):
    lines = finished[1]
    assert verifier(write(tmp_path, lines[:-1]), "--keys", pinned).returncode == 1
    other = stack.create({"ruleset": "jockey", "seats": [{"bot": "random"}, {"bot": "random"}]})
    stack.finished(other["game_id"])
    foreign = stack.call("GET", f"/games/{other['game_id']}/export").text.splitlines()[-1]
    assert verifier(write(tmp_path, [*lines[:-1], foreign]), "--keys", pinned).returncode == 1


@pytest.mark.attack("present a dispute report signed with one's own key", adversary="export holder")
def test_a_report_signed_by_another_key_is_not_verified(stack: Stack, finished, pinned, tmp_path):
    report, own = _report(stack, finished[0]), SigningKey.generate()  # the attacker's own key, carried in the report
    forged = {k: v for k, v in report.items() if k not in ("signature", "key_id")}
    key = {"key_id": own.key_id, "public_key": b64(own.public_raw()), "status": "current"}
    forged["keys"] = {"algorithm": "Ed25519", "current": own.key_id, "keys": [key]}
    signed = own.sign_document(forged)
    path = tmp_path / "report.json"
    path.write_text(json.dumps(signed), encoding="utf-8")
    assert verifier(path, "--dispute").returncode == 1
    assert verifier(path, "--dispute", "--keys", pinned).returncode == 1


@pytest.mark.attack("replay a signed dispute report as another game's", adversary="export holder")
def test_a_report_replayed_for_another_game_is_not_verified(stack: Stack, finished, pinned, tmp_path):
    report = _report(stack, finished[0])
    path = tmp_path / "report.json"
    path.write_text(json.dumps(report), encoding="utf-8")
    assert verifier(path, "--dispute", "--keys", pinned, "--game", finished[0]).returncode == 0  # control
    assert verifier(path, "--dispute", "--keys", pinned, "--game", "0123456789abcdef").returncode == 1
    path.write_text(json.dumps({**report, "game_id": "0123456789abcdef"}), encoding="utf-8")
    assert verifier(path, "--dispute", "--keys", pinned).returncode == 1


def _report(stack: Stack, game_id: str) -> dict:
    journal = stack.call("GET", f"/games/{game_id}/ledger?limit=1000").json()["journal"]
    payout = next(entry for entry in journal if entry["kind"] == "payout")
    made = stack.call("POST", f"/games/{game_id}/disputes", json={"entry_id": payout["id"]})
    assert made.status_code == 200, made.text
    return made.json()
