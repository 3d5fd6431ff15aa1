from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.webhook_subscription import WebhookSubscription


T = TypeVar("T", bound="WebhookSecret")


@_attrs_define
class WebhookSecret:
    """
    Attributes:
        subscription (WebhookSubscription): A subscription as its owner sees it (never its secrets).
        secret (str): The new signing secret, shown only here.
    """

    subscription: WebhookSubscription
    secret: str

    def to_dict(self) -> dict[str, Any]:
        subscription = self.subscription.to_dict()

        secret = self.secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "subscription": subscription,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_subscription import WebhookSubscription  # noqa: PLC0415

        d = dict(src_dict)
        subscription = WebhookSubscription.from_dict(d.pop("subscription"))

        secret = d.pop("secret")

        webhook_secret = cls(
            subscription=subscription,
            secret=secret,
        )

        return webhook_secret
