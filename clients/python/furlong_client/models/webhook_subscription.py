from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.event_type import EventType
from ..models.ruleset_id import RulesetId
from ..models.webhook_subscription_status import WebhookSubscriptionStatus

T = TypeVar("T", bound="WebhookSubscription")


@_attrs_define
class WebhookSubscription:
    """A subscription as its owner sees it (never its secrets).

    Attributes:
        id (str):
        url (str):
        games (list[str]):
        rulesets (list[RulesetId]):
        my_games (bool):
        event_types (list[EventType]):
        status (WebhookSubscriptionStatus):
        disabled_reason (None | str): Why it was disabled: a message that kept failing for WEBHOOK_GIVE_UP_S (3 days).
        created_at (datetime.datetime):
        previous_secret_until (datetime.datetime | None): Until when the secret replaced last still signs.
    """

    id: str
    url: str
    games: list[str]
    rulesets: list[RulesetId]
    my_games: bool
    event_types: list[EventType]
    status: WebhookSubscriptionStatus
    disabled_reason: None | str
    created_at: datetime.datetime
    previous_secret_until: datetime.datetime | None

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        games = self.games

        rulesets = []
        for rulesets_item_data in self.rulesets:
            rulesets_item = rulesets_item_data.value
            rulesets.append(rulesets_item)

        my_games = self.my_games

        event_types = []
        for event_types_item_data in self.event_types:
            event_types_item = event_types_item_data.value
            event_types.append(event_types_item)

        status = self.status.value

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        created_at = self.created_at.isoformat()

        previous_secret_until: None | str
        if isinstance(self.previous_secret_until, datetime.datetime):
            previous_secret_until = self.previous_secret_until.isoformat()
        else:
            previous_secret_until = self.previous_secret_until

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "url": url,
                "games": games,
                "rulesets": rulesets,
                "my_games": my_games,
                "event_types": event_types,
                "status": status,
                "disabled_reason": disabled_reason,
                "created_at": created_at,
                "previous_secret_until": previous_secret_until,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        games = cast(list[str], d.pop("games"))

        rulesets = []
        _rulesets = d.pop("rulesets")
        for rulesets_item_data in _rulesets:
            rulesets_item = RulesetId(rulesets_item_data)

            rulesets.append(rulesets_item)

        my_games = d.pop("my_games")

        event_types = []
        _event_types = d.pop("event_types")
        for event_types_item_data in _event_types:
            event_types_item = EventType(event_types_item_data)

            event_types.append(event_types_item)

        status = WebhookSubscriptionStatus(d.pop("status"))

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_previous_secret_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                previous_secret_until_type_0 = datetime.datetime.fromisoformat(data)

                return previous_secret_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        previous_secret_until = _parse_previous_secret_until(d.pop("previous_secret_until"))

        webhook_subscription = cls(
            id=id,
            url=url,
            games=games,
            rulesets=rulesets,
            my_games=my_games,
            event_types=event_types,
            status=status,
            disabled_reason=disabled_reason,
            created_at=created_at,
            previous_secret_until=previous_secret_until,
        )

        return webhook_subscription
