from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="JockeyViewSeatsItem")


@_attrs_define
class JockeyViewSeatsItem:
    """
    Attributes:
        seat (int):
        cash (int):
        debt (int):
        banked (int):
        money (int):
        hand_size (int):
        loan_this_race (int):
        done (bool | None):
    """

    seat: int
    cash: int
    debt: int
    banked: int
    money: int
    hand_size: int
    loan_this_race: int
    done: bool | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cash = self.cash

        debt = self.debt

        banked = self.banked

        money = self.money

        hand_size = self.hand_size

        loan_this_race = self.loan_this_race

        done: bool | None
        done = self.done

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "cash": cash,
                "debt": debt,
                "banked": banked,
                "money": money,
                "hand_size": hand_size,
                "loan_this_race": loan_this_race,
                "done": done,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        cash = d.pop("cash")

        debt = d.pop("debt")

        banked = d.pop("banked")

        money = d.pop("money")

        hand_size = d.pop("hand_size")

        loan_this_race = d.pop("loan_this_race")

        def _parse_done(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        done = _parse_done(d.pop("done"))

        jockey_view_seats_item = cls(
            seat=seat,
            cash=cash,
            debt=debt,
            banked=banked,
            money=money,
            hand_size=hand_size,
            loan_this_race=loan_this_race,
            done=done,
        )

        jockey_view_seats_item.additional_properties = d
        return jockey_view_seats_item

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
