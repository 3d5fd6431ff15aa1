"""What each viewer reads of an event: a seat its own secrets, nobody the house's, everybody once revealed."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

import pytest

from devtools.toy import TOY, Hidden, ToyState
from events.envelope import ZERO_HASH, chain
from events.game import Game
from games.base import Event
from projections.redaction import visible_event, visible_events

SEATS = (0, 1, 2)
EVERYONE = (None, *SEATS)


@dataclass(frozen=True)
class DeckShuffled(Event):
    """A house secret: its OWNER field is not in the event at all."""

    TYPE: ClassVar[str] = "DeckShuffled"
    SECRET: ClassVar[tuple[str, ...]] = ("order",)
    OWNER: ClassVar[str] = "house"
    cards: int
    order: tuple[int, ...]


@dataclass(frozen=True)
class CardSetAside(Event):
    """A house secret of another kind: its OWNER field is there but names no seat."""

    TYPE: ClassVar[str] = "CardSetAside"
    SECRET: ClassVar[tuple[str, ...]] = ("card",)
    seat: int | None
    card: int


def revealed_at_the_end(state: ToyState, event) -> bool:
    """Sealed events of these kinds are revealed once the game is over (the rules look at the event itself)."""
    return isinstance(event, (DeckShuffled, CardSetAside, Hidden)) and state.total >= state.target


RULESET = replace(TOY, events=TOY.events + (DeckShuffled, CardSetAside), is_revealed=revealed_at_the_end)
DRAFTS = {
    "shuffled": {"type": "DeckShuffled", "schema": 1, "data": {"cards": 4, "order": [3, 1, 0, 2]}},
    "aside": {"type": "CardSetAside", "schema": 1, "data": {"seat": None, "card": 7}},
    "hidden by 1": {"type": "Hidden", "schema": 1, "data": {"seat": 1, "number": 42}},
    "added by 2": {"type": "Added", "schema": 1, "data": {"seat": 2, "amount": 3, "nonce": ""}},
}


def envelope(name: str):
    """One sealed envelope of the draft with that name."""
    return chain("g", 0, ZERO_HASH, [DRAFTS[name]], "2026-01-01T00:00:00.000Z", {"system": "test"}, "c")[0]


def game(over: bool) -> Game:
    """A three-seat toy game, running or over (the toy reveals every secret once the game is over)."""
    return Game(
        game_id="g",
        ruleset="toy",
        status="running",
        rules=ToyState(seats=3, target=10, total=10 if over else 0, points=(0, 0, 0), hidden=(None, 1, None)),
    )


@pytest.mark.parametrize("name, secret", [("shuffled", "order"), ("aside", "card")])
@pytest.mark.parametrize("viewer", EVERYONE)
def test_a_house_secret_is_hidden_from_the_spectator_and_every_seat(name, secret, viewer):
    seen = visible_event(envelope(name), game(over=False), RULESET, viewer)
    assert secret not in seen["data"] and seen["redacted"] is True


@pytest.mark.parametrize("viewer", EVERYONE)
def test_a_redacted_event_keeps_its_public_fields_and_its_place_in_the_chain(viewer):
    whole = envelope("shuffled")
    seen = visible_event(whole, game(over=False), RULESET, viewer)
    assert seen == {**whole.to_dict(), "data": {"cards": 4}, "redacted": True}


@pytest.mark.parametrize("name", ["shuffled", "aside", "hidden by 1"])
@pytest.mark.parametrize("viewer", EVERYONE)
def test_once_the_rules_reveal_a_secret_everybody_reads_the_whole_event(name, viewer):
    whole = envelope(name)
    assert visible_event(whole, game(over=True), RULESET, viewer) == whole.to_dict()


def test_a_seat_reads_its_own_secret_and_nobody_else_does_until_revealed():
    whole = envelope("hidden by 1")
    seen = {viewer: visible_event(whole, game(over=False), RULESET, viewer) for viewer in EVERYONE}
    assert seen[1] == whole.to_dict()
    assert all(seen[v] == {**whole.to_dict(), "data": {"seat": 1}, "redacted": True} for v in (None, 0, 2))


@pytest.mark.parametrize("viewer", EVERYONE)
def test_an_event_without_secrets_is_read_whole_by_everyone(viewer):
    whole = envelope("added by 2")
    assert visible_event(whole, game(over=False), RULESET, viewer) == whole.to_dict()


def test_a_list_of_events_is_redacted_event_by_event():
    envelopes = [envelope(name) for name in DRAFTS]
    seen = visible_events(envelopes, game(over=False), RULESET, 1)
    assert [e.get("redacted", False) for e in seen] == [True, True, False, False]
    assert seen == [visible_event(e, game(over=False), RULESET, 1) for e in envelopes]
