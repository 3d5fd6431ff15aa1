"""A third-party developer's view: every ruleset played to the end with the generated client alone."""

from __future__ import annotations

import random
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "clients" / "python"), str(ROOT / "clients")]

from furlong_client import AuthenticatedClient  # noqa: E402
from furlong_client.api.commands import list_legal_commands, send_command  # noqa: E402
from furlong_client.api.games import create_game, get_game  # noqa: E402
from furlong_client.api.money import export_game  # noqa: E402
from furlong_client.api.seats import join_seat  # noqa: E402
from furlong_client.models import CreateGame, Join  # noqa: E402
from furlong_helpers import live_events, spectator  # noqa: E402

from audit.verify import audit, read_export  # noqa: E402
from games.registry import RULESETS  # noqa: E402

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]
MOST_COMMANDS = 4000


def seated(base_url: str, ruleset_id: str) -> tuple[str, list[AuthenticatedClient]]:
    """A game with two named seats and an open one that a third player joins; a client per seat."""
    # No turn clock: a deadline job per command would still come due minutes later, behind later tests' turns.
    order = CreateGame.from_dict(
        {
            "ruleset": ruleset_id,
            "options": {"turn_timeout_s": 0},
            "seats": [{"name": "Ann"}, {"name": "Bob"}, {"open": True}],
        }
    )
    made = create_game.sync(client=spectator(base_url), body=order)
    joined = join_seat.sync(made.game_id, 2, client=spectator(base_url), body=Join(name="Cy"))
    tokens = [made.seats[0].token, made.seats[1].token, joined.token]
    return made.game_id, [AuthenticatedClient(base_url=base_url, token=token) for token in tokens]


def play_to_the_end(ruleset_id: str, game_id: str, seats: list[AuthenticatedClient], rnd: random.Random) -> int:
    """Random legal commands (a pass only when nothing else is legal), typed, seat by seat, until nobody may act."""
    sent, turn, idle = 0, 0, 0
    while idle < len(seats):
        legal = list_legal_commands.sync(game_id, client=seats[turn])
        if not legal:
            turn, idle = (turn + 1) % len(seats), idle + 1
            continue
        moves = [choice for choice in legal if choice.command.type_ != "Pass"] or legal
        choice = rnd.choice(moves)
        assert choice.ruleset == ruleset_id
        answer = send_command.sync(game_id, client=seats[turn], body=choice.command)
        assert answer.version > 0, answer
        sent, idle = sent + 1, 0
        assert sent < MOST_COMMANDS, f"{ruleset_id} did not end within {MOST_COMMANDS} commands"
    return sent


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_the_generated_client_plays_every_ruleset_to_the_end_and_audits_it(server_url, ruleset_id):
    game_id, seats = seated(server_url, ruleset_id)
    watched: list[dict] = []
    watcher = threading.Thread(target=lambda: watched.extend(live_events(server_url, game_id)), daemon=True)
    watcher.start()
    sent = play_to_the_end(ruleset_id, game_id, seats, random.Random(ruleset_id))
    print(f"{ruleset_id}: {sent} commands", file=sys.stderr)
    game = get_game.sync(game_id, client=spectator(server_url))
    assert game.status == "finished"
    watcher.join(timeout=60)
    assert [event["version"] for event in watched] == list(range(1, game.version + 1))
    exported = export_game.sync(game_id, client=spectator(server_url))
    log = read_export(exported.payload.read().decode("utf-8").splitlines())
    assert audit(log, RULESETS)["verified"] is True
