"""The audit tab's in-browser check of a finished game's export, the server's signature included.

An all-bot game is played to its end by the worker; a browser then opens its audit tab, once as the
server sends it, and once for each way an export or the keys could be forged or broken: the page's
`fetch` is wrapped (before the tab is drawn) to change what it receives. The page must say which key
it checked the signature with and where the key came from, and show every forgery as NOT verified.
"""

from __future__ import annotations

import json
import time
import urllib.request

import pytest

from tests.browser.pages import css, open_page, ready, text, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(300)]

KEYS = "/.well-known/furlong-keys"


def api(server, method: str, path: str, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(server.url + path, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=60) as answer:
        return json.loads(answer.read())


@pytest.fixture(scope="module")
def finished(server):
    """The id of an all-bot Neck and Neck game the worker played to its end, and the server's keys document."""
    seats = [{"bot": "basic"}, {"bot": "random"}, {"bot": "random"}]
    game_id = api(server, "POST", "/games", {"ruleset": "neck_and_neck", "seats": seats})["game_id"]
    deadline = time.monotonic() + 120
    while api(server, "GET", f"/games/{game_id}")["status"] != "finished":
        assert time.monotonic() < deadline, "the bots never finished the game"
        time.sleep(0.2)
    return {
        "game_id": game_id,
        "keys": api(server, "GET", KEYS),
        "version": api(server, "GET", f"/games/{game_id}")["version"],
    }


@pytest.fixture(scope="module")
def driver(browsers):
    return browsers()


# Installed in the page before the audit tab is drawn: the export's lines (parsed) and the keys
# document pass through EXPORT and KEYS (null: the keys answer 503); NO_ED25519 makes WebCrypto's
# importKey refuse Ed25519 as a browser without it does.
WRAP = """
const original = window.fetch.bind(window);
const editExport = EXPORT, editKeys = KEYS;
window.fetch = async (url, ...rest) => {
  const answer = await original(url, ...rest);
  if (String(url).endsWith('/export')) {
    const lines = editExport((await answer.text()).trim().split('\\n').map((line) => JSON.parse(line)));
    return new Response(lines.map((line) => JSON.stringify(line)).join('\\n') + '\\n', { status: answer.status });
  }
  if (String(url).endsWith('/.well-known/furlong-keys')) {
    const keys = editKeys(await answer.json());
    return keys === null ? new Response('', { status: 503 }) : new Response(JSON.stringify(keys), { status: 200 });
  }
  return answer;
};
if (NO_ED25519) {
  const importKey = crypto.subtle.importKey.bind(crypto.subtle);
  crypto.subtle.importKey = (format, key, algorithm, ...rest) => algorithm?.name === 'Ed25519'
    ? Promise.reject(new DOMException('Unrecognized name', 'NotSupportedError'))
    : importKey(format, key, algorithm, ...rest);
}
"""

SAME = "(x) => x"


def audit_tab(driver, server, game_id: str, export: str = SAME, keys: str = SAME, no_ed25519: bool = False) -> dict:
    """Open the audit tab with the page's fetch wrapped; its verdict, attributes and the card's text."""
    driver.get("about:blank")
    open_page(driver, f"{server.url}/#/")
    script = WRAP.replace("EXPORT", export).replace("KEYS", keys, 1).replace("NO_ED25519", json.dumps(no_ed25519), 1)
    driver.execute_script(script)
    driver.execute_script(
        "document.getElementById('app').dataset.ready = 'false'; location.hash = arguments[0]",
        f"#/game/{game_id}/audit",
    )
    ready(driver)
    wait_for(driver, lambda d: css(d, ".browser-audit .verdict"), message="the browser check drew no verdict")
    verdict = css(driver, ".browser-audit .verdict")[0]
    return {
        "verdict": verdict.text,
        "verified": verdict.get_attribute("data-verified"),
        "signature": verdict.get_attribute("data-signature"),
        "text": text(driver, ".browser-audit"),
        "failed": [li.text for li in css(driver, ".browser-audit li.fail")],
    }


def test_a_genuine_export_is_verified_naming_the_key_and_where_it_came_from(finished, driver, server):
    seen = audit_tab(driver, server, finished["game_id"])
    key_id = finished["keys"]["current"]
    assert (seen["verdict"], seen["verified"], seen["signature"]) == ("Verified in this browser", "true", "verified")
    assert seen["failed"] == []
    assert (
        f"Signature: the closing checkpoint (version {finished['version']}) is signed by key {key_id}, "
        f"taken from this server's {KEYS}. That proves this export is the one this server signed, not that the "
        "server is honest" in seen["text"]
    )
    assert f"python -m audit pin {server.url}" in seen["text"]
    assert (
        f"Complete: the log runs from GameCreated (version 1) to GameEnded (version {finished['version']})"
        in seen["text"]
    )
    assert "Seed: the revealed seed hashes to the published seed_sha256" in seen["text"]


BROKEN_SIGNATURE = """(lines) => { const c = lines.at(-1).checkpoint;
  c.signature = (c.signature[0] === 'A' ? 'B' : 'A') + c.signature.slice(1); return lines; }"""


def test_a_checkpoint_whose_signature_was_altered_is_not_verified(finished, driver, server):
    seen = audit_tab(driver, server, finished["game_id"], export=BROKEN_SIGNATURE)
    key_id = finished["keys"]["current"]
    assert (seen["verdict"], seen["verified"], seen["signature"]) == ("NOT verified in this browser", "false", "failed")
    assert seen["failed"] == [
        f"Signature: NOT verified: the signature by key {key_id} does not verify (keys from this server's {KEYS})."
    ]


def test_an_export_without_its_checkpoint_is_not_verified(finished, driver, server):
    seen = audit_tab(driver, server, finished["game_id"], export="(lines) => lines.filter((line) => !line.checkpoint)")
    assert (seen["verdict"], seen["verified"], seen["signature"]) == (
        "NOT verified in this browser",
        "false",
        "not checked",
    )
    assert "the export has no checkpoint line: nothing signed says where the log ends" in seen["failed"]
    assert "Signature: not checked: the export has no closing checkpoint." in seen["failed"]


def test_a_truncated_export_with_the_genuine_checkpoint_is_not_verified(finished, driver, server):
    last = finished["version"]
    seen = audit_tab(driver, server, finished["game_id"], export="(lines) => [...lines.slice(0, -2), lines.at(-1)]")
    assert (seen["verdict"], seen["verified"]) == ("NOT verified in this browser", "false")
    assert seen["signature"] == "verified"  # the genuine signature, over a log that is not this one
    assert f"the log ends at version {last - 1} with" in seen["text"]
    assert f"the checkpoint names version {last}, but the log ends at version {last - 1}" in seen["failed"]
    assert (
        f"Signature: the checkpoint (version {last}) is signed by key {finished['keys']['current']}, taken from this "
        f"server's {KEYS}, but it does not close this log, so it does not vouch for this export." in seen["failed"]
    )
    assert "That proves" not in seen["text"]


def test_a_checkpoint_moved_before_the_last_event_is_not_verified(finished, driver, server):
    seen = audit_tab(
        driver, server, finished["game_id"], export="(lines) => [...lines.slice(0, -2), lines.at(-1), lines.at(-2)]"
    )
    assert seen["verified"] == "false"
    assert "the export's last line is not its checkpoint: events follow the checkpoint" in seen["failed"]


SWAPPED_KEY = """(keys) => {
  keys.keys.forEach((k) => { k.public_key = btoa(String.fromCharCode(...new Uint8Array(32).fill(7))); });
  return keys; }"""


def test_a_keys_document_whose_key_is_not_its_id_is_refused(finished, driver, server):
    seen = audit_tab(driver, server, finished["game_id"], keys=SWAPPED_KEY)
    key_id = finished["keys"]["current"]
    assert (seen["verified"], seen["signature"]) == ("false", "failed")
    assert any(
        f"the keys document lists key {key_id} with a public key whose id is" in f and "refused" in f
        for f in seen["failed"]
    )


def test_without_the_servers_keys_nothing_is_verified(finished, driver, server):
    seen = audit_tab(driver, server, finished["game_id"], keys="() => null")
    assert (seen["verdict"], seen["verified"], seen["signature"]) == ("NOT verified in this browser", "false", "failed")
    assert seen["failed"] == [
        "Signature: NOT verified: there is no keys document to check it with; "
        f"the keys could not be fetched from this server's {KEYS} (HTTP 503)."
    ]


def test_a_browser_without_ed25519_says_the_signature_was_not_checked(finished, driver, server):
    seen = audit_tab(driver, server, finished["game_id"], no_ed25519=True)
    assert (
        seen["verdict"]
        == "Chain and commitments check out; the server's signature could not be checked in this browser"
    )
    assert (seen["verified"], seen["signature"]) == ("false", "unsupported")
    assert seen["failed"][0].startswith(
        "Signature: not checked: this browser's WebCrypto has no Ed25519. To check it, pin"
    )
    assert "Verified in this browser" not in seen["text"]


WORKED_EXAMPLE = """
const done = arguments[arguments.length - 1];
const { checkpointBytes } = await import('/web/js/verify.js');
const raw = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const checkpoint = { game_id: '5f2a9c1e7b3d4086', version: 57, at: '2026-01-01T12:00:00.125Z',
  key_id: 'be91278b9483276a',
  hash: '5ef276adc8fa03f1973058c1452eb4c5ef6f2096aa511bb6a74b0b08f0777640' };
const signature = 'Ax1KFZ71B55UW12BymUhAjWikVipUdqYEsz3jqZY1oggk/khlKbs1J46fugHDuCe9P2PgXn8l+Rw6VF25ffrBw==';
try {
  const publicKey = raw('Bi7cnjMAJS9OaxxfgE9vZ+eke/YV2nYtRtQkn0x5QpU=');
  const key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
  const good = await crypto.subtle.verify({ name: 'Ed25519' }, key, raw(signature), checkpointBytes(checkpoint));
  const moved = checkpointBytes({ ...checkpoint, version: 58 });
  const bad = await crypto.subtle.verify({ name: 'Ed25519' }, key, raw(signature), moved);
  done({ good, bad });
} catch (error) {
  done({ error: error.name });
}
"""


def test_this_chromium_verifies_the_worked_example_of_docs_fairness_with_ed25519(driver, server):
    driver.get("about:blank")  # a fresh document: no wrapped fetch or importKey left from another test
    open_page(driver, f"{server.url}/#/")
    assert driver.execute_async_script("(async () => {" + WORKED_EXAMPLE + "})()") == {"good": True, "bad": False}


def test_once_archived_the_game_replays_and_verifies_in_the_page_as_before(finished, driver, server, redis_server):
    from bootstrap import build_platform
    from tests.browser.conftest import BROWSER_DB

    game_id, last = finished["game_id"], finished["version"]
    redis_url = redis_server.url.rsplit("/", 1)[0] + f"/{BROWSER_DB}"
    archiver = build_platform({"REDIS_URL": redis_url, "ARCHIVE_AFTER_S": 0}).archiver()  # the server's archive
    assert archiver.archive_game(game_id).result == "archived"

    seen = audit_tab(driver, server, game_id)
    assert (seen["verdict"], seen["verified"], seen["failed"]) == ("Verified in this browser", "true", [])
    open_page(driver, f"{server.url}/#/game/{game_id}/replay")
    version = lambda: int(driver.execute_script("return document.getElementById('app').dataset.version || 0"))
    wait_for(driver, lambda d: version() == last and css(d, ".replay-bar"))
    css(driver, "button[data-step=first]")[0].click()
    wait_for(driver, lambda d: version() == 1)
    assert "has not started" in text(driver, ".picture")
