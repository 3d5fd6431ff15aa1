from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PlatformSeatSpec")


@_attrs_define
class PlatformSeatSpec:
    """
    Attributes:
        name (None | str):
        bot (None | str):
        client_seed (None | str):
        autoplay (bool):
        left (bool):
        player (None | str | Unset):
    """

    name: None | str
    bot: None | str
    client_seed: None | str
    autoplay: bool
    left: bool
    player: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name: None | str
        name = self.name

        bot: None | str
        bot = self.bot

        client_seed: None | str
        client_seed = self.client_seed

        autoplay = self.autoplay

        left = self.left

        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "bot": bot,
                "client_seed": client_seed,
                "autoplay": autoplay,
                "left": left,
            }
        )
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))

        def _parse_client_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        client_seed = _parse_client_seed(d.pop("client_seed"))

        autoplay = d.pop("autoplay")

        left = d.pop("left")

        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))

        platform_seat_spec = cls(
            name=name,
            bot=bot,
            client_seed=client_seed,
            autoplay=autoplay,
            left=left,
            player=player,
        )

        return platform_seat_spec
