"""A command reads its game's secrets from the vault once per process, and again only if the game changed."""

from __future__ import annotations

from dataclasses import replace

from events.game import new_game
from events.rng import seed_commitment
from events.seeds import KeptSeeds
from events.vault import InMemoryVault


class CountingVault(InMemoryVault):
    def __init__(self):
        super().__init__()
        self.reads = 0

    def secrets(self, game_id):
        self.reads += 1
        return super().secrets(game_id)


def game_with(seed: str):
    return replace(new_game("g1", "jockey"), seed_sha256=seed_commitment(seed))


def test_a_kept_seed_is_read_from_the_vault_once():
    vault = CountingVault()
    vault.keep_secrets("g1", "s1")
    seeds = KeptSeeds(vault)
    assert [seeds.of(game_with("s1")).seed for _ in range(3)] == ["s1"] * 3 and vault.reads == 1


def test_a_game_whose_commitment_is_another_seeds_reads_the_vault_again():
    vault = CountingVault()
    vault.keep_secrets("g1", "s1")
    seeds = KeptSeeds(vault)
    seeds.of(game_with("s1"))
    replaced = InMemoryVault()
    replaced.keep_secrets("g1", "s2")
    seeds._vault = replaced  # the log and vault were replaced (a flushed database): the same id, a new game
    assert seeds.of(game_with("s2")).seed == "s2"


def test_the_least_recently_used_seed_is_dropped_past_the_size():
    vault = CountingVault()
    for game_id in ("a", "b", "c"):
        vault.keep_secrets(game_id, f"seed-{game_id}")
    seeds = KeptSeeds(vault, size=2)
    for game_id in ("a", "b", "c", "a"):
        seeds.of(replace(new_game(game_id, "jockey"), seed_sha256=seed_commitment(f"seed-{game_id}")))
    assert vault.reads == 4
