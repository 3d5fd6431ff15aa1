from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.player_kind import PlayerKind

T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    """
    Attributes:
        player_id (str): Pseudonymous: `g_` and random for a guest, `p_` and an HMAC for a site's user.
        name (str):
        kind (PlayerKind): A guest made on this server, a user a configured site vouches for (which site is not said),
            or a bot level as a rated player (`b_random`, `b_basic`, `b_expert`).
    """

    player_id: str
    name: str
    kind: PlayerKind

    def to_dict(self) -> dict[str, Any]:
        player_id = self.player_id

        name = self.name

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player_id": player_id,
                "name": name,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player_id = d.pop("player_id")

        name = d.pop("name")

        kind = PlayerKind(d.pop("kind"))

        player = cls(
            player_id=player_id,
            name=name,
            kind=kind,
        )

        return player
