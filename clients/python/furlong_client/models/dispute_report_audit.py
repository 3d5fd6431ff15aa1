from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.discrepancy import Discrepancy
    from ..models.dispute_report_audit_chain import DisputeReportAuditChain


T = TypeVar("T", bound="DisputeReportAudit")


@_attrs_define
class DisputeReportAudit:
    """
    Attributes:
        verified (bool):
        discrepancies (list[Discrepancy]):
        chain (DisputeReportAuditChain):
    """

    verified: bool
    discrepancies: list[Discrepancy]
    chain: DisputeReportAuditChain

    def to_dict(self) -> dict[str, Any]:
        verified = self.verified

        discrepancies = []
        for discrepancies_item_data in self.discrepancies:
            discrepancies_item = discrepancies_item_data.to_dict()
            discrepancies.append(discrepancies_item)

        chain = self.chain.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "verified": verified,
                "discrepancies": discrepancies,
                "chain": chain,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.discrepancy import Discrepancy  # noqa: PLC0415
        from ..models.dispute_report_audit_chain import DisputeReportAuditChain  # noqa: PLC0415

        d = dict(src_dict)
        verified = d.pop("verified")

        discrepancies = []
        _discrepancies = d.pop("discrepancies")
        for discrepancies_item_data in _discrepancies:
            discrepancies_item = Discrepancy.from_dict(discrepancies_item_data)

            discrepancies.append(discrepancies_item)

        chain = DisputeReportAuditChain.from_dict(d.pop("chain"))

        dispute_report_audit = cls(
            verified=verified,
            discrepancies=discrepancies,
            chain=chain,
        )

        return dispute_report_audit
