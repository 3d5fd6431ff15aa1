from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.photo_finish_view_results_item import PhotoFinishViewResultsItem
    from ..models.photo_finish_view_seats_item import PhotoFinishViewSeatsItem
    from ..models.photo_finish_view_side_bets_item import PhotoFinishViewSideBetsItem
    from ..models.photo_finish_view_side_payments_item import PhotoFinishViewSidePaymentsItem
    from ..models.photo_finish_view_track_type_0 import PhotoFinishViewTrackType0
    from ..models.photo_finish_view_you_type_0 import PhotoFinishViewYouType0


T = TypeVar("T", bound="PhotoFinishView")


@_attrs_define
class PhotoFinishView:
    """A game of `photo_finish` as one seat (or the public) may see it: what its ruleset's `view` writes
    (games/photo_finish/view.py).

        Attributes:
            ruleset (Literal['photo_finish']):
            races (int):
            race (int):
            phase (str):
            start_seat (int):
            turn (int | None):
            tiles_face_down (int):
            track (None | PhotoFinishViewTrackType0):
            seats (list[PhotoFinishViewSeatsItem]):
            side_bets (list[PhotoFinishViewSideBetsItem]):
            side_payments (list[PhotoFinishViewSidePaymentsItem]):
            results (list[PhotoFinishViewResultsItem]):
            you (None | PhotoFinishViewYouType0):
    """

    ruleset: Literal["photo_finish"]
    races: int
    race: int
    phase: str
    start_seat: int
    turn: int | None
    tiles_face_down: int
    track: None | PhotoFinishViewTrackType0
    seats: list[PhotoFinishViewSeatsItem]
    side_bets: list[PhotoFinishViewSideBetsItem]
    side_payments: list[PhotoFinishViewSidePaymentsItem]
    results: list[PhotoFinishViewResultsItem]
    you: None | PhotoFinishViewYouType0

    def to_dict(self) -> dict[str, Any]:
        from ..models.photo_finish_view_track_type_0 import PhotoFinishViewTrackType0  # noqa: PLC0415
        from ..models.photo_finish_view_you_type_0 import PhotoFinishViewYouType0  # noqa: PLC0415

        ruleset = self.ruleset

        races = self.races

        race = self.race

        phase = self.phase

        start_seat = self.start_seat

        turn: int | None
        turn = self.turn

        tiles_face_down = self.tiles_face_down

        track: dict[str, Any] | None
        if isinstance(self.track, PhotoFinishViewTrackType0):
            track = self.track.to_dict()
        else:
            track = self.track

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        side_bets = []
        for side_bets_item_data in self.side_bets:
            side_bets_item = side_bets_item_data.to_dict()
            side_bets.append(side_bets_item)

        side_payments = []
        for side_payments_item_data in self.side_payments:
            side_payments_item = side_payments_item_data.to_dict()
            side_payments.append(side_payments_item)

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        you: dict[str, Any] | None
        if isinstance(self.you, PhotoFinishViewYouType0):
            you = self.you.to_dict()
        else:
            you = self.you

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "races": races,
                "race": race,
                "phase": phase,
                "start_seat": start_seat,
                "turn": turn,
                "tiles_face_down": tiles_face_down,
                "track": track,
                "seats": seats,
                "side_bets": side_bets,
                "side_payments": side_payments,
                "results": results,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.photo_finish_view_results_item import PhotoFinishViewResultsItem  # noqa: PLC0415
        from ..models.photo_finish_view_seats_item import PhotoFinishViewSeatsItem  # noqa: PLC0415
        from ..models.photo_finish_view_side_bets_item import PhotoFinishViewSideBetsItem  # noqa: PLC0415
        from ..models.photo_finish_view_side_payments_item import PhotoFinishViewSidePaymentsItem  # noqa: PLC0415
        from ..models.photo_finish_view_track_type_0 import PhotoFinishViewTrackType0  # noqa: PLC0415
        from ..models.photo_finish_view_you_type_0 import PhotoFinishViewYouType0  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = cast(Literal["photo_finish"], d.pop("ruleset"))
        if ruleset != "photo_finish":
            raise ValueError(f"ruleset must match const 'photo_finish', got '{ruleset}'")

        races = d.pop("races")

        race = d.pop("race")

        phase = d.pop("phase")

        start_seat = d.pop("start_seat")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        tiles_face_down = d.pop("tiles_face_down")

        def _parse_track(data: object) -> None | PhotoFinishViewTrackType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                track_type_0 = PhotoFinishViewTrackType0.from_dict(data)

                return track_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PhotoFinishViewTrackType0, data)

        track = _parse_track(d.pop("track"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = PhotoFinishViewSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        side_bets = []
        _side_bets = d.pop("side_bets")
        for side_bets_item_data in _side_bets:
            side_bets_item = PhotoFinishViewSideBetsItem.from_dict(side_bets_item_data)

            side_bets.append(side_bets_item)

        side_payments = []
        _side_payments = d.pop("side_payments")
        for side_payments_item_data in _side_payments:
            side_payments_item = PhotoFinishViewSidePaymentsItem.from_dict(side_payments_item_data)

            side_payments.append(side_payments_item)

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = PhotoFinishViewResultsItem.from_dict(results_item_data)

            results.append(results_item)

        def _parse_you(data: object) -> None | PhotoFinishViewYouType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_0 = PhotoFinishViewYouType0.from_dict(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PhotoFinishViewYouType0, data)

        you = _parse_you(d.pop("you"))

        photo_finish_view = cls(
            ruleset=ruleset,
            races=races,
            race=race,
            phase=phase,
            start_seat=start_seat,
            turn=turn,
            tiles_face_down=tiles_face_down,
            track=track,
            seats=seats,
            side_bets=side_bets,
            side_payments=side_payments,
            results=results,
            you=you,
        )

        return photo_finish_view
