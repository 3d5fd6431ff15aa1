from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.homestretch_buy_blind import HomestretchBuyBlind
    from ..models.homestretch_buy_share import HomestretchBuyShare
    from ..models.homestretch_end_turn import HomestretchEndTurn
    from ..models.homestretch_legal_command_params import HomestretchLegalCommandParams
    from ..models.homestretch_move_horse import HomestretchMoveHorse
    from ..models.homestretch_pass_buy import HomestretchPassBuy
    from ..models.homestretch_pick_share import HomestretchPickShare
    from ..models.homestretch_place_token import HomestretchPlaceToken
    from ..models.homestretch_roll_dice import HomestretchRollDice
    from ..models.homestretch_special_move import HomestretchSpecialMove


T = TypeVar("T", bound="HomestretchLegalCommand")


@_attrs_define
class HomestretchLegalCommand:
    """A command the caller's seat may send now in a game of Homestretch.

    Attributes:
        ruleset (Literal['homestretch']):
        command (HomestretchBuyBlind | HomestretchBuyShare | HomestretchEndTurn | HomestretchMoveHorse |
            HomestretchPassBuy | HomestretchPickShare | HomestretchPlaceToken | HomestretchRollDice |
            HomestretchSpecialMove): A command of Homestretch (`homestretch`), chosen by `type`.
        params (HomestretchLegalCommandParams): The free parameters of `command`, by field name: any value each allows.
    """

    ruleset: Literal["homestretch"]
    command: (
        HomestretchBuyBlind
        | HomestretchBuyShare
        | HomestretchEndTurn
        | HomestretchMoveHorse
        | HomestretchPassBuy
        | HomestretchPickShare
        | HomestretchPlaceToken
        | HomestretchRollDice
        | HomestretchSpecialMove
    )
    params: HomestretchLegalCommandParams

    def to_dict(self) -> dict[str, Any]:
        from ..models.homestretch_buy_blind import HomestretchBuyBlind  # noqa: PLC0415
        from ..models.homestretch_buy_share import HomestretchBuyShare  # noqa: PLC0415
        from ..models.homestretch_end_turn import HomestretchEndTurn  # noqa: PLC0415
        from ..models.homestretch_move_horse import HomestretchMoveHorse  # noqa: PLC0415
        from ..models.homestretch_pick_share import HomestretchPickShare  # noqa: PLC0415
        from ..models.homestretch_place_token import HomestretchPlaceToken  # noqa: PLC0415
        from ..models.homestretch_roll_dice import HomestretchRollDice  # noqa: PLC0415
        from ..models.homestretch_special_move import HomestretchSpecialMove  # noqa: PLC0415

        ruleset = self.ruleset

        command: dict[str, Any]
        if isinstance(self.command, HomestretchPickShare):
            command = self.command.to_dict()
        elif isinstance(self.command, HomestretchPlaceToken):
            command = self.command.to_dict()
        elif isinstance(self.command, HomestretchRollDice):
            command = self.command.to_dict()
        elif isinstance(self.command, HomestretchMoveHorse):
            command = self.command.to_dict()
        elif isinstance(self.command, HomestretchSpecialMove):
            command = self.command.to_dict()
        elif isinstance(self.command, HomestretchEndTurn):
            command = self.command.to_dict()
        elif isinstance(self.command, HomestretchBuyShare):
            command = self.command.to_dict()
        elif isinstance(self.command, HomestretchBuyBlind):
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
        from ..models.homestretch_buy_blind import HomestretchBuyBlind  # noqa: PLC0415
        from ..models.homestretch_buy_share import HomestretchBuyShare  # noqa: PLC0415
        from ..models.homestretch_end_turn import HomestretchEndTurn  # noqa: PLC0415
        from ..models.homestretch_legal_command_params import HomestretchLegalCommandParams  # noqa: PLC0415
        from ..models.homestretch_move_horse import HomestretchMoveHorse  # noqa: PLC0415
        from ..models.homestretch_pass_buy import HomestretchPassBuy  # noqa: PLC0415
        from ..models.homestretch_pick_share import HomestretchPickShare  # noqa: PLC0415
        from ..models.homestretch_place_token import HomestretchPlaceToken  # noqa: PLC0415
        from ..models.homestretch_roll_dice import HomestretchRollDice  # noqa: PLC0415
        from ..models.homestretch_special_move import HomestretchSpecialMove  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = cast(Literal["homestretch"], d.pop("ruleset"))
        if ruleset != "homestretch":
            raise ValueError(f"ruleset must match const 'homestretch', got '{ruleset}'")

        def _parse_command(
            data: object,
        ) -> (
            HomestretchBuyBlind
            | HomestretchBuyShare
            | HomestretchEndTurn
            | HomestretchMoveHorse
            | HomestretchPassBuy
            | HomestretchPickShare
            | HomestretchPlaceToken
            | HomestretchRollDice
            | HomestretchSpecialMove
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_homestretch_command_type_0 = HomestretchPickShare.from_dict(data)

                return componentsschemas_homestretch_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_homestretch_command_type_1 = HomestretchPlaceToken.from_dict(data)

                return componentsschemas_homestretch_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_homestretch_command_type_2 = HomestretchRollDice.from_dict(data)

                return componentsschemas_homestretch_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_homestretch_command_type_3 = HomestretchMoveHorse.from_dict(data)

                return componentsschemas_homestretch_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_homestretch_command_type_4 = HomestretchSpecialMove.from_dict(data)

                return componentsschemas_homestretch_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_homestretch_command_type_5 = HomestretchEndTurn.from_dict(data)

                return componentsschemas_homestretch_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_homestretch_command_type_6 = HomestretchBuyShare.from_dict(data)

                return componentsschemas_homestretch_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_homestretch_command_type_7 = HomestretchBuyBlind.from_dict(data)

                return componentsschemas_homestretch_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_homestretch_command_type_8 = HomestretchPassBuy.from_dict(data)

            return componentsschemas_homestretch_command_type_8

        command = _parse_command(d.pop("command"))

        params = HomestretchLegalCommandParams.from_dict(d.pop("params"))

        homestretch_legal_command = cls(
            ruleset=ruleset,
            command=command,
            params=params,
        )

        return homestretch_legal_command
