import pytest
from workers.worker import publish_lagging
pytestmark = pytest.mark.integration
STREAM = {"Accept": "text/event-stream"}

def test_probe(http, platform):
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"bot": "random"}] * 2})
    publish_lagging(platform)
    cases = [
        {"limit": "abc"}, {"limit": "1.5"}, {"limit": "1e3"}, {"limit": ""}, {"limit": "9" * 5000},
        {"limit": "-1"}, {"limit": "0"}, {"limit": "1000.0"}, {"limit": "１０"}, {"limit": " 10"}, {"limit": "0x10"},
        {"after": ""}, {"after": "1-0" + "0" * 1300}, {"after": "now\n"}, {"after": "NOW"},
        {"after": "1-0", "foo": "x"}, {"after": "9" * 19 + "-0"}, {"after": "0-" + "9" * 19},
        {"after": "1" * 19 + "-" + "1" * 19}, {"after": "0-0", "limit": "1000"},
        {"after": "１-0"},
    ]
    for q in cases:
        r = http.get("/events", query_string=q)
        print(repr(q)[:80], r.status_code, r.mimetype, (r.get_data(as_text=True)[:200]))
    for raw in ["/events?after=%ED%A0%80", "/events?after=%FF", "/events?limit=%00", "/events?after=0-0%00"]:
        r = http.get(raw); print(raw, r.status_code, r.mimetype, r.get_data(as_text=True)[:200])
    for h in ["now", "0-0 0-0", "1-0\t", "9" * 19 + "-0", "-", "0-0." * 2, "x" * 8000, "٣-0".encode().decode("latin-1")]:
        r = http.get("/events", headers={**STREAM, "Last-Event-ID": h})
        print(repr(h)[:60], r.status_code, r.mimetype, r.get_data(as_text=True)[:200])
