"""The command path's shortcuts give what the plain code gave: command ids, envelopes, the store's checks, wakeups."""

from __future__ import annotations

import threading
import uuid

import pytest

from events.envelope import ZERO_HASH, Envelope, chain
from events.handler import new_command_id
from events.store import InMemoryEventStore, check_contiguous


def test_a_command_id_is_a_random_uuid4_in_hex():
    ids = {new_command_id() for _ in range(1000)}
    assert len(ids) == 1000
    for command_id in ids:
        parsed = uuid.UUID(command_id)
        assert parsed.hex == command_id and parsed.version == 4 and parsed.variant == uuid.RFC_4122


def test_a_chained_envelope_is_the_dataclass_built_from_its_fields():
    drafts = [{"type": "Ticked", "schema": 1, "data": {"n": n}} for n in range(3)]
    for envelope in chain("g", 4, ZERO_HASH, drafts, "2026-01-01T00:00:00.000Z", {"seat": 0}, "c"):
        built = Envelope(**envelope.to_dict())
        assert envelope == built and vars(envelope) == vars(built) and envelope.hash_is_valid()


def test_a_draft_with_a_key_of_its_own_is_refused_as_before():
    with pytest.raises(TypeError):
        chain("g", 0, ZERO_HASH, [{"type": "T", "schema": 1, "data": {}, "extra": 1}], "t", {}, "c")


def test_a_batch_that_does_not_follow_the_expected_version_is_refused():
    (first, second) = chain("g", 0, ZERO_HASH, [{"type": "T", "schema": 1, "data": {}}] * 2, "t", {}, "c")
    check_contiguous(0, [first, second])
    for expected, batch in ((1, [first, second]), (0, [second]), (0, [first, first]), (0, [second, first])):
        with pytest.raises(ValueError):
            check_contiguous(expected, batch)


def test_an_append_wakes_a_reader_waiting_for_events():
    store = InMemoryEventStore()
    received: list[list[Envelope]] = []
    waiter = threading.Thread(target=lambda: received.append(store.wait_for_events("g", 0, 20.0)), daemon=True)
    waiter.start()
    while not store._waiting:  # the reader is waiting
        threading.Event().wait(0.001)
    store.append("g", 0, chain("g", 0, ZERO_HASH, [{"type": "T", "schema": 1, "data": {}}], "t", {}, "c"))
    waiter.join(5.0)
    assert [[e.version for e in batch] for batch in received] == [[1]] and store._waiting == 0
