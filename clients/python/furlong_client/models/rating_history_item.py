from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ruleset_id import RulesetId

T = TypeVar("T", bound="RatingHistoryItem")


@_attrs_define
class RatingHistoryItem:
    """
    Attributes:
        n (int): The update's number in the ratings log.
        game_id (str):
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        mu (float):
        sigma (float):
        games (int):
        ordinal (float):
        provisional (bool):
    """

    n: int
    game_id: str
    ruleset: RulesetId
    mu: float
    sigma: float
    games: int
    ordinal: float
    provisional: bool

    def to_dict(self) -> dict[str, Any]:
        n = self.n

        game_id = self.game_id

        ruleset = self.ruleset.value

        mu = self.mu

        sigma = self.sigma

        games = self.games

        ordinal = self.ordinal

        provisional = self.provisional

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "n": n,
                "game_id": game_id,
                "ruleset": ruleset,
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
        n = d.pop("n")

        game_id = d.pop("game_id")

        ruleset = RulesetId(d.pop("ruleset"))

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        games = d.pop("games")

        ordinal = d.pop("ordinal")

        provisional = d.pop("provisional")

        rating_history_item = cls(
            n=n,
            game_id=game_id,
            ruleset=ruleset,
            mu=mu,
            sigma=sigma,
            games=games,
            ordinal=ordinal,
            provisional=provisional,
        )

        return rating_history_item
