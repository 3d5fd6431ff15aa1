"""Quick play, ratings and presence on the page (issue 41): two guests who press Quick play for the same game land on
the same game's page, each playing its own seat; a lone seeker who lets bots in is seated with bots; a waiting seek
is found again after a reload (kept on the device, or found in GET /seeks by its player) and, cancelled, leaves the
lobby's list; the leaderboard lists the bot levels once an all-bot game is rated, and their profile shows the rating
and its history; each human seat's presence is said in words ("online" for the seat a browser plays, not for a seat
nobody opened); a seat the player holds without a token on this device is taken with "Play this seat here". axe-core
finds no serious violation on the leaderboard, the Quick play form and the waiting seek."""

from __future__ import annotations

import json
import time

import pytest
from selenium.webdriver.support.ui import Select

from scripts.play import Api
from tests.browser.axe import report, severe_violations
from tests.browser.pages import as_player, css, open_page, ready, text, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(420)]

MINUS = "\u2212"  # the page typesets a negative rating with the minus sign
PLAYER = "furlong.player"
SEEK = "furlong.seek"


def guest(server, name: str) -> dict:
    status, made = Api(server.url).call("POST", "/players", {"name": name})
    assert status == 201, made
    return made


def signed_in(driver, server, player: dict) -> None:
    """This browser keeps `player` as its identity (as Sign in would), and shows the lobby."""
    open_page(driver, server.url + "/")
    kept = {k: player[k] for k in ("token", "player_id", "name", "kind")}
    driver.execute_script("localStorage.setItem(arguments[0], arguments[1])", PLAYER, json.dumps(kept))
    open_page(driver, server.url + "/")
    wait_for(driver, lambda d: text(d, "#account .player-name") == player["name"])
    wait_for(driver, lambda d: css(d, ".quick-play-form"), message="no Quick play form")


def no_severe_violation(driver) -> None:
    violations = severe_violations(driver)
    assert not violations, report(violations)


def quick_play(
    driver, ruleset: str, seats: int, bots_after: int | None = None, below: str = "", send: bool = True
) -> None:
    Select(css(driver, "#qp-ruleset")[0]).select_by_value(ruleset)
    Select(css(driver, "#qp-seats")[0]).select_by_value(str(seats))
    if bots_after is not None:
        css(driver, "#qp-bots")[0].click()
        field = css(driver, "#qp-bots-after")[0]
        field.clear()
        field.send_keys(str(bots_after))
    if below:
        css(driver, ".quick-play-form details.qp-window summary")[0].click()
        css(driver, "#qp-below")[0].send_keys(below)
    if send:
        css(driver, ".quick-play-form button[type=submit]")[0].click()


def waiting_seek(driver) -> str:
    """The id of the seek the Quick play card shows waiting."""
    box = wait_for(driver, lambda d: css(d, ".seek-waiting[data-status=waiting]"), message="no waiting seek shown")[0]
    return box.get_attribute("data-seek")


def lobby_seeks(driver) -> list[str]:
    return [row.get_attribute("data-seek") for row in css(driver, "#waiting-seeks tr[data-seek]")]


def shown_rating(driver, player_id: str) -> tuple[str, str, str, str, bool]:
    """A leaderboard row as the page shows it: place, rating, mu ± sigma, games, and whether marked provisional."""
    row = css(driver, f"table.leaderboard tr[data-player={player_id}]")[0]
    cells = [
        row.find_element("css selector", f"td.{name}").text for name in ("place", "rating", "mu-sigma", "games-count")
    ]
    rating = cells[1].replace(MINUS, "-").replace("provisional", "").strip()
    return cells[0], rating, cells[2].replace(MINUS, "-"), cells[3], "provisional" in cells[1]


def as_shown(rated: dict) -> tuple[str, str, str, str, bool]:
    """The same from the API's answer: the ordinal to one decimal, mu ± sigma to one decimal."""
    one = lambda x: "0.0" if f"{x:.1f}" == "-0.0" else f"{x:.1f}"
    return (
        str(rated["place"]),
        one(rated["ordinal"]),
        f"{one(rated['mu'])} ± {one(rated['sigma'])}",
        str(rated["games"]),
        rated["provisional"],
    )


