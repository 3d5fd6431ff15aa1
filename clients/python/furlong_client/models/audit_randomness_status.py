from enum import StrEnum


class AuditRandomnessStatus(StrEnum):
    FAILED = "failed"
    PENDING = "pending"
    VERIFIED = "verified"

    def __str__(self) -> str:
        return str(self.value)
