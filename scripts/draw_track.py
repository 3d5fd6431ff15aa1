"""Write docs/rules/neck_and_neck_track.svg from the Neck and Neck track data (content.json)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.neck_and_neck import default_track, track_svg  # noqa: E402

SVG_PATH = ROOT / "docs" / "rules" / "neck_and_neck_track.svg"


def main() -> None:
    """Generate the drawing and write it next to the docs."""
    SVG_PATH.write_text(track_svg(default_track()), encoding="utf-8")
    print(f"wrote {SVG_PATH.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
