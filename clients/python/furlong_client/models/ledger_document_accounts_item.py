from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LedgerDocumentAccountsItem")


@_attrs_define
class LedgerDocumentAccountsItem:
    """
    Attributes:
        account (str):
        balance (int):
    """

    account: str
    balance: int

    def to_dict(self) -> dict[str, Any]:
        account = self.account

        balance = self.balance

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "account": account,
                "balance": balance,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        account = d.pop("account")

        balance = d.pop("balance")

        ledger_document_accounts_item = cls(
            account=account,
            balance=balance,
        )

        return ledger_document_accounts_item
