"""The page's words and figures (issue 39), checked on the page's own modules in Chromium: each function is imported
as the page imports it and called with a game document or events shaped as the API answers them."""

from __future__ import annotations

import time

import pytest

from scripts.play import Api
from tests.browser.pages import open_page

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(120)]

# The page's CSP has no 'unsafe-eval': each check's source is written into the script itself, not eval'd in the page.
RUN = """
const done = arguments[arguments.length - 1];
Promise.all(['panel', 'log', 'dom', 'boards/common'].map((name) => import(`/web/js/${name}.js`)))
  .then(async ([panel, log, dom, common]) => {
    const m = { panel, log, dom, common };
    const seats = %s;
    %s
  })
  .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));
"""

SEATS = "[{seat: 0, name: 'Ann', kind: 'human'}, {seat: 1, name: 'Bob', kind: 'human'}, {seat: 2, kind: 'bot'" + (
    ", bot: 'basic'}]"
)


@pytest.fixture(scope="module")
def page(server, browsers):
    driver = browsers()
    open_page(driver, server.url + "/")

    def run(source: str):
        answer = driver.execute_async_script(RUN % (SEATS, source))
        assert "error" not in answer, answer.get("error")
        return answer["value"]

    return run


def test_counts_are_plural_only_when_they_are_many(page):
    text = page("""
      const doc = { ruleset: 'jockey', seat: null, seats, view: { seats: [
        { seat: 0, money: 1000, hand_size: 1 }, { seat: 1, money: 1000, hand_size: 2 },
        { seat: 2, money: 1000, hand_size: 0 }] } };
      const table = m.panel.seatsTable(doc);
      return [...table.querySelectorAll('.seat-row')].map((row) => row.textContent);
    """)
    assert "1 card in hand" in text[0] and "1 cards" not in text[0]
    assert "2 cards in hand" in text[1] and "0 cards in hand" in text[2]
    shares = page("""
      const doc = { ruleset: 'homestretch', seat: null, seats, view: { seats: [
        { seat: 0, cash: 1000, hand_size: 1, shares: [3] }, { seat: 1, cash: 1000, hand_size: 0, shares: [] }] } };
      return [...m.panel.seatsTable(doc).querySelectorAll('.seat-row')].map((row) => row.textContent);
    """)
    assert "1 share in hand" in shares[0] and "1 share owned" in shares[0] and "card" not in " ".join(shares)
    assert page("return m.dom.plural(1, 'hex', 'hexes') + ' ' + m.dom.plural(3, 'hex', 'hexes')") == "1 hex 3 hexes"


def test_a_jockey_pass_is_said_as_a_pass(page):
    text = page("""
      const doc = { ruleset: 'jockey', seat: 0, seats, view: { race: 1, you: { seat: 0,
        bet: { seat: 0, kind: 'none', horse: null, stake: 0, second: null, second_stake: 0, salt: 'x' } } } };
      return m.panel.betsList(doc, []).textContent;
    """)
    assert "no bet (a pass)" in text
    assert "null" not in text and "none $0" not in text
    line = page("""
      return m.log.sentence({ type: 'BetPlaced', version: 9, redacted: false,
        data: { seat: 1, race: 1, kind: 'none', horse: null, stake: 0, second: null, second_stake: 0 } },
        'jockey', seats);
    """)
    assert line == "Bob passed (no bet)"


def test_photo_finish_shows_its_own_cash_after_a_bet(page):
    cells = page("""
      const doc = { ruleset: 'photo_finish', seat: 0, seats, view: { race: 1,
        seats: [{ seat: 0, money: 10000 }, { seat: 1, money: 10000 }],
        you: { seat: 0, cash: 9600, available: 9600, bets: [{ kind: 'win', horses: [4], amount: 400, salt: 's' }] } } };
      return [...m.panel.seatsTable(doc).querySelectorAll('.seat-row')].map((row) => row.textContent);
    """)
    assert "$9,600" in cells[0] and "$400 staked" in cells[0]
    assert "$10,000" in cells[1]


def test_settlements_say_who_won_what_once(page):
    line = page("""
      const settlements = [0, 1, 2, 0, 1, 2, 0, 1, 2].map((seat, i) => ({ seat, kind: 'win', horses: [i + 1],
        amount: 100, salt: 's', odds: 3, payout: seat === 0 && i < 4 ? 300 : 0, rule: 'r' }));
      const data = { race: 2, settlements, bonuses: [] };
      return m.log.sentence({ type: 'BetsSettled', version: 40, data }, 'photo_finish', seats);
    """)
    assert line == "Race 2 bets settled: Ann won $600"
    nobody = page("""
      const settlements = [0, 1].map((seat) => ({ seat, horse: 3, amount: 100, salt: 's', place: null,
        multiplier: 0, payout: -100, rule: 'r' }));
      const data = { race: 1, settlements };
      return m.log.sentence({ type: 'BetsSettled', version: 40, data }, 'neck_and_neck', seats);
    """)
    assert nobody == "Race 1 bets settled: no bet won"
    two = page("""
      const payments = [{ seat: 0, horse: 2, place: 1, purse: 9, seat_shares: 1, held_shares: 1, amount: 5000 },
        { seat: 1, horse: 2, place: 1, purse: 9, seat_shares: 1, held_shares: 1, amount: 0 },
        { seat: 2, horse: 3, place: 2, purse: 9, seat_shares: 1, held_shares: 1, amount: 2000 }];
      return m.log.sentence({ type: 'PursesPaid', version: 40, data: { race: 1, payments } }, 'homestretch', seats);
    """)
    assert two == "Purses paid: Ann won $5,000 and Bot 2 (basic) $2,000"


