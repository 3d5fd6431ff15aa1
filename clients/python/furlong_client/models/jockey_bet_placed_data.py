from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JockeyBetPlacedData")


@_attrs_define
class JockeyBetPlacedData:
    """The data of a `BetPlaced` (Jockey).

    Attributes:
        seat (int):
        race (int):
        commitment (str):
        salt_nonce (str):
        kind (str | Unset): Sealed: absent while redacted.
        horse (None | str | Unset): Sealed: absent while redacted.
        stake (int | Unset): Sealed: absent while redacted.
        second (None | str | Unset): Sealed: absent while redacted.
        second_stake (int | Unset): Sealed: absent while redacted.
        salt (str | Unset): Sealed: absent while redacted.
    """

    seat: int
    race: int
    commitment: str
    salt_nonce: str
    kind: str | Unset = UNSET
    horse: None | str | Unset = UNSET
    stake: int | Unset = UNSET
    second: None | str | Unset = UNSET
    second_stake: int | Unset = UNSET
    salt: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        race = self.race

        commitment = self.commitment

        salt_nonce = self.salt_nonce

        kind = self.kind

        horse: None | str | Unset
        if isinstance(self.horse, Unset):
            horse = UNSET
        else:
            horse = self.horse

        stake = self.stake

        second: None | str | Unset
        if isinstance(self.second, Unset):
            second = UNSET
        else:
            second = self.second

        second_stake = self.second_stake

        salt = self.salt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "race": race,
                "commitment": commitment,
                "salt_nonce": salt_nonce,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if horse is not UNSET:
            field_dict["horse"] = horse
        if stake is not UNSET:
            field_dict["stake"] = stake
        if second is not UNSET:
            field_dict["second"] = second
        if second_stake is not UNSET:
            field_dict["second_stake"] = second_stake
        if salt is not UNSET:
            field_dict["salt"] = salt

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        race = d.pop("race")

        commitment = d.pop("commitment")

        salt_nonce = d.pop("salt_nonce")

        kind = d.pop("kind", UNSET)

        def _parse_horse(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        horse = _parse_horse(d.pop("horse", UNSET))

        stake = d.pop("stake", UNSET)

        def _parse_second(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        second = _parse_second(d.pop("second", UNSET))

        second_stake = d.pop("second_stake", UNSET)

        salt = d.pop("salt", UNSET)

        jockey_bet_placed_data = cls(
            seat=seat,
            race=race,
            commitment=commitment,
            salt_nonce=salt_nonce,
            kind=kind,
            horse=horse,
            stake=stake,
            second=second,
            second_stake=second_stake,
            salt=salt,
        )

        return jockey_bet_placed_data
