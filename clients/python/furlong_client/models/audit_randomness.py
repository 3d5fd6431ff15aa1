from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.audit_randomness_status import AuditRandomnessStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="AuditRandomness")


@_attrs_define
class AuditRandomness:
    """The seed against its commitment, and every recorded outcome re-derived from it.

    Attributes:
        status (AuditRandomnessStatus): `pending` until the game's end reveals the seed.
        seed_sha256 (None | str): The commitment `GameCreated` published (null when the log could not be read).
        seed (None | str): The server seed, once revealed (null until then).
        client_seeds (list[None | str]): Each seat's client seed as it stood at the start (null for a seat that gave
            none).
        outcomes_checked (int): The random outcomes re-derived from the revealed seed.
        note (str | Unset): Why the checks did not run (present only then).
    """

    status: AuditRandomnessStatus
    seed_sha256: None | str
    seed: None | str
    client_seeds: list[None | str]
    outcomes_checked: int
    note: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        seed_sha256: None | str
        seed_sha256 = self.seed_sha256

        seed: None | str
        seed = self.seed

        client_seeds = []
        for client_seeds_item_data in self.client_seeds:
            client_seeds_item: None | str
            client_seeds_item = client_seeds_item_data
            client_seeds.append(client_seeds_item)

        outcomes_checked = self.outcomes_checked

        note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "seed_sha256": seed_sha256,
                "seed": seed,
                "client_seeds": client_seeds,
                "outcomes_checked": outcomes_checked,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = AuditRandomnessStatus(d.pop("status"))

        def _parse_seed_sha256(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_sha256 = _parse_seed_sha256(d.pop("seed_sha256"))

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        client_seeds = []
        _client_seeds = d.pop("client_seeds")
        for client_seeds_item_data in _client_seeds:

            def _parse_client_seeds_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            client_seeds_item = _parse_client_seeds_item(client_seeds_item_data)

            client_seeds.append(client_seeds_item)

        outcomes_checked = d.pop("outcomes_checked")

        note = d.pop("note", UNSET)

        audit_randomness = cls(
            status=status,
            seed_sha256=seed_sha256,
            seed=seed,
            client_seeds=client_seeds,
            outcomes_checked=outcomes_checked,
            note=note,
        )

        return audit_randomness
