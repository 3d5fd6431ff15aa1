from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel
from ..models.seat_kind import SeatKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicSeat")


@_attrs_define
class PublicSeat:
    """
    Attributes:
        seat (int):
        autoplay (bool): The seat handed itself to the basic bot.
        left (bool): The seat left; the basic bot plays it to the end.
        client_seed (None | str): The entropy the seat contributed, if any.
        name (None | str): The player's name; null for bot and open seats.
        kind (SeatKind):
        bot (BotLevel | None): The bot level of a bot seat; null otherwise.
        player (None | str | Unset): The pseudonymous id of the player identity holding the seat (`GET
            /players/{player_id}`); null for an anonymous seat. Absent from lobby entries written before seats recorded
            players.
    """

    seat: int
    autoplay: bool
    left: bool
    client_seed: None | str
    name: None | str
    kind: SeatKind
    bot: BotLevel | None
    player: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        autoplay = self.autoplay

        left = self.left

        client_seed: None | str
        client_seed = self.client_seed

        name: None | str
        name = self.name

        kind = self.kind.value

        bot: None | str
        if isinstance(self.bot, BotLevel):
            bot = self.bot.value
        else:
            bot = self.bot

        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "autoplay": autoplay,
                "left": left,
                "client_seed": client_seed,
                "name": name,
                "kind": kind,
                "bot": bot,
            }
        )
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        autoplay = d.pop("autoplay")

        left = d.pop("left")

        def _parse_client_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        client_seed = _parse_client_seed(d.pop("client_seed"))

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        kind = SeatKind(d.pop("kind"))

        def _parse_bot(data: object) -> BotLevel | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_0 = BotLevel(data)

                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotLevel | None, data)

        bot = _parse_bot(d.pop("bot"))

        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))

        public_seat = cls(
            seat=seat,
            autoplay=autoplay,
            left=left,
            client_seed=client_seed,
            name=name,
            kind=kind,
            bot=bot,
            player=player,
        )

        return public_seat
