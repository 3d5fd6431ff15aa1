from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.photo_finish_bet_on_place import PhotoFinishBetOnPlace
    from ..models.photo_finish_bet_on_winner import PhotoFinishBetOnWinner
    from ..models.photo_finish_finish_betting import PhotoFinishFinishBetting
    from ..models.photo_finish_legal_command_params import PhotoFinishLegalCommandParams
    from ..models.photo_finish_play_extra_move import PhotoFinishPlayExtraMove
    from ..models.photo_finish_put_away_die import PhotoFinishPutAwayDie
    from ..models.photo_finish_roll_dice import PhotoFinishRollDice
    from ..models.photo_finish_use_die import PhotoFinishUseDie


T = TypeVar("T", bound="PhotoFinishLegalCommand")


@_attrs_define
class PhotoFinishLegalCommand:
    """A command the caller's seat may send now in a game of Photo Finish.

    Attributes:
        ruleset (Literal['photo_finish']):
        command (PhotoFinishBetOnPlace | PhotoFinishBetOnWinner | PhotoFinishFinishBetting | PhotoFinishPlayExtraMove |
            PhotoFinishPutAwayDie | PhotoFinishRollDice | PhotoFinishUseDie): A command of Photo Finish (`photo_finish`),
            chosen by `type`.
        params (PhotoFinishLegalCommandParams): The free parameters of `command`, by field name: any value each allows.
    """

    ruleset: Literal["photo_finish"]
    command: (
        PhotoFinishBetOnPlace
        | PhotoFinishBetOnWinner
        | PhotoFinishFinishBetting
        | PhotoFinishPlayExtraMove
        | PhotoFinishPutAwayDie
        | PhotoFinishRollDice
        | PhotoFinishUseDie
    )
    params: PhotoFinishLegalCommandParams

    def to_dict(self) -> dict[str, Any]:
        from ..models.photo_finish_bet_on_place import PhotoFinishBetOnPlace  # noqa: PLC0415
        from ..models.photo_finish_bet_on_winner import PhotoFinishBetOnWinner  # noqa: PLC0415
        from ..models.photo_finish_finish_betting import PhotoFinishFinishBetting  # noqa: PLC0415
        from ..models.photo_finish_put_away_die import PhotoFinishPutAwayDie  # noqa: PLC0415
        from ..models.photo_finish_roll_dice import PhotoFinishRollDice  # noqa: PLC0415
        from ..models.photo_finish_use_die import PhotoFinishUseDie  # noqa: PLC0415

        ruleset = self.ruleset

        command: dict[str, Any]
        if isinstance(self.command, PhotoFinishBetOnWinner):
            command = self.command.to_dict()
        elif isinstance(self.command, PhotoFinishBetOnPlace):
            command = self.command.to_dict()
        elif isinstance(self.command, PhotoFinishFinishBetting):
            command = self.command.to_dict()
        elif isinstance(self.command, PhotoFinishRollDice):
            command = self.command.to_dict()
        elif isinstance(self.command, PhotoFinishUseDie):
            command = self.command.to_dict()
        elif isinstance(self.command, PhotoFinishPutAwayDie):
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
        from ..models.photo_finish_bet_on_place import PhotoFinishBetOnPlace  # noqa: PLC0415
        from ..models.photo_finish_bet_on_winner import PhotoFinishBetOnWinner  # noqa: PLC0415
        from ..models.photo_finish_finish_betting import PhotoFinishFinishBetting  # noqa: PLC0415
        from ..models.photo_finish_legal_command_params import PhotoFinishLegalCommandParams  # noqa: PLC0415
        from ..models.photo_finish_play_extra_move import PhotoFinishPlayExtraMove  # noqa: PLC0415
        from ..models.photo_finish_put_away_die import PhotoFinishPutAwayDie  # noqa: PLC0415
        from ..models.photo_finish_roll_dice import PhotoFinishRollDice  # noqa: PLC0415
        from ..models.photo_finish_use_die import PhotoFinishUseDie  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = cast(Literal["photo_finish"], d.pop("ruleset"))
        if ruleset != "photo_finish":
            raise ValueError(f"ruleset must match const 'photo_finish', got '{ruleset}'")

        def _parse_command(
            data: object,
        ) -> (
            PhotoFinishBetOnPlace
            | PhotoFinishBetOnWinner
            | PhotoFinishFinishBetting
            | PhotoFinishPlayExtraMove
            | PhotoFinishPutAwayDie
            | PhotoFinishRollDice
            | PhotoFinishUseDie
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_photo_finish_command_type_0 = PhotoFinishBetOnWinner.from_dict(data)

                return componentsschemas_photo_finish_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_photo_finish_command_type_1 = PhotoFinishBetOnPlace.from_dict(data)

                return componentsschemas_photo_finish_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_photo_finish_command_type_2 = PhotoFinishFinishBetting.from_dict(data)

                return componentsschemas_photo_finish_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_photo_finish_command_type_3 = PhotoFinishRollDice.from_dict(data)

                return componentsschemas_photo_finish_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_photo_finish_command_type_4 = PhotoFinishUseDie.from_dict(data)

                return componentsschemas_photo_finish_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_photo_finish_command_type_5 = PhotoFinishPutAwayDie.from_dict(data)

                return componentsschemas_photo_finish_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_photo_finish_command_type_6 = PhotoFinishPlayExtraMove.from_dict(data)

            return componentsschemas_photo_finish_command_type_6

        command = _parse_command(d.pop("command"))

        params = PhotoFinishLegalCommandParams.from_dict(d.pop("params"))

        photo_finish_legal_command = cls(
            ruleset=ruleset,
            command=command,
            params=params,
        )

        return photo_finish_legal_command
