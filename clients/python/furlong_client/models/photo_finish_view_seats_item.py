from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PhotoFinishViewSeatsItem")


@_attrs_define
class PhotoFinishViewSeatsItem:
    """
    Attributes:
        seat (int):
        money (int):
        side_bets (int):
        done_betting (bool | None):
    """

    seat: int
    money: int
    side_bets: int
    done_betting: bool | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        money = self.money

        side_bets = self.side_bets

        done_betting: bool | None
        done_betting = self.done_betting

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "money": money,
                "side_bets": side_bets,
                "done_betting": done_betting,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        money = d.pop("money")

        side_bets = d.pop("side_bets")

        def _parse_done_betting(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        done_betting = _parse_done_betting(d.pop("done_betting"))

        photo_finish_view_seats_item = cls(
            seat=seat,
            money=money,
            side_bets=side_bets,
            done_betting=done_betting,
        )

        photo_finish_view_seats_item.additional_properties = d
        return photo_finish_view_seats_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
