from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WebhookRedelivery")


@_attrs_define
class WebhookRedelivery:
    """
    Attributes:
        game_id (str):
        after (int):
        until (int): The version sent before; the messages up to it are sent again, then on.
    """

    game_id: str
    after: int
    until: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        after = self.after

        until = self.until

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "after": after,
                "until": until,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        after = d.pop("after")

        until = d.pop("until")

        webhook_redelivery = cls(
            game_id=game_id,
            after=after,
            until=until,
        )

        return webhook_redelivery
