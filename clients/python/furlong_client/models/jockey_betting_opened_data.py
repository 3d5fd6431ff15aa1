from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="JockeyBettingOpenedData")


@_attrs_define
class JockeyBettingOpenedData:
    """The data of a `BettingOpened` (Jockey).

    Attributes:
        race (int):
        round_ (int):
        dealer (int):
        first_seat (int):
    """

    race: int
    round_: int
    dealer: int
    first_seat: int

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        round_ = self.round_

        dealer = self.dealer

        first_seat = self.first_seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "round": round_,
                "dealer": dealer,
                "first_seat": first_seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        round_ = d.pop("round")

        dealer = d.pop("dealer")

        first_seat = d.pop("first_seat")

        jockey_betting_opened_data = cls(
            race=race,
            round_=round_,
            dealer=dealer,
            first_seat=first_seat,
        )

        return jockey_betting_opened_data
