// The picture of each ruleset's race, by ruleset id: render(view, seatName, play) -> a DOM node.
// A board may also be where the player chooses: it exports PLAYS, the command types it offers on the board, and
// its render gets `play` (null for a spectator or when the seat has nothing to do): { legal, send(body), slip(items,
// options) } (slip.js); the page's list of controls then shows only the other types.
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

/** The race picture of a view, or a sentence when there is none yet; `play` as above. */
export async function board(ruleset, view, seatName, play = null) {
  if (!view) return h("p", { class: "muted" }, "The race has not started: seats are still open.");
  const module = await boardModule(ruleset);
  if (!module) return h("p", {}, `No picture for ruleset ${ruleset}.`);
  return h("div", { class: `board board-${ruleset}` }, await module.render(view, seatName, play));
}

/** The command types a ruleset's board lets the player choose on the board itself. */
export async function boardPlays(ruleset) {
  const module = await boardModule(ruleset);
  return new Set(module?.PLAYS || []);
}
