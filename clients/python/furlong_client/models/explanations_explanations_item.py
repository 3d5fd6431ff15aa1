from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.explanations_explanations_item_options_item import ExplanationsExplanationsItemOptionsItem


T = TypeVar("T", bound="ExplanationsExplanationsItem")


@_attrs_define
class ExplanationsExplanationsItem:
    """
    Attributes:
        version (int): The version of the chosen command's first event.
        seat (int):
        options (list[ExplanationsExplanationsItemOptionsItem]): The options weighed, best first.
    """

    version: int
    seat: int
    options: list[ExplanationsExplanationsItemOptionsItem]

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        seat = self.seat

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "version": version,
                "seat": seat,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.explanations_explanations_item_options_item import ExplanationsExplanationsItemOptionsItem  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        seat = d.pop("seat")

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = ExplanationsExplanationsItemOptionsItem.from_dict(options_item_data)

            options.append(options_item)

        explanations_explanations_item = cls(
            version=version,
            seat=seat,
            options=options,
        )

        return explanations_explanations_item
