from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.photo_finish_bonus import PhotoFinishBonus
    from ..models.photo_finish_settlement import PhotoFinishSettlement


T = TypeVar("T", bound="PhotoFinishBetsSettledData")


@_attrs_define
class PhotoFinishBetsSettledData:
    """The data of a `BetsSettled` (PhotoFinish).

    Attributes:
        race (int):
        settlements (list[PhotoFinishSettlement]):
        bonuses (list[PhotoFinishBonus]):
        place_bonus_per (str | Unset):
    """

    race: int
    settlements: list[PhotoFinishSettlement]
    bonuses: list[PhotoFinishBonus]
    place_bonus_per: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        settlements = []
        for settlements_item_data in self.settlements:
            settlements_item = settlements_item_data.to_dict()
            settlements.append(settlements_item)

        bonuses = []
        for bonuses_item_data in self.bonuses:
            bonuses_item = bonuses_item_data.to_dict()
            bonuses.append(bonuses_item)

        place_bonus_per = self.place_bonus_per

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "settlements": settlements,
                "bonuses": bonuses,
            }
        )
        if place_bonus_per is not UNSET:
            field_dict["place_bonus_per"] = place_bonus_per

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.photo_finish_bonus import PhotoFinishBonus  # noqa: PLC0415
        from ..models.photo_finish_settlement import PhotoFinishSettlement  # noqa: PLC0415

        d = dict(src_dict)
        race = d.pop("race")

        settlements = []
        _settlements = d.pop("settlements")
        for settlements_item_data in _settlements:
            settlements_item = PhotoFinishSettlement.from_dict(settlements_item_data)

            settlements.append(settlements_item)

        bonuses = []
        _bonuses = d.pop("bonuses")
        for bonuses_item_data in _bonuses:
            bonuses_item = PhotoFinishBonus.from_dict(bonuses_item_data)

            bonuses.append(bonuses_item)

        place_bonus_per = d.pop("place_bonus_per", UNSET)

        photo_finish_bets_settled_data = cls(
            race=race,
            settlements=settlements,
            bonuses=bonuses,
            place_bonus_per=place_bonus_per,
        )

        return photo_finish_bets_settled_data
