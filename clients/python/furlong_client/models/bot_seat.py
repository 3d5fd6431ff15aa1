from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel

T = TypeVar("T", bound="BotSeat")


@_attrs_define
class BotSeat:
    """
    Attributes:
        bot (BotLevel): `random`: uniform over legal commands, free amounts uniform in range.
            `basic`: the ruleset's strategy (docs/bots.md), playing from its seat's view only.
            `expert`: a search from states sampled from its seat's view alone, played on by
            `basic` (docs/bots.md), thinking up to the game's `expert_ms` per decision; a
            ruleset without one refuses it (422, `seat.bot_level`).
    """

    bot: BotLevel

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot.value

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
        bot = BotLevel(d.pop("bot"))

        bot_seat = cls(
            bot=bot,
        )

        return bot_seat
