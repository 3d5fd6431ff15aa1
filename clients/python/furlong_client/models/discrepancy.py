from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.discrepancy_check import DiscrepancyCheck

T = TypeVar("T", bound="Discrepancy")


@_attrs_define
class Discrepancy:
    """
    Attributes:
        version (int | None): The event version at fault.
        check (DiscrepancyCheck):
        detail (str):
    """

    version: int | None
    check: DiscrepancyCheck
    detail: str

    def to_dict(self) -> dict[str, Any]:
        version: int | None
        version = self.version

        check = self.check.value

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "version": version,
                "check": check,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        version = _parse_version(d.pop("version"))

        check = DiscrepancyCheck(d.pop("check"))

        detail = d.pop("detail")

        discrepancy = cls(
            version=version,
            check=check,
            detail=detail,
        )

        return discrepancy
