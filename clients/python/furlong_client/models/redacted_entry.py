from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RedactedEntry")


@_attrs_define
class RedactedEntry:
    """
    Attributes:
        id (str):
        version (int):
        kind (str):
        seat (int | None):
        redacted (bool):
    """

    id: str
    version: int
    kind: str
    seat: int | None
    redacted: bool

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        kind = self.kind

        seat: int | None
        seat = self.seat

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "version": version,
                "kind": kind,
                "seat": seat,
                "redacted": redacted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        kind = d.pop("kind")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        redacted = d.pop("redacted")

        redacted_entry = cls(
            id=id,
            version=version,
            kind=kind,
            seat=seat,
            redacted=redacted,
        )

        return redacted_entry
