"""events/bounded.Bounded: a process's bounded memory keeps the newest entries and drops the oldest first."""

from __future__ import annotations

import threading

from events.bounded import Bounded


def test_past_its_limit_the_oldest_entries_are_dropped_first():
    kept: Bounded[str, int] = Bounded(3)
    for number, key in enumerate("abcd"):
        kept.put(key, number)
    assert len(kept) == 3 and kept.get("a") is None and [kept.get(k) for k in "bcd"] == [1, 2, 3]


def test_putting_a_key_again_makes_it_the_newest():
    kept: Bounded[str, int] = Bounded(2)
    kept.put("a", 1)
    kept.put("b", 2)
    kept.put("a", 3)
    kept.put("c", 4)
    assert kept.get("b") is None and (kept.get("a"), kept.get("c")) == (3, 4)


def test_merge_chooses_from_what_is_kept():
    kept: Bounded[str, int] = Bounded(2)
    kept.merge("a", lambda known: 10 if known is None else known + 1)
    kept.merge("a", lambda known: 10 if known is None else known + 1)
    assert kept.get("a") == 11


def test_pop_forgets_a_key_and_a_missing_key_is_no_error():
    kept: Bounded[str, int] = Bounded(2)
    kept.put("a", 1)
    kept.pop("a")
    kept.pop("never")
    assert kept.get("a") is None and len(kept) == 0


def test_many_threads_putting_at_once_never_leave_more_than_the_limit():
    kept: Bounded[int, int] = Bounded(50)

    def put_many(offset: int) -> None:
        for number in range(2_000):
            kept.put(offset + number, number)

    threads = [threading.Thread(target=put_many, args=(10_000 * t,)) for t in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(kept) == 50
