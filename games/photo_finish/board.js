// Photo Finish: the row of horse tiles, each with its odds and the dice laid on it.
// Served as /web/js/boards/photo_finish.js (service/web.py), so its imports are relative to service/static/js/boards/.

import { h, s } from "../dom.js";
import { canvas, caption, horseColour } from "./common.js";

const TILE = 110, GAP = 12;
const DIE = { white: "#f4f6f7", red: "#c0392b", green: "#1e8449", black: "#17202a", yellow: "#d4ac0d" };

function die(x, y, colour, face) {
  const ink = ["white", "yellow"].includes(colour) ? "#000" : "#fff";
  return s("g", { class: "die" }, s("rect", { x, y, width: TILE - 16, height: 20, rx: 4, fill: DIE[colour] || "#999", stroke: "#000" }),
    s("text", { x: x + (TILE - 16) / 2, y: y + 14, "font-size": 9, fill: ink, "text-anchor": "middle" }, String(face).replace(/_/g, " ")));
}

export async function render(view) {
  const row = view.track.row;
  const most = Math.max(1, ...row.map((t) => t.dice.length));
  const width = row.length * (TILE + GAP) + GAP, height = 90 + most * 24;
  const parts = [s("rect", { width, height, fill: "#4a8a3c" })];
  row.forEach((tile, i) => {
    const x = GAP + i * (TILE + GAP);
    parts.push(s("rect", { x, y: 10, width: TILE, height: height - 20, rx: 6, fill: "#f5ecd7", stroke: horseColour(tile.tile), "stroke-width": 4 }),
      s("text", { x: x + TILE / 2, y: 36, "font-size": 20, "font-weight": "bold", "text-anchor": "middle" }, `#${tile.tile}`),
      s("text", { x: x + TILE / 2, y: 54, "font-size": 12, "text-anchor": "middle" }, `odds ${tile.odds}:1 ${tile.kind}`));
    tile.dice.forEach((d, k) => parts.push(die(x + 8, 64 + k * 24, d.colour, d.face)));
  });
  const t = view.track;
  const roll = t.roll?.length ? h("p", {}, "Rolled: ", t.roll.map((d) => h("span", { class: "pill" }, `${d.colour} ${d.face.replace(/_/g, " ")}`))) : null;
  return h("div", {}, canvas(width, height, ...parts),
    caption(`Race ${view.race} of ${view.races}, ${view.phase}. Tiles face down: ${view.tiles_face_down}. `,
      t.disqualified?.length ? `Disqualified: ${t.disqualified.join(", ")}. ` : "",
      `Dice in the pool: ${Object.entries(t.pool).map(([c, n]) => `${n} ${c}`).join(", ")}.`),
    roll);
}
