from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ABotPlayingASeat")


@_attrs_define
class ABotPlayingASeat:
    """
    Attributes:
        bot (int):
    """

    bot: int

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = d.pop("bot")

        a_bot_playing_a_seat = cls(
            bot=bot,
        )

        return a_bot_playing_a_seat
