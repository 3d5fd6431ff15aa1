from enum import StrEnum


class GameSummarySeed(StrEnum):
    CHOSEN = "chosen"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
