from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.ruleset_id import RulesetId

if TYPE_CHECKING:
    from ..models.option_spec import OptionSpec
    from ..models.ruleset_commands import RulesetCommands


T = TypeVar("T", bound="Ruleset")


@_attrs_define
class Ruleset:
    """
    Attributes:
        id (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        title (str):
        min_seats (int):
        max_seats (int):
        options (list[OptionSpec]): The options `POST /games` accepts for this ruleset (the platform's `seed` first).
        commands (RulesetCommands): The JSON Schema (draft 2020-12 subset) of each command body, keyed
            by command type: `type` is a const, `seat` an optional integer, the
            command's fields are required, and no other field is allowed.
    """

    id: RulesetId
    title: str
    min_seats: int
    max_seats: int
    options: list[OptionSpec]
    commands: RulesetCommands

    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        title = self.title

        min_seats = self.min_seats

        max_seats = self.max_seats

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        commands = self.commands.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "title": title,
                "min_seats": min_seats,
                "max_seats": max_seats,
                "options": options,
                "commands": commands,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_spec import OptionSpec  # noqa: PLC0415
        from ..models.ruleset_commands import RulesetCommands  # noqa: PLC0415

        d = dict(src_dict)
        id = RulesetId(d.pop("id"))

        title = d.pop("title")

        min_seats = d.pop("min_seats")

        max_seats = d.pop("max_seats")

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = OptionSpec.from_dict(options_item_data)

            options.append(options_item)

        commands = RulesetCommands.from_dict(d.pop("commands"))

        ruleset = cls(
            id=id,
            title=title,
            min_seats=min_seats,
            max_seats=max_seats,
            options=options,
            commands=commands,
        )

        return ruleset
