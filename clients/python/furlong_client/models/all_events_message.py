from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.event_type import EventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="AllEventsMessage")


@_attrs_define
class AllEventsMessage:
    """One message of the all-games live feed (`GET /events` as
    `text/event-stream`), its fields as an SSE parser reads them. The first
    message is only `retry`.

        Attributes:
            id (str | Unset): The item's position.
            event (EventType | Unset): An event's type: the platform's (`GameCreated` ... `TurnTimedOut`), then each hosted
                ruleset's that no earlier one has; `GET /web/js/events.json` gives each one's sealed fields.
            retry (int | Unset): The reconnection delay in ms (first message only).
            data (str | Unset): The item, as one line of JSON.
    """

    id: str | Unset = UNSET
    event: EventType | Unset = UNSET
    retry: int | Unset = UNSET
    data: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event: str | Unset = UNSET
        if not isinstance(self.event, Unset):
            event = self.event.value

        retry = self.retry

        data = self.data

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if event is not UNSET:
            field_dict["event"] = event
        if retry is not UNSET:
            field_dict["retry"] = retry
        if data is not UNSET:
            field_dict["data"] = data

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        _event = d.pop("event", UNSET)
        event: EventType | Unset
        if isinstance(_event, Unset):
            event = UNSET
        else:
            event = EventType(_event)

        retry = d.pop("retry", UNSET)

        data = d.pop("data", UNSET)

        all_events_message = cls(
            id=id,
            event=event,
            retry=retry,
            data=data,
        )

        return all_events_message
