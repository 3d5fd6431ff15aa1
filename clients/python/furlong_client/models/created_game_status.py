from enum import StrEnum


class CreatedGameStatus(StrEnum):
    OPEN = "open"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
