"""Upcasters: old event schemas rewritten to the current one on read."""
from __future__ import annotations

from typing import Callable

# (ruleset id, event type, schema it reads) -> the data at schema + 1; platform events use "platform".
UPCASTERS: dict[tuple[str, str, int], Callable[[dict], dict]] = {}


def upcast(owner: str, type_name: str, schema: int, data: dict) -> dict:
    """Apply upcasters until no newer schema is registered."""
    while (owner, type_name, schema) in UPCASTERS:
        data = UPCASTERS[(owner, type_name, schema)](data)
        schema += 1
    return data