def test_bets_are_shown_revealed_once_their_race_is_settled(page):
    sealed = "{ type: 'BetPlaced', version: 5, redacted: true, data: { seat: 1, race: 1, commitment: 'abcdef01234' } }"
    before, after = page(f"""
      const doc = {{ ruleset: 'jockey', seat: 0, seats, status: 'running', view: {{ race: 1 }} }};
      const events = [{sealed}];
      const before = m.panel.betsList(doc, events).textContent;
      events.push({{ type: 'BetsSettled', version: 30, data: {{ race: 1, settlements: [
        {{ seat: 1, kind: 'win', horse: 'blue', stake: 300, second: null, second_stake: 0, salt: 's',
          outcome: 'won', amount: 600, rule: 'r' }},
        {{ seat: 0, kind: 'none', horse: null, stake: 0, second: null, second_stake: 0, salt: 's',
          outcome: 'none', amount: 0, rule: 'r' }}] }} }});
      return [before, m.panel.betsList(doc, events).textContent];
    """)
    assert "sealed bet" in before and "commitment" in before
    assert "commitment" not in after and "sealed" not in after
    assert "Bob: win $300 on blue — won $600" in after and "Ann: no bet (a pass) — passed" in after


def test_every_jockey_horse_has_its_own_disc_label(page):
    labels = page("return ['red', 'yellow', 'blue', 'brown'].map((h, _, all) => m.common.horseLabel(h, all))")
    assert labels == ["R", "Y", "Bl", "Br"]
    assert page("return m.common.horseLabel('bravo', ['bravo', 'brandy', 'alpha'])") == "Brav"
    assert page("return m.common.horseLabel(7)") == "7"


BOARD = """
const [view, ruleset, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
import(`/web/js/boards/${ruleset}.js`)
  .then((board) => board.render(view, (seat) => `Seat ${seat}`, null))
  .then((node) => done({ text: node.textContent,
    discs: [...node.querySelectorAll('g.horse text')].map((t) => t.textContent) }),
    (error) => done({ error: String(error && error.stack || error) }));
"""


def drawn(server, browsers, ruleset: str, at: int | None = None, game_id: str | None = None) -> dict:
    """A board module's picture of a game's public view (now, or as it stood at version `at`), in Chromium."""
    path = f"/games/{game_id}/state?at={at}" if at else f"/games/{game_id}"
    view = Api(server.url).call("GET", path)[1]["view"]
    driver = browsers()
    open_page(driver, server.url + "/")
    answer = driver.execute_async_script(BOARD, view, ruleset)
    assert "error" not in answer, answer["error"]
    return answer


def bots_game(server, ruleset: str, seats: int = 3) -> str:
    status, made = Api(server.url).call(
        "POST", "/games", {"ruleset": ruleset, "options": {"bot_delay_ms": 0}, "seats": [{"bot": "basic"}] * seats}
    )
    assert status == 201, made
    return made["game_id"]


def test_the_boards_say_the_turn_and_race_the_log_says(server, browsers):
    # Homestretch's draft comes before race 1: never "Race 0 of 4"
    status, made = Api(server.url).call(
        "POST", "/games", {"ruleset": "homestretch", "seats": [{"name": "Ann"}, {"name": "Bob"}]}
    )
    assert status == 201, made
    text = drawn(server, browsers, "homestretch", game_id=made["game_id"])["text"]
    assert "The draft (before race 1 of" in text and "ace 0 of" not in text
    # Long Shot's caption names the turn of the log's latest TurnBegan (never "Turn 0" once turns have begun)
    game_id = bots_game(server, "long_shot")
    api, deadline = Api(server.url), time.monotonic() + 60
    while True:
        events = api.call("GET", f"/games/{game_id}/events?after=0")[1]["events"]
        turns = [e for e in events if e["type"] == "TurnBegan"]
        if len(turns) >= 3 or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    began = turns[2]
    text = drawn(server, browsers, "long_shot", at=began["version"], game_id=game_id)["text"]
    assert f"Turn {began['data']['turn']}." in text and "Turn 0 " not in text
    assert "1 cards" not in text


def test_every_jockey_disc_on_the_board_differs(server, browsers):
    discs = drawn(server, browsers, "jockey", game_id=bots_game(server, "jockey"))["discs"]
    letters = [d for d in discs if not d.isdigit()]
    assert len(letters) == len(set(letters)) >= 3, discs
