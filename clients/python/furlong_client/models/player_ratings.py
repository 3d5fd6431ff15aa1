from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player_ratings_ratings import PlayerRatingsRatings
    from ..models.rating_history_item import RatingHistoryItem


T = TypeVar("T", bound="PlayerRatings")


@_attrs_define
class PlayerRatings:
    """
    Attributes:
        player_id (str):
        ratings (PlayerRatingsRatings): The player's rating per ruleset (only rulesets it has a rated game of).
        history (list[RatingHistoryItem]):
    """

    player_id: str
    ratings: PlayerRatingsRatings
    history: list[RatingHistoryItem]

    def to_dict(self) -> dict[str, Any]:
        player_id = self.player_id

        ratings = self.ratings.to_dict()

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player_id": player_id,
                "ratings": ratings,
                "history": history,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_ratings_ratings import PlayerRatingsRatings  # noqa: PLC0415
        from ..models.rating_history_item import RatingHistoryItem  # noqa: PLC0415

        d = dict(src_dict)
        player_id = d.pop("player_id")

        ratings = PlayerRatingsRatings.from_dict(d.pop("ratings"))

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = RatingHistoryItem.from_dict(history_item_data)

            history.append(history_item)

        player_ratings = cls(
            player_id=player_id,
            ratings=ratings,
            history=history,
        )

        return player_ratings
