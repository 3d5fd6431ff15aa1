from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HomestretchViewBuyingType0")


@_attrs_define
class HomestretchViewBuyingType0:
    """
    Attributes:
        round_ (int):
        row (list[str]):
        pile_size (int):
        order (list[int]):
        buyer (int | None):
        blind_fee (int):
    """

    round_: int
    row: list[str]
    pile_size: int
    order: list[int]
    buyer: int | None
    blind_fee: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        row = self.row

        pile_size = self.pile_size

        order = self.order

        buyer: int | None
        buyer = self.buyer

        blind_fee = self.blind_fee

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "row": row,
                "pile_size": pile_size,
                "order": order,
                "buyer": buyer,
                "blind_fee": blind_fee,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        row = cast(list[str], d.pop("row"))

        pile_size = d.pop("pile_size")

        order = cast(list[int], d.pop("order"))

        def _parse_buyer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        buyer = _parse_buyer(d.pop("buyer"))

        blind_fee = d.pop("blind_fee")

        homestretch_view_buying_type_0 = cls(
            round_=round_,
            row=row,
            pile_size=pile_size,
            order=order,
            buyer=buyer,
            blind_fee=blind_fee,
        )

        homestretch_view_buying_type_0.additional_properties = d
        return homestretch_view_buying_type_0

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
