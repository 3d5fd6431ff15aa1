"""Provably fair randomness: deterministic, in range, re-derivable from the revealed seed."""
from __future__ import annotations

import hashlib
import hmac
from collections import Counter

from events.rng import HmacRng, seed_commitment


def test_the_same_seed_game_and_nonce_give_the_same_draws():
    first = [HmacRng("s", "g", 7).randint(1, 6) for _ in range(3)]
    again = [HmacRng("s", "g", 7).randint(1, 6) for _ in range(3)]
    assert first == again


def test_nonces_count_up_from_the_commands_first_version():
    rng = HmacRng("s", "g", 12)
    assert [rng.randint(1, 6).nonce for _ in range(3)] == ["12.0", "12.1", "12.2"]


def test_a_draw_is_rederivable_from_seed_game_id_and_nonce():
    draw = HmacRng("seed", "game", 3).randint(1, 6)
    digest = hmac.new(b"seed", f"game:{draw.nonce}".encode(), hashlib.sha256).digest()
    assert draw.value == 1 + int.from_bytes(digest, "big") % 6


def test_draws_cover_the_range_roughly_uniformly():
    rng = HmacRng("seed", "game", 1)
    counts = Counter(rng.randint(1, 6).value for _ in range(6000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(800 < n < 1200 for n in counts.values())


def test_the_published_commitment_is_the_sha256_of_the_seed():
    assert seed_commitment("abc") == hashlib.sha256(b"abc").hexdigest()


def test_salts_are_128_bit_and_distinct():
    rng = HmacRng("seed", "game", 1)
    salts = {rng.salt().value for _ in range(100)}
    assert len(salts) == 100 and max(salts) < 2**128
