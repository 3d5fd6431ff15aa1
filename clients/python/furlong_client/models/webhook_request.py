from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.event_type import EventType
from ..models.ruleset_id import RulesetId
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookRequest")


@_attrs_define
class WebhookRequest:
    """An endpoint and the games it follows (at least one of `games`, `rulesets`, `my_games`).

    Attributes:
        url (str): http or https, with a host; no user:password, no fragment.
        games (list[str] | Unset): Games followed by id (each must exist).
        rulesets (list[RulesetId] | Unset): Every game of these rulesets.
        my_games (bool | Unset): The games the caller's player identity sits in (needs `Furlong-Player`).
        event_types (list[EventType] | Unset): Only these events (absent or empty: every event).
    """

    url: str
    games: list[str] | Unset = UNSET
    rulesets: list[RulesetId] | Unset = UNSET
    my_games: bool | Unset = UNSET
    event_types: list[EventType] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        games: list[str] | Unset = UNSET
        if not isinstance(self.games, Unset):
            games = self.games

        rulesets: list[str] | Unset = UNSET
        if not isinstance(self.rulesets, Unset):
            rulesets = []
            for rulesets_item_data in self.rulesets:
                rulesets_item = rulesets_item_data.value
                rulesets.append(rulesets_item)

        my_games = self.my_games

        event_types: list[str] | Unset = UNSET
        if not isinstance(self.event_types, Unset):
            event_types = []
            for event_types_item_data in self.event_types:
                event_types_item = event_types_item_data.value
                event_types.append(event_types_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )
        if games is not UNSET:
            field_dict["games"] = games
        if rulesets is not UNSET:
            field_dict["rulesets"] = rulesets
        if my_games is not UNSET:
            field_dict["my_games"] = my_games
        if event_types is not UNSET:
            field_dict["event_types"] = event_types

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        games = cast(list[str], d.pop("games", UNSET))

        _rulesets = d.pop("rulesets", UNSET)
        rulesets: list[RulesetId] | Unset = UNSET
        if _rulesets is not UNSET:
            rulesets = []
            for rulesets_item_data in _rulesets:
                rulesets_item = RulesetId(rulesets_item_data)

                rulesets.append(rulesets_item)

        my_games = d.pop("my_games", UNSET)

        _event_types = d.pop("event_types", UNSET)
        event_types: list[EventType] | Unset = UNSET
        if _event_types is not UNSET:
            event_types = []
            for event_types_item_data in _event_types:
                event_types_item = EventType(event_types_item_data)

                event_types.append(event_types_item)

        webhook_request = cls(
            url=url,
            games=games,
            rulesets=rulesets,
            my_games=my_games,
            event_types=event_types,
        )

        return webhook_request
