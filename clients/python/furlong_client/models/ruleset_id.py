from enum import StrEnum


class RulesetId(StrEnum):
    HOMESTRETCH = "homestretch"
    JOCKEY = "jockey"
    LONG_SHOT = "long_shot"
    NECK_AND_NECK = "neck_and_neck"
    PHOTO_FINISH = "photo_finish"

    def __str__(self) -> str:
        return str(self.value)