def on_game(driver) -> tuple[str, int]:
    """Wait until the browser shows a game page playing a seat: its game id and seat."""
    wait_for(driver, lambda d: "#/game/" in d.current_url, 30, "the page never opened the game")
    ready(driver)
    you = wait_for(driver, lambda d: css(d, ".seats .seat-row:has(.you)"), 30, "the page plays no seat")[0]
    return driver.current_url.split("#/game/", 1)[1].split("?")[0], int(you.get_attribute("data-seat"))


def presence(driver, seat: int) -> str:
    found = css(driver, f".seat-row[data-seat='{seat}'] .presence")
    return found[0].get_attribute("data-presence") if found else ""


def test_two_guests_who_press_quick_play_land_on_the_same_game_each_playing_its_seat(server, browsers):
    ann, bob = guest(server, "Ann"), guest(server, "Bob")
    first, second = browsers(), browsers()
    signed_in(first, server, ann)
    signed_in(second, server, bob)
    no_severe_violation(first)  # the Quick play form

    quick_play(first, "neck_and_neck", 2)
    seek_id = waiting_seek(first)
    assert "Waiting for players" in text(first, ".seek-waiting .seek-state")
    assert css(first, ".seek-waiting button.cancel-seek")[0].text == "Cancel the seek"
    assert first.execute_script(f"return JSON.parse(localStorage.getItem('{SEEK}')).seek_id") == seek_id
    wait_for(first, lambda d: seek_id in lobby_seeks(d), 15, "the lobby does not list the seek")
    row = css(first, f"#waiting-seeks tr[data-seek='{seek_id}']")[0]
    link = row.find_element("css selector", "a.player-link")
    assert link.text == "Ann" and link.get_attribute("href").endswith(f"#/player/{ann['player_id']}")
    assert "Neck and Neck" in row.text
    no_severe_violation(first)  # the waiting seek and the lobby's list
    wait_for(second, lambda d: seek_id in lobby_seeks(d), 15, "the other browser's lobby does not list the seek")

    quick_play(second, "neck_and_neck", 2)
    game_b, seat_b = on_game(second)
    game_a, seat_a = on_game(first)
    assert game_a == game_b and {seat_a, seat_b} == {0, 1}
    doc = Api(server.url).call("GET", f"/games/{game_a}")[1]
    assert doc["status"] == "running"
    assert {doc["seats"][seat_a]["player"], doc["seats"][seat_b]["player"]} == {ann["player_id"], bob["player_id"]}
    assert doc["seats"][seat_a]["player"] == ann["player_id"]
    assert first.execute_script(f"return localStorage.getItem('{SEEK}')") is None
    for driver, seat in ((first, seat_a), (second, seat_b)):
        assert css(driver, f".seat-row[data-seat='{seat}'] .you")
        assert driver.execute_script(f"return JSON.parse(localStorage.getItem('furlong.seats'))['{game_a}']['{seat}']")
        assert "token" not in driver.current_url
    # Both seats are played: each page says both players are online, in words, named for screen readers.
    for driver in (first, second):
        wait_for(driver, lambda d: presence(d, 0) == "online" and presence(d, 1) == "online", 40, "not both online")
        badge = css(driver, ".seat-row[data-seat='0'] .presence")[0]
        assert "online" in badge.text and badge.get_attribute("aria-label").endswith(": online")
    assert not [r for r in Api(server.url).call("GET", "/seeks")[1]["seeks"] if r["seek_id"] == seek_id]


def test_a_lone_seeker_who_lets_bots_in_is_seated_with_bots(server, browsers):
    cleo = guest(server, "Cleo")
    driver = browsers()
    signed_in(driver, server, cleo)
    quick_play(driver, "photo_finish", 3, bots_after=0)
    game_id, seat = on_game(driver)
    doc = Api(server.url).call("GET", f"/games/{game_id}")[1]
    assert doc["seats"][seat]["player"] == cleo["player_id"]
    assert sorted(s["kind"] for s in doc["seats"]) == ["bot", "bot", "human"]
    assert all(s["bot"] == "basic" for s in doc["seats"] if s["kind"] == "bot")
    # Presence is said for the human seat only.
    wait_for(driver, lambda d: presence(d, seat) == "online", 30)
    assert [p.get_attribute("data-seat") for p in css(driver, ".presence")] == [str(seat)]


