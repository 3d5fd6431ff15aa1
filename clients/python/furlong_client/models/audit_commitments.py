from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuditCommitments")


@_attrs_define
class AuditCommitments:
    """Every sealed bet's commitment against what its reveal shows.

    Attributes:
        ok (bool):
        checked (int):
        note (str | Unset): Why the checks did not run (present only then).
    """

    ok: bool
    checked: int
    note: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        checked = self.checked

        note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ok": ok,
                "checked": checked,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ok = d.pop("ok")

        checked = d.pop("checked")

        note = d.pop("note", UNSET)

        audit_commitments = cls(
            ok=ok,
            checked=checked,
            note=note,
        )

        return audit_commitments
