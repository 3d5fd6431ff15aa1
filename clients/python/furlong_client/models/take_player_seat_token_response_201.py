from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TakePlayerSeatTokenResponse201")


@_attrs_define
class TakePlayerSeatTokenResponse201:
    """
    Attributes:
        game_id (str):
        seat (int):
        token (str):
    """

    game_id: str
    seat: int
    token: str

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        seat = self.seat

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "seat": seat,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        seat = d.pop("seat")

        token = d.pop("token")

        take_player_seat_token_response_201 = cls(
            game_id=game_id,
            seat=seat,
            token=token,
        )

        return take_player_seat_token_response_201
