from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.photo_finish_view_track_type_0_row_item_dice_item import PhotoFinishViewTrackType0RowItemDiceItem


T = TypeVar("T", bound="PhotoFinishViewTrackType0RowItem")


@_attrs_define
class PhotoFinishViewTrackType0RowItem:
    """
    Attributes:
        tile (int):
        kind (str):
        odds (int):
        dice (list[PhotoFinishViewTrackType0RowItemDiceItem]):
    """

    tile: int
    kind: str
    odds: int
    dice: list[PhotoFinishViewTrackType0RowItemDiceItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        kind = self.kind

        odds = self.odds

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "tile": tile,
                "kind": kind,
                "odds": odds,
                "dice": dice,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.photo_finish_view_track_type_0_row_item_dice_item import PhotoFinishViewTrackType0RowItemDiceItem  # noqa: PLC0415

        d = dict(src_dict)
        tile = d.pop("tile")

        kind = d.pop("kind")

        odds = d.pop("odds")

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in _dice:
            dice_item = PhotoFinishViewTrackType0RowItemDiceItem.from_dict(dice_item_data)

            dice.append(dice_item)

        photo_finish_view_track_type_0_row_item = cls(
            tile=tile,
            kind=kind,
            odds=odds,
            dice=dice,
        )

        photo_finish_view_track_type_0_row_item.additional_properties = d
        return photo_finish_view_track_type_0_row_item

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
