"""The ledger over HTTP: maintained incrementally in Redis, equal to a rebuild, sealed stakes redacted."""

from __future__ import annotations

import pytest

from adapters.redis_ledger import RedisLedgerRecords
from audit.cli import main as verify_offline
from projections.ledger import rebuild
from tests.support.openapi import assert_conforms

pytestmark = pytest.mark.integration


def auth(token):
    return {"Authorization": f"Bearer {token}"} if token else {}


@pytest.fixture
def betting_table(http):
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "A"}, {"name": "B"}]}).json
    tokens = [s["token"] for s in made["seats"]]
    http.post(
        f"/games/{made['game_id']}/commands",
        json={"type": "PlaceBet", "horse": 4, "amount": 1700},
        headers=auth(tokens[0]),
    )
    return made["game_id"], tokens


@pytest.mark.parametrize("ruleset", ["neck_and_neck", "jockey", "long_shot", "photo_finish", "homestretch"])
def test_the_ledger_kept_with_every_append_equals_one_rebuilt_from_the_log(http, platform, redis_client, ruleset):
    made = http.post("/games", json={"ruleset": ruleset, "seats": [{"bot": "random"}] * 3}).json
    game_id = made["game_id"]
    kept = RedisLedgerRecords(redis_client).read(game_id)  # as the appends left it: no catching up
    assert kept == rebuild(platform.rulesets[ruleset], platform.store.read(game_id))
    assert kept.version == platform.store.version(game_id) and kept.entries


def test_a_lagging_ledger_catches_up_on_read(http, platform, redis_client):
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"bot": "random"}] * 2}).json
    game_id = made["game_id"]
    redis_client.delete(*redis_client.keys(f"furlong:{{{game_id}}}:ledger:*"))
    caught_up = platform.ledgers.current(game_id)
    assert caught_up == rebuild(platform.rulesets["neck_and_neck"], platform.store.read(game_id))


def test_the_bettor_sees_its_stake_moved_aside(http, betting_table):
    game_id, tokens = betting_table
    response = http.get(f"/games/{game_id}/ledger?seat=0", headers=auth(tokens[0]))
    assert_conforms(response, "GET", f"/games/{game_id}/ledger")
    mine = response.json
    assert {a["account"]: a["balance"] for a in mine["accounts"]} == {"seat:0:cash": 8300, "seat:0:stakes": 1700}
    assert [e["kind"] for e in mine["journal"]] == ["deposit", "stake"]


@pytest.mark.parametrize("reader", [1, None])
def test_others_see_a_redacted_stake_and_the_pre_bet_balance(http, betting_table, reader):
    game_id, tokens = betting_table
    seen = http.get(f"/games/{game_id}/ledger", headers=auth(tokens[reader] if reader is not None else None)).json
    balances = {a["account"]: a["balance"] for a in seen["accounts"]}
    assert balances["seat:0:cash"] == 10_000 and "seat:0:stakes" not in balances
    stake = next(e for e in seen["journal"] if e["kind"] == "stake")
    assert stake == {"id": stake["id"], "version": stake["version"], "kind": "stake", "seat": 0, "redacted": True}
    assert "1700" not in str(seen) and "1,700" not in str(seen)


@pytest.mark.parametrize("reader", [1, None])
def test_a_sealed_stake_is_not_explained_to_others_before_the_payoff(http, betting_table, reader):
    game_id, tokens = betting_table
    stake = next(
        e for e in http.get(f"/games/{game_id}/ledger", headers=auth(tokens[0])).json["journal"] if e["kind"] == "stake"
    )
    hidden = http.get(
        f"/games/{game_id}/audit/payouts/{stake['id']}", headers=auth(tokens[reader] if reader is not None else None)
    )
    assert hidden.status_code == 403 and "1700" not in hidden.get_data(as_text=True)
    mine = http.get(f"/games/{game_id}/audit/payouts/{stake['id']}", headers=auth(tokens[0]))
    assert mine.status_code == 200 and mine.json["entry"]["figures"]["stake"] == 1700


def test_the_journal_pages_with_offset_and_limit(http, betting_table):
    game_id, _ = betting_table
    page = http.get(f"/games/{game_id}/ledger?offset=1&limit=1").json
    assert page["total_entries"] == 3 and [e["id"] for e in page["journal"]] == [f"{page['journal'][0]['version']}.1"]


def test_a_running_game_is_exported_only_to_the_admin(app, http, platform, betting_table):
    game_id, tokens = betting_table
    assert http.get(f"/games/{game_id}/export", headers=auth(tokens[0])).status_code == 403
    platform.settings = {**platform.settings, "FURLONG_ADMIN_TOKEN": "let-me-in"}
    exported = http.get(f"/games/{game_id}/export", headers=auth("let-me-in"))
    assert exported.status_code == 200 and exported.mimetype == "application/x-ndjson"
    assert_conforms(exported, "GET", f"/games/{game_id}/export")
    lines = exported.get_data(as_text=True).splitlines()
    assert len(lines) == platform.store.version(game_id) + 1 and lines[-1].startswith('{"checkpoint":')


def game_with_a_payout(http) -> tuple[dict, dict]:
    """An all-bot game of Neck and Neck that paid someone, and that payout (random bets may lose every stake)."""
    for _ in range(8):
        made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"bot": "random"}] * 2}).json
        journal = http.get(f"/games/{made['game_id']}/ledger?limit=1000").json["journal"]
        payouts = [entry for entry in journal if entry["kind"] == "payout"]
        if payouts:
            return made, payouts[0]
    raise AssertionError("eight games of random bets in a row paid nobody")


def test_a_finished_game_is_exported_to_anyone_and_audits_clean(http, tmp_path):
    made, payout = game_with_a_payout(http)
    exported = http.get(f"/games/{made['game_id']}/export").get_data(as_text=True)
    lines = exported.splitlines()
    assert lines and '"type":"GameEnded"' in lines[-2] and lines[-1].startswith('{"checkpoint":')
    (tmp_path / "game.ndjson").write_text(exported, encoding="utf-8")
    keys = tmp_path / "furlong-keys.json"  # pinned, as `python -m audit pin` writes it
    keys.write_text(http.get("/.well-known/furlong-keys").get_data(as_text=True), encoding="utf-8")
    assert verify_offline([str(tmp_path / "game.ndjson"), "--keys", str(keys), "--game", made["game_id"]]) == 0
    assert verify_offline([str(tmp_path / "game.ndjson")]) == 1  # not authenticated without pinned keys
    audited = http.get(f"/games/{made['game_id']}/audit")
    assert_conforms(audited, "GET", f"/games/{made['game_id']}/audit")
    report = audited.json
    assert report["verified"] is True and report["discrepancies"] == []
    response = http.get(f"/games/{made['game_id']}/audit/payouts/{payout['id']}")
    assert_conforms(response, "GET", f"/games/{made['game_id']}/audit/payouts/{payout['id']}")
    explained = response.json
    assert str(payout["figures"]["stake"]) in explained["arithmetic"].replace(",", "")
    assert http.get(f"/games/{made['game_id']}/audit/payouts/0.0").status_code == 404
