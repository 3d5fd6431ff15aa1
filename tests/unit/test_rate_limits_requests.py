"""The rate limits as a client meets them: settings, who a request counts against, and the 429 (in memory)."""

from __future__ import annotations

import pytest

from app.rate_limits import InMemoryRateLimiter, Limit
from bootstrap import in_memory_platform
from service import create_app
from service.throttle import (
    EXTENSION,
    address_subject,
    client_address,
    is_exempt,
    seat_subject,
    settings_from,
)

PUBLIC = {"REMOTE_ADDR": "203.0.113.7"}
LOW = {
    "RATE_LIMIT_ADDRESS_PER_S": "1",
    "RATE_LIMIT_ADDRESS_BURST": "4",
    "RATE_LIMIT_SEAT_PER_S": "1",
    "RATE_LIMIT_SEAT_BURST": "2",
}


class Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return Clock()


def app_with(clock, admin="", **config):
    app = create_app(
        {"TESTING": True, **LOW, **config}, platform=in_memory_platform(config={"FURLONG_ADMIN_TOKEN": admin})
    )
    app.extensions[EXTENSION] = InMemoryRateLimiter(clock)
    return app


def statuses(client, count, path="/rulesets", **headers):
    return [client.get(path, headers=headers, environ_base=PUBLIC).status_code for _ in range(count)]


def test_the_defaults_limit_addresses_seats_and_costly_routes_and_exempt_nobody(monkeypatch):
    monkeypatch.delenv("RATE_LIMIT_EXEMPT", raising=False)  # the suite's own exemption of loopback
    settings = settings_from({})
    assert settings.enabled and settings.trusted_proxies == 0 and settings.exempt == ()
    assert settings.address == Limit(20, 120) and settings.seat == Limit(10, 50)
    assert settings.network == Limit(80, 480) and settings.feeds_per_address == 32
    assert settings.routes == {"CREATE": Limit(0.2, 10), "BOTS": Limit(0.05, 3), "COSTLY": Limit(1, 10)}


def test_an_exempt_list_exempts_its_networks_and_mapped_addresses():
    exempt = settings_from({"RATE_LIMIT_EXEMPT": "127.0.0.0/8,::1"}).exempt
    assert is_exempt("127.0.0.1", exempt) and is_exempt("::1", exempt) and is_exempt("::ffff:127.0.0.1", exempt)
    assert not is_exempt("203.0.113.7", exempt)


def test_a_rate_of_zero_turns_that_limit_off_and_off_turns_all_off():
    assert settings_from({"RATE_LIMIT_SEAT_PER_S": "0"}).seat is None
    assert settings_from({"RATE_LIMITS": "off"}).enabled is False


@pytest.mark.parametrize(
    "config,named",
    [
        ({"RATE_LIMITS": "maybe"}, "RATE_LIMITS"),
        ({"RATE_LIMIT_SEAT_BURST": "0"}, "RATE_LIMIT_SEAT_BURST"),
        ({"RATE_LIMIT_ADDRESS_PER_S": "fast"}, "RATE_LIMIT_ADDRESS_PER_S"),
        ({"RATE_LIMIT_EXEMPT": "not-a-network"}, "RATE_LIMIT_EXEMPT"),
        ({"RATE_LIMIT_TRUSTED_PROXIES": "-1"}, "RATE_LIMIT_TRUSTED_PROXIES"),
    ],
)
def test_a_bad_setting_stops_the_app_from_starting_and_is_named(config, named):
    with pytest.raises(ValueError, match=named):
        settings_from(config)


def test_the_environment_sets_what_the_app_config_does_not(monkeypatch):
    monkeypatch.setenv("RATE_LIMIT_SEAT_BURST", "7")
    assert settings_from({}).seat == Limit(10, 7)
    assert settings_from({"RATE_LIMIT_SEAT_BURST": 9}).seat == Limit(10, 9)


def test_x_forwarded_for_counts_only_behind_as_many_trusted_proxies():
    assert client_address("10.0.0.2", "198.51.100.1", 0) == ("10.0.0.2", True)
    assert client_address("10.0.0.2", "6.6.6.6, 198.51.100.1", 1) == ("198.51.100.1", True)
    assert client_address("10.0.0.2", "198.51.100.1, 10.0.0.1", 2) == ("198.51.100.1", True)


