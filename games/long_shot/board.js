// Long Shot: ten lanes, the No-bets stretch shaded, each horse with its owner.
// Served as /web/js/boards/long_shot.js (service/web.py), so its imports are relative to service/static/js/boards/.

import { h, s } from "../dom.js";
import { canvas, caption, horseDisc } from "./common.js";

const CELL = 36, LEFT = 150, LANE = 30;

export async function render(view, seats) {
  const { lanes, spaces, no_bets_from: noBets, finish } = view.track;
  const width = LEFT + (finish + 1) * CELL + 10, height = lanes * LANE + 40;
  const parts = [s("rect", { width, height, fill: "#4a8a3c" }),
    s("rect", { x: LEFT + noBets * CELL, y: 18, width: (spaces - noBets + 1) * CELL, height: lanes * LANE, fill: "#8e2b2b", opacity: 0.35 }),
    s("text", { x: LEFT + (noBets + (spaces - noBets + 1) / 2) * CELL, y: 13, "font-size": 12, fill: "#fff", "text-anchor": "middle", "font-weight": "bold" }, "No bets")];
  for (let space = 0; space <= finish; space += 1) {
    parts.push(s("text", { x: LEFT + space * CELL + CELL / 2, y: height - 6, "font-size": 10, fill: "#fff", "text-anchor": "middle" },
      space === 0 ? "start" : space === finish ? "finish" : space));
  }
  view.horses.forEach((horse, lane) => {
    const y = 18 + lane * LANE;
    const owner = horse.owner === null ? "unowned" : seats(horse.owner);
    parts.push(s("text", { x: 6, y: y + LANE / 2 + 4, "font-size": 11, fill: "#fff" }, `${horse.horse} ${horse.name}`),
      s("text", { x: 6, y: y + LANE / 2 + 15, "font-size": 9, fill: "#dfd" }, owner));
    for (let space = 0; space <= finish; space += 1) {
      parts.push(s("rect", { x: LEFT + space * CELL + 1, y: y + 3, width: CELL - 2, height: LANE - 6,
        fill: space === finish ? "#fff" : "#b07a45", opacity: space >= noBets && space < finish ? 0.8 : 1 }));
    }
    parts.push(horseDisc(LEFT + Math.min(horse.space, finish) * CELL + CELL / 2, y + LANE / 2, 11, horse.horse));
  });
  const roll = view.roll ? `Roll: horse ${view.roll.horse}, move ${view.roll.move}. ` : "";
  return h("div", {}, canvas(width, height, ...parts),
    caption(`Turn ${view.turn} of ${view.turns}, ${view.phase}. `, roll, `Move die: ${view.move_die.join(" ")}.`));
}
