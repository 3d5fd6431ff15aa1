"""Every stored event of recorded games of every ruleset is encoded again into the very bytes the tree before
issue 38's codec changes stored and hashed (tests/fixtures/golden_logs/record.py recorded them from 9c9b5c5).

Per event: the stored text (`Envelope.to_json`), the canonical bytes its hash is worked out over (the hash and
the chain hold), and the event's data decoded to its class and encoded again by the codec, in canonical bytes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from events.envelope import ZERO_HASH, Envelope
from events.game import decode
from games.codec import canonical_json, to_jsonable
from games.registry import RULESETS

LOGS = Path(__file__).parents[1] / "fixtures" / "golden_logs"


def test_every_ruleset_has_a_golden_log() -> None:
    assert {path.stem for path in LOGS.glob("*.ndjson")} == set(RULESETS)


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_every_stored_event_is_encoded_again_byte_for_byte(ruleset_id: str) -> None:
    ruleset = RULESETS[ruleset_id]
    lines = (LOGS / f"{ruleset_id}.ndjson").read_bytes().splitlines()
    assert len(lines) > 100
    prev_hash = ZERO_HASH
    for line in lines:
        envelope = Envelope.from_json(line)
        assert envelope.to_json().encode("utf-8") == line
        if envelope.version == 1:
            prev_hash = ZERO_HASH
        assert envelope.prev_hash == prev_hash
        assert envelope.hash_is_valid(), line
        assert envelope.sealed() == envelope
        event = decode(ruleset, envelope)
        again = to_jsonable(event)
        assert again == envelope.data, line
        assert canonical_json(again) == canonical_json(envelope.data), line
        prev_hash = envelope.hash
