// Replay: a slider, step buttons and the arrow keys move through versions, each read with state?at=. Once the game
// is over, what an expert bot weighed before its next decision shows under the bar (GET /games/{id}/explanations).

import { get } from "./api.js";
import { fill, h } from "./dom.js";

/** The replay bar; show(doc) is called with the game as it was after each chosen version. */
export function replayBar(gameId, token, last, start, show) {
  let version = start, pending = 0;
  const slider = h("input", { type: "range", min: 1, max: last, value: start, "aria-label": "version" });
  const label = h("span", { class: "replay-version" });
  const why = h("div", { class: "replay-why", "aria-live": "polite" });
  const explained = new Map();
  const explain = () => fill(why, weighed(explained.get(version + 1)));
  get(`/games/${gameId}/explanations`, token)
    .then((doc) => { for (const d of doc.explanations) explained.set(d.version, d); explain(); })
    .catch(() => {}); // sealed while the game runs (403): nothing to show
  const go = async (v) => {
    version = Math.max(1, Math.min(last, v));
    slider.value = version;
    fill(label, `Version ${version} of ${last}`);
    explain();
    const ticket = ++pending;
    const doc = await get(`/games/${gameId}/state?at=${version}`, token);
    if (ticket === pending) show(doc, version);
  };
  slider.addEventListener("input", () => go(Number(slider.value)));
  const button = (text, title, to) => h("button", { title, "data-step": title, onclick: () => go(to()) }, text);
  const bar = h("div", { class: "replay-bar card" },
    button("«", "first", () => 1), button("◀", "back", () => version - 1), slider,
    button("▶", "forward", () => version + 1), button("»", "last", () => last), label, why);
  const keys = (event) => {
    if (!document.body.contains(bar)) return document.removeEventListener("keydown", keys);
    if (event.target.tagName === "INPUT" && event.target !== slider) return;
    const to = { ArrowLeft: version - 1, ArrowRight: version + 1, Home: 1, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };
  document.addEventListener("keydown", keys);
  go(start);
  return bar;
}

/** What an expert bot weighed before the command at the next version: each option, its estimated chance of first
 * place and its playouts, the one it played marked. */
function weighed(decision) {
  if (!decision) return [];
  const options = decision.options.map((o) => h("li", { class: o.chosen ? "chosen" : null },
    `${commandText(o.command)}: ${Math.round(o.value * 100)}% first place in ${o.playouts} playouts`,
    o.chosen ? " (played)" : ""));
  return [h("p", {}, `Next, the expert bot in seat ${decision.seat} weighed:`), h("ol", {}, options)];
}

/** A command body in words: its type, then its fields. */
function commandText(command) {
  const fields = Object.entries(command).filter(([k]) => k !== "type").map(([k, v]) => `${k} ${Array.isArray(v) ? v.join("+") : v}`);
  return fields.length ? `${command.type} (${fields.join(", ")})` : command.type;
}
