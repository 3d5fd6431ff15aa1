from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DisputeReportReceiptsFailuresItem")


@_attrs_define
class DisputeReportReceiptsFailuresItem:
    """
    Attributes:
        receipt (str): The receipt named, e.g. `receipt 2 (version 57)`.
        version (int | None):
        problem (str):
    """

    receipt: str
    version: int | None
    problem: str

    def to_dict(self) -> dict[str, Any]:
        receipt = self.receipt

        version: int | None
        version = self.version

        problem = self.problem

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "receipt": receipt,
                "version": version,
                "problem": problem,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        receipt = d.pop("receipt")

        def _parse_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        version = _parse_version(d.pop("version"))

        problem = d.pop("problem")

        dispute_report_receipts_failures_item = cls(
            receipt=receipt,
            version=version,
            problem=problem,
        )

        return dispute_report_receipts_failures_item
