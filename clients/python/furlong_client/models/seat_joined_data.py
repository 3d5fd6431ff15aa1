from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatJoinedData")


@_attrs_define
class SeatJoinedData:
    """The data of a `SeatJoined` (Platform).

    Attributes:
        seat (int):
        name (str):
        client_seed (None | str):
        player (None | str | Unset):
    """

    seat: int
    name: str
    client_seed: None | str
    player: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        client_seed: None | str
        client_seed = self.client_seed

        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "client_seed": client_seed,
            }
        )
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        def _parse_client_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        client_seed = _parse_client_seed(d.pop("client_seed"))

        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))

        seat_joined_data = cls(
            seat=seat,
            name=name,
            client_seed=client_seed,
            player=player,
        )

        return seat_joined_data
