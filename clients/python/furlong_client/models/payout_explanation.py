from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.entry import Entry
    from ..models.payout_explanation_bet_type_0 import PayoutExplanationBetType0
    from ..models.payout_explanation_result_type_0 import PayoutExplanationResultType0
    from ..models.redacted_entry import RedactedEntry


T = TypeVar("T", bound="PayoutExplanation")


@_attrs_define
class PayoutExplanation:
    """
    Attributes:
        entry (Entry | RedactedEntry): A journal entry, whole or (sealed, for this viewer) redacted.
        explanation (str):
        bet (None | PayoutExplanationBetType0): The bet's event: `version` and `data`.
        result (None | PayoutExplanationResultType0): The result's event: `version` and `data`.
        rule (str):
        arithmetic (str):
    """

    entry: Entry | RedactedEntry
    explanation: str
    bet: None | PayoutExplanationBetType0
    result: None | PayoutExplanationResultType0
    rule: str
    arithmetic: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.entry import Entry  # noqa: PLC0415
        from ..models.payout_explanation_bet_type_0 import PayoutExplanationBetType0  # noqa: PLC0415
        from ..models.payout_explanation_result_type_0 import PayoutExplanationResultType0  # noqa: PLC0415

        entry: dict[str, Any]
        if isinstance(self.entry, Entry):
            entry = self.entry.to_dict()
        else:
            entry = self.entry.to_dict()

        explanation = self.explanation

        bet: dict[str, Any] | None
        if isinstance(self.bet, PayoutExplanationBetType0):
            bet = self.bet.to_dict()
        else:
            bet = self.bet

        result: dict[str, Any] | None
        if isinstance(self.result, PayoutExplanationResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        rule = self.rule

        arithmetic = self.arithmetic

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entry": entry,
                "explanation": explanation,
                "bet": bet,
                "result": result,
                "rule": rule,
                "arithmetic": arithmetic,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entry import Entry  # noqa: PLC0415
        from ..models.payout_explanation_bet_type_0 import PayoutExplanationBetType0  # noqa: PLC0415
        from ..models.payout_explanation_result_type_0 import PayoutExplanationResultType0  # noqa: PLC0415
        from ..models.redacted_entry import RedactedEntry  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_entry(data: object) -> Entry | RedactedEntry:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_journal_entry_type_0 = Entry.from_dict(data)

                return componentsschemas_journal_entry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_journal_entry_type_1 = RedactedEntry.from_dict(data)

            return componentsschemas_journal_entry_type_1

        entry = _parse_entry(d.pop("entry"))

        explanation = d.pop("explanation")

        def _parse_bet(data: object) -> None | PayoutExplanationBetType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bet_type_0 = PayoutExplanationBetType0.from_dict(data)

                return bet_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PayoutExplanationBetType0, data)

        bet = _parse_bet(d.pop("bet"))

        def _parse_result(data: object) -> None | PayoutExplanationResultType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = PayoutExplanationResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PayoutExplanationResultType0, data)

        result = _parse_result(d.pop("result"))

        rule = d.pop("rule")

        arithmetic = d.pop("arithmetic")

        payout_explanation = cls(
            entry=entry,
            explanation=explanation,
            bet=bet,
            result=result,
            rule=rule,
            arithmetic=arithmetic,
        )

        payout_explanation.additional_properties = d
        return payout_explanation

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
