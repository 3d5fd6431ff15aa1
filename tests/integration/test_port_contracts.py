"""The vault, lobby and ledger-records contracts, each run on its Redis adapter and on its in-memory fake."""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable

import pytest

from adapters.redis_ledger import RedisLedgerRecords
from adapters.redis_lobby import RedisLobby as Lobby
from adapters.redis_vault import RedisVault
from events.envelope import ZERO_HASH, chain
from events.game import Game
from events.lifecycle import SeatSpec
from events.store import InMemoryEventStore
from events.vault import InMemoryVault
from games.base import Posting
from projections.ledger import Addition, JournalEntry, Ledger
from projections.ledger_store import InMemoryLedgerRecords
from projections.lobby import InMemoryLobby, catch_up

pytestmark = pytest.mark.integration
CREATED = "2026-01-01T00:00:00.000Z"


@pytest.fixture(params=["redis", "memory"])
def vault_and_storage(request) -> tuple[object, Callable[[], str]]:
    """Each vault in turn, with everything it stores as text."""
    if request.param == "memory":
        vault = InMemoryVault()
        return vault, lambda: repr(vars(vault))
    client = request.getfixturevalue("redis_client")
    return RedisVault(client), lambda: repr([redis_value(client, key) for key in client.scan_iter()])


def redis_value(client, key: bytes) -> object:
    """What a string or hash key holds."""
    return client.hgetall(key) if client.type(key) == b"hash" else client.get(key)


@pytest.fixture
def vault(vault_and_storage):
    """Each vault in turn."""
    return vault_and_storage[0]


@pytest.fixture(params=["redis", "memory"])
def lobby(request):
    """Each lobby index in turn."""
    return InMemoryLobby() if request.param == "memory" else Lobby(request.getfixturevalue("redis_client"))


@pytest.fixture(params=["redis", "memory"])
def records(request):
    """Each ledger-records store in turn."""
    if request.param == "memory":
        return InMemoryLedgerRecords()
    return RedisLedgerRecords(request.getfixturevalue("redis_client"))


def game(game_id: str, version: int = 1, status: str = "open", created_at: str = CREATED) -> Game:
    """A game as the lobby sees it: two seats, one a bot."""
    seats = (SeatSpec(name="Ann"), SeatSpec(bot="basic"))
    return Game(game_id, "toy", seats, created_at=created_at, status=status, version=version)


class LoaderOf:
    """A game loader over a store: each game as the lobby sees it, at its log's version."""

    def __init__(self, store: InMemoryEventStore):
        self._store = store

    def load(self, game_id: str) -> Game:
        """The game at the end of its log."""
        return game(game_id, self._store.version(game_id))


def log_of(length: int) -> list[dict]:
    """Drafts of `length` events."""
    return [{"type": "Ticked", "schema": 1, "data": {"n": n}} for n in range(length)]


def entry(version: int, amount: int = 5) -> JournalEntry:
    """A journal entry moving `amount` from the bank to seat 0."""
    postings = (Posting("bank", -amount), Posting("seat:0:cash", amount))
    return JournalEntry(f"{version}.0", version, "stake", "R1", "a stake", 0, postings, {"bet": 1}, {"odds": 2})


# The vault


def test_a_game_keeps_the_first_seed_it_is_given_and_one_sealing_key(vault):
    kept = vault.keep_secrets("g1", "first")
    assert kept.seed == "first" and vault.keep_secrets("g1", "second") == kept == vault.secrets("g1")


def test_each_game_draws_its_own_secret_sealing_key_whatever_its_seed(vault):
    one, other = vault.keep_secrets("g1", "same"), vault.keep_secrets("g2", "same")
    assert len(one.sealing) == 64 and one.sealing != other.sealing and "same" not in one.sealing


def test_a_game_without_a_seed_has_none_to_give(vault):
    with pytest.raises(LookupError, match="game g1 has no seed"):
        vault.secrets("g1")


def test_an_issued_token_names_its_seat_in_its_game_only(vault):
    ann, bob = vault.issue_token("g1", 0), vault.issue_token("g1", 1)
    assert (vault.seat_for("g1", ann), vault.seat_for("g1", bob)) == (0, 1)
    assert vault.seat_for("g2", ann) is None and vault.seat_for("g1", "made-up") is None


def test_a_forgotten_token_names_no_seat_and_the_others_still_do(vault):
    kept, forgotten = vault.issue_token("g1", 0), vault.issue_token("g1", 0)
    vault.forget_token("g1", forgotten)
    vault.forget_token("g1", "never-issued")
    assert vault.seat_for("g1", forgotten) is None and vault.seat_for("g1", kept) == 0


def test_revoking_a_seat_forgets_all_its_tokens_and_no_other_seats(vault):
    leaver = [vault.issue_token("g1", 1) for _ in range(3)]
    stayer = vault.issue_token("g1", 0)
    vault.revoke_seat("g1", 1)
    vault.revoke_seat("g1", 2)
    assert [vault.seat_for("g1", token) for token in leaver] == [None] * 3
    assert vault.seat_for("g1", stayer) == 0
    assert [vault.departed("g1", token) for token in leaver] == [1] * 3
    assert vault.departed("g1", stayer) is None and vault.departed("g2", leaver[0]) is None


