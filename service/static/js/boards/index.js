// The picture of each ruleset's race, by ruleset id: render(view, seatName) -> a DOM node.
// Each board lives in its game's folder (games/<id>/board.js); the server serves it here as ./<id>.js, so
// a new ruleset's board needs no line in this file.

import { h } from "../dom.js";
import { eventTable } from "../events.js";

const modules = {};

/** The board module of a ruleset the server hosts, or null when it has none. */
async function boardModule(ruleset) {
  if (!(ruleset in modules)) {
    const hosted = Object.hasOwn((await eventTable()).rulesets, ruleset) && /^[a-z][a-z0-9_]*$/.test(ruleset);
    modules[ruleset] = hosted ? import(`./${ruleset}.js`).catch(() => null) : Promise.resolve(null);
  }
  return modules[ruleset];
}

/** The race picture of a view, or a sentence when there is none yet. */
export async function board(ruleset, view, seatName) {
  if (!view) return h("p", { class: "muted" }, "The race has not started: seats are still open.");
  const module = await boardModule(ruleset);
  if (!module) return h("p", {}, `No picture for ruleset ${ruleset}.`);
  return h("div", { class: `board board-${ruleset}` }, await module.render(view, seatName));
}
