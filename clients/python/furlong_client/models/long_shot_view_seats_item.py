from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.long_shot_view_seats_item_bets_item import LongShotViewSeatsItemBetsItem


T = TypeVar("T", bound="LongShotViewSeatsItem")


@_attrs_define
class LongShotViewSeatsItem:
    """
    Attributes:
        seat (int):
        cash (int):
        cards (int):
        horses (list[int]):
        reroll_token (bool):
        bets (list[LongShotViewSeatsItemBetsItem]):
    """

    seat: int
    cash: int
    cards: int
    horses: list[int]
    reroll_token: bool
    bets: list[LongShotViewSeatsItemBetsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cash = self.cash

        cards = self.cards

        horses = self.horses

        reroll_token = self.reroll_token

        bets = []
        for bets_item_data in self.bets:
            bets_item = bets_item_data.to_dict()
            bets.append(bets_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "cash": cash,
                "cards": cards,
                "horses": horses,
                "reroll_token": reroll_token,
                "bets": bets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.long_shot_view_seats_item_bets_item import LongShotViewSeatsItemBetsItem  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        cash = d.pop("cash")

        cards = d.pop("cards")

        horses = cast(list[int], d.pop("horses"))

        reroll_token = d.pop("reroll_token")

        bets = []
        _bets = d.pop("bets")
        for bets_item_data in _bets:
            bets_item = LongShotViewSeatsItemBetsItem.from_dict(bets_item_data)

            bets.append(bets_item)

        long_shot_view_seats_item = cls(
            seat=seat,
            cash=cash,
            cards=cards,
            horses=horses,
            reroll_token=reroll_token,
            bets=bets,
        )

        long_shot_view_seats_item.additional_properties = d
        return long_shot_view_seats_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
