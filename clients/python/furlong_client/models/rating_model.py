from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.rating_model_name import RatingModelName

T = TypeVar("T", bound="RatingModel")


@_attrs_define
class RatingModel:
    """The rating model and its parameters, as each update in the ratings log records them.

    Attributes:
        name (RatingModelName):
        version (str): The openskill package's version.
        mu (float):
        sigma (float):
        beta (float):
        kappa (float):
        tau (float):
    """

    name: RatingModelName
    version: str
    mu: float
    sigma: float
    beta: float
    kappa: float
    tau: float

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        version = self.version

        mu = self.mu

        sigma = self.sigma

        beta = self.beta

        kappa = self.kappa

        tau = self.tau

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "version": version,
                "mu": mu,
                "sigma": sigma,
                "beta": beta,
                "kappa": kappa,
                "tau": tau,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = RatingModelName(d.pop("name"))

        version = d.pop("version")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        beta = d.pop("beta")

        kappa = d.pop("kappa")

        tau = d.pop("tau")

        rating_model = cls(
            name=name,
            version=version,
            mu=mu,
            sigma=sigma,
            beta=beta,
            kappa=kappa,
            tau=tau,
        )

        return rating_model
