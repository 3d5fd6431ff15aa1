"""Events stored under an older schema are rewritten on read: old logs still load, replay and audit."""

from __future__ import annotations

from dataclasses import replace

from audit.verify import audit
from events.envelope import Envelope
from events.game import decode
from games.registry import RULESETS
from tests.support.logs import finished_log

NN = RULESETS["neck_and_neck"]


def as_schema_1(log) -> list[Envelope]:
    """The log as the first release stored it: BetPlaced without salt_nonce, hashes chained anew."""
    old, prev = [], log[0].prev_hash
    for envelope in log:
        if envelope.type == "BetPlaced":
            data = {k: v for k, v in envelope.data.items() if k != "salt_nonce"}
            envelope = replace(envelope, schema=1, data=data)
        envelope = replace(envelope, prev_hash=prev).sealed()
        old.append(envelope)
        prev = envelope.hash
    return old


def test_a_schema_1_bet_reads_with_the_nonce_of_its_commands_first_draw():
    stored = next(e for e in as_schema_1(finished_log()) if e.type == "BetPlaced")
    assert decode(NN, stored).salt_nonce == f"{stored.version}.0"


def test_a_whole_log_stored_under_schema_1_still_audits_clean():
    report = audit(as_schema_1(finished_log()), RULESETS)
    assert report["verified"] is True, report["discrepancies"][:3]
