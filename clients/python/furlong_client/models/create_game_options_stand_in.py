from enum import StrEnum


class CreateGameOptionsStandIn(StrEnum):
    BASIC = "basic"
    EXPERT = "expert"

    def __str__(self) -> str:
        return str(self.value)
