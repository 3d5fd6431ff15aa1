from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.jockey_view_you_type_0_bet_type_0 import JockeyViewYouType0BetType0
    from ..models.jockey_view_you_type_0_hand_item import JockeyViewYouType0HandItem


T = TypeVar("T", bound="JockeyViewYouType0")


@_attrs_define
class JockeyViewYouType0:
    """
    Attributes:
        seat (int):
        hand (list[JockeyViewYouType0HandItem]):
        bet (JockeyViewYouType0BetType0 | None):
        bet_cap (int):
        loan_room (int):
    """

    seat: int
    hand: list[JockeyViewYouType0HandItem]
    bet: JockeyViewYouType0BetType0 | None
    bet_cap: int
    loan_room: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.jockey_view_you_type_0_bet_type_0 import JockeyViewYouType0BetType0  # noqa: PLC0415

        seat = self.seat

        hand = []
        for hand_item_data in self.hand:
            hand_item = hand_item_data.to_dict()
            hand.append(hand_item)

        bet: dict[str, Any] | None
        if isinstance(self.bet, JockeyViewYouType0BetType0):
            bet = self.bet.to_dict()
        else:
            bet = self.bet

        bet_cap = self.bet_cap

        loan_room = self.loan_room

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "hand": hand,
                "bet": bet,
                "bet_cap": bet_cap,
                "loan_room": loan_room,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.jockey_view_you_type_0_bet_type_0 import JockeyViewYouType0BetType0  # noqa: PLC0415
        from ..models.jockey_view_you_type_0_hand_item import JockeyViewYouType0HandItem  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        hand = []
        _hand = d.pop("hand")
        for hand_item_data in _hand:
            hand_item = JockeyViewYouType0HandItem.from_dict(hand_item_data)

            hand.append(hand_item)

        def _parse_bet(data: object) -> JockeyViewYouType0BetType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bet_type_0 = JockeyViewYouType0BetType0.from_dict(data)

                return bet_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JockeyViewYouType0BetType0 | None, data)

        bet = _parse_bet(d.pop("bet"))

        bet_cap = d.pop("bet_cap")

        loan_room = d.pop("loan_room")

        jockey_view_you_type_0 = cls(
            seat=seat,
            hand=hand,
            bet=bet,
            bet_cap=bet_cap,
            loan_room=loan_room,
        )

        jockey_view_you_type_0.additional_properties = d
        return jockey_view_you_type_0

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
