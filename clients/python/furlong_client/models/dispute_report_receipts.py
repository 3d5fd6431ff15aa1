from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dispute_report_receipts_failures_item import DisputeReportReceiptsFailuresItem
    from ..models.dispute_report_receipts_given_item import DisputeReportReceiptsGivenItem


T = TypeVar("T", bound="DisputeReportReceipts")


@_attrs_define
class DisputeReportReceipts:
    """
    Attributes:
        ok (bool):
        checked (int):
        failures (list[DisputeReportReceiptsFailuresItem]):
        given (list[DisputeReportReceiptsGivenItem]):
    """

    ok: bool
    checked: int
    failures: list[DisputeReportReceiptsFailuresItem]
    given: list[DisputeReportReceiptsGivenItem]

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        checked = self.checked

        failures = []
        for failures_item_data in self.failures:
            failures_item = failures_item_data.to_dict()
            failures.append(failures_item)

        given = []
        for given_item_data in self.given:
            given_item = given_item_data.to_dict()
            given.append(given_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ok": ok,
                "checked": checked,
                "failures": failures,
                "given": given,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dispute_report_receipts_failures_item import DisputeReportReceiptsFailuresItem  # noqa: PLC0415
        from ..models.dispute_report_receipts_given_item import DisputeReportReceiptsGivenItem  # noqa: PLC0415

        d = dict(src_dict)
        ok = d.pop("ok")

        checked = d.pop("checked")

        failures = []
        _failures = d.pop("failures")
        for failures_item_data in _failures:
            failures_item = DisputeReportReceiptsFailuresItem.from_dict(failures_item_data)

            failures.append(failures_item)

        given = []
        _given = d.pop("given")
        for given_item_data in _given:
            given_item = DisputeReportReceiptsGivenItem.from_dict(given_item_data)

            given.append(given_item)

        dispute_report_receipts = cls(
            ok=ok,
            checked=checked,
            failures=failures,
            given=given,
        )

        return dispute_report_receipts
