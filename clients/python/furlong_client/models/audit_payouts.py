from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuditPayouts")


@_attrs_define
class AuditPayouts:
    """Every payout worked out again from the rules and the log.

    Attributes:
        ok (bool):
        rederived (int):
        note (str | Unset): Why the checks did not run (present only then).
    """

    ok: bool
    rederived: int
    note: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        rederived = self.rederived

        note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ok": ok,
                "rederived": rederived,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ok = d.pop("ok")

        rederived = d.pop("rederived")

        note = d.pop("note", UNSET)

        audit_payouts = cls(
            ok=ok,
            rederived=rederived,
            note=note,
        )

        return audit_payouts
