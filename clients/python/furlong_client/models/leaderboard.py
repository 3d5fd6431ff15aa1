from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.ruleset_id import RulesetId

if TYPE_CHECKING:
    from ..models.rated_player import RatedPlayer
    from ..models.rating_model import RatingModel


T = TypeVar("T", bound="Leaderboard")


@_attrs_define
class Leaderboard:
    """
    Attributes:
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        model (RatingModel): The rating model and its parameters, as each update in the ratings log records them.
        players (list[RatedPlayer]):
    """

    ruleset: RulesetId
    model: RatingModel
    players: list[RatedPlayer]

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.value

        model = self.model.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "model": model,
                "players": players,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rated_player import RatedPlayer  # noqa: PLC0415
        from ..models.rating_model import RatingModel  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = RulesetId(d.pop("ruleset"))

        model = RatingModel.from_dict(d.pop("model"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = RatedPlayer.from_dict(players_item_data)

            players.append(players_item)

        leaderboard = cls(
            ruleset=ruleset,
            model=model,
            players=players,
        )

        return leaderboard
