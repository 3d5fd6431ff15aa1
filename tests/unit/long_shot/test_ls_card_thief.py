"""Card Thief, as the researched card reads (GAPS.md: "look at a hand and steal a card"): the thief looks at the
target's hand, sealed to the thief alone, and picks the card; the other seats see only that a card moved."""

from __future__ import annotations

import pytest
from ls_helpers import R, card_id, given, rules

from events.envelope import ZERO_HASH, chain
from events.game import Game
from events.upcast import upcast
from games.base import OutOfTurn, RuleBroken
from games.codec import to_jsonable
from games.long_shot.commands import PlayCard, StealCard
from games.long_shot.events import CardStolen, HandSeen
from projections.redaction import visible_events
from tests.support.refusals import refuses
from tests.support.rules import bodies, of_type, types

LOOK_AND_STEAL = "look at a hand and steal a card"
PAYDAY, JACKPOT, SPUR = card_id("Payday"), card_id("Jackpot"), card_id("Spur")


def looking(target_hand=(PAYDAY, JACKPOT, SPUR)):
    """Seat 0 plays Card Thief on seat 1; the events and the state waiting for its pick."""
    thief = card_id("Card Thief")
    state = given(phase="action", roll=(1, 1), hands={0: (thief,), 1: target_hand, 2: (card_id("Spur", 1),)})
    return rules.when(state, PlayCard(0, thief, target=1))


def test_the_thief_sees_the_target_s_hand_and_is_offered_each_card():
    """Given seat 1 holds Payday, Jackpot and Spur, when seat 0 plays Card Thief on it, then HandSeen shows seat 0
    those cards, the game waits for its pick and the legal commands list each card (none for other seats)."""
    events, state = looking()
    seen = of_type(events, HandSeen)[0]
    assert types(events) == ["CardPlayed", "HandSeen"] and (seen.seat, seen.victim) == (0, 1)
    assert seen.cards == (PAYDAY, JACKPOT, SPUR) and state.phase == "stealing"
    assert bodies(R.legal_commands(state, 0)) == [{"type": "StealCard", "card": c} for c in sorted(seen.cards)]
    assert [R.legal_commands(state, s) for s in (1, 2, 3)] == [(), (), ()] and R.awaiting(state) == (0,)
    assert [c["card"] for c in R.view(state, 0)["you"]["looking_at"]["hand"]] == [PAYDAY, JACKPOT, SPUR]


def test_the_thief_takes_the_card_it_picks_and_the_turn_goes_on():
    """Given the thief looking at seat 1's hand, when it steals Jackpot, then Jackpot moves to seat 0 (chosen, no
    draw of chance) and the turn ends with seat 0's draw."""
    _, state = looking()
    events, after = rules.when(state, StealCard(0, JACKPOT))
    stolen = of_type(events, CardStolen)[0]
    assert (stolen.seat, stolen.victim, stolen.card, stolen.chosen) == (0, 1, JACKPOT, True)
    assert R.outcomes(stolen) == () and types(events)[1:] == ["CardDrawn", "TurnBegan"]
    assert JACKPOT in after.hands[0] and after.hands[1] == (PAYDAY, SPUR) and after.turn == 1


def test_only_a_card_of_the_target_s_hand_and_only_the_thief_may_pick():
    """Given the thief looking, then a card seat 1 does not hold is refused, and seat 1 may not pick."""
    _, state = looking()
    with pytest.raises(RuleBroken) as refused:
        R.decide(state, StealCard(0, card_id("Spur", 1)), None)
    assert refused.value.rule == "long_shot.card_thief.card"
    with refuses("long_shot.turn", OutOfTurn):
        R.decide(state, StealCard(1, PAYDAY), None)


def test_the_hand_is_sealed_to_the_thief_and_the_others_see_only_that_a_card_moved():
    """Given the Card Thief events stored, when each seat and a spectator read them mid-game, then only the thief
    reads the hand and the card; every other reader sees who looked at whom and that one card moved; the views
    show the looked-at hand to the thief alone."""
    events, state = looking()
    steal, after = rules.when(state, StealCard(0, JACKPOT))
    drafts = [{"type": e.TYPE, "schema": e.SCHEMA, "data": to_jsonable(e)} for e in events + steal]
    stored = chain("g", 0, ZERO_HASH, drafts, "2026-01-01T00:00:00.000Z", {"seat": 0}, "c")
    running = Game(game_id="g", ruleset="long_shot", status="running", rules=after)
    for viewer in (None, 0, 1, 2):
        seen = {e["type"]: e for e in visible_events(stored, running, R, viewer)}
        hand, card = seen["HandSeen"]["data"], seen["CardStolen"]["data"]
        if viewer == 0:
            assert hand["cards"] == [PAYDAY, JACKPOT, SPUR] and card["card"] == JACKPOT
        else:
            assert "cards" not in hand and "card" not in card and seen["CardStolen"]["redacted"]
            assert (card["seat"], card["victim"], hand["victim"]) == (0, 1, 1)
    assert all(R.view(state, v)["you"] is None or R.view(state, v)["you"]["looking_at"] is None for v in (1, 2, None))
    assert R.view(state, 2)["card_thief"] == {"seat": 0, "victim": 1}


def test_a_seat_that_times_out_steals_the_first_card_of_the_hand():
    """Given the thief looking, when its deadline passes, then it takes the first card of the target's hand."""
    _, state = looking()
    assert R.timeout_command(state, 0) == {"type": "StealCard", "card": PAYDAY}


def test_a_card_stolen_by_chance_under_schema_1_reads_as_not_chosen_and_keeps_its_draw():
    """Given a schema-1 CardStolen (Card Thief or a 0 roll, always by chance), when upcast, then chosen is false
    and its random draw is still an outcome to audit."""
    data = {"seat": 0, "victim": 1, "card": 30, "index": 1, "hand_size": 2, "nonce": "7.0"}
    assert CardStolen.SCHEMA == 2
    upcast_data = upcast(R.upcasters, "CardStolen", 1, data, 7)
    assert upcast_data == {**data, "chosen": False}
    assert [(o.value, o.low, o.high) for o in R.outcomes(CardStolen(**upcast_data))] == [(1, 0, 1)]