def test_a_token_is_stored_only_as_its_sha256_digest(vault_and_storage):
    vault, stored = vault_and_storage
    token = vault.issue_token("g1", 0)
    assert token not in stored()
    assert hashlib.sha256(token.encode("utf-8")).hexdigest() in stored()


# The lobby


def test_a_recorded_game_is_listed_with_its_public_summary(lobby):
    lobby.record(game("g1", version=3))
    [listed] = lobby.games()
    assert listed["game_id"] == "g1" and listed["version"] == 3 and listed["status"] == "open"
    assert [seat["kind"] for seat in listed["seats"]] == ["human", "bot"]
    assert lobby.known_version("g1") == 3 and lobby.known_version("g2") == 0


def test_an_older_summary_never_overwrites_a_newer_one(lobby):
    lobby.record(game("g1", version=5, status="running"))
    lobby.record(game("g1", version=4, status="open"))
    lobby.record(game("g1", version=5, status="finished"))
    assert [(g["version"], g["status"]) for g in lobby.games()] == [(5, "running")]
    assert lobby.known_version("g1") == 5


def test_a_game_moves_to_the_list_of_its_new_status(lobby):
    lobby.record(game("g1", version=1, status="open"))
    lobby.record(game("g1", version=2, status="running"))
    assert lobby.games("open") == []
    assert [g["game_id"] for g in lobby.games("running")] == ["g1"]


def test_games_are_listed_newest_first_and_paged_by_offset_and_limit(lobby):
    for day in range(1, 6):
        lobby.record(game(f"g{day}", created_at=f"2026-01-0{day}T00:00:00.000Z"))
    assert [g["game_id"] for g in lobby.games()] == ["g5", "g4", "g3", "g2", "g1"]
    assert [g["game_id"] for g in lobby.games(limit=2, offset=1)] == ["g4", "g3"]
    assert lobby.games(offset=5) == []


def test_games_created_at_the_same_instant_list_by_status_then_by_id_descending(lobby):
    for game_id, status in [("a", "finished"), ("b", "open"), ("c", "running"), ("d", "open"), ("e", "running")]:
        lobby.record(game(game_id, status=status))
    assert [g["game_id"] for g in lobby.games()] == ["d", "b", "e", "c", "a"]
    assert [g["game_id"] for g in lobby.games("running")] == ["e", "c"]


def test_a_stored_summary_is_read_back_whole(lobby):
    lobby.record(game("g1", version=3, status="running"))
    assert lobby.summary_of("g1")["status"] == "running" and lobby.summary_of("g1")["version"] == 3
    assert lobby.summary_of("g2") is None


def test_catching_up_records_the_summaries_that_miss_a_change_and_skips_finished_games(lobby):
    store = InMemoryEventStore()
    for game_id, length in [("g1", 2), ("g2", 3), ("g3", 1), ("g4", 2)]:
        store.append(game_id, 0, chain(game_id, 0, ZERO_HASH, log_of(length), CREATED, {"seat": 0}, "c1"))
    lobby.record(game("g1", version=1))  # shows what its log shows: not behind
    lobby.record(game("g2", version=1, status="running"))  # shows another status than its log's game
    lobby.record(game("g4", version=1, status="finished"))  # final: never loaded again
    loader = LoaderOf(store)
    assert catch_up(lobby, store, loader) == 2
    assert [lobby.known_version(g) for g in ("g1", "g2", "g3", "g4")] == [1, 3, 1, 1]
    assert catch_up(lobby, store, loader) == 0


# The ledger records


def test_a_game_without_a_ledger_reads_as_an_empty_one(records):
    assert records.read("g1") == Ledger()
    assert records.version("g1") == 0 and records.anchor("g1", "bet:1") == 0


def test_advancing_at_the_expected_version_appends_the_entries_and_anchors(records):
    assert records.advance("g1", 0, Addition(2, (entry(1), entry(2)), {"bet:1": 1}))
    assert records.advance("g1", 2, Addition(4, (entry(4),), {"bet:2": 4}))
    assert records.read("g1") == Ledger(4, (entry(1), entry(2), entry(4)), {"bet:1": 1, "bet:2": 4})
    assert records.version("g1") == 4 and records.anchor("g1", "bet:2") == 4
    assert records.read("g2") == Ledger()


def test_advancing_from_a_stale_version_appends_nothing(records):
    records.advance("g1", 0, Addition(2, (entry(1),), {"bet:1": 1}))
    assert not records.advance("g1", 1, Addition(3, (entry(3),), {"bet:1": 3}))
    assert records.read("g1") == Ledger(2, (entry(1),), {"bet:1": 1})


def test_an_addition_without_entries_still_advances_the_version(records):
    assert records.advance("g1", 0, Addition(3))
    assert records.read("g1") == Ledger(3)


def test_concurrent_advances_from_the_same_version_let_exactly_one_win(records):
    outcomes: list[bool] = []
    threads = [
        threading.Thread(target=lambda n=n: outcomes.append(records.advance("g1", 0, Addition(1, (entry(1, n),)))))
        for n in range(1, 9)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) == [False] * 7 + [True]
    assert len(records.read("g1").entries) == 1
