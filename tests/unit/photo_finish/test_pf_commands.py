"""UseDie bodies over the command codec: every target field optional, omitted or null."""

from __future__ import annotations

import pytest
from marshmallow import ValidationError
from pf_helpers import R, given_race, given_roll, rules

from games.photo_finish.commands import UseDie
from service.command_codec import json_schema, parse_command
from tests.support.rules import types

SHOE_ROLL = (("white", "horseshoe"), ("white", "finish_line"), ("red", "red_blank"))


def parsed(**body) -> UseDie:
    """The UseDie a JSON body (seat 0) decodes to."""
    return parse_command(R, {"type": "UseDie", **body}, 0)


def test_every_target_field_may_be_left_out_or_sent_as_null():
    """Given bodies naming only the die, or null targets, then they decode to a UseDie with no targets."""
    bare = UseDie(seat=0, die=0)
    assert parsed(die=0) == bare
    assert parsed(die=0, tile=None, to=None, order=None, back=None) == bare
    assert bare.tile is None and bare.to is None and bare.order is None and bare.back is None


def test_only_the_die_is_required_in_the_published_schema():
    """Given the UseDie JSON Schema, then only type and die are required; each target also accepts null."""
    schema = json_schema(UseDie)
    assert schema["required"] == ["type", "die"]
    assert all({"type": "null"} in schema["properties"][name]["anyOf"] for name in ("tile", "to", "order", "back"))
    with pytest.raises(ValidationError):
        parsed(die=0, tile="eleven")


def test_decoded_bodies_with_null_fields_are_decided():
    """Given a horseshoe and an interference body sent with nulls, then decide follows them."""
    state = given_roll(given_race(), *SHOE_ROLL)
    events, after = rules.when(state, parsed(die=0, tile=11, to=None, order=None, back=None))
    assert types(events) == ["DieUsed"] and after.track.dice_on(11)
    interfering = given_roll(given_race(), ("yellow", "interference"), *SHOE_ROLL[1:])
    events, after = rules.when(interfering, parsed(die=0, tile=None, order=[11, 5, 18], back=None))
    assert after.track.row == (8, 22, 3, 11, 5, 18, 20) and events[0].order == (11, 5, 18)


def test_legal_use_bodies_leave_out_fields_they_do_not_need_and_decode():
    """Given a roll of a horseshoe, then each legal UseDie body names only die and tile, and decodes as sent."""
    state = given_roll(given_race(), *SHOE_ROLL)
    uses = [dict(lc.command) for lc in R.legal_commands(state, 0) if lc.command["type"] == "UseDie"]
    assert uses and all(set(body) == {"type", "die", "tile"} for body in uses)
    assert all(R.decide(state, parse_command(R, body, 0), None) for body in uses[:2])
