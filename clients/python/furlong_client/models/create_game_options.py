from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_game_options_stand_in import CreateGameOptionsStandIn
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
    disables), `time_bank_s` and `increment_s` (a Fischer clock in
    place of `turn_timeout_s`: each human seat starts with
    `time_bank_s` seconds; each decision spends the time it took and
    then adds `increment_s`; a seat whose bank runs out has that turn
    timed out as a deadline does, and then only its increments; 0: no
    bank), `bot_delay_ms` (think delay before each bot command,
    default 0; at least that long, but the job scheduler keeps whole
    seconds and looks once a second, so a bot may act up to about 2 s
    later than asked: a delay is not exact to the millisecond), `expert_ms` (milliseconds of one core an `expert`
    bot seat may think per decision, default 500) and `stand_in` (the bot
    level that plays a human seat on autoplay, after it left or when its
    turn times out: `basic`, the default, or `expert`; a table asking for
    expert stand-ins meets `rate.bots` as a table of experts), and the ruleset's own options, as listed with their
    types and ranges by `GET /rulesets`. Unknown options are refused.

        Attributes:
            seed (str | Unset):
            turn_timeout_s (int | Unset):  Default: 300.
            time_bank_s (int | Unset):  Default: 0.
            increment_s (int | Unset):  Default: 0.
            bot_delay_ms (int | Unset):  Default: 0.
            expert_ms (int | Unset):  Default: 500.
            stand_in (CreateGameOptionsStandIn | Unset):  Default: CreateGameOptionsStandIn.BASIC.
    """

    seed: str | Unset = UNSET
    turn_timeout_s: int | Unset = 300
    time_bank_s: int | Unset = 0
    increment_s: int | Unset = 0
    bot_delay_ms: int | Unset = 0
    expert_ms: int | Unset = 500
    stand_in: CreateGameOptionsStandIn | Unset = CreateGameOptionsStandIn.BASIC
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        turn_timeout_s = self.turn_timeout_s

        time_bank_s = self.time_bank_s

        increment_s = self.increment_s

        bot_delay_ms = self.bot_delay_ms

        expert_ms = self.expert_ms

        stand_in: str | Unset = UNSET
        if not isinstance(self.stand_in, Unset):
            stand_in = self.stand_in.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if seed is not UNSET:
            field_dict["seed"] = seed
        if turn_timeout_s is not UNSET:
            field_dict["turn_timeout_s"] = turn_timeout_s
        if time_bank_s is not UNSET:
            field_dict["time_bank_s"] = time_bank_s
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s
        if bot_delay_ms is not UNSET:
            field_dict["bot_delay_ms"] = bot_delay_ms
        if expert_ms is not UNSET:
            field_dict["expert_ms"] = expert_ms
        if stand_in is not UNSET:
            field_dict["stand_in"] = stand_in

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seed = d.pop("seed", UNSET)

        turn_timeout_s = d.pop("turn_timeout_s", UNSET)

        time_bank_s = d.pop("time_bank_s", UNSET)

        increment_s = d.pop("increment_s", UNSET)

        bot_delay_ms = d.pop("bot_delay_ms", UNSET)

        expert_ms = d.pop("expert_ms", UNSET)

        _stand_in = d.pop("stand_in", UNSET)
        stand_in: CreateGameOptionsStandIn | Unset
        if isinstance(_stand_in, Unset):
            stand_in = UNSET
        else:
            stand_in = CreateGameOptionsStandIn(_stand_in)

        create_game_options = cls(
            seed=seed,
            turn_timeout_s=turn_timeout_s,
            time_bank_s=time_bank_s,
            increment_s=increment_s,
            bot_delay_ms=bot_delay_ms,
            expert_ms=expert_ms,
            stand_in=stand_in,
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
