"""The player directory's one contract, on its in-memory and Redis adapters: guests and their tokens, issuers'
users under pseudonymous ids."""

from __future__ import annotations

import pytest

from adapters.redis_players import RedisPlayerDirectory
from app.players import GUEST, InMemoryPlayerDirectory, vouched_id

pytestmark = pytest.mark.integration


@pytest.fixture(params=["memory", "redis"])
def directory(request):
    if request.param == "memory":
        return InMemoryPlayerDirectory()
    return RedisPlayerDirectory(request.getfixturevalue("redis_client"))


def test_a_guest_is_found_by_its_token_and_its_id_and_nobody_by_another_token(directory):
    ann, token = directory.add_guest("Ann")
    bob, _ = directory.add_guest("Bob")

    assert directory.by_token(token) == ann and directory.get(ann.player_id) == ann
    assert (ann.name, ann.issuer) == ("Ann", GUEST) and ann.player_id != bob.player_id
    assert directory.by_token("made-up") is None and directory.get("g_nobody") is None


def test_an_issuers_user_is_known_by_a_stable_id_that_shows_neither_the_subject_nor_the_issuer(directory):
    secret = b"server-secret"
    player_id = vouched_id(secret, "https://site.example", "user-42")

    directory.vouched(player_id, "Zoe", "https://site.example")
    renamed = directory.vouched(player_id, "Zoe B.", "https://site.example")

    assert directory.get(player_id) == renamed and renamed.name == "Zoe B."
    assert player_id == vouched_id(secret, "https://site.example", "user-42")
    assert player_id != vouched_id(secret, "https://other.example", "user-42")
    assert "42" not in player_id and "site" not in player_id


def test_the_secret_ids_are_made_under_is_made_once_and_kept(directory):
    first = directory.id_secret()
    assert len(first) == 32 and directory.id_secret() == first
