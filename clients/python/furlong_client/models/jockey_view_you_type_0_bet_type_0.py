from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="JockeyViewYouType0BetType0")


@_attrs_define
class JockeyViewYouType0BetType0:
    """
    Attributes:
        seat (int):
        kind (str):
        horse (None | str):
        stake (int):
        second (None | str):
        second_stake (int):
        salt (str):
    """

    seat: int
    kind: str
    horse: None | str
    stake: int
    second: None | str
    second_stake: int
    salt: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind

        horse: None | str
        horse = self.horse

        stake = self.stake

        second: None | str
        second = self.second

        second_stake = self.second_stake

        salt = self.salt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "horse": horse,
                "stake": stake,
                "second": second,
                "second_stake": second_stake,
                "salt": salt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = d.pop("kind")

        def _parse_horse(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        horse = _parse_horse(d.pop("horse"))

        stake = d.pop("stake")

        def _parse_second(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        second = _parse_second(d.pop("second"))

        second_stake = d.pop("second_stake")

        salt = d.pop("salt")

        jockey_view_you_type_0_bet_type_0 = cls(
            seat=seat,
            kind=kind,
            horse=horse,
            stake=stake,
            second=second,
            second_stake=second_stake,
            salt=salt,
        )

        jockey_view_you_type_0_bet_type_0.additional_properties = d
        return jockey_view_you_type_0_bet_type_0

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
