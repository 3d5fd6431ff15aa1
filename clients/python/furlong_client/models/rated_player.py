from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RatedPlayer")


@_attrs_define
class RatedPlayer:
    """
    Attributes:
        place (int):
        player_id (str):
        name (str):
        mu (float):
        sigma (float):
        games (int):
        ordinal (float):
        provisional (bool):
    """

    place: int
    player_id: str
    name: str
    mu: float
    sigma: float
    games: int
    ordinal: float
    provisional: bool

    def to_dict(self) -> dict[str, Any]:
        place = self.place

        player_id = self.player_id

        name = self.name

        mu = self.mu

        sigma = self.sigma

        games = self.games

        ordinal = self.ordinal

        provisional = self.provisional

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "place": place,
                "player_id": player_id,
                "name": name,
                "mu": mu,
                "sigma": sigma,
                "games": games,
                "ordinal": ordinal,
                "provisional": provisional,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        place = d.pop("place")

        player_id = d.pop("player_id")

        name = d.pop("name")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        games = d.pop("games")

        ordinal = d.pop("ordinal")

        provisional = d.pop("provisional")

        rated_player = cls(
            place=place,
            player_id=player_id,
            name=name,
            mu=mu,
            sigma=sigma,
            games=games,
            ordinal=ordinal,
            provisional=provisional,
        )

        return rated_player
