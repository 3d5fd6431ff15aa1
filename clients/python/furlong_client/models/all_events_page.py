from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.all_events_item import AllEventsItem


T = TypeVar("T", bound="AllEventsPage")


@_attrs_define
class AllEventsPage:
    """A page of the all-games feed (`GET /events`).

    Attributes:
        events (list[AllEventsItem]):
        next_ (str): The position to pass as `after` for the next page.
    """

    events: list[AllEventsItem]
    next_: str

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        next_ = self.next_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.all_events_item import AllEventsItem  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = AllEventsItem.from_dict(events_item_data)

            events.append(events_item)

        next_ = d.pop("next")

        all_events_page = cls(
            events=events,
            next_=next_,
        )

        return all_events_page
