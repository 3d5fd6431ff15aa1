from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.event_type import EventType

T = TypeVar("T", bound="WebhookAttempt")


@_attrs_define
class WebhookAttempt:
    """One delivery attempt of one message.

    Attributes:
        message_id (str): Its `webhook-id`: `msg_<subscription>_<game>_<version>`.
        game_id (str):
        version (int):
        event_type (EventType): An event's type: the platform's (`GameCreated` ... `TurnTimedOut`), then each hosted
            ruleset's that no earlier one has; `GET /web/js/events.json` gives each one's sealed fields.
        at (datetime.datetime):
        status (int | None): The endpoint's HTTP status (null when it gave none).
        latency_ms (float):
        delivered (bool): A 2xx answer.
        error (None | str): Why no answer came: a refused address, a timeout, a refused connection...
    """

    message_id: str
    game_id: str
    version: int
    event_type: EventType
    at: datetime.datetime
    status: int | None
    latency_ms: float
    delivered: bool
    error: None | str

    def to_dict(self) -> dict[str, Any]:
        message_id = self.message_id

        game_id = self.game_id

        version = self.version

        event_type = self.event_type.value

        at = self.at.isoformat()

        status: int | None
        status = self.status

        latency_ms = self.latency_ms

        delivered = self.delivered

        error: None | str
        error = self.error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message_id": message_id,
                "game_id": game_id,
                "version": version,
                "event_type": event_type,
                "at": at,
                "status": status,
                "latency_ms": latency_ms,
                "delivered": delivered,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message_id = d.pop("message_id")

        game_id = d.pop("game_id")

        version = d.pop("version")

        event_type = EventType(d.pop("event_type"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        def _parse_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status = _parse_status(d.pop("status"))

        latency_ms = d.pop("latency_ms")

        delivered = d.pop("delivered")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        webhook_attempt = cls(
            message_id=message_id,
            game_id=game_id,
            version=version,
            event_type=event_type,
            at=at,
            status=status,
            latency_ms=latency_ms,
            delivered=delivered,
            error=error,
        )

        return webhook_attempt
