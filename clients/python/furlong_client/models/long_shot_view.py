from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.long_shot_view_card_thief_type_0 import LongShotViewCardThiefType0
    from ..models.long_shot_view_discards_item import LongShotViewDiscardsItem
    from ..models.long_shot_view_horses_item import LongShotViewHorsesItem
    from ..models.long_shot_view_roll_type_0 import LongShotViewRollType0
    from ..models.long_shot_view_seats_item import LongShotViewSeatsItem
    from ..models.long_shot_view_track import LongShotViewTrack
    from ..models.long_shot_view_you_type_0 import LongShotViewYouType0


T = TypeVar("T", bound="LongShotView")


@_attrs_define
class LongShotView:
    """A game of `long_shot` as one seat (or the public) may see it: what its ruleset's `view` writes
    (games/long_shot/view.py).

        Attributes:
            ruleset (Literal['long_shot']):
            track (LongShotViewTrack):
            move_die (list[int]):
            phase (str):
            turn (int | None):
            turns (int):
            roll (LongShotViewRollType0 | None):
            bar_moves (list[int]):
            horses (list[LongShotViewHorsesItem]):
            leaders (list[int]):
            placings (list[int]):
            seats (list[LongShotViewSeatsItem]):
            deck (int):
            discards (list[LongShotViewDiscardsItem]):
            card_thief (LongShotViewCardThiefType0 | None):
            you (LongShotViewYouType0 | None):
    """

    ruleset: Literal["long_shot"]
    track: LongShotViewTrack
    move_die: list[int]
    phase: str
    turn: int | None
    turns: int
    roll: LongShotViewRollType0 | None
    bar_moves: list[int]
    horses: list[LongShotViewHorsesItem]
    leaders: list[int]
    placings: list[int]
    seats: list[LongShotViewSeatsItem]
    deck: int
    discards: list[LongShotViewDiscardsItem]
    card_thief: LongShotViewCardThiefType0 | None
    you: LongShotViewYouType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.long_shot_view_card_thief_type_0 import LongShotViewCardThiefType0  # noqa: PLC0415
        from ..models.long_shot_view_roll_type_0 import LongShotViewRollType0  # noqa: PLC0415
        from ..models.long_shot_view_you_type_0 import LongShotViewYouType0  # noqa: PLC0415

        ruleset = self.ruleset

        track = self.track.to_dict()

        move_die = self.move_die

        phase = self.phase

        turn: int | None
        turn = self.turn

        turns = self.turns

        roll: dict[str, Any] | None
        if isinstance(self.roll, LongShotViewRollType0):
            roll = self.roll.to_dict()
        else:
            roll = self.roll

        bar_moves = self.bar_moves

        horses = []
        for horses_item_data in self.horses:
            horses_item = horses_item_data.to_dict()
            horses.append(horses_item)

        leaders = self.leaders

        placings = self.placings

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        deck = self.deck

        discards = []
        for discards_item_data in self.discards:
            discards_item = discards_item_data.to_dict()
            discards.append(discards_item)

        card_thief: dict[str, Any] | None
        if isinstance(self.card_thief, LongShotViewCardThiefType0):
            card_thief = self.card_thief.to_dict()
        else:
            card_thief = self.card_thief

        you: dict[str, Any] | None
        if isinstance(self.you, LongShotViewYouType0):
            you = self.you.to_dict()
        else:
            you = self.you

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "track": track,
                "move_die": move_die,
                "phase": phase,
                "turn": turn,
                "turns": turns,
                "roll": roll,
                "bar_moves": bar_moves,
                "horses": horses,
                "leaders": leaders,
                "placings": placings,
                "seats": seats,
                "deck": deck,
                "discards": discards,
                "card_thief": card_thief,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.long_shot_view_card_thief_type_0 import LongShotViewCardThiefType0  # noqa: PLC0415
        from ..models.long_shot_view_discards_item import LongShotViewDiscardsItem  # noqa: PLC0415
        from ..models.long_shot_view_horses_item import LongShotViewHorsesItem  # noqa: PLC0415
        from ..models.long_shot_view_roll_type_0 import LongShotViewRollType0  # noqa: PLC0415
        from ..models.long_shot_view_seats_item import LongShotViewSeatsItem  # noqa: PLC0415
        from ..models.long_shot_view_track import LongShotViewTrack  # noqa: PLC0415
        from ..models.long_shot_view_you_type_0 import LongShotViewYouType0  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = cast(Literal["long_shot"], d.pop("ruleset"))
        if ruleset != "long_shot":
            raise ValueError(f"ruleset must match const 'long_shot', got '{ruleset}'")

        track = LongShotViewTrack.from_dict(d.pop("track"))

        move_die = cast(list[int], d.pop("move_die"))

        phase = d.pop("phase")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        turns = d.pop("turns")

        def _parse_roll(data: object) -> LongShotViewRollType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                roll_type_0 = LongShotViewRollType0.from_dict(data)

                return roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LongShotViewRollType0 | None, data)

        roll = _parse_roll(d.pop("roll"))

        bar_moves = cast(list[int], d.pop("bar_moves"))

        horses = []
        _horses = d.pop("horses")
        for horses_item_data in _horses:
            horses_item = LongShotViewHorsesItem.from_dict(horses_item_data)

            horses.append(horses_item)

        leaders = cast(list[int], d.pop("leaders"))

        placings = cast(list[int], d.pop("placings"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = LongShotViewSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        deck = d.pop("deck")

        discards = []
        _discards = d.pop("discards")
        for discards_item_data in _discards:
            discards_item = LongShotViewDiscardsItem.from_dict(discards_item_data)

            discards.append(discards_item)

        def _parse_card_thief(data: object) -> LongShotViewCardThiefType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_thief_type_0 = LongShotViewCardThiefType0.from_dict(data)

                return card_thief_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LongShotViewCardThiefType0 | None, data)

        card_thief = _parse_card_thief(d.pop("card_thief"))

        def _parse_you(data: object) -> LongShotViewYouType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_0 = LongShotViewYouType0.from_dict(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LongShotViewYouType0 | None, data)

        you = _parse_you(d.pop("you"))

        long_shot_view = cls(
            ruleset=ruleset,
            track=track,
            move_die=move_die,
            phase=phase,
            turn=turn,
            turns=turns,
            roll=roll,
            bar_moves=bar_moves,
            horses=horses,
            leaders=leaders,
            placings=placings,
            seats=seats,
            deck=deck,
            discards=discards,
            card_thief=card_thief,
            you=you,
        )

        return long_shot_view