def test_a_missing_hop_or_a_hop_that_is_no_address_counts_against_the_proxy_and_is_never_exempt():
    assert client_address("127.0.0.1", "", 1) == ("127.0.0.1", False)
    assert client_address("127.0.0.1", "198.51.100.1", 2) == ("127.0.0.1", False)
    assert client_address("127.0.0.1", "not-an-ip", 1) == ("127.0.0.1", False)


def test_an_ipv6_client_counts_as_its_64_and_a_seat_as_a_short_hash_of_its_token():
    assert (
        address_subject("2001:db8:1:2:aaaa::1") == address_subject("2001:db8:1:2:bbbb::9") == "addr:2001:db8:1:2::/64"
    )
    assert address_subject("not an address") is None
    assert seat_subject("secret-token").startswith("seat:") and "secret-token" not in seat_subject("secret-token")
    assert len(seat_subject("secret-token")) == len("seat:") + 16


def test_an_address_over_its_burst_gets_a_problem_429_naming_the_rule_with_retry_after(clock):
    client = app_with(clock).test_client()
    assert statuses(client, 4) == [200] * 4
    answer = client.get("/rulesets", environ_base=PUBLIC)
    assert answer.status_code == 429 and answer.mimetype == "application/problem+json"
    assert answer.headers["Retry-After"] == "1"
    assert answer.json["rule"] == "rate.address" and answer.json["title"] == "Too Many Requests"
    assert "1 requests/s (bursts of 4)" in answer.json["detail"]


def test_an_address_may_go_on_once_it_waited_retry_after(clock):
    client = app_with(clock).test_client()
    statuses(client, 5)
    clock.now += 1
    assert statuses(client, 2) == [200, 429]


def test_a_seat_token_is_limited_whatever_address_it_comes_from(clock):
    client = app_with(clock, RATE_LIMIT_ADDRESS_PER_S="0").test_client()
    auth = {"Authorization": "Bearer tok"}
    answers = [
        client.get("/rulesets", headers=auth, environ_base={"REMOTE_ADDR": f"198.51.100.{n}"}) for n in (1, 2, 3)
    ]
    assert [a.status_code for a in answers] == [200, 200, 429]
    assert answers[2].json["rule"] == "rate.seat"


def test_loopback_is_limited_by_default_and_exempt_only_when_listed(clock, monkeypatch):
    monkeypatch.delenv("RATE_LIMIT_EXEMPT", raising=False)
    strict = app_with(clock).test_client()
    assert [strict.get("/rulesets").status_code for _ in range(5)] == [200] * 4 + [429]
    local = app_with(clock, RATE_LIMIT_EXEMPT="127.0.0.0/8").test_client()
    assert {local.get("/rulesets").status_code for _ in range(10)} == {200}


def test_behind_a_proxy_no_header_makes_a_loopback_proxy_exempt_or_turns_the_limit_off(clock):
    client = app_with(clock, RATE_LIMIT_EXEMPT="127.0.0.0/8", RATE_LIMIT_TRUSTED_PROXIES="1").test_client()
    for forwarded in ("", "not-an-ip", "203.0.113.9, "):
        answers = [client.get("/rulesets", headers={"X-Forwarded-For": forwarded}) for _ in range(5)]
        assert answers[-1].status_code == 429, forwarded
        clock.now += 60


def test_an_ipv6_site_shares_one_network_limit_across_its_64s(clock):
    client = app_with(clock, RATE_LIMIT_NETWORK_PER_S="1", RATE_LIMIT_NETWORK_BURST="6").test_client()
    answers = [
        client.get("/rulesets", environ_base={"REMOTE_ADDR": f"2001:db8:7:{n:x}::1"}).status_code for n in range(8)
    ]
    assert answers == [200] * 6 + [429] * 2


def test_the_house_is_never_throttled(clock):
    client = app_with(clock, admin="house-secret").test_client()
    assert statuses(client, 20, Authorization="Bearer house-secret") == [200] * 20
    assert statuses(client, 5, Authorization="Bearer not-the-house")[-1] == 429


def test_healthz_is_never_throttled(clock):
    client = app_with(clock).test_client()
    statuses(client, 5)
    assert 429 not in statuses(client, 3, path="/healthz")  # 503 here: an in-memory platform has no Redis


def test_the_page_files_are_never_throttled_so_reloads_keep_the_api_budget(clock):
    client = app_with(clock).test_client()
    assert 429 not in statuses(client, 12, path="/web/js/main.js")
    assert statuses(client, 5) == [200] * 4 + [429]


