from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.explanations_explanations_item import ExplanationsExplanationsItem


T = TypeVar("T", bound="Explanations")


@_attrs_define
class Explanations:
    """
    Example:
        {'game_id': '8f3c2a1b9d0e4f56', 'explanations': [{'version': 5, 'seat': 0, 'options': [{'command': {'type':
            'PlaceBet', 'horse': 1, 'amount': 10000}, 'playouts': 24, 'value': 0.625, 'chosen': True}, {'command': {'type':
            'FinishBetting'}, 'playouts': 24, 'value': 0.5, 'chosen': False}]}]}

    Attributes:
        game_id (str):
        explanations (list[ExplanationsExplanationsItem]):
    """

    game_id: str
    explanations: list[ExplanationsExplanationsItem]

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        explanations = []
        for explanations_item_data in self.explanations:
            explanations_item = explanations_item_data.to_dict()
            explanations.append(explanations_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "explanations": explanations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.explanations_explanations_item import ExplanationsExplanationsItem  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        explanations = []
        _explanations = d.pop("explanations")
        for explanations_item_data in _explanations:
            explanations_item = ExplanationsExplanationsItem.from_dict(explanations_item_data)

            explanations.append(explanations_item)

        explanations = cls(
            game_id=game_id,
            explanations=explanations,
        )

        return explanations
