from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.audit_report_chain import AuditReportChain
    from ..models.audit_report_commitments import AuditReportCommitments
    from ..models.audit_report_ledger import AuditReportLedger
    from ..models.audit_report_payouts import AuditReportPayouts
    from ..models.audit_report_randomness import AuditReportRandomness
    from ..models.discrepancy import Discrepancy


T = TypeVar("T", bound="AuditReport")


@_attrs_define
class AuditReport:
    """
    Attributes:
        game_id (str):
        version (int):
        verified (bool): True only when every check passed (pending randomness does not fail it).
        discrepancies (list[Discrepancy]):
        chain (AuditReportChain): `ok`, `events`, `first_broken` (a version or null).
        randomness (AuditReportRandomness): `status` (verified, pending or failed), `seed_sha256`, `seed` (null until
            revealed), `client_seeds`, `outcomes_checked`.
        commitments (AuditReportCommitments): `ok`, `checked`.
        payouts (AuditReportPayouts): `ok`, `rederived`.
        ledger (AuditReportLedger): `balanced`, `entries`, `matches_maintained`, `standings_match`, `cash_floor_ok`.
    """

    game_id: str
    version: int
    verified: bool
    discrepancies: list[Discrepancy]
    chain: AuditReportChain
    randomness: AuditReportRandomness
    commitments: AuditReportCommitments
    payouts: AuditReportPayouts
    ledger: AuditReportLedger
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        version = self.version

        verified = self.verified

        discrepancies = []
        for discrepancies_item_data in self.discrepancies:
            discrepancies_item = discrepancies_item_data.to_dict()
            discrepancies.append(discrepancies_item)

        chain = self.chain.to_dict()

        randomness = self.randomness.to_dict()

        commitments = self.commitments.to_dict()

        payouts = self.payouts.to_dict()

        ledger = self.ledger.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "version": version,
                "verified": verified,
                "discrepancies": discrepancies,
                "chain": chain,
                "randomness": randomness,
                "commitments": commitments,
                "payouts": payouts,
                "ledger": ledger,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.audit_report_chain import AuditReportChain  # noqa: PLC0415
        from ..models.audit_report_commitments import AuditReportCommitments  # noqa: PLC0415
        from ..models.audit_report_ledger import AuditReportLedger  # noqa: PLC0415
        from ..models.audit_report_payouts import AuditReportPayouts  # noqa: PLC0415
        from ..models.audit_report_randomness import AuditReportRandomness  # noqa: PLC0415
        from ..models.discrepancy import Discrepancy  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        version = d.pop("version")

        verified = d.pop("verified")

        discrepancies = []
        _discrepancies = d.pop("discrepancies")
        for discrepancies_item_data in _discrepancies:
            discrepancies_item = Discrepancy.from_dict(discrepancies_item_data)

            discrepancies.append(discrepancies_item)

        chain = AuditReportChain.from_dict(d.pop("chain"))

        randomness = AuditReportRandomness.from_dict(d.pop("randomness"))

        commitments = AuditReportCommitments.from_dict(d.pop("commitments"))

        payouts = AuditReportPayouts.from_dict(d.pop("payouts"))

        ledger = AuditReportLedger.from_dict(d.pop("ledger"))

        audit_report = cls(
            game_id=game_id,
            version=version,
            verified=verified,
            discrepancies=discrepancies,
            chain=chain,
            randomness=randomness,
            commitments=commitments,
            payouts=payouts,
            ledger=ledger,
        )

        audit_report.additional_properties = d
        return audit_report

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
