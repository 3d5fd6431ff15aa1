"""A finished game's archived object: its export compressed, the same bytes every time, and verified when read."""

from __future__ import annotations

import dataclasses
import json

import pytest
import zstandard

from audit.archived import ArchivedInvalid, archived_object, export_text, game_key, open_archived
from audit.verify import scan_export
from events.signing import SigningKey
from tests.support.logs import finished_log, running_log

KEY = SigningKey.generate()
KEYS = {KEY.key_id: KEY.public_raw()}


def compressed(text: str) -> bytes:
    """Text as a zstd frame, as an archived object holds it."""
    return zstandard.ZstdCompressor().compress(text.encode())


def game_id() -> str:
    return finished_log()[0].game_id


def test_a_finished_game_is_archived_under_its_game_key():
    assert game_key("g1") == "games/g1.ndjson.zst"


def test_the_object_is_the_export_signed_at_the_last_event_and_reads_back_whole():
    log = list(finished_log())
    envelopes, checkpoint = open_archived(game_id(), archived_object(log, KEY), KEYS)
    assert envelopes == log
    assert checkpoint["version"] == log[-1].version and checkpoint["hash"] == log[-1].hash
    assert checkpoint["at"] == log[-1].at and checkpoint["key_id"] == KEY.key_id


def test_the_same_log_makes_the_same_bytes_however_often_it_is_archived():
    assert archived_object(list(finished_log()), KEY) == archived_object(list(finished_log()), KEY)


def test_the_object_decompresses_to_the_export_format_that_the_offline_audit_reads():
    text = zstandard.ZstdDecompressor().decompress(archived_object(list(finished_log()), KEY)).decode()
    export = scan_export(text.splitlines())
    assert export.envelopes == list(finished_log()) and export.closed and len(export.checkpoints) == 1


def test_a_running_game_is_not_archived():
    with pytest.raises(ValueError, match="GameEnded"):
        archived_object(running_log(), KEY)


def test_an_object_signed_by_an_unknown_key_does_not_verify():
    blob = archived_object(list(finished_log()), SigningKey.generate())
    with pytest.raises(ArchivedInvalid, match="unknown key"):
        open_archived(game_id(), blob, KEYS)


def test_a_tampered_event_breaks_the_chain():
    log = list(finished_log())
    log[3] = dataclasses.replace(log[3], data={**log[3].data, "forged": True})
    text = export_text(log, KEY.checkpoint(game_id(), log[-1].version, log[-1].hash, log[-1].at))
    with pytest.raises(ArchivedInvalid, match="hash does not match"):
        open_archived(game_id(), compressed(text), KEYS)


def test_a_log_cut_short_is_refused_even_with_a_true_signature():
    log = list(finished_log())[:-1]
    text = export_text(log, KEY.checkpoint(game_id(), log[-1].version, log[-1].hash, log[-1].at))
    with pytest.raises(ArchivedInvalid, match="not GameEnded"):
        open_archived(game_id(), compressed(text), KEYS)


def test_a_checkpoint_of_another_version_is_refused():
    log = list(finished_log())
    text = export_text(log, KEY.checkpoint(game_id(), log[-2].version, log[-2].hash, log[-2].at))
    with pytest.raises(ArchivedInvalid, match="not the whole log"):
        open_archived(game_id(), compressed(text), KEYS)


def test_another_games_object_is_refused():
    with pytest.raises(ArchivedInvalid, match="not 'other'"):
        open_archived("other", archived_object(list(finished_log()), KEY), KEYS)


def test_bytes_that_are_not_zstd_are_refused():
    with pytest.raises(ArchivedInvalid, match="not a compressed export"):
        open_archived(game_id(), json.dumps({"x": 1}).encode(), KEYS)
