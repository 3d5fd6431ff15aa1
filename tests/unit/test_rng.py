"""Provably fair randomness: deterministic, in range, re-derivable from the revealed seed."""

from __future__ import annotations

import hashlib
import hmac
import random
from collections import Counter

import pytest

from events.rng import HmacRng, combined_seed, outcome_bytes, sealed_bytes, seed_commitment
from games.base import Draw


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
    rng = HmacRng("seed", "game", 1, sealing="sealing")
    salts = {rng.salt().value for _ in range(100)}
    assert len(salts) == 100 and max(salts) < 2**128


def test_without_client_seeds_the_key_is_the_server_seed_alone():
    assert combined_seed("server", (None, None, "")) == "server"


def test_client_seeds_are_appended_to_the_server_seed_as_canonical_json():
    assert combined_seed("server", ("bob's dice", None)) == 'server|["bob\'s dice",null]'


def scripted_outcomes(monkeypatch, values: dict[str, int]):
    """Outcome bytes for the listed nonces replaced by chosen 256-bit values."""
    real = HmacRng.outcome
    monkeypatch.setattr(
        HmacRng,
        "outcome",
        lambda rng, nonce: values[nonce].to_bytes(32, "big") if nonce in values else real(rng, nonce),
    )


def test_the_largest_value_below_the_last_whole_multiple_of_the_range_is_accepted(monkeypatch):
    limit = 2**256 - 2**256 % 6
    scripted_outcomes(monkeypatch, {"1.0": limit - 1})
    assert HmacRng("s", "g", 1).randint(1, 6) == Draw(1 + (limit - 1) % 6, "1.0")


def test_a_value_in_the_incomplete_last_multiple_is_rejected_and_the_next_nonce_drawn(monkeypatch):
    limit = 2**256 - 2**256 % 6
    scripted_outcomes(monkeypatch, {"1.0": limit, "1.1": 2**256 - 1, "1.2": 13})
    assert HmacRng("s", "g", 1).randint(1, 6) == Draw(1 + 13 % 6, "1.2")


def test_a_salt_is_the_first_16_bytes_of_the_sealing_keys_hmac_of_its_nonce():
    salt = HmacRng("seed", "game", 4, sealing="sealing").salt()
    assert salt == Draw(int.from_bytes(sealed_bytes("sealing", "game", "4.0")[:16], "big"), "4.0")


def test_no_salt_can_be_worked_out_from_the_seed():
    salt = HmacRng("seed", "game", 4, sealing="sealing").salt()
    from_the_seed = int.from_bytes(outcome_bytes("seed", "game", "4.0")[:16], "big")
    assert salt.value != from_the_seed


def test_a_salt_takes_its_place_among_the_nonces():
    rng = HmacRng("seed", "game", 4, sealing="sealing")
    assert [rng.randint(1, 6).nonce, rng.salt().nonce, rng.randint(1, 6).nonce] == ["4.0", "4.1", "4.2"]


def test_a_generator_without_a_sealing_key_draws_no_salt():
    with pytest.raises(RuntimeError):
        HmacRng("seed", "game", 4).salt()


def test_a_generator_keyed_once_per_seed_draws_hmac_digests_bytes_for_seeds_of_every_length_around_the_block():
    rnd = random.Random(7)
    for length in [*range(0, 70, 7), 64, 65, 100, 300]:
        seed = "".join(rnd.choice("abcdef0123456789é") for _ in range(length))
        generator = HmacRng(seed, "g", 1)
        for nonce in ("1.0", "2.7", "10." + "9" * 60):
            assert generator.outcome(nonce) == hmac.digest(seed.encode(), f"g:{nonce}".encode(), "sha256")


def test_every_draw_is_its_outcome_bytes_under_a_combined_seed_with_unicode_entropy():
    seed = combined_seed("server-seed", ("bob's dice 🎲", None, "x" * 80))
    rng = HmacRng(seed, "g1", 5)
    draws = [rng.randint(1, 6) for _ in range(20)]
    assert all(rng.outcome(d.nonce) == outcome_bytes(seed, "g1", d.nonce) for d in draws)


def test_the_commands_of_one_seed_share_its_keyed_hmac_and_each_draws_its_own_bytes():
    first, second = HmacRng("shared-seed", "g1", 3), HmacRng("shared-seed", "g1", 9)

    outcomes = (first.outcome("3.0"), second.outcome("9.0"), HmacRng("other-seed", "g1", 3).outcome("3.0"))

    assert first._keyed is second._keyed
    assert outcomes == (
        outcome_bytes("shared-seed", "g1", "3.0"),
        outcome_bytes("shared-seed", "g1", "9.0"),
        outcome_bytes("other-seed", "g1", "3.0"),
    )
