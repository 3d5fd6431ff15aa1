from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PhotoFinishUseDie")


@_attrs_define
class PhotoFinishUseDie:
    """
    Attributes:
        type_ (Literal['UseDie']):
        die (int):
        seat (int | Unset): optional; must be the caller's own seat
        tile (int | None | Unset):
        to (int | None | Unset):
        order (list[int] | None | Unset):
        back (list[str] | None | Unset):
    """

    type_: Literal["UseDie"]
    die: int
    seat: int | Unset = UNSET
    tile: int | None | Unset = UNSET
    to: int | None | Unset = UNSET
    order: list[int] | None | Unset = UNSET
    back: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        die = self.die

        seat = self.seat

        tile: int | None | Unset
        if isinstance(self.tile, Unset):
            tile = UNSET
        else:
            tile = self.tile

        to: int | None | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        else:
            to = self.to

        order: list[int] | None | Unset
        if isinstance(self.order, Unset):
            order = UNSET
        elif isinstance(self.order, list):
            order = self.order

        else:
            order = self.order

        back: list[str] | None | Unset
        if isinstance(self.back, Unset):
            back = UNSET
        elif isinstance(self.back, list):
            back = self.back

        else:
            back = self.back

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "die": die,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if tile is not UNSET:
            field_dict["tile"] = tile
        if to is not UNSET:
            field_dict["to"] = to
        if order is not UNSET:
            field_dict["order"] = order
        if back is not UNSET:
            field_dict["back"] = back

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["UseDie"], d.pop("type"))
        if type_ != "UseDie":
            raise ValueError(f"type must match const 'UseDie', got '{type_}'")

        die = d.pop("die")

        seat = d.pop("seat", UNSET)

        def _parse_tile(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        tile = _parse_tile(d.pop("tile", UNSET))

        def _parse_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to = _parse_to(d.pop("to", UNSET))

        def _parse_order(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                order_type_0 = cast(list[int], data)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        order = _parse_order(d.pop("order", UNSET))

        def _parse_back(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                back_type_0 = cast(list[str], data)

                return back_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        back = _parse_back(d.pop("back", UNSET))

        photo_finish_use_die = cls(
            type_=type_,
            die=die,
            seat=seat,
            tile=tile,
            to=to,
            order=order,
            back=back,
        )

        return photo_finish_use_die
