from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HomestretchGhostDiscardedData")


@_attrs_define
class HomestretchGhostDiscardedData:
    """The data of a `GhostDiscarded` (Homestretch).

    Attributes:
        round_ (int):
        nonce (str):
        index (int | Unset): Sealed: absent while redacted.
        card (str | Unset): Sealed: absent while redacted.
    """

    round_: int
    nonce: str
    index: int | Unset = UNSET
    card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        nonce = self.nonce

        index = self.index

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "nonce": nonce,
            }
        )
        if index is not UNSET:
            field_dict["index"] = index
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        nonce = d.pop("nonce")

        index = d.pop("index", UNSET)

        card = d.pop("card", UNSET)

        homestretch_ghost_discarded_data = cls(
            round_=round_,
            nonce=nonce,
            index=index,
            card=card,
        )

        return homestretch_ghost_discarded_data
