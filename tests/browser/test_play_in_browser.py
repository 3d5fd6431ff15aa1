"""A game of Jockey created, played to the end, watched live, replayed and audited, all in real browsers.

Ann creates the game in the lobby (Ann, Bob, a basic bot) and hands Bob his token; Ann and Bob play
from their own browsers; Carla watches from a third as a spectator. The game is played once, by the
module's fixture, which notes what each browser saw; each test then checks one thing about it.
"""

from __future__ import annotations

import json
import random
import re
import time
import urllib.request

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from tests.browser.board_play import Player, refused
from tests.browser.pages import (
    Network,
    css,
    elapsed,
    log_versions,
    open_page,
    ready,
    status,
    text,
    use_token,
    wait_for,
)
from tests.browser.test_play_jockey import decide as jockey_decide

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(600)]


def api(server, path: str, token: str | None = None):
    request = urllib.request.Request(server.url + path, headers={"Authorization": f"Bearer {token}"} if token else {})
    with urllib.request.urlopen(request, timeout=60) as answer:  # generous: the workers may be restarting
        return json.loads(answer.read())


def create_in_lobby(driver, server) -> tuple[str, str]:
    """Ann fills the lobby's form: Jockey, Ann, Bob and a basic bot; the game id and Bob's token, shown once."""
    open_page(driver, server.url + "/")
    Select(css(driver, "select[name=ruleset]")[0]).select_by_value("jockey")
    for seat, name in ((0, "Ann"), (1, "Bob")):
        field = css(driver, f"input[name=seat-{seat}-name]")[0]
        field.clear()
        field.send_keys(name)
    Select(css(driver, "select[name=seat-2-kind]")[0]).select_by_value("basic")
    css(driver, "form.create button[type=submit]")[0].click()
    wait_for(driver, lambda d: css(d, ".tokens-once"), message="no tokens were shown")
    bob_token = text(driver, ".tokens-once tr[data-seat='1'] code.token")
    game_id = css(driver, ".open-game")[0].get_attribute("href").rsplit("/", 1)[1]
    css(driver, ".open-game")[0].click()
    ready(driver)
    return game_id, bob_token


def refuse_a_bet_too_large(driver) -> str:
    """On the betting sheet, a double staking its most on both horses (more than the seat's cap in all); the
    refusal shown in the slip. The slip is closed again by clicking its betting space."""
    key = css(driver, ".board .bet-sheet td.bet-space.legal[data-bet^=double-]")[0].get_attribute("data-bet")
    css(driver, f".board td.bet-space[data-bet='{key}']")[0].click()
    wait_for(driver, lambda d: css(d, ".board .slip input[data-param=second_stake]"), 10, "no slip opened")
    for name in ("stake", "second_stake"):
        field = css(driver, f".board .slip input[data-param={name}]")[0]
        top = field.get_attribute("max")
        field.clear()
        field.send_keys(top)
    css(driver, ".board .slip button[type=submit]")[0].click()
    refusal = wait_for(driver, lambda d: text(d, ".board .slip .slip-message"), 10, "no refusal was shown")
    css(driver, f".board td.bet-space[data-bet='{key}']")[0].click()
    wait_for(driver, lambda d: not css(d, ".board .slip"), 10, "the slip stayed open")
    return refusal


def act_on_board(player: Player) -> bool:
    """One decision made on Jockey's board (as tests/browser/test_play_jockey.py makes them)."""
    try:
        return jockey_decide(player)
    except StaleElementReferenceException:
        return False


def sealed_salts(server, game_id, tokens) -> list[str]:
    """The salts of the bets Ann and Bob hold now and that are not revealed yet (asked as each seat)."""
    salts = []
    for token in tokens:
        view = api(server, f"/games/{game_id}", token)["view"]
        bet = (view or {}).get("you", {}).get("bet")
        if bet and view["phase"] in ("betting", "racing"):
            salts.append(bet["salt"])
    return salts


