// The picture of each ruleset's race, by ruleset id: render(view, seatName) -> a DOM node.

import { h } from "../dom.js";
import * as homestretch from "./homestretch.js";
import * as jockey from "./jockey.js";
import * as longShot from "./long_shot.js";
import * as neckAndNeck from "./neck_and_neck.js";
import * as photoFinish from "./photo_finish.js";

const BOARDS = { neck_and_neck: neckAndNeck, jockey, long_shot: longShot, photo_finish: photoFinish, homestretch };

/** The race picture of a view, or a sentence when there is none yet. */
export async function board(ruleset, view, seatName) {
  if (!view) return h("p", { class: "muted" }, "The race has not started: seats are still open.");
  const module = BOARDS[ruleset];
  if (!module) return h("p", {}, `No picture for ruleset ${ruleset}.`);
  return h("div", { class: `board board-${ruleset}` }, await module.render(view, seatName));
}
