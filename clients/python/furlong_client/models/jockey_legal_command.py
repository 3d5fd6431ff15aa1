from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jockey_keep_cards import JockeyKeepCards
    from ..models.jockey_legal_command_params import JockeyLegalCommandParams
    from ..models.jockey_pass_bet import JockeyPassBet
    from ..models.jockey_place_bet import JockeyPlaceBet
    from ..models.jockey_play_card import JockeyPlayCard
    from ..models.jockey_take_loan import JockeyTakeLoan


T = TypeVar("T", bound="JockeyLegalCommand")


@_attrs_define
class JockeyLegalCommand:
    """A command the caller's seat may send now in a game of Jockey.

    Attributes:
        ruleset (Literal['jockey']):
        command (JockeyKeepCards | JockeyPassBet | JockeyPlaceBet | JockeyPlayCard | JockeyTakeLoan): A command of
            Jockey (`jockey`), chosen by `type`.
        params (JockeyLegalCommandParams): The free parameters of `command`, by field name: any value each allows.
    """

    ruleset: Literal["jockey"]
    command: JockeyKeepCards | JockeyPassBet | JockeyPlaceBet | JockeyPlayCard | JockeyTakeLoan
    params: JockeyLegalCommandParams

    def to_dict(self) -> dict[str, Any]:
        from ..models.jockey_pass_bet import JockeyPassBet  # noqa: PLC0415
        from ..models.jockey_place_bet import JockeyPlaceBet  # noqa: PLC0415
        from ..models.jockey_play_card import JockeyPlayCard  # noqa: PLC0415
        from ..models.jockey_take_loan import JockeyTakeLoan  # noqa: PLC0415

        ruleset = self.ruleset

        command: dict[str, Any]
        if isinstance(self.command, JockeyTakeLoan):
            command = self.command.to_dict()
        elif isinstance(self.command, JockeyPlaceBet):
            command = self.command.to_dict()
        elif isinstance(self.command, JockeyPassBet):
            command = self.command.to_dict()
        elif isinstance(self.command, JockeyPlayCard):
            command = self.command.to_dict()
        else:
            command = self.command.to_dict()

        params = self.params.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "command": command,
                "params": params,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.jockey_keep_cards import JockeyKeepCards  # noqa: PLC0415
        from ..models.jockey_legal_command_params import JockeyLegalCommandParams  # noqa: PLC0415
        from ..models.jockey_pass_bet import JockeyPassBet  # noqa: PLC0415
        from ..models.jockey_place_bet import JockeyPlaceBet  # noqa: PLC0415
        from ..models.jockey_play_card import JockeyPlayCard  # noqa: PLC0415
        from ..models.jockey_take_loan import JockeyTakeLoan  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = cast(Literal["jockey"], d.pop("ruleset"))
        if ruleset != "jockey":
            raise ValueError(f"ruleset must match const 'jockey', got '{ruleset}'")

        def _parse_command(
            data: object,
        ) -> JockeyKeepCards | JockeyPassBet | JockeyPlaceBet | JockeyPlayCard | JockeyTakeLoan:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_jockey_command_type_0 = JockeyTakeLoan.from_dict(data)

                return componentsschemas_jockey_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_jockey_command_type_1 = JockeyPlaceBet.from_dict(data)

                return componentsschemas_jockey_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_jockey_command_type_2 = JockeyPassBet.from_dict(data)

                return componentsschemas_jockey_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_jockey_command_type_3 = JockeyPlayCard.from_dict(data)

                return componentsschemas_jockey_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_jockey_command_type_4 = JockeyKeepCards.from_dict(data)

            return componentsschemas_jockey_command_type_4

        command = _parse_command(d.pop("command"))

        params = JockeyLegalCommandParams.from_dict(d.pop("params"))

        jockey_legal_command = cls(
            ruleset=ruleset,
            command=command,
            params=params,
        )

        return jockey_legal_command
