from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetPresenceResponse200SeatsItem")


@_attrs_define
class GetPresenceResponse200SeatsItem:
    """
    Attributes:
        seat (int):
        connected (bool):
        gone (bool):
        last_seen (float | None):
    """

    seat: int
    connected: bool
    gone: bool
    last_seen: float | None

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        connected = self.connected

        gone = self.gone

        last_seen: float | None
        last_seen = self.last_seen

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "connected": connected,
                "gone": gone,
                "last_seen": last_seen,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        connected = d.pop("connected")

        gone = d.pop("gone")

        def _parse_last_seen(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        last_seen = _parse_last_seen(d.pop("last_seen"))

        get_presence_response_200_seats_item = cls(
            seat=seat,
            connected=connected,
            gone=gone,
            last_seen=last_seen,
        )

        return get_presence_response_200_seats_item
