"""A field added to a stored record later is written only when set: every record stored before it keeps its bytes
(and so its hash), and one that sets it carries it back whole."""

from __future__ import annotations

from events.lifecycle import SeatJoined, SeatSpec
from games.codec import canonical_json, from_jsonable, to_jsonable


def test_a_seat_without_a_player_is_written_as_before_the_field_existed():
    assert "player" not in to_jsonable(SeatSpec(name="Ann"))
    assert canonical_json(to_jsonable(SeatJoined(seat=1, name="Bob"))) == (
        b'{"client_seed":null,"name":"Bob","seat":1}'
    )


def test_a_seat_with_a_player_carries_it_and_reads_back_equal():
    seat = SeatSpec(name="Ann", player="p_7Qx")
    written = to_jsonable(seat)
    assert written["player"] == "p_7Qx"
    assert from_jsonable(SeatSpec, written) == seat
    assert from_jsonable(SeatSpec, to_jsonable(SeatSpec(name="Ann"))).player is None
