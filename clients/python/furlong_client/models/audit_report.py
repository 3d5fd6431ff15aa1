from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.audit_chain import AuditChain
    from ..models.audit_commitments import AuditCommitments
    from ..models.audit_ledger import AuditLedger
    from ..models.audit_payouts import AuditPayouts
    from ..models.audit_randomness import AuditRandomness
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
        chain (AuditChain): The hash chain, each event's hash worked out again from its canonical JSON.
        randomness (AuditRandomness): The seed against its commitment, and every recorded outcome re-derived from it.
        commitments (AuditCommitments): Every sealed bet's commitment against what its reveal shows.
        payouts (AuditPayouts): Every payout worked out again from the rules and the log.
        ledger (AuditLedger): The ledger rebuilt from the log, checked for balance, the cash floor and the standings.
    """

    game_id: str
    version: int
    verified: bool
    discrepancies: list[Discrepancy]
    chain: AuditChain
    randomness: AuditRandomness
    commitments: AuditCommitments
    payouts: AuditPayouts
    ledger: AuditLedger
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
        from ..models.audit_chain import AuditChain  # noqa: PLC0415
        from ..models.audit_commitments import AuditCommitments  # noqa: PLC0415
        from ..models.audit_ledger import AuditLedger  # noqa: PLC0415
        from ..models.audit_payouts import AuditPayouts  # noqa: PLC0415
        from ..models.audit_randomness import AuditRandomness  # noqa: PLC0415
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

        chain = AuditChain.from_dict(d.pop("chain"))

        randomness = AuditRandomness.from_dict(d.pop("randomness"))

        commitments = AuditCommitments.from_dict(d.pop("commitments"))

        payouts = AuditPayouts.from_dict(d.pop("payouts"))

        ledger = AuditLedger.from_dict(d.pop("ledger"))

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
