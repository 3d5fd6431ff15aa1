from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jockey_repayment import JockeyRepayment


T = TypeVar("T", bound="JockeyLoansSettledData")


@_attrs_define
class JockeyLoansSettledData:
    """The data of a `LoansSettled` (Jockey).

    Attributes:
        race (int):
        repayments (list[JockeyRepayment]):
    """

    race: int
    repayments: list[JockeyRepayment]

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        repayments = []
        for repayments_item_data in self.repayments:
            repayments_item = repayments_item_data.to_dict()
            repayments.append(repayments_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "repayments": repayments,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.jockey_repayment import JockeyRepayment  # noqa: PLC0415

        d = dict(src_dict)
        race = d.pop("race")

        repayments = []
        _repayments = d.pop("repayments")
        for repayments_item_data in _repayments:
            repayments_item = JockeyRepayment.from_dict(repayments_item_data)

            repayments.append(repayments_item)

        jockey_loans_settled_data = cls(
            race=race,
            repayments=repayments,
        )

        return jockey_loans_settled_data