def test_a_waiting_seek_survives_a_reload_and_cancelled_leaves_the_lobby(server, browsers):
    dora = guest(server, "Dora")
    driver, other = browsers(), browsers()
    signed_in(driver, server, dora)
    open_page(other, server.url + "/")
    assert "Sign in first" in text(other, ".quick-play")  # signed out: a sentence, no form
    assert not css(other, ".quick-play-form")

    quick_play(driver, "jockey", 3, below="5")
    seek_id = waiting_seek(driver)
    assert f"Only with players rated {MINUS}5.0 or more" in text(driver, ".seek-waiting")
    open_page(driver, server.url + "/")  # a reload: the device kept the seek
    assert waiting_seek(driver) == seek_id
    wait_for(other, lambda d: seek_id in lobby_seeks(d), 15)

    # Another seek while this one waits: the server's sentence is said.
    status, problem = as_player(server, "POST", "/seeks", dora["token"], {"ruleset": "jockey", "seats": 4})
    assert status == 409 and problem["rule"] == "seek.already_waiting" and problem["seek_id"] == seek_id

    css(driver, ".seek-waiting button.cancel-seek")[0].click()
    wait_for(driver, lambda d: css(d, ".quick-play-form") and "Seek cancelled" in text(d, ".quick-play-status"))
    wait_for(driver, lambda d: seek_id not in lobby_seeks(d), 15, "the cancelled seek is still listed")
    wait_for(other, lambda d: seek_id not in lobby_seeks(d), 15, "the other lobby still lists the cancelled seek")
    assert driver.execute_script(f"return localStorage.getItem('{SEEK}')") is None
    assert Api(server.url).call("GET", f"/seeks/{seek_id}")[1]["status"] == "cancelled"

    # A seek made elsewhere after the lobby was drawn (here through the API; the lobby's refresh held back, as in a
    # hidden tab, so that it does not show it first): the page's own seek is refused with the server's 409 sentence,
    # and the page shows the seek that waits.
    quick_play(driver, "jockey", 6, send=False)
    driver.execute_script("Object.defineProperty(document, 'hidden', { value: true, configurable: true })")
    status, made = as_player(server, "POST", "/seeks", dora["token"], {"ruleset": "jockey", "seats": 5})
    assert status == 201, made
    css(driver, ".quick-play-form button[type=submit]")[0].click()
    wait_for(driver, lambda d: "seek.already_waiting" in text(d, ".quick-play-message"), 15, "no 409 sentence")
    assert made["seek_id"] in text(driver, ".quick-play-message")
    assert waiting_seek(driver) == made["seek_id"]
    driver.execute_script("delete document.hidden")
    driver.execute_script(f"localStorage.removeItem('{SEEK}')")
    open_page(driver, server.url + "/")  # nothing kept: found in GET /seeks by player_id
    assert waiting_seek(driver) == made["seek_id"]
    css(driver, ".seek-waiting button.cancel-seek")[0].click()
    wait_for(driver, lambda d: made["seek_id"] not in lobby_seeks(d), 15)


