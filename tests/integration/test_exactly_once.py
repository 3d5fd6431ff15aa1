"""Exactly once under faults: whatever fails at any step of the command path, a client that retries with the
same Idempotency-Key ends with one append, and the answer it finally gets matches the log."""

from __future__ import annotations

import threading
import time

import pytest
import redis

from events.store import OutcomeUnknown
from projections.ledger import rebuild
from workers.worker import sweep

pytestmark = pytest.mark.integration

ADD = {"type": "Add", "amount": 2}


class FaultyStore:
    """The real store, failing (or hanging, then failing) once at one step of the command path."""

    def __init__(self, store, step: str, hang_s: float = 0.0):
        self._store, self.step, self.hang_s, self.fired = store, step, hang_s, False

    def __getattr__(self, name):
        return getattr(self._store, name)

    def receipt(self, game_id, key):
        self._maybe_fail("before the append", redis.ConnectionError("injected: connection refused"))
        return self._store.receipt(game_id, key)

    def load(self, load):
        """The handler's read of the game, failing at "before the append" like the store's reads."""

        def loading(game_id):
            self._maybe_fail("before the append", redis.ConnectionError("injected: connection refused"))
            return load(game_id)

        return loading

    def append(self, game_id, expected_version, envelopes, receipt=None, rows=None, rider=None):
        self._maybe_fail("during the append, not applied", OutcomeUnknown(game_id, "injected: dropped"))
        version = self._store.append(game_id, expected_version, envelopes, receipt, rows, rider)
        self._maybe_fail("during the append, applied", OutcomeUnknown(game_id, "injected: dropped"))
        return version

    def _maybe_fail(self, step: str, error: Exception) -> None:
        if step == self.step and not self.fired:
            self.fired = True
            time.sleep(self.hang_s)
            raise error


def failing_once(effect):
    """An effect that raises the first time it runs, then behaves."""
    state = {"fired": False}

    def flaky(outcome):
        if not state["fired"]:
            state["fired"] = True
            raise redis.ConnectionError(f"injected: {effect.__name__} failed")
        effect(outcome)

    flaky.__name__ = effect.__name__
    return flaky


def create(http, **options):
    body = {"ruleset": "toy", "seats": [{"name": "Ann"}, {"name": "Bob"}], "options": options}
    made = http.post("/games", json=body)
    assert made.status_code == 201, made.json
    return made.json["game_id"], {**bearer(made.json["seats"][0]["token"]), "Idempotency-Key": "bet-1"}


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def retried(send, attempts: int = 5):
    """What a careful client ends with: it retries the same request while the answer is a 5xx."""
    answers = [send()]
    while answers[-1].status_code >= 500 and len(answers) < attempts:
        answers.append(send())
    return answers


def log_of(platform, game_id):
    return platform.store.read(game_id)


def assert_answer_matches_the_log(platform, game_id, answer):
    logged = {e.version: e.hash for e in log_of(platform, game_id)}
    assert answer["events"] and all(logged[e["version"]] == e["hash"] for e in answer["events"])


STORE_STEPS = ["before the append", "during the append, not applied", "during the append, applied"]


@pytest.mark.parametrize("hang_s", [0.0, 0.3], ids=["fails", "hangs"])
@pytest.mark.parametrize("step", STORE_STEPS)
def test_a_store_fault_at_any_step_ends_in_one_append_and_a_true_answer(http, platform, step, hang_s):
    game_id, headers = create(http)
    before = platform.store.version(game_id)
    platform.handler.store = faulty = FaultyStore(platform.store, step, hang_s)
    platform.handler.load = faulty.load(platform.handler.load)
    answers = retried(lambda: http.post(f"/games/{game_id}/commands", json=ADD, headers=headers))
    assert answers[0].status_code == 503 and answers[0].headers["Retry-After"] == "1"
    assert answers[-1].status_code == 201
    assert platform.store.version(game_id) == before + len(answers[-1].json["events"])
    assert_answer_matches_the_log(platform, game_id, answers[-1].json)


@pytest.mark.parametrize("effect", ["snapshot", "lobby_summary", "follow_ups", "tokens_of_leavers"])
def test_a_failing_after_commit_effect_never_turns_an_append_into_an_error(http, platform, effect):
    game_id, headers = create(http, turn_timeout_s=60)
    before = platform.store.version(game_id)
    platform.handler.effects[:] = [failing_once(e) if e.__name__ == effect else e for e in platform.handler.effects]
    first = http.post(f"/games/{game_id}/commands", json=ADD, headers=headers)
    again = http.post(f"/games/{game_id}/commands", json=ADD, headers=headers)
    assert first.status_code == again.status_code == 201 and first.json == again.json
    assert platform.store.version(game_id) == before + len(first.json["events"])
    assert_answer_matches_the_log(platform, game_id, first.json)


def test_a_failing_inline_projection_leaves_the_command_done_and_the_ledger_caught_up_when_read(http, platform):
    game_id, headers = create(http)
    project = platform.handler.inline

    def refuse(game, events, envelopes):
        platform.handler.inline = project
        raise redis.ConnectionError("injected: anchor lookup failed")

    platform.handler.inline = refuse
    first = http.post(f"/games/{game_id}/commands", json=ADD, headers=headers)
    assert first.status_code == 201
    assert platform.store.version(game_id) == first.json["version"] > platform.ledgers.version(game_id)
    assert platform.ledgers.current(game_id) == rebuild(platform.rulesets["toy"], platform.store.read(game_id))


