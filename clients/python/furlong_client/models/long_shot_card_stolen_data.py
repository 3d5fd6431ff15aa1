from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LongShotCardStolenData")


@_attrs_define
class LongShotCardStolenData:
    """The data of a `CardStolen` (LongShot).

    Attributes:
        seat (int):
        victim (int):
        index (int | None):
        hand_size (int):
        nonce (None | str):
        card (int | Unset): Sealed: absent while redacted.
        chosen (bool | Unset):
    """

    seat: int
    victim: int
    index: int | None
    hand_size: int
    nonce: None | str
    card: int | Unset = UNSET
    chosen: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        victim = self.victim

        index: int | None
        index = self.index

        hand_size = self.hand_size

        nonce: None | str
        nonce = self.nonce

        card = self.card

        chosen = self.chosen

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "victim": victim,
                "index": index,
                "hand_size": hand_size,
                "nonce": nonce,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if chosen is not UNSET:
            field_dict["chosen"] = chosen

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        victim = d.pop("victim")

        def _parse_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        index = _parse_index(d.pop("index"))

        hand_size = d.pop("hand_size")

        def _parse_nonce(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        nonce = _parse_nonce(d.pop("nonce"))

        card = d.pop("card", UNSET)

        chosen = d.pop("chosen", UNSET)

        long_shot_card_stolen_data = cls(
            seat=seat,
            victim=victim,
            index=index,
            hand_size=hand_size,
            nonce=nonce,
            card=card,
            chosen=chosen,
        )

        return long_shot_card_stolen_data
