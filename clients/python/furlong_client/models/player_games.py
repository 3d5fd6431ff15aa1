from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player_game import PlayerGame


T = TypeVar("T", bound="PlayerGames")


@_attrs_define
class PlayerGames:
    """
    Attributes:
        games (list[PlayerGame]):
        next_cursor (None | str): Pass as `cursor` for the next page; null on the last page.
    """

    games: list[PlayerGame]
    next_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_game import PlayerGame  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = PlayerGame.from_dict(games_item_data)

            games.append(games_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        player_games = cls(
            games=games,
            next_cursor=next_cursor,
        )

        return player_games
