"""The double-entry ledger, folded from the events: entries whose postings sum to zero, balances as sums."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from events.envelope import Envelope
from events.game import Game, apply, decoder, new_game, rules_before_each
from games.base import Entry, Event, Posting, Ruleset


@dataclass(frozen=True)
class JournalEntry:
    """One ledger entry: where it comes from (event version), what it moved, and why."""

    id: str
    version: int
    kind: str
    rule: str
    memo: str
    seat: int | None
    postings: tuple[Posting, ...]
    refs: Mapping[str, int] = field(default_factory=dict)
    figures: Mapping[str, int] = field(default_factory=dict)
    sealed: bool = False


@dataclass(frozen=True)
class Ledger:
    """The journal after event `version`, and the versions of the anchors entries refer to."""

    version: int = 0
    entries: tuple[JournalEntry, ...] = ()
    anchors: Mapping[str, int] = field(default_factory=dict)


def balances(entries: Iterable[JournalEntry]) -> dict[str, int]:
    """Every account's balance: the sum of its postings."""
    totals: dict[str, int] = defaultdict(int)
    for entry in entries:
        for posting in entry.postings:
            totals[posting.account] += posting.amount
    return dict(sorted(totals.items()))


def seat_money(totals: Mapping[str, int]) -> dict[int, int]:
    """Each seat's money: the sum of its `seat:N:*` balances (cash, less loans and debts; open stakes count)."""
    money: dict[int, int] = defaultdict(int)
    for account, total in totals.items():
        if account.startswith("seat:"):
            money[int(account.split(":")[1])] += total
    return dict(money)


@dataclass(frozen=True)
class Addition:
    """What some events add to a ledger: entries, and anchors (key -> version) they establish."""

    version: int
    entries: tuple[JournalEntry, ...] = ()
    anchors: Mapping[str, int] = field(default_factory=dict)


def _journal_entry(
    entry: Entry, envelope: Envelope, index: int, resolve: Callable[[str], int], sealed: bool
) -> JournalEntry:
    refs = {role: resolve(key) for role, key in entry.refs.items()}
    return JournalEntry(
        f"{envelope.version}.{index}",
        envelope.version,
        entry.kind,
        entry.rule,
        entry.memo,
        entry.seat,
        entry.postings,
        refs,
        dict(entry.figures),
        sealed,
    )


def addition(
    game: Game, ruleset: Ruleset, envelopes: Iterable[Envelope], known: Callable[[str], int]
) -> tuple[Addition, Game]:
    """What envelopes add to a ledger kept at `game`'s version; `known` resolves older anchors."""
    entries: list[JournalEntry] = []
    anchors: dict[str, int] = {}
    resolve = lambda key: anchors.get(key) or known(key)
    decode = decoder(ruleset)
    for envelope in envelopes:
        event = decode(envelope)
        journal_step(game.rules, ruleset, envelope, event, entries, anchors, resolve)
        game = apply(game, ruleset, envelope, event)
    return Addition(game.version, tuple(entries), anchors), game


def decided_addition(
    game: Game, ruleset: Ruleset, events: Sequence[Event], envelopes: Sequence[Envelope], known: Callable[[str], int]
) -> Addition:
    """What a just-decided batch adds to a ledger kept at `game`'s version: `addition` of its envelopes, from the
    typed events themselves (not decoded again) and the rules states the handler's fold already made."""
    entries: list[JournalEntry] = []
    anchors: dict[str, int] = {}
    resolve = lambda key: anchors.get(key) or known(key)
    for rules, envelope, event in zip(rules_before_each(game, ruleset, events), envelopes, events, strict=True):
        journal_step(rules, ruleset, envelope, event, entries, anchors, resolve)
    return Addition(envelopes[-1].version if envelopes else game.version, tuple(entries), anchors)


def journal_step(
    rules: object,
    ruleset: Ruleset,
    envelope: Envelope,
    event: Event,
    entries: list[JournalEntry],
    anchors: dict[str, int],
    resolve: Callable[[str], int],
) -> None:
    """Add one event's entries and anchors (`rules`: the state before the event); `resolve` sees `anchors`."""
    declared = ruleset.journal(rules, event) if rules is not None else ()
    named = ruleset.anchors(event)
    if named:  # a tuple (Ruleset.anchors): most events name none
        anchors.update(dict.fromkeys(named, envelope.version))
    if declared:  # a tuple or list (Ruleset.journal): most events declare no entry
        sealed = bool(type(event).SECRET)
        entries += [_journal_entry(e, envelope, i, resolve, sealed) for i, e in enumerate(declared)]


def rebuild(ruleset: Ruleset, envelopes: list[Envelope]) -> Ledger:
    """The ledger folded from the whole log, from nothing."""
    if not envelopes:
        return Ledger()
    added, _ = addition(new_game(envelopes[0].game_id, ruleset.id), ruleset, envelopes, lambda key: 0)
    return Ledger(added.version, added.entries, added.anchors)


def unbalanced(ledger: Ledger) -> list[JournalEntry]:
    """Entries whose postings do not sum to zero."""
    return [e for e in ledger.entries if sum(p.amount for p in e.postings) != 0]