@pytest.fixture(scope="module")
def played(server, browsers):
    """Play the whole game; what each browser showed along the way."""
    started = time.monotonic()
    ann, bob, carla = browsers(), browsers(), browsers()
    game_id, bob_token = create_in_lobby(ann, server)
    ann_token = ann.execute_script("return JSON.parse(sessionStorage.getItem('furlong.tokens'))")[game_id]["0"]
    open_page(carla, f"{server.url}/#/game/{game_id}")
    open_page(bob, f"{server.url}/#/game/{game_id}")
    use_token(bob, bob_token)
    seen = {
        "game_id": game_id,
        "ann_token": ann_token,
        "refusal": None,
        "secrets_checked": 0,
        "leaks": [],
        "dropped": False,
    }
    network, rnd = Network(carla), random.Random(7)
    players = {ann: Player(ann, rnd), bob: Player(bob, rnd)}
    deadline = time.monotonic() + 480
    while status(carla) != "finished" and time.monotonic() < deadline:
        for player in (ann, bob):
            if seen["refusal"] is None and css(player, ".board .bet-sheet td.bet-space.legal[data-bet^=double-]"):
                seen["refusal"] = refuse_a_bet_too_large(player)
                players[player].known_refusal = refused(player)
            acted = act_on_board(players[player])
            if acted:
                check_secrets(seen, server, carla, network, [ann_token, bob_token])
        if not seen["dropped"] and len(log_versions(carla)) > 60:
            seen["dropped"] = drop_until_the_spectator_notices(server, carla)
        time.sleep(0.02)
    seen["final"] = api(server, f"/games/{game_id}")
    wait_for(carla, lambda d: len(log_versions(d)) >= seen["final"]["version"], 20, "the spectator missed events")
    seen.update(
        spectator_log=log_versions(carla),
        reconnects=carla.execute_script("return Number(document.querySelector('.feed-status').dataset.reconnects)"),
        seconds=elapsed(started),
    )
    seen["ann_status"], seen["bob_status"] = status(ann), status(bob)
    seen["drivers"] = (ann, bob, carla)
    return seen


def check_secrets(seen, server, carla, network, tokens) -> None:
    """While a bet is sealed: the spectator's page and everything it received must not hold its salt."""
    salts = sealed_salts(server, seen["game_id"], tokens)
    if not salts or salts == seen.get("last_salts"):
        return
    seen["last_salts"] = salts
    version = api(server, f"/games/{seen['game_id']}")["version"]
    wait_for(carla, lambda d: max(log_versions(d), default=0) >= version, 60, "the spectator fell behind")
    if sealed_salts(server, seen["game_id"], tokens) != salts:
        return  # revealed meanwhile: nothing secret to look for
    page, received = carla.page_source, network.everything()
    seen["secrets_checked"] += len(salts)
    seen["leaks"] += [salt for salt in salts if salt in page or salt in received]
    seen["sealed_messages"] = [m for m in network.messages if '"type":"BetPlaced"' in m]


def test_two_seats_play_the_game_to_the_end_from_their_own_browsers(played):
    assert played["final"]["status"] == "finished"
    assert played["ann_status"] == played["bob_status"] == "finished"
    assert played["final"]["standings"]


def test_the_spectator_followed_live_and_saw_every_event_once_in_order(played):
    assert played["spectator_log"] == list(range(1, played["final"]["version"] + 1))


def reconnects(driver) -> int:
    """How often the page's live feed has reconnected."""
    return driver.execute_script("return Number(document.querySelector('.feed-status').dataset.reconnects || 0)")


def drop_until_the_spectator_notices(server, driver, tries: int = 3) -> bool:
    """Cut every live feed (gunicorn replaces its workers) until the page has seen its connection drop."""
    for _ in range(tries):
        server.drop_connections()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if reconnects(driver) >= 1:
                return True
            time.sleep(0.2)
    return False


def test_the_live_feed_resumed_after_the_server_dropped_it(played):
    assert played["dropped"]
    assert played["reconnects"] >= 1
    assert played["spectator_log"] == list(range(1, played["final"]["version"] + 1))


def test_the_spectator_never_received_a_sealed_bet_before_its_reveal(played):
    assert played["secrets_checked"] >= 2
    assert played["leaks"] == []
    assert played["sealed_messages"]
    for message in played["sealed_messages"]:
        data = json.loads(message)
        assert data["redacted"] is True and not {"stake", "salt", "horse"} & set(data["data"])


def test_a_refused_command_is_shown_in_words_naming_the_rule(played):
    assert re.search(r"Rule broken: .+ \(rule jockey\.[a-z_.]+\)", played["refusal"]), played["refusal"]


# The board as drawn, but the last move's marks (they depend on the picture it replaced).
PICTURE_BUT_LAST_MOVE = """
const picture = document.querySelector('.picture').cloneNode(true);
picture.querySelectorAll('.moved').forEach((node) => node.classList.remove('moved'));
return picture.innerHTML;
"""


