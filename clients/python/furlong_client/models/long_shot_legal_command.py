from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.long_shot_accept_roll import LongShotAcceptRoll
    from ..models.long_shot_buy_horse import LongShotBuyHorse
    from ..models.long_shot_decline_bar_moves import LongShotDeclineBarMoves
    from ..models.long_shot_discard_cards import LongShotDiscardCards
    from ..models.long_shot_legal_command_params import LongShotLegalCommandParams
    from ..models.long_shot_move_bar_horse import LongShotMoveBarHorse
    from ..models.long_shot_pass import LongShotPass
    from ..models.long_shot_place_bet import LongShotPlaceBet
    from ..models.long_shot_play_card import LongShotPlayCard
    from ..models.long_shot_roll_dice import LongShotRollDice
    from ..models.long_shot_steal_card import LongShotStealCard
    from ..models.long_shot_use_reroll import LongShotUseReroll


T = TypeVar("T", bound="LongShotLegalCommand")


@_attrs_define
class LongShotLegalCommand:
    """A command the caller's seat may send now in a game of Long Shot.

    Attributes:
        ruleset (Literal['long_shot']):
        command (LongShotAcceptRoll | LongShotBuyHorse | LongShotDeclineBarMoves | LongShotDiscardCards |
            LongShotMoveBarHorse | LongShotPass | LongShotPlaceBet | LongShotPlayCard | LongShotRollDice | LongShotStealCard
            | LongShotUseReroll): A command of Long Shot (`long_shot`), chosen by `type`.
        params (LongShotLegalCommandParams): The free parameters of `command`, by field name: any value each allows.
    """

    ruleset: Literal["long_shot"]
    command: (
        LongShotAcceptRoll
        | LongShotBuyHorse
        | LongShotDeclineBarMoves
        | LongShotDiscardCards
        | LongShotMoveBarHorse
        | LongShotPass
        | LongShotPlaceBet
        | LongShotPlayCard
        | LongShotRollDice
        | LongShotStealCard
        | LongShotUseReroll
    )
    params: LongShotLegalCommandParams

    def to_dict(self) -> dict[str, Any]:
        from ..models.long_shot_accept_roll import LongShotAcceptRoll  # noqa: PLC0415
        from ..models.long_shot_buy_horse import LongShotBuyHorse  # noqa: PLC0415
        from ..models.long_shot_decline_bar_moves import LongShotDeclineBarMoves  # noqa: PLC0415
        from ..models.long_shot_discard_cards import LongShotDiscardCards  # noqa: PLC0415
        from ..models.long_shot_move_bar_horse import LongShotMoveBarHorse  # noqa: PLC0415
        from ..models.long_shot_place_bet import LongShotPlaceBet  # noqa: PLC0415
        from ..models.long_shot_play_card import LongShotPlayCard  # noqa: PLC0415
        from ..models.long_shot_roll_dice import LongShotRollDice  # noqa: PLC0415
        from ..models.long_shot_steal_card import LongShotStealCard  # noqa: PLC0415
        from ..models.long_shot_use_reroll import LongShotUseReroll  # noqa: PLC0415

        ruleset = self.ruleset

        command: dict[str, Any]
        if isinstance(self.command, LongShotRollDice):
            command = self.command.to_dict()
        elif isinstance(self.command, LongShotAcceptRoll):
            command = self.command.to_dict()
        elif isinstance(self.command, LongShotUseReroll):
            command = self.command.to_dict()
        elif isinstance(self.command, LongShotMoveBarHorse):
            command = self.command.to_dict()
        elif isinstance(self.command, LongShotDeclineBarMoves):
            command = self.command.to_dict()
        elif isinstance(self.command, LongShotPlayCard):
            command = self.command.to_dict()
        elif isinstance(self.command, LongShotStealCard):
            command = self.command.to_dict()
        elif isinstance(self.command, LongShotBuyHorse):
            command = self.command.to_dict()
        elif isinstance(self.command, LongShotPlaceBet):
            command = self.command.to_dict()
        elif isinstance(self.command, LongShotDiscardCards):
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
        from ..models.long_shot_accept_roll import LongShotAcceptRoll  # noqa: PLC0415
        from ..models.long_shot_buy_horse import LongShotBuyHorse  # noqa: PLC0415
        from ..models.long_shot_decline_bar_moves import LongShotDeclineBarMoves  # noqa: PLC0415
        from ..models.long_shot_discard_cards import LongShotDiscardCards  # noqa: PLC0415
        from ..models.long_shot_legal_command_params import LongShotLegalCommandParams  # noqa: PLC0415
        from ..models.long_shot_move_bar_horse import LongShotMoveBarHorse  # noqa: PLC0415
        from ..models.long_shot_pass import LongShotPass  # noqa: PLC0415
        from ..models.long_shot_place_bet import LongShotPlaceBet  # noqa: PLC0415
        from ..models.long_shot_play_card import LongShotPlayCard  # noqa: PLC0415
        from ..models.long_shot_roll_dice import LongShotRollDice  # noqa: PLC0415
        from ..models.long_shot_steal_card import LongShotStealCard  # noqa: PLC0415
        from ..models.long_shot_use_reroll import LongShotUseReroll  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = cast(Literal["long_shot"], d.pop("ruleset"))
        if ruleset != "long_shot":
            raise ValueError(f"ruleset must match const 'long_shot', got '{ruleset}'")

        def _parse_command(
            data: object,
        ) -> (
            LongShotAcceptRoll
            | LongShotBuyHorse
            | LongShotDeclineBarMoves
            | LongShotDiscardCards
            | LongShotMoveBarHorse
            | LongShotPass
            | LongShotPlaceBet
            | LongShotPlayCard
            | LongShotRollDice
            | LongShotStealCard
            | LongShotUseReroll
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_long_shot_command_type_0 = LongShotRollDice.from_dict(data)

                return componentsschemas_long_shot_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_long_shot_command_type_1 = LongShotAcceptRoll.from_dict(data)

                return componentsschemas_long_shot_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_long_shot_command_type_2 = LongShotUseReroll.from_dict(data)

                return componentsschemas_long_shot_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_long_shot_command_type_3 = LongShotMoveBarHorse.from_dict(data)

                return componentsschemas_long_shot_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_long_shot_command_type_4 = LongShotDeclineBarMoves.from_dict(data)

                return componentsschemas_long_shot_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_long_shot_command_type_5 = LongShotPlayCard.from_dict(data)

                return componentsschemas_long_shot_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_long_shot_command_type_6 = LongShotStealCard.from_dict(data)

                return componentsschemas_long_shot_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_long_shot_command_type_7 = LongShotBuyHorse.from_dict(data)

                return componentsschemas_long_shot_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_long_shot_command_type_8 = LongShotPlaceBet.from_dict(data)

                return componentsschemas_long_shot_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_long_shot_command_type_9 = LongShotDiscardCards.from_dict(data)

                return componentsschemas_long_shot_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_long_shot_command_type_10 = LongShotPass.from_dict(data)

            return componentsschemas_long_shot_command_type_10

        command = _parse_command(d.pop("command"))

        params = LongShotLegalCommandParams.from_dict(d.pop("params"))

        long_shot_legal_command = cls(
            ruleset=ruleset,
            command=command,
            params=params,
        )

        return long_shot_legal_command
