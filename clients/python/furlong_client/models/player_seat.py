from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PlayerSeat")


@_attrs_define
class PlayerSeat:
    """The caller's own seat, under the player identity its `Furlong-Player` header names.

    Attributes:
        player (bool):
        name (str | Unset): The seat's name (else the player's).
        client_seed (str | Unset): Entropy this seat adds to the game's randomness (before the game starts).
            Public; combined with the server's secret seed as docs/fairness.md describes.
    """

    player: bool
    name: str | Unset = UNSET
    client_seed: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        name = self.name

        client_seed = self.client_seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        name = d.pop("name", UNSET)

        client_seed = d.pop("client_seed", UNSET)

        player_seat = cls(
            player=player,
            name=name,
            client_seed=client_seed,
        )

        return player_seat
