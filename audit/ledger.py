"""Audit, step 5: the ledger rebuilt from the log balances, respects the cash floor and agrees with the end."""

from __future__ import annotations

import re
from typing import Any

from events.envelope import Envelope
from events.lifecycle import GameEnded
from games.base import Ruleset
from projections.ledger import JournalEntry, Ledger, balances, rebuild, seat_money, unbalanced

from .chain import discrepancy
from .checks import Folded

SEAT_CASH = re.compile(r"seat:(\d+):cash")


def money(amount: int) -> str:
    """$1,500 or -$500."""
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


def unbalanced_found(ledger: Ledger) -> list[dict]:
    """A discrepancy for every entry whose postings do not sum to zero."""
    return [
        discrepancy(
            e.version,
            "ledger",
            f"version {e.version}: entry {e.id} does not balance: its postings "
            f"sum to {money(sum(p.amount for p in e.postings))}, not $0",
        )
        for e in unbalanced(ledger)
    ]


def below_floor(entries: tuple[JournalEntry, ...], floor: int) -> list[dict]:
    """A discrepancy where each seat's cash first falls below the floor."""
    running: dict[str, int] = {}
    found, flagged = [], set()
    for entry in entries:
        for posting in entry.postings:
            if not SEAT_CASH.fullmatch(posting.account):
                continue
            running[posting.account] = running.get(posting.account, 0) + posting.amount
            if running[posting.account] < floor and posting.account not in flagged:
                flagged.add(posting.account)
                found.append(
                    discrepancy(
                        entry.version,
                        "ledger",
                        (
                            f"version {entry.version}: entry {entry.id} takes {posting.account} to "
                            f"{money(running[posting.account])}, below the floor of {money(floor)}"
                        ),
                    )
                )
    return found


def standings_found(envelopes: list[Envelope], events: list[Any], ledger: Ledger) -> tuple[bool | None, list[dict]]:
    """Whether GameEnded's standings equal each seat's money in the ledger (None before the end)."""
    ended = next((i for i, e in enumerate(events) if isinstance(e, GameEnded)), None)
    if ended is None:
        return None, []
    version, held, found = envelopes[ended].version, seat_money(balances(ledger.entries)), []
    for standing in events[ended].standings:
        if held.get(standing.seat, 0) != standing.money:
            found.append(
                discrepancy(
                    version,
                    "ledger",
                    f"version {version}: GameEnded gives seat {standing.seat} "
                    f"{money(standing.money)}, but the ledger gives seat {standing.seat} "
                    f"{money(held.get(standing.seat, 0))} (the sum of its seat:{standing.seat}:* "
                    "accounts)",
                )
            )
    return not found, found


def maintained_found(maintained: Ledger | None, rebuilt: Ledger) -> tuple[bool | None, list[dict]]:
    """Whether the server's maintained ledger equals the rebuild; a discrepancy at the first differing entry."""
    if maintained is None:
        return None, []
    for mine, theirs in zip(rebuilt.entries, maintained.entries):
        if mine != theirs:
            return False, [
                discrepancy(
                    mine.version,
                    "ledger",
                    f"version {mine.version}: entry {mine.id} of the "
                    f"server's ledger is not the entry rebuilt from the log",
                )
            ]
    if len(rebuilt.entries) != len(maintained.entries):
        return False, [
            discrepancy(
                None,
                "ledger",
                f"the server's ledger has {len(maintained.entries)} entries, the log gives {len(rebuilt.entries)}",
            )
        ]
    if dict(rebuilt.anchors) != dict(maintained.anchors):
        wrong = sorted(set(rebuilt.anchors.items()) ^ set(maintained.anchors.items()))[0][0]
        return False, [discrepancy(None, "ledger", f"the server's ledger resolves anchor {wrong} differently")]
    return True, []


def check_ledger(
    envelopes: list[Envelope],
    events: list[Any],
    ruleset: Ruleset,
    maintained: Ledger | None,
    folded: Folded | None = None,
) -> tuple[dict, list[dict]]:
    """Rebuild the ledger from the log (or take the audit's shared fold's) and check balance, cash floor,
    standings and the maintained copy."""
    try:
        if folded is None:
            rebuilt = rebuild(ruleset, envelopes)
        elif folded.ledger is None:
            raise folded.ledger_error or ValueError("the ledger was not rebuilt")
        else:
            rebuilt = folded.ledger
    except Exception as error:  # a forged log may hold anything: report it, never crash
        section = {
            "balanced": False,
            "entries": 0,
            "matches_maintained": None,
            "standings_match": None,
            "cash_floor_ok": False,
            "note": "the ledger cannot be rebuilt from this log",
        }
        return section, [discrepancy(None, "ledger", f"the ledger cannot be rebuilt from the log ({error!r})")]
    lopsided, floor = unbalanced_found(rebuilt), below_floor(rebuilt.entries, ruleset.cash_floor)
    standings_match, standings = standings_found(envelopes, events, rebuilt)
    matches, differs = maintained_found(maintained, rebuilt)
    section = {
        "balanced": not lopsided,
        "entries": len(rebuilt.entries),
        "matches_maintained": matches,
        "standings_match": standings_match,
        "cash_floor_ok": not floor,
    }
    return section, lopsided + floor + standings + differs
