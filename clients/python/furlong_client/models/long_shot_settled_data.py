from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.long_shot_purse import LongShotPurse
    from ..models.long_shot_settlement import LongShotSettlement


T = TypeVar("T", bound="LongShotSettledData")


@_attrs_define
class LongShotSettledData:
    """The data of a `Settled` (LongShot).

    Attributes:
        purses (list[LongShotPurse]):
        settlements (list[LongShotSettlement]):
    """

    purses: list[LongShotPurse]
    settlements: list[LongShotSettlement]

    def to_dict(self) -> dict[str, Any]:
        purses = []
        for purses_item_data in self.purses:
            purses_item = purses_item_data.to_dict()
            purses.append(purses_item)

        settlements = []
        for settlements_item_data in self.settlements:
            settlements_item = settlements_item_data.to_dict()
            settlements.append(settlements_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "purses": purses,
                "settlements": settlements,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.long_shot_purse import LongShotPurse  # noqa: PLC0415
        from ..models.long_shot_settlement import LongShotSettlement  # noqa: PLC0415

        d = dict(src_dict)
        purses = []
        _purses = d.pop("purses")
        for purses_item_data in _purses:
            purses_item = LongShotPurse.from_dict(purses_item_data)

            purses.append(purses_item)

        settlements = []
        _settlements = d.pop("settlements")
        for settlements_item_data in _settlements:
            settlements_item = LongShotSettlement.from_dict(settlements_item_data)

            settlements.append(settlements_item)

        long_shot_settled_data = cls(
            purses=purses,
            settlements=settlements,
        )

        return long_shot_settled_data
