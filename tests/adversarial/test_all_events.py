"""The all-games feed (GET /events, issue 43) under attack: a spectator reading seats' sealed bets from it, as JSON
pages or live; positions forged to read past its end, into another part, or to break the server."""

from __future__ import annotations

import json
import time

import pytest

from tests.support.authorization import secrets_of

from .conftest import Stack

STREAM = {"Accept": "text/event-stream"}


def live_items(stack: Stack, after: str, until_bets: int) -> list[str]:
    """The live feed's data lines from `after` until `until_bets` BetPlaced events came."""
    texts: list[str] = []
    with stack.call("GET", "/events", params={"after": after}, headers=STREAM, stream=True) as feed:
        assert feed.status_code == 200, feed.text
        for line in feed.iter_lines(decode_unicode=True):
            if line.startswith("data: "):
                texts.append(line[len("data: ") :])
                if sum('"BetPlaced"' in text for text in texts) == until_bets:
                    break
    return texts


def paged_items(stack: Stack, after: str, until_bets: int, limit_s: float = 30) -> list[str]:
    """The JSON pages' items from `after`, read again until `until_bets` BetPlaced events are in (the workers
    publish a moment after each append)."""
    deadline = time.monotonic() + limit_s
    while True:
        texts = [json.dumps(item) for item in stack.call("GET", "/events", params={"after": after}).json()["events"]]
        if sum('"BetPlaced"' in text for text in texts) >= until_bets or time.monotonic() > deadline:
            return texts
        time.sleep(0.1)


@pytest.mark.attack("read seats' sealed bets from the all-games feed, paged or live", adversary="spectator")
def test_the_all_games_feed_carries_only_the_public_view(stack: Stack):
    start = stack.call("GET", "/events?after=now").json()["next"]
    made = stack.create({"ruleset": "neck_and_neck", "seats": [{"name": "Ada"}, {"name": "Brian"}, {"name": "Cleo"}]})
    game_id, tokens = made["game_id"], [seat["token"] for seat in made["seats"]]
    for seat, amount in ((1, 3700), (0, 4900)):  # Cleo's bet is owed, so the race has not begun: nothing revealed
        bet = {"type": "PlaceBet", "horse": 2 + seat, "amount": amount}
        placed = stack.call("POST", f"/games/{game_id}/commands", token=tokens[seat], json=bet)
        assert placed.status_code == 201, placed.text
    sealed = [
        pattern
        for seat in (0, 1)
        for pattern in secrets_of(stack.call("GET", f"/games/{game_id}", token=tokens[seat]).json()["view"]["you"])
    ]
    assert sealed
    for texts in (paged_items(stack, start, until_bets=2), live_items(stack, start, until_bets=2)):
        mine = [text for text in texts if game_id in text]
        assert sum('"BetPlaced"' in text for text in mine) == 2
        for text in mine:
            assert not [p.pattern for p in sealed if p.search(text)], text
            if '"BetPlaced"' in text:
                assert '"redacted":true' in text.replace(" ", "") and '"amount"' not in text, text


@pytest.mark.attack("forge an all-games feed position to read past its end or break the server", adversary="spectator")
@pytest.mark.parametrize(
    "position",
    ["99999999999999-0", "0-0.0-0", "-1-0", "1-1-1", "now ", "0-99999999999999999999", "٣-0", "0-0\x00", "1e3-0",
     ".".join(["0-0"] * 64)],
)  # fmt: skip
def test_a_forged_position_is_refused_with_a_named_problem(stack: Stack, position: str):
    answers = [stack.call("GET", "/events", params={"after": position})]
    if position.isascii() and position.isprintable():  # what an HTTP client lets through as a header
        answers.append(stack.call("GET", "/events", headers={**STREAM, "Last-Event-ID": position}))
    for answer in answers:
        assert answer.status_code in (400, 422), answer.text
        assert answer.headers["Content-Type"].startswith("application/problem+json")
        assert answer.json()["field"] in ("after", "Last-Event-ID") or "errors" in answer.json()