def test_replay_moves_through_versions_with_the_slider_buttons_and_arrow_keys(played, server):
    driver, last = played["drivers"][2], played["final"]["version"]
    open_page(driver, f"{server.url}/#/game/{played['game_id']}/replay")
    version = lambda: int(driver.execute_script("return document.getElementById('app').dataset.version || 0"))
    wait_for(driver, lambda d: version() == last)
    final_picture = driver.execute_script(PICTURE_BUT_LAST_MOVE)
    css(driver, "button[data-step=first]")[0].click()
    wait_for(driver, lambda d: version() == 1)
    assert "has not started" in text(driver, ".picture")
    body = css(driver, "body")[0]
    body.send_keys(Keys.ARROW_RIGHT)
    body.send_keys(Keys.ARROW_RIGHT)
    wait_for(driver, lambda d: version() == 3)
    assert len(css(driver, ".log li.future")) == last - 3
    slider = css(driver, "input[type=range]")[0]
    assert int(slider.get_attribute("max")) == last
    driver.execute_script(
        "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", slider, last // 2
    )
    wait_for(driver, lambda d: version() == last // 2)
    css(driver, "button[data-step=last]")[0].click()
    wait_for(driver, lambda d: version() == last)
    assert driver.execute_script(PICTURE_BUT_LAST_MOVE) == final_picture


def test_the_audit_is_verified_in_the_browser_and_explains_each_entry(played, server):
    driver = played["drivers"][2]
    open_page(driver, f"{server.url}/#/game/{played['game_id']}/audit")
    assert text(driver, ".server-audit .verdict") == "Verified by the server"
    verdict = css(driver, ".browser-audit .verdict")[0]
    assert (verdict.get_attribute("data-verified"), verdict.get_attribute("data-signature")) == ("true", "verified")
    key_id = api(server, "/.well-known/furlong-keys")["current"]
    assert (
        f"Signature: the closing checkpoint (version {played['final']['version']}) is signed by key {key_id}, "
        "taken from this server's /.well-known/furlong-keys." in text(driver, ".browser-audit")
    )
    assert f"{played['final']['version']} events" in text(driver, ".browser-audit")
    checked = int(re.search(r"Sealed bets: (\d+) checked", text(driver, ".browser-audit")).group(1))
    assert checked >= 3
    payout = css(driver, "tr[data-entry] details.why")[0]
    driver.execute_script("arguments[0].scrollIntoView()", payout)
    payout.find_element(By.TAG_NAME, "summary").click()
    assert wait_for(driver, lambda d: payout.find_element(By.CSS_SELECTOR, ".explanation").text)
    payout.find_element(By.CSS_SELECTOR, ".dispute button").click()
    assert "the audit verifies the game" in wait_for(
        driver, lambda d: payout.find_element(By.CSS_SELECTOR, ".dispute .verdict").text
    )
    download = payout.find_element(By.CSS_SELECTOR, ".dispute a[download]")
    assert download.get_attribute("download").endswith("-dispute.json") and download.get_attribute("href").startswith(
        "blob:"
    )


TAMPER = """
const [gameId, done] = [arguments[0], arguments[arguments.length - 1]];
const { verifyExport, canonicalJson, sha256Hex } = await import('/web/js/verify.js');
const table = await (await fetch('/web/js/events.json')).json();
// the log, without signed checkpoints
const lines = (await (await fetch(`/games/${gameId}/export`)).text()).trim().split('\\n')
  .map(l => JSON.parse(l)).filter(l => !l.checkpoint);
const bet = lines.find(e => e.type === 'BetPlaced');
bet.data.stake += 100;                                   // a sealed stake changed after the fact
const broken = await verifyExport(lines.map(l => JSON.stringify(l)).join('\\n'), table);
let prev = '0'.repeat(64);                               // now re-chain every hash, as a forger would
for (const e of lines) {
  e.prev_hash = prev; const { hash, ...body } = e; e.hash = await sha256Hex(canonicalJson(body)); prev = e.hash;
}
const rechained = await verifyExport(lines.map(l => JSON.stringify(l)).join('\\n'), table);
done({ version: bet.version, broken, rechained });
"""


def test_the_browser_check_catches_a_changed_sealed_bet_even_when_the_chain_is_redone(played, server):
    driver = played["drivers"][2]
    found = driver.execute_async_script("(async () => {" + TAMPER + "})()", played["game_id"])
    assert found["broken"]["verified"] is False
    assert found["broken"]["chain"]["first_broken"] == found["version"]
    assert found["rechained"]["chain"]["ok"] is True
    assert found["rechained"]["verified"] is False
    assert found["rechained"]["commitments"]["failures"][0].startswith(f"version {found['version']}:")
