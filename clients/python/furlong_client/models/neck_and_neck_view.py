from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.neck_and_neck_view_horses_item import NeckAndNeckViewHorsesItem
    from ..models.neck_and_neck_view_results_item import NeckAndNeckViewResultsItem
    from ..models.neck_and_neck_view_roll_type_0 import NeckAndNeckViewRollType0
    from ..models.neck_and_neck_view_seats_item import NeckAndNeckViewSeatsItem
    from ..models.neck_and_neck_view_standstill import NeckAndNeckViewStandstill
    from ..models.neck_and_neck_view_track import NeckAndNeckViewTrack
    from ..models.neck_and_neck_view_you_type_0 import NeckAndNeckViewYouType0


T = TypeVar("T", bound="NeckAndNeckView")


@_attrs_define
class NeckAndNeckView:
    """A game of `neck_and_neck` as one seat (or the public) may see it: what its ruleset's `view` writes
    (games/neck_and_neck/view.py).

        Attributes:
            ruleset (Literal['neck_and_neck']):
            track (NeckAndNeckViewTrack):
            races (int):
            race (int):
            phase (str):
            first_seat (int):
            turn (int | None):
            roll (NeckAndNeckViewRollType0 | None):
            horses (list[NeckAndNeckViewHorsesItem]):
            placings (list[int]):
            standstill (NeckAndNeckViewStandstill):
            seats (list[NeckAndNeckViewSeatsItem]):
            results (list[NeckAndNeckViewResultsItem]):
            you (NeckAndNeckViewYouType0 | None):
    """

    ruleset: Literal["neck_and_neck"]
    track: NeckAndNeckViewTrack
    races: int
    race: int
    phase: str
    first_seat: int
    turn: int | None
    roll: NeckAndNeckViewRollType0 | None
    horses: list[NeckAndNeckViewHorsesItem]
    placings: list[int]
    standstill: NeckAndNeckViewStandstill
    seats: list[NeckAndNeckViewSeatsItem]
    results: list[NeckAndNeckViewResultsItem]
    you: NeckAndNeckViewYouType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.neck_and_neck_view_roll_type_0 import NeckAndNeckViewRollType0  # noqa: PLC0415
        from ..models.neck_and_neck_view_you_type_0 import NeckAndNeckViewYouType0  # noqa: PLC0415

        ruleset = self.ruleset

        track = self.track.to_dict()

        races = self.races

        race = self.race

        phase = self.phase

        first_seat = self.first_seat

        turn: int | None
        turn = self.turn

        roll: dict[str, Any] | None
        if isinstance(self.roll, NeckAndNeckViewRollType0):
            roll = self.roll.to_dict()
        else:
            roll = self.roll

        horses = []
        for horses_item_data in self.horses:
            horses_item = horses_item_data.to_dict()
            horses.append(horses_item)

        placings = self.placings

        standstill = self.standstill.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        you: dict[str, Any] | None
        if isinstance(self.you, NeckAndNeckViewYouType0):
            you = self.you.to_dict()
        else:
            you = self.you

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "track": track,
                "races": races,
                "race": race,
                "phase": phase,
                "first_seat": first_seat,
                "turn": turn,
                "roll": roll,
                "horses": horses,
                "placings": placings,
                "standstill": standstill,
                "seats": seats,
                "results": results,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.neck_and_neck_view_horses_item import NeckAndNeckViewHorsesItem  # noqa: PLC0415
        from ..models.neck_and_neck_view_results_item import NeckAndNeckViewResultsItem  # noqa: PLC0415
        from ..models.neck_and_neck_view_roll_type_0 import NeckAndNeckViewRollType0  # noqa: PLC0415
        from ..models.neck_and_neck_view_seats_item import NeckAndNeckViewSeatsItem  # noqa: PLC0415
        from ..models.neck_and_neck_view_standstill import NeckAndNeckViewStandstill  # noqa: PLC0415
        from ..models.neck_and_neck_view_track import NeckAndNeckViewTrack  # noqa: PLC0415
        from ..models.neck_and_neck_view_you_type_0 import NeckAndNeckViewYouType0  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = cast(Literal["neck_and_neck"], d.pop("ruleset"))
        if ruleset != "neck_and_neck":
            raise ValueError(f"ruleset must match const 'neck_and_neck', got '{ruleset}'")

        track = NeckAndNeckViewTrack.from_dict(d.pop("track"))

        races = d.pop("races")

        race = d.pop("race")

        phase = d.pop("phase")

        first_seat = d.pop("first_seat")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        def _parse_roll(data: object) -> NeckAndNeckViewRollType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                roll_type_0 = NeckAndNeckViewRollType0.from_dict(data)

                return roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NeckAndNeckViewRollType0 | None, data)

        roll = _parse_roll(d.pop("roll"))

        horses = []
        _horses = d.pop("horses")
        for horses_item_data in _horses:
            horses_item = NeckAndNeckViewHorsesItem.from_dict(horses_item_data)

            horses.append(horses_item)

        placings = cast(list[int], d.pop("placings"))

        standstill = NeckAndNeckViewStandstill.from_dict(d.pop("standstill"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = NeckAndNeckViewSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = NeckAndNeckViewResultsItem.from_dict(results_item_data)

            results.append(results_item)

        def _parse_you(data: object) -> NeckAndNeckViewYouType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_0 = NeckAndNeckViewYouType0.from_dict(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NeckAndNeckViewYouType0 | None, data)

        you = _parse_you(d.pop("you"))

        neck_and_neck_view = cls(
            ruleset=ruleset,
            track=track,
            races=races,
            race=race,
            phase=phase,
            first_seat=first_seat,
            turn=turn,
            roll=roll,
            horses=horses,
            placings=placings,
            standstill=standstill,
            seats=seats,
            results=results,
            you=you,
        )

        return neck_and_neck_view
