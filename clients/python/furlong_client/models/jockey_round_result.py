from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="JockeyRoundResult")


@_attrs_define
class JockeyRoundResult:
    """
    Attributes:
        seat (int):
        cash (int):
        debt (int):
        result (int):
    """

    seat: int
    cash: int
    debt: int
    result: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cash = self.cash

        debt = self.debt

        result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "cash": cash,
                "debt": debt,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        cash = d.pop("cash")

        debt = d.pop("debt")

        result = d.pop("result")

        jockey_round_result = cls(
            seat=seat,
            cash=cash,
            debt=debt,
            result=result,
        )

        return jockey_round_result
