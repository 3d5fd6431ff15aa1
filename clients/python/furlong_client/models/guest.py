from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.guest_kind import GuestKind

T = TypeVar("T", bound="Guest")


@_attrs_define
class Guest:
    """
    Attributes:
        player_id (str):
        name (str):
        kind (GuestKind):
        token (str): The player token: send it as `Furlong-Player`. Shown once.
    """

    player_id: str
    name: str
    kind: GuestKind
    token: str

    def to_dict(self) -> dict[str, Any]:
        player_id = self.player_id

        name = self.name

        kind = self.kind.value

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player_id": player_id,
                "name": name,
                "kind": kind,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player_id = d.pop("player_id")

        name = d.pop("name")

        kind = GuestKind(d.pop("kind"))

        token = d.pop("token")

        guest = cls(
            player_id=player_id,
            name=name,
            kind=kind,
            token=token,
        )

        return guest
