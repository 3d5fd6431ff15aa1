"""Checkpoints on the wire, the published keys, and signed dispute reports that verify offline."""

from __future__ import annotations

import json

from audit.cli import main as verify_offline
from events.signing import CHECKPOINT_FIELDS, checkpoint_problem, public_keys_of
from tests.support.openapi import assert_conforms


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def betting_table(http):
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "A"}, {"name": "B"}]}).json
    tokens = [s["token"] for s in made["seats"]]
    placed = http.post(
        f"/games/{made['game_id']}/commands",
        json={"type": "PlaceBet", "horse": 4, "amount": 1700},
        headers=auth(tokens[0]),
    )
    return made["game_id"], tokens, placed


def keys_of(http) -> dict[str, bytes]:
    response = http.get("/.well-known/furlong-keys")
    assert_conforms(response, "GET", "/.well-known/furlong-keys")
    return public_keys_of(response.json)


def test_the_public_keys_are_published_with_the_current_key_first(http, signing_key):
    document = http.get("/.well-known/furlong-keys").json
    assert document["current"] == signing_key.key_id == document["keys"][0]["key_id"]
    assert keys_of(http) == {signing_key.key_id: signing_key.public_raw()}


def test_a_commands_answer_carries_a_checkpoint_of_its_version_that_verifies_and_leaks_nothing_sealed(http, platform):
    game_id, _, placed = betting_table(http)
    assert placed.status_code == 201
    assert_conforms(placed, "POST", f"/games/{game_id}/commands")
    checkpoint = placed.json["checkpoint"]
    assert set(checkpoint) == {*CHECKPOINT_FIELDS, "signature"}
    assert (checkpoint["version"], checkpoint["hash"]) == (placed.json["version"], placed.json["events"][-1]["hash"])
    assert checkpoint_problem(checkpoint, keys_of(http)) is None
    spectators_page = http.get(f"/games/{game_id}/events")
    assert spectators_page.json["events"][-1]["redacted"] is True  # the bet is sealed to spectators ...
    assert spectators_page.json["events"][-1]["hash"] == checkpoint["hash"]  # ... yet its hash is already theirs
    assert "1700" not in json.dumps(checkpoint)


def test_an_events_page_carries_a_checkpoint_of_the_games_version(http):
    game_id, _, _ = betting_table(http)
    page = http.get(f"/games/{game_id}/events?limit=1")
    assert_conforms(page, "GET", f"/games/{game_id}/events")
    assert page.json["checkpoint"]["version"] == page.json["version"]
    assert checkpoint_problem(page.json["checkpoint"], keys_of(http)) is None


def finished_game_with_a_payout(http) -> tuple[str, dict]:
    """A finished all-bot game and one of its payouts (a game's seed is secret and random: some pay nobody)."""
    for _ in range(20):
        game_id = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"bot": "random"}] * 2}).json[
            "game_id"
        ]
        journal = http.get(f"/games/{game_id}/ledger?limit=1000").json["journal"]
        payouts = [e for e in journal if e["kind"] == "payout"]
        if payouts:
            return game_id, payouts[0]
    raise AssertionError("20 random games paid nobody")


def test_a_dispute_report_explains_the_payout_is_signed_and_verifies_offline(http, tmp_path):
    game_id, payout = finished_game_with_a_payout(http)
    page = http.get(f"/games/{game_id}/events?limit=1").json
    response = http.post(
        f"/games/{game_id}/disputes", json={"entry_id": payout["id"], "receipts": [page["checkpoint"]]}
    )
    assert response.status_code == 200, response.json
    assert_conforms(response, "POST", f"/games/{game_id}/disputes")
    report = response.json
    assert report["entries"][0]["entry"]["id"] == payout["id"] and report["receipts"]["ok"] is True
    assert report["audit"]["verified"] is True and payout["version"] in report["depends_on"]
    assert str(payout["figures"]["stake"]) in report["entries"][0]["arithmetic"].replace(",", "")
    saved, pinned = tmp_path / "report.json", tmp_path / "furlong-keys.json"
    saved.write_text(json.dumps(report), encoding="utf-8")
    pinned.write_text(json.dumps(http.get("/.well-known/furlong-keys").json), encoding="utf-8")
    assert verify_offline([str(saved), "--dispute", "--keys", str(pinned), "--game", game_id]) == 0
    assert verify_offline([str(saved), "--dispute"]) == 1  # the keys a report carries are never trusted
    figures = report["entries"][0]["entry"]["figures"]
    saved.write_text(
        json.dumps(
            {
                **report,
                "entries": [
                    {
                        **report["entries"][0],
                        "entry": {
                            **report["entries"][0]["entry"],
                            "figures": {**figures, "amount": figures.get("amount", 0) + 100},
                        },
                    }
                ],
            }
        )
    )
    assert verify_offline([str(saved), "--dispute", "--keys", str(pinned)]) == 1


