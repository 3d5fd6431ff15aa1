from enum import StrEnum


class JoinedStatus(StrEnum):
    OPEN = "open"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
