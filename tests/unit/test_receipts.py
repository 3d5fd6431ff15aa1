"""A receipt records a command's answer under the caller's key, for that same request only."""

from __future__ import annotations

import json

import pytest

from events.idempotency import IdempotencyKey, KeyReused, command_id_of

KEY = IdempotencyKey("command:1:bet-1", "f" * 64, 600)
ANSWER = ({"version": 7}, 201)


def test_a_receipt_is_kept_under_the_key_for_its_ttl():
    receipt = KEY.receipt("c-7", ANSWER)
    assert (receipt.key, receipt.ttl_s) == ("command:1:bet-1", 600)


def test_the_record_holds_the_fingerprint_the_command_and_the_answer():
    record = json.loads(KEY.receipt("c-7", ANSWER).record)
    assert record == {"fingerprint": "f" * 64, "command_id": "c-7", "status": 201, "body": {"version": 7}}


def test_the_same_request_replays_the_recorded_answer():
    assert KEY.replay(KEY.receipt("c-7", ANSWER).record) == ANSWER


def test_another_request_under_the_same_key_is_refused_naming_the_key():
    other = IdempotencyKey(KEY.key, "e" * 64, 600)
    with pytest.raises(KeyReused) as reused:
        other.replay(KEY.receipt("c-7", ANSWER).record)
    assert reused.value.args == ("command:1:bet-1",)


def test_a_record_names_the_command_whose_append_it_was_kept_with():
    assert command_id_of(KEY.receipt("c-7", ANSWER).record) == "c-7"
    assert command_id_of(KEY.receipt("", ({"title": "Bad bet"}, 422)).record) == ""
