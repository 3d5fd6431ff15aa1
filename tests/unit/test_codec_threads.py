"""Decoders are made once per type hint, safely while many threads decode at once (web threads share them)."""

from __future__ import annotations

import threading
import time

from games import codec
from games.codec import from_jsonable, to_jsonable
from games.registry import RULESETS
from workers.simulate import play_game


def test_threads_that_decode_new_hints_at_once_all_get_every_value(monkeypatch):
    ruleset = RULESETS["jockey"]
    classes = {event_class.TYPE: event_class for event_class in ruleset.events}
    log = play_game(ruleset, ("basic", "random"), 1).envelopes
    logged = [(classes[e.type], e.data) for e in log if e.type in classes]
    expected = [from_jsonable(cls, data) for cls, data in logged]
    real = codec._decoder_for

    def slowly(hint):
        time.sleep(0.002)  # widens the window in which another thread meets a half-made decoder
        return real(hint)

    monkeypatch.setattr(codec, "_decoder_for", slowly)
    monkeypatch.setattr(codec, "_DECODERS", {})
    start, results, errors = threading.Barrier(8), [], []

    def decode():
        start.wait()
        try:
            results.append([from_jsonable(cls, data) for cls, data in logged])
        except RecursionError as error:
            errors.append(error)

    threads = [threading.Thread(target=decode) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert errors == [] and results == [expected] * 8
    assert [to_jsonable(event) for event in expected] == [data for _, data in logged]
