from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.neck_and_neck_finish_betting import NeckAndNeckFinishBetting
    from ..models.neck_and_neck_legal_command_params import NeckAndNeckLegalCommandParams
    from ..models.neck_and_neck_move_horse import NeckAndNeckMoveHorse
    from ..models.neck_and_neck_pass import NeckAndNeckPass
    from ..models.neck_and_neck_place_bet import NeckAndNeckPlaceBet
    from ..models.neck_and_neck_roll_dice import NeckAndNeckRollDice
    from ..models.neck_and_neck_special_move import NeckAndNeckSpecialMove


T = TypeVar("T", bound="NeckAndNeckLegalCommand")


@_attrs_define
class NeckAndNeckLegalCommand:
    """A command the caller's seat may send now in a game of Neck and Neck.

    Attributes:
        ruleset (Literal['neck_and_neck']):
        command (NeckAndNeckFinishBetting | NeckAndNeckMoveHorse | NeckAndNeckPass | NeckAndNeckPlaceBet |
            NeckAndNeckRollDice | NeckAndNeckSpecialMove): A command of Neck and Neck (`neck_and_neck`), chosen by `type`.
        params (NeckAndNeckLegalCommandParams): The free parameters of `command`, by field name: any value each allows.
    """

    ruleset: Literal["neck_and_neck"]
    command: (
        NeckAndNeckFinishBetting
        | NeckAndNeckMoveHorse
        | NeckAndNeckPass
        | NeckAndNeckPlaceBet
        | NeckAndNeckRollDice
        | NeckAndNeckSpecialMove
    )
    params: NeckAndNeckLegalCommandParams

    def to_dict(self) -> dict[str, Any]:
        from ..models.neck_and_neck_finish_betting import NeckAndNeckFinishBetting  # noqa: PLC0415
        from ..models.neck_and_neck_move_horse import NeckAndNeckMoveHorse  # noqa: PLC0415
        from ..models.neck_and_neck_place_bet import NeckAndNeckPlaceBet  # noqa: PLC0415
        from ..models.neck_and_neck_roll_dice import NeckAndNeckRollDice  # noqa: PLC0415
        from ..models.neck_and_neck_special_move import NeckAndNeckSpecialMove  # noqa: PLC0415

        ruleset = self.ruleset

        command: dict[str, Any]
        if isinstance(self.command, NeckAndNeckPlaceBet):
            command = self.command.to_dict()
        elif isinstance(self.command, NeckAndNeckFinishBetting):
            command = self.command.to_dict()
        elif isinstance(self.command, NeckAndNeckRollDice):
            command = self.command.to_dict()
        elif isinstance(self.command, NeckAndNeckMoveHorse):
            command = self.command.to_dict()
        elif isinstance(self.command, NeckAndNeckSpecialMove):
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
        from ..models.neck_and_neck_finish_betting import NeckAndNeckFinishBetting  # noqa: PLC0415
        from ..models.neck_and_neck_legal_command_params import NeckAndNeckLegalCommandParams  # noqa: PLC0415
        from ..models.neck_and_neck_move_horse import NeckAndNeckMoveHorse  # noqa: PLC0415
        from ..models.neck_and_neck_pass import NeckAndNeckPass  # noqa: PLC0415
        from ..models.neck_and_neck_place_bet import NeckAndNeckPlaceBet  # noqa: PLC0415
        from ..models.neck_and_neck_roll_dice import NeckAndNeckRollDice  # noqa: PLC0415
        from ..models.neck_and_neck_special_move import NeckAndNeckSpecialMove  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = cast(Literal["neck_and_neck"], d.pop("ruleset"))
        if ruleset != "neck_and_neck":
            raise ValueError(f"ruleset must match const 'neck_and_neck', got '{ruleset}'")

        def _parse_command(
            data: object,
        ) -> (
            NeckAndNeckFinishBetting
            | NeckAndNeckMoveHorse
            | NeckAndNeckPass
            | NeckAndNeckPlaceBet
            | NeckAndNeckRollDice
            | NeckAndNeckSpecialMove
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_neck_and_neck_command_type_0 = NeckAndNeckPlaceBet.from_dict(data)

                return componentsschemas_neck_and_neck_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_neck_and_neck_command_type_1 = NeckAndNeckFinishBetting.from_dict(data)

                return componentsschemas_neck_and_neck_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_neck_and_neck_command_type_2 = NeckAndNeckRollDice.from_dict(data)

                return componentsschemas_neck_and_neck_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_neck_and_neck_command_type_3 = NeckAndNeckMoveHorse.from_dict(data)

                return componentsschemas_neck_and_neck_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_neck_and_neck_command_type_4 = NeckAndNeckSpecialMove.from_dict(data)

                return componentsschemas_neck_and_neck_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_neck_and_neck_command_type_5 = NeckAndNeckPass.from_dict(data)

            return componentsschemas_neck_and_neck_command_type_5

        command = _parse_command(d.pop("command"))

        params = NeckAndNeckLegalCommandParams.from_dict(d.pop("params"))

        neck_and_neck_legal_command = cls(
            ruleset=ruleset,
            command=command,
            params=params,
        )

        return neck_and_neck_legal_command
