"""A client that floods meets its limits, whatever it puts in its headers, and other games keep playing.

The server runs with `make run`'s defaults behind one trusted reverse proxy (RATE_LIMIT_TRUSTED_PROXIES=1), as
docs/deployment.md runs it; the proxy is on loopback, so a header that made the client look like the proxy would
once have made it exempt."""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests

from .conftest import Stack

BURST = 120  # RATE_LIMIT_ADDRESS_BURST's default


def flood(stack: Stack, count: int, forwarded: Callable[[int], str]) -> list[int]:
    """`count` cheap reads, 8 at a time, the n-th sent as from `forwarded(n)`; their statuses (and the first
    refusal's rule last)."""

    def one(n: int) -> requests.Response:
        return requests.get(stack.url + "/rulesets", headers={"X-Forwarded-For": forwarded(n)}, timeout=30)

    with ThreadPoolExecutor(8) as pool:
        answers = list(pool.map(one, range(count)))
    refused = [a for a in answers if a.status_code == 429]
    assert all(a.headers["Content-Type"] == "application/problem+json" and a.headers["Retry-After"] for a in refused)
    return [a.status_code for a in answers] + ([refused[0].json()["rule"]] if refused else [])


@pytest.mark.attack("pose as many clients with a forged X-Forwarded-For", adversary="flooding client")
def test_a_forwarded_address_is_limited_like_any_client(stack: Stack):
    answers = flood(stack, 3 * BURST, lambda n: "6.6.6.6, 203.0.113.9")
    assert 429 in answers and answers[-1] == "rate.address"


@pytest.mark.attack("switch the address limit off with a bad X-Forwarded-For", adversary="flooding client")
@pytest.mark.parametrize("forwarded", ["not-an-ip", "", "2001:db8::1%eth0garbage"])
def test_a_bad_or_missing_hop_counts_against_the_proxy_and_is_limited(stack: Stack, forwarded: str):
    answers = flood(stack, 3 * BURST, lambda n: forwarded)
    assert 429 in answers and answers[-1] == "rate.address"


@pytest.mark.attack("take fresh IPv6 /64s from one /48 to escape the address limit", adversary="flooding client")
def test_an_ipv6_site_is_limited_as_a_whole(stack: Stack):
    answers = flood(stack, 1500, lambda n: f"2001:db8:5:{n:x}::1")  # 1,500 /64s of one /48, one request each
    assert 429 in answers and answers[-1] == "rate.network"


@pytest.mark.attack("hold every live-feed slot from one address", adversary="flooding client")
@pytest.mark.parametrize("which", ["a game's", "all games'"])
def test_one_address_holds_at_most_its_share_of_live_feeds(stack: Stack, which: str):
    stack.new_client()  # an address of its own: the feeds of another test may not have been let go yet
    made = stack.create({"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"open": True}]})
    path, feeds = f"/games/{made['game_id']}/events" if which == "a game's" else "/events?after=now", []
    try:
        for _ in range(32):
            feeds.append(stack.call("GET", path, headers={"Accept": "text/event-stream"}, stream=True))
        assert {feed.status_code for feed in feeds} == {200}
        refused = stack.call("GET", path, headers={"Accept": "text/event-stream"}, stream=True)
        assert refused.status_code == 429 and refused.json()["rule"] == "rate.feeds" and refused.headers["Retry-After"]
        stack.new_client()
        other = stack.call("GET", path, headers={"Accept": "text/event-stream"}, stream=True)
        assert other.status_code == 200  # another client still gets one
        feeds.append(other)
    finally:
        for feed in feeds:
            feed.close()


@pytest.mark.attack("flood the workers with all-bot games to slow another table's bots", adversary="flooding client")
def test_all_bot_games_are_capped_and_wait_behind_games_with_people(stack: Stack):
    flooder, flood_games = stack.new_client(), []
    for _ in range(5):
        made = stack.call("POST", "/games", json={"ruleset": "neck_and_neck", "seats": [{"bot": "random"}] * 6})
        if made.status_code == 429:
            assert made.json()["rule"] == "rate.bots" and made.headers["Retry-After"]
            break
        flood_games.append(made.json()["game_id"])
    assert len(flood_games) == 3, "an address creates at most 3 all-bot games at once (RATE_LIMIT_BOTS_BURST)"
    stack.new_client()
    started = time.monotonic()
    table = stack.create({"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"bot": "basic"}]})
    game_id = table["game_id"]
    while not _bot_moved(stack, game_id, table["version"]):  # the bot bets as soon as the game starts
        time.sleep(0.02)
    reply_s = time.monotonic() - started
    stack.address = flooder
    unfinished = [g for g in flood_games if stack.call("GET", f"/games/{g}").json()["status"] != "finished"]
    print(f"\n  the other table's bot replied in {reply_s:.2f} s; {len(unfinished)} of 3 flood games still running")
    assert unfinished, "the flood's games all finished before the other table's bot moved: it waited behind them"


def _bot_moved(stack: Stack, game_id: str, after: int) -> bool:
    events = stack.call("GET", f"/games/{game_id}/events?after={after}").json()["events"]
    return any("bot" in event["actor"] for event in events)


@pytest.mark.attack("hold the workers with a table of expert bots thinking 1 s a move", adversary="flooding client")
def test_a_table_of_experts_costs_its_thinking_and_never_holds_a_worker_for_long(stack: Stack):
    stack.new_client()
    experts = {"ruleset": "neck_and_neck", "seats": [{"bot": "expert"}] * 6, "options": {"expert_ms": 1000}}
    flood = stack.call("POST", "/games", json=experts)
    assert flood.status_code == 201, flood.text
    try:
        again = stack.call("POST", "/games", json={"ruleset": "neck_and_neck", "seats": [{"bot": "random"}] * 2})
        assert again.status_code == 429 and again.json()["rule"] == "rate.bots", "six experts spent the budget"
        assert int(again.headers["Retry-After"]) > 600
        stack.new_client()
        started = time.monotonic()
        table = stack.create({"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"bot": "basic"}]})
        while not _bot_moved(stack, table["game_id"], table["version"]):
            assert time.monotonic() - started < 20, "the other table's bot waited behind the experts' searches"
            time.sleep(0.02)
        print(f"\n  the other table's bot replied in {time.monotonic() - started:.2f} s beside six searching experts")
        assert stack.call("GET", f"/games/{flood.json()['game_id']}").json()["status"] == "running"
    finally:
        stack.take_out(flood.json()["game_id"])
