from enum import StrEnum


class RatingModelName(StrEnum):
    OPENSKILL_PLACKETTLUCE = "openskill.PlackettLuce"

    def __str__(self) -> str:
        return str(self.value)
