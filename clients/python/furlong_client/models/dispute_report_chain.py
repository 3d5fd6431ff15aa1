from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event import Event


T = TypeVar("T", bound="DisputeReportChain")


@_attrs_define
class DisputeReportChain:
    """Every event from the first dependency to the head, as the caller may see it.

    Attributes:
        from_ (int):
        to (int):
        events (list[Event]):
    """

    from_: int
    to: int
    events: list[Event]

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event  # noqa: PLC0415

        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        dispute_report_chain = cls(
            from_=from_,
            to=to,
            events=events,
        )

        return dispute_report_chain
