"""Each sentence of the rule texts a test follows (issue 16) is quoted word for word."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ls_card_thief import LOOK_AND_STEAL
from test_ls_cards import FIVE_A_TURN
from test_ls_features import HE_OWNS
from test_ls_finish import CHOOSE_FINISHERS
from test_ls_movement_bar import MAY_ALSO_MOVE

RULES = Path("/work/shared/rules")  # the scanned rule texts, kept beside the project


def words(text: str) -> str:
    """The text with straight quotes and single spaces, as scanned line breaks and typography vary."""
    return " ".join(text.replace("\u201c", '"').replace("\u201d", '"').split())


@pytest.mark.parametrize(
    "sentence, source",
    [
        (MAY_ALSO_MOVE, "long-shot.txt"),
        (CHOOSE_FINISHERS, "long-shot.txt"),
        (FIVE_A_TURN, "long-shot.txt"),
        (HE_OWNS, "long-shot.txt"),
        (LOOK_AND_STEAL, "GAPS.md"),
    ],
)
def test_the_quoted_sentence_is_in_the_text(sentence, source):
    """Given the rule text (skipped where the texts are not on the machine), then it holds the sentence."""
    if not (RULES / source).exists():
        pytest.skip(f"{RULES / source} is not on this machine")
    assert words(sentence) in words((RULES / source).read_text(encoding="utf-8"))
