from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchDraftFinishedData")


@_attrs_define
class HomestretchDraftFinishedData:
    """The data of a `DraftFinished` (Homestretch).

    Attributes:
        stables (list[list[str]]):
        costs (list[int]):
    """

    stables: list[list[str]]
    costs: list[int]

    def to_dict(self) -> dict[str, Any]:
        stables = []
        for stables_item_data in self.stables:
            stables_item = stables_item_data

            stables.append(stables_item)

        costs = self.costs

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "stables": stables,
                "costs": costs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stables = []
        _stables = d.pop("stables")
        for stables_item_data in _stables:
            stables_item = cast(list[str], stables_item_data)

            stables.append(stables_item)

        costs = cast(list[int], d.pop("costs"))

        homestretch_draft_finished_data = cls(
            stables=stables,
            costs=costs,
        )

        return homestretch_draft_finished_data
