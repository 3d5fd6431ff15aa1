from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.long_shot_view_you_type_0_looking_at_type_0_hand_item import (
        LongShotViewYouType0LookingAtType0HandItem,
    )


T = TypeVar("T", bound="LongShotViewYouType0LookingAtType0")


@_attrs_define
class LongShotViewYouType0LookingAtType0:
    """
    Attributes:
        seat (int):
        hand (list[LongShotViewYouType0LookingAtType0HandItem]):
    """

    seat: int
    hand: list[LongShotViewYouType0LookingAtType0HandItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        hand = []
        for hand_item_data in self.hand:
            hand_item = hand_item_data.to_dict()
            hand.append(hand_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "hand": hand,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.long_shot_view_you_type_0_looking_at_type_0_hand_item import (
            LongShotViewYouType0LookingAtType0HandItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        seat = d.pop("seat")

        hand = []
        _hand = d.pop("hand")
        for hand_item_data in _hand:
            hand_item = LongShotViewYouType0LookingAtType0HandItem.from_dict(hand_item_data)

            hand.append(hand_item)

        long_shot_view_you_type_0_looking_at_type_0 = cls(
            seat=seat,
            hand=hand,
        )

        long_shot_view_you_type_0_looking_at_type_0.additional_properties = d
        return long_shot_view_you_type_0_looking_at_type_0

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