def test_a_dispute_by_version_reports_every_entry_of_that_event_and_checks_a_forged_receipt(http):
    game_id, payout = finished_game_with_a_payout(http)
    kept = http.get(f"/games/{game_id}/events?limit=1").json["checkpoint"]
    report = http.post(
        f"/games/{game_id}/disputes", json={"version": payout["version"], "receipts": [{**kept, "hash": "e" * 64}]}
    ).json
    assert {e["entry"]["version"] for e in report["entries"]} == {payout["version"]}
    assert report["receipts"]["ok"] is False
    assert report["receipts"]["failures"][0]["receipt"] == f"receipt 1 (version {kept['version']})"


def test_a_sealed_stake_is_disputed_only_by_its_seat_until_revealed(http):
    game_id, tokens, placed = betting_table(http)
    stake = {"version": placed.json["version"]}
    assert http.post(f"/games/{game_id}/disputes", json=stake, headers=auth(tokens[1])).status_code == 403
    assert http.post(f"/games/{game_id}/disputes", json=stake).status_code == 403
    own = http.post(f"/games/{game_id}/disputes", json=stake, headers=auth(tokens[0]))
    assert own.status_code == 200 and own.json["entries"][0]["entry"]["kind"] == "stake"
    assert 1700 in own.json["entries"][0]["entry"]["figures"].values()


def test_a_dispute_names_the_bad_field_even_an_entry_the_ledger_lacks(http):
    game_id, _, _ = betting_table(http)
    both = http.post(f"/games/{game_id}/disputes", json={"entry_id": "2.1", "version": 2})
    assert both.status_code == 422 and "entry_id" in both.json["errors"]
    wrong = http.post(f"/games/{game_id}/disputes", json={"version": "two"})
    assert wrong.status_code == 422 and "version" in wrong.json["errors"]
    unknown = http.post(f"/games/{game_id}/disputes", json={"entry_id": "999.1"})
    assert unknown.status_code == 422 and "entry_id" in unknown.json["errors"]
    neither = http.post(f"/games/{game_id}/disputes", json={"receipts": []})
    assert neither.status_code == 422 and "entry_id" in neither.json["errors"]
    unsigned = http.post(f"/games/{game_id}/disputes", json={"version": 2, "receipts": [{"version": 2}]})
    assert unsigned.status_code == 422 and "signature" in unsigned.json["errors"]["receipts"]["0"]
    assert http.post("/games/nope/disputes", json={"entry_id": "2.1"}).status_code == 404
    assert http.post(f"/games/{game_id}/disputes", data="[]", content_type="application/json").status_code == 400


def test_every_answer_that_appends_carries_a_checkpoint_of_its_version_that_verifies(http):
    made = http.post("/games", json={"ruleset": "toy", "seats": [{"name": "A"}, {"open": True}]})
    joined = http.post(f"/games/{made.json['game_id']}/seats/1/join", json={"name": "B"})
    game_id, token = made.json["game_id"], made.json["seats"][0]["token"]
    autoplay = http.post(f"/games/{game_id}/seats/0/autoplay", json={"on": False}, headers=auth(token))
    left = http.post(f"/games/{game_id}/seats/0/leave", headers=auth(token))
    for answer, route in [
        (made, "/games"),
        (joined, f"/games/{game_id}/seats/1/join"),
        (autoplay, f"/games/{game_id}/seats/0/autoplay"),
        (left, f"/games/{game_id}/seats/0/leave"),
    ]:
        assert_conforms(answer, "POST", route)
        checkpoint = answer.json["checkpoint"]
        assert checkpoint["version"] == answer.json["version"] and checkpoint["game_id"] == game_id
        assert checkpoint_problem(checkpoint, keys_of(http)) is None
