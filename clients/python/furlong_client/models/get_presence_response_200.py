from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_presence_response_200_seats_item import GetPresenceResponse200SeatsItem


T = TypeVar("T", bound="GetPresenceResponse200")


@_attrs_define
class GetPresenceResponse200:
    """
    Attributes:
        game_id (str):
        seats (list[GetPresenceResponse200SeatsItem]):
    """

    game_id: str
    seats: list[GetPresenceResponse200SeatsItem]

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_presence_response_200_seats_item import GetPresenceResponse200SeatsItem  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = GetPresenceResponse200SeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        get_presence_response_200 = cls(
            game_id=game_id,
            seats=seats,
        )

        return get_presence_response_200
