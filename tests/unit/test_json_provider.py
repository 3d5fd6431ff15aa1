"""Answers' JSON through orjson reads back as the same value Flask's own provider writes."""

import json
from dataclasses import dataclass
from datetime import UTC, datetime

import pytest
from flask import Flask
from flask.json.provider import DefaultJSONProvider

from service.json_provider import FastJSONProvider


@dataclass
class Seat:
    name: str
    left: bool


DOCUMENTS = [
    {"game_id": "abc", "version": 12, "view": {"0": [1, 2], 3: (4.5, None)}, "ok": True},
    {"text": "Émile — 競馬 \u2028", "floats": [0.1, 1e16, -2.5e-7, 123456789.125], "empty": {}},
    [{"seat": Seat("Ann", False)}, datetime(2026, 11, 23, 4, 30, tzinfo=UTC)],
    {"big": 2**70, "small": -(2**63)},
]


@pytest.fixture
def app():
    return Flask(__name__)


@pytest.fixture
def providers(app):
    default = DefaultJSONProvider(app)
    default.sort_keys = False  # as the service sets it
    return FastJSONProvider(app), default


@pytest.mark.parametrize("document", DOCUMENTS)
def test_a_document_reads_back_as_flasks_own_provider_writes_it(providers, document):
    fast, default = providers
    assert json.loads(fast.dumps(document)) == json.loads(default.dumps(document))


def test_keys_keep_their_order(providers):
    fast, _ = providers
    assert list(json.loads(fast.dumps({"b": 1, "a": 2, "c": 3}))) == ["b", "a", "c"]


def test_a_response_is_json_ending_in_a_newline(providers):
    fast, _ = providers
    with fast._app.app_context():
        response = fast.response({"version": 3})
    assert response.mimetype == "application/json"
    assert response.get_data() == b'{"version":3}\n'
