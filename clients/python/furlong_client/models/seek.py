from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ruleset_id import RulesetId
from ..models.seek_status import SeekStatus

if TYPE_CHECKING:
    from ..models.seek_options import SeekOptions
    from ..models.seek_rating_window_type_0 import SeekRatingWindowType0


T = TypeVar("T", bound="Seek")


@_attrs_define
class Seek:
    """
    Attributes:
        seek_id (str):
        player_id (str):
        name (str):
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        seats (int):
        options (SeekOptions):
        rating (float): The seeker's ordinal in the ruleset when it sought (0 before any rated game).
        rating_window (None | SeekRatingWindowType0):
        bots_after_s (int | None):
        created_at (float): Epoch seconds.
        status (SeekStatus):
        game_id (None | str): The game a matched seek sits in.
        seat (int | None): Its seat there (seats follow the seekers' arrival).
    """

    seek_id: str
    player_id: str
    name: str
    ruleset: RulesetId
    seats: int
    options: SeekOptions
    rating: float
    rating_window: None | SeekRatingWindowType0
    bots_after_s: int | None
    created_at: float
    status: SeekStatus
    game_id: None | str
    seat: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.seek_rating_window_type_0 import SeekRatingWindowType0  # noqa: PLC0415

        seek_id = self.seek_id

        player_id = self.player_id

        name = self.name

        ruleset = self.ruleset.value

        seats = self.seats

        options = self.options.to_dict()

        rating = self.rating

        rating_window: dict[str, Any] | None
        if isinstance(self.rating_window, SeekRatingWindowType0):
            rating_window = self.rating_window.to_dict()
        else:
            rating_window = self.rating_window

        bots_after_s: int | None
        bots_after_s = self.bots_after_s

        created_at = self.created_at

        status = self.status.value

        game_id: None | str
        game_id = self.game_id

        seat: int | None
        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seek_id": seek_id,
                "player_id": player_id,
                "name": name,
                "ruleset": ruleset,
                "seats": seats,
                "options": options,
                "rating": rating,
                "rating_window": rating_window,
                "bots_after_s": bots_after_s,
                "created_at": created_at,
                "status": status,
                "game_id": game_id,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seek_options import SeekOptions  # noqa: PLC0415
        from ..models.seek_rating_window_type_0 import SeekRatingWindowType0  # noqa: PLC0415

        d = dict(src_dict)
        seek_id = d.pop("seek_id")

        player_id = d.pop("player_id")

        name = d.pop("name")

        ruleset = RulesetId(d.pop("ruleset"))

        seats = d.pop("seats")

        options = SeekOptions.from_dict(d.pop("options"))

        rating = d.pop("rating")

        def _parse_rating_window(data: object) -> None | SeekRatingWindowType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_window_type_0 = SeekRatingWindowType0.from_dict(data)

                return rating_window_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeekRatingWindowType0, data)

        rating_window = _parse_rating_window(d.pop("rating_window"))

        def _parse_bots_after_s(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bots_after_s = _parse_bots_after_s(d.pop("bots_after_s"))

        created_at = d.pop("created_at")

        status = SeekStatus(d.pop("status"))

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seek = cls(
            seek_id=seek_id,
            player_id=player_id,
            name=name,
            ruleset=ruleset,
            seats=seats,
            options=options,
            rating=rating,
            rating_window=rating_window,
            bots_after_s=bots_after_s,
            created_at=created_at,
            status=status,
            game_id=game_id,
            seat=seat,
        )

        return seek
