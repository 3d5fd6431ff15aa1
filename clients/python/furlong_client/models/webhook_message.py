from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.webhook_message_data import WebhookMessageData


T = TypeVar("T", bound="WebhookMessage")


@_attrs_define
class WebhookMessage:
    """What a subscription's endpoint receives: one event of a followed
    game, as the public may see it (a sealed field is withheld until the
    rules reveal it, as in the events pages). Signed as Standard
    Webhooks specifies: verify with the `standardwebhooks` package and
    the subscription's secret, drop a `webhook-id` already handled.

        Attributes:
            type_ (Literal['game.event']):
            timestamp (datetime.datetime): The event's `at`.
            data (WebhookMessageData):
    """

    type_: Literal["game.event"]
    timestamp: datetime.datetime
    data: WebhookMessageData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        timestamp = self.timestamp.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_message_data import WebhookMessageData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["game.event"], d.pop("type"))
        if type_ != "game.event":
            raise ValueError(f"type must match const 'game.event', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = WebhookMessageData.from_dict(d.pop("data"))

        webhook_message = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return webhook_message
