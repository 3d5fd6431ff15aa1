"""The app checks each view or hook for a coroutine once, and answers as Flask's own check does."""

from __future__ import annotations

from flask import Flask

from service.sync_once import FurlongFlask


def test_a_plain_function_is_checked_once_and_answered_as_itself(monkeypatch):
    checked = []
    flasks_own = Flask.ensure_sync
    monkeypatch.setattr(Flask, "ensure_sync", lambda app, func: checked.append(func) or flasks_own(app, func))
    app = FurlongFlask(__name__)

    def view():
        return "ok"

    assert app.ensure_sync(view) is view
    assert app.ensure_sync(view) is view
    assert checked == [view]


def answer_of(app: Flask, func) -> str:
    """What `ensure_sync` gives for `func`: the kind of callable, or the error it raises."""
    try:
        return type(app.ensure_sync(func)).__name__
    except Exception as error:  # the error is the answer compared
        return repr(error)


def test_a_coroutine_function_gets_flasks_own_answer():
    async def view():
        return "ok"

    assert answer_of(FurlongFlask(__name__), view) == answer_of(Flask(__name__), view)
