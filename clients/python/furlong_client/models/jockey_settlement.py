from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="JockeySettlement")


@_attrs_define
class JockeySettlement:
    """
    Attributes:
        seat (int):
        kind (str):
        horse (str):
        stake (int):
        second (None | str):
        second_stake (int):
        salt (str):
        outcome (str):
        amount (int):
        rule (str):
    """

    seat: int
    kind: str
    horse: str
    stake: int
    second: None | str
    second_stake: int
    salt: str
    outcome: str
    amount: int
    rule: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind

        horse = self.horse

        stake = self.stake

        second: None | str
        second = self.second

        second_stake = self.second_stake

        salt = self.salt

        outcome = self.outcome

        amount = self.amount

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "horse": horse,
                "stake": stake,
                "second": second,
                "second_stake": second_stake,
                "salt": salt,
                "outcome": outcome,
                "amount": amount,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = d.pop("kind")

        horse = d.pop("horse")

        stake = d.pop("stake")

        def _parse_second(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        second = _parse_second(d.pop("second"))

        second_stake = d.pop("second_stake")

        salt = d.pop("salt")

        outcome = d.pop("outcome")

        amount = d.pop("amount")

        rule = d.pop("rule")

        jockey_settlement = cls(
            seat=seat,
            kind=kind,
            horse=horse,
            stake=stake,
            second=second,
            second_stake=second_stake,
            salt=salt,
            outcome=outcome,
            amount=amount,
            rule=rule,
        )

        return jockey_settlement
