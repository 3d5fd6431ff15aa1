"""The ledger as a viewer may see it: sealed entries stay redacted until the rules reveal their event."""

from __future__ import annotations

from collections.abc import Callable

from events.envelope import Envelope
from events.game import Game, decode
from games.base import Ruleset
from games.codec import to_jsonable

from .ledger import JournalEntry, Ledger, balances


def is_hidden(
    entry: JournalEntry, game: Game, ruleset: Ruleset, viewer: int | None, event_at: Callable[[int], Envelope]
) -> bool:
    """Whether the entry comes from a sealed event the viewer may not read yet."""
    if not entry.sealed or (viewer is not None and entry.seat == viewer):
        return False
    return not ruleset.is_revealed(game.rules, decode(ruleset, event_at(entry.version)))


def redacted(entry: JournalEntry) -> dict:
    """What others see of a sealed entry: that it exists, whose it is, nothing of its amounts."""
    return {"id": entry.id, "version": entry.version, "kind": entry.kind, "seat": entry.seat, "redacted": True}


def touches(entry: JournalEntry, seat: int) -> bool:
    """Whether an entry belongs to a seat's statement."""
    return entry.seat == seat or any(p.account.startswith(f"seat:{seat}:") for p in entry.postings)


def ledger_document(
    ledger: Ledger,
    game: Game,
    ruleset: Ruleset,
    viewer: int | None,
    event_at: Callable[[int], Envelope],
    seat: int | None,
    offset: int,
    limit: int,
) -> dict:
    """Accounts with balances and a page of the journal, as `viewer` may see them; one seat's if `seat`."""
    chosen = [e for e in ledger.entries if seat is None or touches(e, seat)]
    hidden = {e.id for e in chosen if is_hidden(e, game, ruleset, viewer, event_at)}
    visible = [e for e in chosen if e.id not in hidden]
    accounts = {
        name: total for name, total in balances(visible).items() if seat is None or name.startswith(f"seat:{seat}:")
    }
    page = chosen[offset : offset + limit]
    return {
        "game_id": game.game_id,
        "version": ledger.version,
        "seat": seat,
        "accounts": [{"account": name, "balance": total} for name, total in accounts.items()],
        "journal": [redacted(e) if e.id in hidden else to_jsonable(e) for e in page],
        "total_entries": len(chosen),
        "offset": offset,
        "limit": limit,
    }
