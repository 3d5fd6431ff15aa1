"""One ledger entry explained in plain words: the bet and the result behind it, the rule and the arithmetic."""

from __future__ import annotations

from collections.abc import Mapping

from events.envelope import Envelope
from games.base import Ruleset
from games.codec import to_jsonable
from projections.ledger import JournalEntry, rebuild

from .chain import find_ruleset
from .ledger import money


def arithmetic(figures: Mapping[str, int]) -> str:
    """The entry's figures as a sum: "stake $500 x 3 = $1,500", or each figure named."""
    if {"stake", "multiplier", "amount"} <= set(figures):
        return f"stake {money(figures['stake'])} x {figures['multiplier']} = {money(figures['amount'])}"
    return ", ".join(f"{name} {money(value)}" for name, value in figures.items())


def headline(entry: JournalEntry) -> str:
    """What the entry does, e.g. "Entry 312.2 pays seat 1 $1,500"."""
    whose = f"seat {entry.seat}" if entry.seat is not None else "the bank"
    amount = money(abs(entry.figures.get("amount", entry.figures.get("stake", 0))))
    verbs = {
        "payout": f"pays {whose} {amount}",
        "loss": f"collects {whose}'s {amount} stake for the bank",
        "stake": f"sets aside {whose}'s stake of {amount}",
        "deposit": f"gives {whose} {amount}",
    }
    return f"Entry {entry.id} " + verbs.get(entry.kind, f"({entry.kind}) moves money for {whose}")


def cited(envelopes: list[Envelope], version: int | None) -> dict | None:
    """The event at a version as {version, type, data}, or None when the entry does not refer to one."""
    envelope = next((e for e in envelopes if version and e.version == version), None)
    if envelope is None:
        return None
    return {"version": envelope.version, "type": envelope.type, "data": envelope.data}


def sentence(entry: JournalEntry, bet: dict | None, result: dict | None) -> str:
    """The explanation: headline, why (memo and the result's event), the bet's event, the rule and its sum."""
    parts = [headline(entry) + ": " + entry.memo.split(":")[0] + (f" (event {result['version']})" if result else "")]
    if bet:
        on = f" on horse {bet['data']['horse']}" if "horse" in bet["data"] else ""
        stake = bet["data"].get("amount", entry.figures.get("stake", 0))
        parts.append(f"the bet of {money(stake)}{on} was placed at event {bet['version']}")
    parts.append(f"rule {entry.rule}: {arithmetic(entry.figures)}.")
    return "; ".join(parts)


def explain_payout(envelopes: list[Envelope], rulesets: Mapping[str, Ruleset], entry_id: str) -> dict:
    """The ledger entry with that id, explained from the log (KeyError when the ledger has none)."""
    ruleset, problem = find_ruleset(envelopes, rulesets)
    if ruleset is None:
        raise KeyError(f"no ledger entry {entry_id!r}: {problem}")
    entry = next((e for e in rebuild(ruleset, envelopes).entries if e.id == entry_id), None)
    if entry is None:
        raise KeyError(f"no ledger entry {entry_id!r}")
    bet, result = cited(envelopes, entry.refs.get("bet")), cited(envelopes, entry.refs.get("result"))
    return {
        "entry": to_jsonable(entry),
        "explanation": sentence(entry, bet, result),
        "bet": bet,
        "result": result,
        "rule": entry.rule,
        "arithmetic": arithmetic(entry.figures),
    }
