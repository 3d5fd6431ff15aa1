from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.homestretch_tie_roll import HomestretchTieRoll


T = TypeVar("T", bound="HomestretchRaceStartedData")


@_attrs_define
class HomestretchRaceStartedData:
    """The data of a `RaceStarted` (Homestretch).

    Attributes:
        race (int):
        first_seat (int):
        tie_rolls (list[HomestretchTieRoll]):
    """

    race: int
    first_seat: int
    tie_rolls: list[HomestretchTieRoll]

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        first_seat = self.first_seat

        tie_rolls = []
        for tie_rolls_item_data in self.tie_rolls:
            tie_rolls_item = tie_rolls_item_data.to_dict()
            tie_rolls.append(tie_rolls_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "first_seat": first_seat,
                "tie_rolls": tie_rolls,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.homestretch_tie_roll import HomestretchTieRoll  # noqa: PLC0415

        d = dict(src_dict)
        race = d.pop("race")

        first_seat = d.pop("first_seat")

        tie_rolls = []
        _tie_rolls = d.pop("tie_rolls")
        for tie_rolls_item_data in _tie_rolls:
            tie_rolls_item = HomestretchTieRoll.from_dict(tie_rolls_item_data)

            tie_rolls.append(tie_rolls_item)

        homestretch_race_started_data = cls(
            race=race,
            first_seat=first_seat,
            tie_rolls=tie_rolls,
        )

        return homestretch_race_started_data
