from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuditLedger")


@_attrs_define
class AuditLedger:
    """The ledger rebuilt from the log, checked for balance, the cash floor and the standings.

    Attributes:
        balanced (bool): Every journal entry's postings sum to zero.
        entries (int):
        matches_maintained (bool | None): The server's maintained ledger equals the rebuilt one (null: not compared).
        standings_match (bool | None): `GameEnded`'s standings equal the rebuilt balances (null: the game has not
            ended).
        cash_floor_ok (bool):
        note (str | Unset): Why the checks did not run (present only then).
    """

    balanced: bool
    entries: int
    matches_maintained: bool | None
    standings_match: bool | None
    cash_floor_ok: bool
    note: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        balanced = self.balanced

        entries = self.entries

        matches_maintained: bool | None
        matches_maintained = self.matches_maintained

        standings_match: bool | None
        standings_match = self.standings_match

        cash_floor_ok = self.cash_floor_ok

        note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "balanced": balanced,
                "entries": entries,
                "matches_maintained": matches_maintained,
                "standings_match": standings_match,
                "cash_floor_ok": cash_floor_ok,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        balanced = d.pop("balanced")

        entries = d.pop("entries")

        def _parse_matches_maintained(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        matches_maintained = _parse_matches_maintained(d.pop("matches_maintained"))

        def _parse_standings_match(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        standings_match = _parse_standings_match(d.pop("standings_match"))

        cash_floor_ok = d.pop("cash_floor_ok")

        note = d.pop("note", UNSET)

        audit_ledger = cls(
            balanced=balanced,
            entries=entries,
            matches_maintained=matches_maintained,
            standings_match=standings_match,
            cash_floor_ok=cash_floor_ok,
            note=note,
        )

        return audit_ledger
