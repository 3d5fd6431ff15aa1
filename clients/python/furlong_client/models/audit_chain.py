from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AuditChain")


@_attrs_define
class AuditChain:
    """The hash chain, each event's hash worked out again from its canonical JSON.

    Attributes:
        ok (bool):
        events (int): The events checked.
        first_broken (int | None): The first version whose hash or link is wrong (null when none).
    """

    ok: bool
    events: int
    first_broken: int | None

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        events = self.events

        first_broken: int | None
        first_broken = self.first_broken

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ok": ok,
                "events": events,
                "first_broken": first_broken,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ok = d.pop("ok")

        events = d.pop("events")

        def _parse_first_broken(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_broken = _parse_first_broken(d.pop("first_broken"))

        audit_chain = cls(
            ok=ok,
            events=events,
            first_broken=first_broken,
        )

        return audit_chain
