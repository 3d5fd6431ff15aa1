from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jockey_round_result import JockeyRoundResult


T = TypeVar("T", bound="JockeyRoundClosedData")


@_attrs_define
class JockeyRoundClosedData:
    """The data of a `RoundClosed` (Jockey).

    Attributes:
        round_ (int):
        results (list[JockeyRoundResult]):
    """

    round_: int
    results: list[JockeyRoundResult]

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.jockey_round_result import JockeyRoundResult  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = JockeyRoundResult.from_dict(results_item_data)

            results.append(results_item)

        jockey_round_closed_data = cls(
            round_=round_,
            results=results,
        )

        return jockey_round_closed_data
