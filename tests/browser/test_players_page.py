"""Players on the page (issue 41): a person signs in as a guest from the header (the player token shown once and kept
on this device under one key), creates a game from the lobby as the player and joins another's open seat as the
player; the seat links to the player's profile, which lists the games (filters, "More", the result once finished);
signing out forgets the token; a bad pasted token is refused with the server's sentence. axe-core finds no serious
violation on the new parts. Whatever the browser requested is read from its performance log: the player token
travels only in the Furlong-Player header, and only to the routes that need it."""

from __future__ import annotations

import json
import time

import pytest
from selenium.webdriver.support.ui import Select

from scripts.play import Api
from tests.browser.axe import report, severe_violations
from tests.browser.pages import as_player, css, open_page, ready, text, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(420)]

KEY = "furlong.player"
PAGE = 20  # the profile's page of games (profile.js)


class Requests:
    """Every request one browser sent: (method, URL, its headers with lower-case names), from Chromium's log."""

    def __init__(self, driver):
        self.driver, self.sent, self.headers = driver, {}, {}

    def collect(self) -> list[tuple[str, str, dict[str, str]]]:
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            params = message.get("params", {})
            if message["method"] == "Network.requestWillBeSent":
                self.sent[params["requestId"]] = (params["request"]["method"], params["request"]["url"])
                self._headers(params["requestId"], params["request"].get("headers", {}))
            elif message["method"] == "Network.requestWillBeSentExtraInfo":
                self._headers(params["requestId"], params.get("headers", {}))
        return [(method, url, self.headers.get(rid, {})) for rid, (method, url) in self.sent.items()]

    def _headers(self, request_id: str, headers: dict[str, str]) -> None:
        self.headers.setdefault(request_id, {}).update({k.lower(): v for k, v in headers.items()})


def kept(driver):
    return driver.execute_script(f"return JSON.parse(localStorage.getItem('{KEY}'))")


def storage(driver) -> str:
    return driver.execute_script("return JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage})")


def no_severe_violation(driver) -> None:
    violations = severe_violations(driver)
    assert not violations, report(violations)


def set_count(driver, seats: int) -> None:
    field = css(driver, ".new-game input[name=seat-count]")[0]
    driver.execute_script(
        "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('change'))", field, seats
    )


def rows(driver) -> list[str]:
    return [r.get_attribute("data-game") for r in css(driver, "table.history tbody tr")]


def sign_in_panel(driver) -> None:
    button = wait_for(driver, lambda d: css(d, "#account button.sign-in"))[0]
    button.click()
    wait_for(driver, lambda d: css(d, "#account-panel #guest-name"), message="Sign in opened no panel")
    assert css(driver, "#account button.sign-in")[0].get_attribute("aria-expanded") == "true"