def test_a_lobby_write_that_failed_after_the_append_is_caught_up_by_the_sweep(http, platform):
    game_id, headers = create(http, target=2)  # ADD ends the game: the lobby must show it finished
    platform.handler.effects[:] = [
        failing_once(e) if e.__name__ == "lobby_summary" else e for e in platform.handler.effects
    ]
    sent = http.post(f"/games/{game_id}/commands", json=ADD, headers=headers)
    assert sent.json["events"][-1]["type"] == "GameEnded"
    listed = {g["game_id"]: (g["version"], g["status"]) for g in http.get("/games").json["games"]}
    assert listed[game_id][1] == "running"
    sweep(platform)
    listed = {g["game_id"]: (g["version"], g["status"]) for g in http.get("/games").json["games"]}
    assert listed[game_id] == (sent.json["version"], "finished")


def test_a_failure_before_scheduling_a_deadline_leaves_the_command_done(http, platform):
    game_id, headers = create(http, turn_timeout_s=60)
    scheduled = platform.scheduler.timeout

    def refuse(*args):
        platform.scheduler.timeout = scheduled
        raise redis.ConnectionError("injected: queue unavailable")

    platform.scheduler.timeout = refuse
    sent = http.post(f"/games/{game_id}/commands", json=ADD, headers=headers)
    assert sent.status_code == 201
    assert platform.store.version(game_id) == sent.json["version"]


def test_concurrent_repeats_of_one_key_append_once_and_all_get_the_same_answer(app, platform):
    game_id, headers = create(app.test_client())
    before = platform.store.version(game_id)
    answers: list = []

    def send():
        answers.append(app.test_client().post(f"/games/{game_id}/commands", json=ADD, headers=headers))

    threads = [threading.Thread(target=send) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert {(a.status_code, str(a.json)) for a in answers} == {(201, str(answers[0].json))}
    assert platform.store.version(game_id) == before + len(answers[0].json["events"])


def test_a_retried_create_after_an_unknown_outcome_makes_one_game(http, platform):
    body = {"ruleset": "toy", "seats": [{"name": "Ann"}, {"name": "Bob"}]}
    platform.handler.store = FaultyStore(platform.store, "during the append, applied")
    keyed = {"Idempotency-Key": "make-1-Qm7vX2pL9tRw4ZcN8yHb"}
    answers = retried(lambda: http.post("/games", json=body, headers=keyed))
    assert [a.status_code for a in answers] == [503, 201]
    made = answers[-1].json
    assert platform.store.read(made["game_id"])[0].type == "GameCreated"
    sweep(platform)
    assert [g["game_id"] for g in http.get("/games").json["games"]] == [made["game_id"]]
    token = made["seats"][0]["token"]
    assert http.get(f"/games/{made['game_id']}/legal-commands", headers=bearer(token)).status_code == 200


def test_a_retry_after_a_failure_before_the_append_runs_the_command(http, platform):
    game_id, headers = create(http)
    before = platform.store.version(game_id)
    platform.handler.store = FaultyStore(platform.store, "during the append, not applied")
    failed = http.post(f"/games/{game_id}/commands", json=ADD, headers=headers)
    assert failed.status_code == 503 and platform.store.version(game_id) == before
    retried_once = http.post(f"/games/{game_id}/commands", json=ADD, headers=headers)
    assert retried_once.status_code == 201 and platform.store.version(game_id) > before


@pytest.mark.parametrize("route", ["/games", "/games/{game}/commands", "/games/{game}/seats/1/join"])
def test_an_empty_idempotency_key_is_a_400_and_appends_nothing(http, platform, route):
    game_id, headers = create(http)
    before = platform.store.version(game_id)
    path = route.format(game=game_id)
    sent = http.post(
        path,
        json={"ruleset": "toy", "seats": [{"name": "Ann"}]} if path == "/games" else ADD,
        headers={**headers, "Idempotency-Key": ""},
    )
    assert sent.status_code == 400 and sent.json["field"] == "Idempotency-Key"
    assert sent.mimetype == "application/problem+json"
    assert platform.store.version(game_id) == before and len(http.get("/games").json["games"]) == 1


def test_an_exhausted_connection_pool_is_a_503_with_retry_after(http, platform, monkeypatch):
    game_id, headers = create(http)

    def exhausted(*args, **kwargs):
        raise redis.exceptions.MaxConnectionsError("Too many connections")

    monkeypatch.setattr(platform.loader, "load", exhausted)
    sent = http.get(f"/games/{game_id}", headers=headers)
    assert sent.status_code == 503 and sent.headers["Retry-After"] == "1"
    assert sent.mimetype == "application/problem+json"


@pytest.mark.parametrize("accept", ["application/json", "text/event-stream"])
def test_last_event_id_is_validated_on_json_pages_and_the_live_feed_alike(http, accept):
    game_id, _ = create(http)
    sent = http.get(f"/games/{game_id}/events", headers={"Accept": accept, "Last-Event-ID": "abc"})
    assert sent.status_code == 400 and sent.json["field"] == "Last-Event-ID"


def test_json_pages_start_after_last_event_id(http):
    game_id, _ = create(http)
    page = http.get(f"/games/{game_id}/events", headers={"Last-Event-ID": "1"}).json
    assert page["events"][0]["version"] == 2


def test_an_offset_beyond_the_lobbys_bound_is_a_422_not_a_storage_error(http):
    answer = http.get("/games?offset=165783438454943023104")
    assert answer.status_code == 422 and "offset" in answer.json["errors"]
