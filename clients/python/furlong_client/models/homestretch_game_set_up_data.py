from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchGameSetUpData")


@_attrs_define
class HomestretchGameSetUpData:
    """The data of a `GameSetUp` (Homestretch).

    Attributes:
        seats (int):
        colours (list[str]):
        hand_size (int):
        ghost (bool):
    """

    seats: int
    colours: list[str]
    hand_size: int
    ghost: bool

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        colours = self.colours

        hand_size = self.hand_size

        ghost = self.ghost

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "colours": colours,
                "hand_size": hand_size,
                "ghost": ghost,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seats = d.pop("seats")

        colours = cast(list[str], d.pop("colours"))

        hand_size = d.pop("hand_size")

        ghost = d.pop("ghost")

        homestretch_game_set_up_data = cls(
            seats=seats,
            colours=colours,
            hand_size=hand_size,
            ghost=ghost,
        )

        return homestretch_game_set_up_data
