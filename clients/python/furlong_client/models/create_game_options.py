from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateGameOptions")


@_attrs_define
class CreateGameOptions:
    """Game options by name: the platform's `seed` (a string of 1 to 200
    characters fixing the RNG seed for a reproducible game; drawn by the
    server in secret when absent; refused with a 422 on a game with a human
    or open seat unless the request carries the admin token, since whoever
    chose it knows every roll in advance; the game is then marked
    `options.seed` = `chosen` in `GameCreated` and `seed` = `chosen` in the
    lobby; the seed itself is published only in `GameEnded`),
    `turn_timeout_s` (seconds per human decision, default 300, 0
    disables) and `bot_delay_ms` (think delay before each bot command,
    default 0), and the ruleset's own options, as listed with their
    types and ranges by `GET /rulesets`. Unknown options are refused.

        Attributes:
            seed (str | Unset):
            turn_timeout_s (int | Unset):  Default: 300.
            bot_delay_ms (int | Unset):  Default: 0.
    """

    seed: str | Unset = UNSET
    turn_timeout_s: int | Unset = 300
    bot_delay_ms: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        turn_timeout_s = self.turn_timeout_s

        bot_delay_ms = self.bot_delay_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if seed is not UNSET:
            field_dict["seed"] = seed
        if turn_timeout_s is not UNSET:
            field_dict["turn_timeout_s"] = turn_timeout_s
        if bot_delay_ms is not UNSET:
            field_dict["bot_delay_ms"] = bot_delay_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seed = d.pop("seed", UNSET)

        turn_timeout_s = d.pop("turn_timeout_s", UNSET)

        bot_delay_ms = d.pop("bot_delay_ms", UNSET)

        create_game_options = cls(
            seed=seed,
            turn_timeout_s=turn_timeout_s,
            bot_delay_ms=bot_delay_ms,
        )

        create_game_options.additional_properties = d
        return create_game_options

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
