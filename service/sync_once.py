"""The Flask app class: Flask, with the check whether a view or hook is a coroutine made once per function."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Flask


class FurlongFlask(Flask):
    """Flask checks every view and hook for a coroutine on each call (`ensure_sync`, 5-7 checks a request); the
    answer for a function never changes, so it is kept."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._synced: dict[Callable[..., Any], Callable[..., Any]] = {}

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        """Flask's own `ensure_sync`, kept per function."""
        try:
            return self._synced[func]
        except KeyError:
            synced = self._synced[func] = super().ensure_sync(func)
            return synced
        except TypeError:  # an unhashable callable
            return super().ensure_sync(func)
