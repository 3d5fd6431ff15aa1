// Jockey: the 80-square track, one lane per horse, with the played cards.
// Served as /web/js/boards/jockey.js (service/web.py), so its imports are relative to service/static/js/boards/.

import { h, s } from "../dom.js";
import { canvas, caption, horseColour, horseDisc } from "./common.js";

const CELL = 13, LEFT = 64, LANE = 34;

export async function render(view) {
  const length = view.track_length;
  const width = LEFT + (length + 1) * CELL + 20, height = view.horses.length * LANE + 30;
  const parts = [s("rect", { width, height, fill: "#4a8a3c" })];
  for (let square = 0; square <= length; square += 10) {
    parts.push(s("text", { x: LEFT + square * CELL + CELL / 2, y: 14, "font-size": 10, fill: "#fff", "text-anchor": "middle" }, square));
  }
  view.horses.forEach((horse, lane) => {
    const y = 22 + lane * LANE;
    parts.push(s("text", { x: 6, y: y + LANE / 2 + 4, "font-size": 12, fill: "#fff", "font-weight": "bold" }, horse.horse));
    for (let square = 0; square <= length; square += 1) {
      const finish = square === length;
      parts.push(s("rect", { x: LEFT + square * CELL, y: y + 4, width: CELL - 1, height: LANE - 8,
        fill: finish ? "#fff" : square % 10 === 0 ? "#c9a06a" : "#b07a45" }));
    }
    const at = Math.min(horse.square, length);
    parts.push(horseDisc(LEFT + at * CELL + CELL / 2, y + LANE / 2, 11, horse.horse, horse.place ? String(horse.place) : horse.horse[0].toUpperCase()));
  });
  const played = (view.played || []).slice(-6).map((c) => h("span", { class: "pill", style: `border:2px solid ${horseColour(c.colour || "black")}` }, c.name));
  return h("div", {}, canvas(width, height, ...parts),
    caption(`Round ${view.round} of ${view.rounds}, race ${view.race} of ${view.races}, ${view.phase}. `,
      view.finishers?.length ? `Finished: ${view.finishers.join(", ")}. ` : "", `Reserve: ${view.reserve_size} cards.`),
    played.length ? h("p", {}, "Last cards played: ", played) : null);
}