def test_a_guest_plays_as_the_player_and_the_profile_lists_the_game_and_its_result(server, browsers):
    driver = browsers()
    requests = Requests(driver)
    api = Api(server.url)
    open_page(driver, server.url + "/")
    assert kept(driver) is None

    # Sign in as a guest: the player token is shown once, with what it is for, and kept on this device.
    sign_in_panel(driver)
    assert driver.switch_to.active_element == css(driver, "#guest-name")[0]
    no_severe_violation(driver)
    css(driver, "#guest-name")[0].send_keys("Greta")
    css(driver, ".guest-form button[type=submit]")[0].click()
    token = wait_for(driver, lambda d: text(d, ".player-token-once code.token"), message="no player token shown")
    once = text(driver, ".player-token-once")
    assert "shown once" in once and "the only way back to Greta" in once and "until you sign out" in once
    mine = kept(driver)
    assert mine["token"] == token and mine["name"] == "Greta" and mine["kind"] == "guest"
    status, me = as_player(server, "GET", "/players/me", token)
    assert status == 200 and me == {"player_id": mine["player_id"], "name": "Greta", "kind": "guest"}
    player_id = me["player_id"]
    assert text(driver, "#account .player-name") == "Greta"
    my_games = css(driver, "#account a.my-games")[0]
    assert my_games.text == "My games" and my_games.get_attribute("href").endswith(f"#/player/{player_id}")
    no_severe_violation(driver)
    css(driver, ".player-token-once button.done")[0].click()
    wait_for(driver, lambda d: not css(d, ".player-token-once"))
    assert token not in driver.page_source  # shown once: gone once dismissed

    # Create a game from the lobby: seat 0 is the player's ("You"), named after the player; a bot plays seat 1.
    ready(driver)
    wait_for(driver, lambda d: css(d, ".new-game select[name=ruleset]"))
    Select(css(driver, ".new-game select[name=ruleset]")[0]).select_by_value("photo_finish")
    set_count(driver, 2)
    assert Select(css(driver, "select[name=seat-0-kind]")[0]).first_selected_option.text == "You (Greta)"
    assert css(driver, "input[name=seat-0-name]")[0].get_attribute("value") == "Greta"
    Select(css(driver, "select[name=seat-1-kind]")[0]).select_by_value("basic")
    css(driver, ".new-game details summary")[0].click()
    css(driver, "input[data-option=bot_delay_ms]")[0].send_keys("0")
    no_severe_violation(driver)
    css(driver, ".new-game button[type=submit]")[0].click()
    seat_token = wait_for(driver, lambda d: text(d, ".tokens-once tr[data-seat='0'] code.token"))
    game_id = css(driver, ".tokens-once a.open-game")[0].get_attribute("href").rsplit("/", 1)[1]
    seat = api.call("GET", f"/games/{game_id}")[1]["seats"][0]
    assert (seat["player"], seat["name"], seat["kind"]) == (player_id, "Greta", "human")

    # The game's seat row names the player and links to the profile.
    css(driver, ".tokens-once a.open-game")[0].click()
    ready(driver)
    link = wait_for(driver, lambda d: css(d, ".seat-row[data-seat='0'] a.player-link"), message="no player link")[0]
    assert link.text == "Greta" and link.get_attribute("href").endswith(f"#/player/{player_id}")
    assert css(driver, ".seat-row[data-seat='0'] .you")
    assert not css(driver, ".seat-row[data-seat='1'] a.player-link")
    link.click()
    ready(driver)
    assert driver.current_url.endswith(f"#/player/{player_id}")
    assert text(driver, ".profile h1 .player-name") == "Greta" and text(driver, ".profile .player-kind") == "Guest"
    assert rows(driver) == [game_id]
    row = f"table.history tr[data-game='{game_id}']"
    assert css(driver, row)[0].get_attribute("data-status") in ("open", "running")
    assert text(driver, f"{row} td.seat") == "Seat 0: Greta"
    assert css(driver, f"{row} a.game-id")[0].get_attribute("href").endswith(f"#/game/{game_id}")
    assert not css(driver, f"{row} a.replay-link") and not css(driver, f"{row} td.history-result[data-rank]")

    # The person leaves the seat (through the API, with the seat's token): the bot plays it to the end.
    status, left = api.call("POST", f"/games/{game_id}/seats/0/leave", token=seat_token)
    assert status == 200, left
    deadline = time.monotonic() + 180
    while (final := api.call("GET", f"/games/{game_id}")[1])["status"] != "finished":
        assert time.monotonic() < deadline, "the bots never finished the game"
        time.sleep(0.3)
    standing = next(s for s in final["standings"] if s["seat"] == 0)
    open_page(driver, f"{server.url}/#/player/{player_id}")
    cell = wait_for(driver, lambda d: css(d, f"{row}[data-status=finished] td.history-result[data-rank]"), 30)[0]
    assert (int(cell.get_attribute("data-rank")), int(cell.get_attribute("data-money"))) == (
        standing["rank"],
        standing["money"],
    )
    assert f"of {len(final['standings'])}" in cell.text and f"${standing['money']:,}" in cell.text
    assert css(driver, f"{row} a.replay-link")[0].get_attribute("href").endswith(f"#/game/{game_id}/replay")
    no_severe_violation(driver)

    # Filters: by status and by ruleset.
    Select(css(driver, "select[name=status]")[0]).select_by_value("open")
    wait_for(driver, lambda d: rows(d) == [] and text(d, ".history-empty") == "No games match these filters.")
    Select(css(driver, "select[name=status]")[0]).select_by_value("finished")
    wait_for(driver, lambda d: rows(d) == [game_id])
    Select(css(driver, "select[name=ruleset]")[0]).select_by_value("jockey")
    wait_for(driver, lambda d: rows(d) == [])
    Select(css(driver, "select[name=ruleset]")[0]).select_by_value("photo_finish")
    wait_for(driver, lambda d: rows(d) == [game_id])

    # More follows next_cursor: a page of games, then the rest, newest first, each once.
    newer = []
    for _ in range(PAGE):
        status, made = as_player(
            server, "POST", "/games", token, {"ruleset": "neck_and_neck", "seats": [{"player": True}, {"open": True}]}
        )
        assert status == 201, made
        newer.append(made["game_id"])
    open_page(driver, f"{server.url}/#/player/{player_id}")
    wait_for(driver, lambda d: len(rows(d)) == PAGE)
    assert set(rows(driver)) == set(newer)
    more = css(driver, "button.more")[0]
    assert more.is_displayed() and more.text == "More"
    more.click()
    wait_for(driver, lambda d: len(rows(d)) == PAGE + 1)
    assert rows(driver)[-1] == game_id and len(set(rows(driver))) == PAGE + 1
    assert not css(driver, "button.more")[0].is_displayed()

    # Sign out forgets the token on this device.
    css(driver, "#account button.sign-out")[0].click()
    confirm = wait_for(driver, lambda d: css(d, "#account-panel button.confirm-sign-out"))[0]
    assert "the only way back" in text(driver, "#account-panel")
    confirm.click()
    wait_for(driver, lambda d: css(d, "#account button.sign-in"), message="Sign out did not sign out")
    assert kept(driver) is None and token not in storage(driver)
    assert not css(driver, "#account a.my-games")

    # A bad pasted token is refused with the server's sentence; the guest's own token signs back in.
    sign_in_panel(driver)
    css(driver, "#player-token")[0].send_keys("not-a-player-token")
    css(driver, ".token-form button[type=submit]")[0].click()
    refusal = wait_for(driver, lambda d: text(d, ".token-form .form-message"), message="no refusal shown")
    status, problem = as_player(server, "GET", "/players/me", "not-a-player-token")
    assert status == 401
    assert refusal.startswith("Not signed in") and problem["detail"] in refusal and problem["rule"] in refusal
    assert css(driver, ".token-form .form-message")[0].get_attribute("role") == "alert"
    assert kept(driver) is None
    field = css(driver, "#player-token")[0]
    field.clear()
    field.send_keys(token)
    css(driver, ".token-form button[type=submit]")[0].click()
    wait_for(driver, lambda d: text(d, "#account .player-name") == "Greta", message="the guest's token did not sign in")
    assert kept(driver)["player_id"] == player_id

    # Joining an open seat from the lobby as the player: the name defaults to the player's; the lobby links it.
    status, other = api.call("POST", "/games", {"ruleset": "neck_and_neck", "seats": [{"name": "Hal"}, {"open": True}]})
    assert status == 201, other
    open_page(driver, server.url + "/")
    wait_for(driver, lambda d: css(d, f"#open-games tr[data-game='{other['game_id']}'] button.join"))[0].click()
    form = f".join-form[data-game='{other['game_id']}']"
    name = wait_for(driver, lambda d: css(d, f"{form} input[name=join-name]"))[0]
    assert name.get_attribute("value") == "Greta" and css(driver, f"{form} input[name=join-as-player]")[0].is_selected()
    no_severe_violation(driver)
    css(driver, f"{form} button[type=submit]")[0].click()
    wait_for(driver, lambda d: text(d, ".tokens-once tr[data-seat='1'] code.token"))
    joined = api.call("GET", f"/games/{other['game_id']}")[1]["seats"][1]
    assert (joined["player"], joined["name"]) == (player_id, "Greta")
    lobby_link = wait_for(
        driver, lambda d: css(d, f"#running-games tr[data-game='{other['game_id']}'] a.player-link"), 15
    )[0]
    assert lobby_link.text == "Greta" and lobby_link.get_attribute("href").endswith(f"#/player/{player_id}")

    # The player token went only in the Furlong-Player header, only to the routes that need it; never in a URL.
    sent = requests.collect()
    assert sent and [url for _, url, _ in sent if token in url] == []
    carried = {
        (method, url.split(server.url, 1)[1]) for method, url, headers in sent if headers.get("furlong-player") == token
    }
    assert carried == {
        ("GET", "/players/me"),
        ("POST", "/games"),
        ("POST", f"/games/{other['game_id']}/seats/1/join"),
    }, carried
    elsewhere = [
        (m, u) for m, u, headers in sent if token in " ".join(v for k, v in headers.items() if k != "furlong-player")
    ]
    assert elsewhere == []
