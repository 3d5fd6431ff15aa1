from enum import StrEnum


class BotLevel(StrEnum):
    BASIC = "basic"
    EXPERT = "expert"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
