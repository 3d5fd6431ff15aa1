from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JockeyPlaceBet")


@_attrs_define
class JockeyPlaceBet:
    """
    Attributes:
        type_ (Literal['PlaceBet']):
        kind (str):
        horse (str):
        stake (int):
        seat (int | Unset): optional; must be the caller's own seat
        second (None | str | Unset):
        second_stake (int | None | Unset):
    """

    type_: Literal["PlaceBet"]
    kind: str
    horse: str
    stake: int
    seat: int | Unset = UNSET
    second: None | str | Unset = UNSET
    second_stake: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        kind = self.kind

        horse = self.horse

        stake = self.stake

        seat = self.seat

        second: None | str | Unset
        if isinstance(self.second, Unset):
            second = UNSET
        else:
            second = self.second

        second_stake: int | None | Unset
        if isinstance(self.second_stake, Unset):
            second_stake = UNSET
        else:
            second_stake = self.second_stake

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "kind": kind,
                "horse": horse,
                "stake": stake,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if second is not UNSET:
            field_dict["second"] = second
        if second_stake is not UNSET:
            field_dict["second_stake"] = second_stake

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["PlaceBet"], d.pop("type"))
        if type_ != "PlaceBet":
            raise ValueError(f"type must match const 'PlaceBet', got '{type_}'")

        kind = d.pop("kind")

        horse = d.pop("horse")

        stake = d.pop("stake")

        seat = d.pop("seat", UNSET)

        def _parse_second(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        second = _parse_second(d.pop("second", UNSET))

        def _parse_second_stake(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        second_stake = _parse_second_stake(d.pop("second_stake", UNSET))

        jockey_place_bet = cls(
            type_=type_,
            kind=kind,
            horse=horse,
            stake=stake,
            seat=seat,
            second=second,
            second_stake=second_stake,
        )

        return jockey_place_bet
