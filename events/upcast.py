"""Upcasting: an event stored under an older schema is rewritten to the current one on read, never in the log."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

# (event type, schema it reads) -> the data at schema + 1, given the data and the event's version.
Upcasters = Mapping[tuple[str, int], Callable[[dict[str, Any], int], dict[str, Any]]]

# The platform's own events have had one schema so far.
PLATFORM_UPCASTERS: Upcasters = {}


def upcast(upcasters: Upcasters, type_name: str, schema: int, data: dict[str, Any], version: int) -> dict[str, Any]:
    """Apply upcasters from `schema` until no newer one is registered."""
    while (type_name, schema) in upcasters:
        data = upcasters[(type_name, schema)](data, version)
        schema += 1
    return data
