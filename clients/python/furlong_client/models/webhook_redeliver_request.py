from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookRedeliverRequest")


@_attrs_define
class WebhookRedeliverRequest:
    """
    Attributes:
        game_id (str):
        after (int | Unset): Send the messages of the events after this version. Default: 0.
    """

    game_id: str
    after: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        after = self.after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
            }
        )
        if after is not UNSET:
            field_dict["after"] = after

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        after = d.pop("after", UNSET)

        webhook_redeliver_request = cls(
            game_id=game_id,
            after=after,
        )

        return webhook_redeliver_request
