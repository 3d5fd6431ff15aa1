"""On routes that hand out tokens the Idempotency-Key is a credential: random keys pass, guessable ones do not, and
the kept answer is sealed under the key."""

from __future__ import annotations

import json
import secrets
import uuid

import pytest

from events.idempotency import IdempotencyKey, KeyReused
from service.idempotency import secret_weakness


@pytest.mark.parametrize(
    "make", [lambda: str(uuid.uuid4()), lambda: uuid.uuid4().hex, lambda: secrets.token_urlsafe(16)]
)
def test_random_keys_as_clients_make_them_pass(make):
    assert [key for key in (make() for _ in range(3000)) if secret_weakness(key)] == []


@pytest.mark.parametrize(
    "key",
    ["my-game-1", "join-1", "a" * 40, "ab" * 20, "00000000-0000-0000-0000-000000000000", "key with spaces in it ok"],
)
def test_guessable_keys_are_refused(key):
    assert secret_weakness(key) is not None


def sealed(key: str) -> IdempotencyKey:
    return IdempotencyKey("create:digest", "fingerprint", 60, sealing=key.encode().ljust(32, b"\0")[:32])


def test_a_sealed_receipt_holds_no_token_and_opens_with_its_key():
    answer = ({"seats": [{"token": "the-seat-token"}]}, 201)
    receipt = sealed("k1").receipt("command-1", answer)
    assert "the-seat-token" not in receipt.record and "sealed" in json.loads(receipt.record)
    assert sealed("k1").replay(receipt.record) == answer


def test_a_sealed_receipt_does_not_open_under_another_key():
    receipt = sealed("k1").receipt("command-1", ({"token": "t"}, 201))
    with pytest.raises(KeyReused):
        sealed("k2").replay(receipt.record)
