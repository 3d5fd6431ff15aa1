"""Every ruleset the server hosts, by id."""

from __future__ import annotations

from games.base import Ruleset
from games.homestretch import RULESET as HOMESTRETCH
from games.jockey import RULESET as JOCKEY
from games.long_shot import RULESET as LONG_SHOT
from games.neck_and_neck import RULESET as NECK_AND_NECK
from games.photo_finish import RULESET as PHOTO_FINISH

RULESETS: dict[str, Ruleset] = {
    ruleset.id: ruleset for ruleset in (NECK_AND_NECK, JOCKEY, LONG_SHOT, PHOTO_FINISH, HOMESTRETCH)
}
