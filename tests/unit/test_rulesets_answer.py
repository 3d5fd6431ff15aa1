"""GET /rulesets: its JSON is written once per app (the rulesets are fixed when the app is made), and each app
answers with its own rulesets."""

from bootstrap import in_memory_platform
from devtools.toy import TOY
from service import create_app
from service import rulesets as route


def test_the_rulesets_are_described_once_however_often_they_are_asked_for(monkeypatch):
    described = []
    monkeypatch.setattr(route, "describe", lambda ruleset: described.append(ruleset.id) or {"id": ruleset.id})
    client = create_app(platform=in_memory_platform(rulesets={TOY.id: TOY})).test_client()
    answers = [client.get("/rulesets") for _ in range(3)]
    assert [a.json for a in answers] == [[{"id": TOY.id}]] * 3
    assert described == [TOY.id]


def test_each_app_answers_with_its_own_rulesets():
    toy_only = create_app(platform=in_memory_platform(rulesets={TOY.id: TOY})).test_client()
    every = create_app(platform=in_memory_platform()).test_client()
    assert [r["id"] for r in toy_only.get("/rulesets").json] == [TOY.id]
    assert "neck_and_neck" in [r["id"] for r in every.get("/rulesets").json]
    assert [r["id"] for r in toy_only.get("/rulesets").json] == [TOY.id]


def test_the_answer_is_json_with_the_full_description():
    answer = create_app(platform=in_memory_platform()).test_client().get("/rulesets")
    assert answer.status_code == 200 and answer.mimetype == "application/json"
    neck = next(r for r in answer.json if r["id"] == "neck_and_neck")
    assert neck == route.describe(in_memory_platform().rulesets["neck_and_neck"])