def test_unknown_paths_count_too(clock):
    client = app_with(clock).test_client()
    assert statuses(client, 5, path="/nowhere") == [404] * 4 + [429]


def test_with_rate_limits_off_nothing_is_counted(clock):
    client = app_with(clock, RATE_LIMITS="off").test_client()
    assert set(statuses(client, 10)) == {200}


def test_a_browser_page_on_another_origin_may_read_the_429_and_its_retry_after(clock):
    client = app_with(clock).test_client()
    statuses(client, 4)
    answer = client.get("/rulesets", headers={"Origin": "https://example.org"}, environ_base=PUBLIC)
    assert answer.status_code == 429 and answer.headers["Access-Control-Allow-Origin"] == "*"
    assert "Retry-After" in answer.headers["Access-Control-Expose-Headers"]


def test_creating_games_meets_its_own_limit_and_all_bot_games_a_stricter_one(clock):
    client = app_with(clock, RATE_LIMIT_ADDRESS_PER_S="100", RATE_LIMIT_ADDRESS_BURST="100").test_client()
    bots = {"ruleset": "neck_and_neck", "seats": [{"bot": "random"}, {"bot": "random"}]}
    made = [client.post("/games", json=bots, environ_base=PUBLIC) for _ in range(4)]
    assert [m.status_code for m in made] == [201, 201, 201, 429] and made[-1].json["rule"] == "rate.bots"
    assert "all-bot games" in made[-1].json["detail"] and made[-1].headers["Retry-After"] == "20"
    humans = {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}]}
    made = [client.post("/games", json=humans, environ_base=PUBLIC) for _ in range(7)]  # 4 of the burst of 10 spent
    assert [m.status_code for m in made] == [201] * 6 + [429] and made[-1].json["rule"] == "rate.create"


def test_audits_count_against_their_own_limit(clock):
    client = app_with(clock, RATE_LIMIT_ADDRESS_PER_S="100", RATE_LIMIT_ADDRESS_BURST="100").test_client()
    body = {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}]}
    game = client.post("/games", json=body, environ_base=PUBLIC).json
    answers = [client.get(f"/games/{game['game_id']}/audit", environ_base=PUBLIC) for _ in range(11)]
    assert [a.status_code for a in answers] == [200] * 10 + [429] and answers[-1].json["rule"] == "rate.costly"


def test_an_all_bot_game_with_an_expert_seat_counts_by_its_thinking_time(clock):
    client = app_with(clock, RATE_LIMIT_ADDRESS_PER_S="100", RATE_LIMIT_ADDRESS_BURST="100").test_client()
    expert = {"ruleset": "neck_and_neck", "seats": [{"bot": "expert"}, {"bot": "basic"}]}
    plain = {"ruleset": "neck_and_neck", "seats": [{"bot": "basic"}, {"bot": "basic"}]}
    assert client.post("/games", json=expert, environ_base=PUBLIC).status_code == 201
    refused = client.post("/games", json=plain, environ_base=PUBLIC)
    assert refused.status_code == 429 and refused.json["rule"] == "rate.bots"
    assert refused.headers["Retry-After"] == "180", "1 + 10 games' worth spent: 11 x 20 s, less the burst's 60 s"
    clock.now += 180
    assert client.post("/games", json=plain, environ_base=PUBLIC).status_code == 201
    quick = {**expert, "options": {"expert_ms": 50}}  # thinking a tenth as long: one game's worth more
    clock.now += 3 * 20
    made = [client.post("/games", json=quick, environ_base=PUBLIC).status_code for _ in range(2)]
    assert made == [201, 429]


def test_a_table_of_people_with_expert_stand_ins_counts_as_a_table_of_experts(clock):
    client = app_with(clock, RATE_LIMIT_ADDRESS_PER_S="100", RATE_LIMIT_ADDRESS_BURST="100").test_client()
    seats = [{"name": "Ann"}, {"name": "Bob"}]
    people = {"ruleset": "neck_and_neck", "seats": seats, "options": {"stand_in": "expert"}}
    assert client.post("/games", json=people, environ_base=PUBLIC).status_code == 201
    refused = client.post("/games", json=people, environ_base=PUBLIC)
    assert refused.status_code == 429 and refused.json["rule"] == "rate.bots"
    assert refused.headers["Retry-After"] == "420", "two seats' experts: 1 + 20 games' worth at 20 s each"
