from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.explanations_explanations_item_options_item_command import (
        ExplanationsExplanationsItemOptionsItemCommand,
    )


T = TypeVar("T", bound="ExplanationsExplanationsItemOptionsItem")


@_attrs_define
class ExplanationsExplanationsItemOptionsItem:
    """
    Attributes:
        command (ExplanationsExplanationsItemOptionsItemCommand): A command body.
        playouts (int):
        value (float): Its mean score (1 for first place).
        chosen (bool): The command the bot played.
    """

    command: ExplanationsExplanationsItemOptionsItemCommand
    playouts: int
    value: float
    chosen: bool

    def to_dict(self) -> dict[str, Any]:
        command = self.command.to_dict()

        playouts = self.playouts

        value = self.value

        chosen = self.chosen

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "command": command,
                "playouts": playouts,
                "value": value,
                "chosen": chosen,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.explanations_explanations_item_options_item_command import (
            ExplanationsExplanationsItemOptionsItemCommand,  # noqa: PLC0415
        )

        d = dict(src_dict)
        command = ExplanationsExplanationsItemOptionsItemCommand.from_dict(d.pop("command"))

        playouts = d.pop("playouts")

        value = d.pop("value")

        chosen = d.pop("chosen")

        explanations_explanations_item_options_item = cls(
            command=command,
            playouts=playouts,
            value=value,
            chosen=chosen,
        )

        return explanations_explanations_item_options_item
