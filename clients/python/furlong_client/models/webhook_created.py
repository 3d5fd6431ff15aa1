from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_subscription import WebhookSubscription


T = TypeVar("T", bound="WebhookCreated")


@_attrs_define
class WebhookCreated:
    """
    Attributes:
        subscription (WebhookSubscription): A subscription as its owner sees it (never its secrets).
        secret (str): The signing secret (Standard Webhooks' `whsec_` and base64): shown only here.
        management_token (str | Unset): Without a player identity: the token that manages this subscription, shown only
            here.
    """

    subscription: WebhookSubscription
    secret: str
    management_token: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        subscription = self.subscription.to_dict()

        secret = self.secret

        management_token = self.management_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "subscription": subscription,
                "secret": secret,
            }
        )
        if management_token is not UNSET:
            field_dict["management_token"] = management_token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_subscription import WebhookSubscription  # noqa: PLC0415

        d = dict(src_dict)
        subscription = WebhookSubscription.from_dict(d.pop("subscription"))

        secret = d.pop("secret")

        management_token = d.pop("management_token", UNSET)

        webhook_created = cls(
            subscription=subscription,
            secret=secret,
            management_token=management_token,
        )

        return webhook_created
