from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="JockeyRepayment")


@_attrs_define
class JockeyRepayment:
    """
    Attributes:
        seat (int):
        owed (int):
        repaid (int):
        rolled_over (int):
    """

    seat: int
    owed: int
    repaid: int
    rolled_over: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        owed = self.owed

        repaid = self.repaid

        rolled_over = self.rolled_over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "owed": owed,
                "repaid": repaid,
                "rolled_over": rolled_over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        owed = d.pop("owed")

        repaid = d.pop("repaid")

        rolled_over = d.pop("rolled_over")

        jockey_repayment = cls(
            seat=seat,
            owed=owed,
            repaid=repaid,
            rolled_over=rolled_over,
        )

        return jockey_repayment
