from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Rating")


@_attrs_define
class Rating:
    """
    Attributes:
        mu (float): The model's estimate of the player's skill.
        sigma (float): Its uncertainty.
        games (int): Rated games in this ruleset.
        ordinal (float): mu - 3 sigma: what the leaderboard orders by.
        provisional (bool): Fewer than 10 rated games.
    """

    mu: float
    sigma: float
    games: int
    ordinal: float
    provisional: bool

    def to_dict(self) -> dict[str, Any]:
        mu = self.mu

        sigma = self.sigma

        games = self.games

        ordinal = self.ordinal

        provisional = self.provisional

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
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
        mu = d.pop("mu")

        sigma = d.pop("sigma")

        games = d.pop("games")

        ordinal = d.pop("ordinal")

        provisional = d.pop("provisional")

        rating = cls(
            mu=mu,
            sigma=sigma,
            games=games,
            ordinal=ordinal,
            provisional=provisional,
        )

        return rating