def test_the_leaderboard_lists_the_bot_levels_once_an_all_bot_game_is_rated(server, browsers):
    api = Api(server.url)
    status, made = api.call(
        "POST", "/games", {"ruleset": "photo_finish", "seats": [{"bot": "basic"}, {"bot": "random"}]}
    )
    assert status == 201, made
    deadline = time.monotonic() + 180
    while api.call("GET", f"/games/{made['game_id']}")[1]["status"] != "finished":
        assert time.monotonic() < deadline, "the bots never finished the game"
        time.sleep(0.3)
    for level in ("b_basic", "b_random"):  # this game rated for both levels (earlier games may have rated them)
        while made["game_id"] not in [h["game_id"] for h in api.call("GET", f"/players/{level}/ratings")[1]["history"]]:
            assert time.monotonic() < deadline, "the game was never rated"
            time.sleep(0.3)

    driver = browsers()
    open_page(driver, server.url + "/")
    header_link = next(a for a in css(driver, "header.top nav a") if a.text == "Leaderboards")
    header_link.click()
    ready(driver)
    assert driver.current_url.endswith("#/leaderboards")
    tab = next(a for a in css(driver, ".ruleset-tabs a") if a.get_attribute("data-ruleset") == "photo_finish")
    tab.click()
    ready(driver)
    assert driver.current_url.endswith("#/leaderboards/photo_finish")
    assert css(driver, ".ruleset-tabs a[aria-current=page]")[0].get_attribute("data-ruleset") == "photo_finish"
    for attempt in range(3):  # another session's bot game rated meanwhile changes the board: read both again
        wait_for(driver, lambda d: css(d, "table.leaderboard[data-ruleset=photo_finish] tr[data-player=b_random]"))
        board = {p["player_id"]: p for p in api.call("GET", "/leaderboards/photo_finish?limit=200")[1]["players"]}
        shown = {player_id: shown_rating(driver, player_id) for player_id in ("b_basic", "b_random")}
        wanted = {player_id: as_shown(board[player_id]) for player_id in ("b_basic", "b_random")}
        if shown == wanted or attempt == 2:
            break
        open_page(driver, f"{server.url}/#/leaderboards/photo_finish")
    assert shown == wanted
    for player_id in ("b_basic", "b_random"):
        link = css(driver, f"table.leaderboard tr[data-player={player_id}] a.player-link")[0]
        assert link.text == board[player_id]["name"] and link.get_attribute("href").endswith(f"#/player/{player_id}")
    no_severe_violation(driver)

    # The bot level's profile: its rating per ruleset, and the history as a sparkline named in words and a table.
    css(driver, "table.leaderboard tr[data-player=b_basic] a.player-link")[0].click()
    ready(driver)
    assert driver.current_url.endswith("#/player/b_basic")
    row = wait_for(driver, lambda d: css(d, ".ratings-table tr[data-ruleset=photo_finish]"))[0]
    rating = api.call("GET", "/players/b_basic/ratings")[1]["ratings"]["photo_finish"]
    assert ("provisional" in row.text) == rating["provisional"]
    spark = row.find_element("css selector", "svg.sparkline")
    assert spark.get_attribute("role") == "img" and "Rating after" in spark.get_attribute("aria-label")
    history = api.call("GET", "/players/b_basic/ratings")[1]["history"]
    rated_games = [h["game_id"] for h in history if h["ruleset"] == "photo_finish"]
    assert made["game_id"] in rated_games
    row.find_element("css selector", "details.rating-history summary").click()
    assert css(driver, f".rating-history-table tr[data-game='{made['game_id']}']")
    no_severe_violation(driver)


def test_presence_is_said_per_seat_and_a_held_seat_is_taken_with_play_this_seat_here(server, browsers):
    eve = guest(server, "Eve")
    status, made = as_player(
        server,
        "POST",
        "/games",
        eve["token"],
        {"ruleset": "neck_and_neck", "seats": [{"player": True}, {"name": "Nobody"}]},
    )
    assert status == 201, made
    game_id = made["game_id"]
    driver = browsers()
    signed_in(driver, server, eve)
    open_page(driver, f"{server.url}/#/game/{game_id}")
    button = wait_for(driver, lambda d: css(d, "button.play-here"), message="no Play this seat here")[0]
    assert button.text == "Play this seat here" and "Eve, you hold seat 0" in text(driver, ".play-here-box")
    assert not css(driver, ".seats .you")
    no_severe_violation(driver)
    button.click()
    wait_for(driver, lambda d: css(d, ".seat-row[data-seat='0'] .you"), message="the page does not play seat 0")
    assert not css(driver, "button.play-here")
    assert driver.execute_script(f"return !!JSON.parse(localStorage.getItem('furlong.seats'))['{game_id}']['0']")
    wait_for(driver, lambda d: presence(d, 0) == "online", 30, "the seat this browser plays is not online")
    assert presence(driver, 1) == "away"  # nobody opened seat 1
    nobody = css(driver, ".seat-row[data-seat='1'] .presence")[0]
    assert nobody.text.startswith("away") and "not seen yet" in nobody.text
    assert nobody.get_attribute("aria-label") == "Nobody: away · not seen yet"
    answer = Api(server.url).call("GET", f"/games/{game_id}/presence")[1]
    assert {p["seat"]: p["connected"] for p in answer["seats"]} == {0: True, 1: False}
    no_severe_violation(driver)
