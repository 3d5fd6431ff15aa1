from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.ruleset_id import RulesetId

if TYPE_CHECKING:
    from ..models.event import Event


T = TypeVar("T", bound="AllEventsItem")


@_attrs_define
class AllEventsItem:
    """One event of the all-games feed, as the public saw it when it was published.

    Attributes:
        position (str): The feed's position right after this event (pass it as `after`).
        game_id (str):
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        event (Event): One event of a game's log, as the viewer may see it. `hash` is the hex
            SHA-256 of the canonical JSON of the stored envelope without `hash`
            (and without `redacted`); a redacted event lacks its secret `data`
            fields, so only unredacted events re-hash.
    """

    position: str
    game_id: str
    ruleset: RulesetId
    event: Event

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        game_id = self.game_id

        ruleset = self.ruleset.value

        event = self.event.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
                "game_id": game_id,
                "ruleset": ruleset,
                "event": event,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event  # noqa: PLC0415

        d = dict(src_dict)
        position = d.pop("position")

        game_id = d.pop("game_id")

        ruleset = RulesetId(d.pop("ruleset"))

        event = Event.from_dict(d.pop("event"))

        all_events_item = cls(
            position=position,
            game_id=game_id,
            ruleset=ruleset,
            event=event,
        )

        return all_events_item
