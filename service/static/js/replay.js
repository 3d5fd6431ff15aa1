// Replay: a slider, step buttons and the arrow keys move through versions, each read with state?at=.

import { get } from "./api.js";
import { fill, h } from "./dom.js";

/** The replay bar; show(doc) is called with the game as it was after each chosen version. */
export function replayBar(gameId, token, last, start, show) {
  let version = start, pending = 0;
  const slider = h("input", { type: "range", min: 1, max: last, value: start, "aria-label": "version" });
  const label = h("span", { class: "replay-version" });
  const go = async (v) => {
    version = Math.max(1, Math.min(last, v));
    slider.value = version;
    fill(label, `Version ${version} of ${last}`);
    const ticket = ++pending;
    const doc = await get(`/games/${gameId}/state?at=${version}`, token);
    if (ticket === pending) show(doc, version);
  };
  slider.addEventListener("input", () => go(Number(slider.value)));
  const button = (text, title, to) => h("button", { title, "data-step": title, onclick: () => go(to()) }, text);
  const bar = h("div", { class: "replay-bar card" },
    button("«", "first", () => 1), button("◀", "back", () => version - 1), slider,
    button("▶", "forward", () => version + 1), button("»", "last", () => last), label);
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
