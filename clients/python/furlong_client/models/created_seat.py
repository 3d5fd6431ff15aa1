from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seat_kind import SeatKind

T = TypeVar("T", bound="CreatedSeat")


@_attrs_define
class CreatedSeat:
    """
    Attributes:
        seat (int):
        name (None | str): The player's name; null for bot and open seats.
        kind (SeatKind):
        token (None | str): The seat's bearer token (human seats only; null otherwise). Shown once.
    """

    seat: int
    name: None | str
    kind: SeatKind
    token: None | str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name: None | str
        name = self.name

        kind = self.kind.value

        token: None | str
        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "kind": kind,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        kind = SeatKind(d.pop("kind"))

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))

        created_seat = cls(
            seat=seat,
            name=name,
            kind=kind,
            token=token,
        )

        return created_seat
