// Homestretch: the board (horses 2 to 12 up the stretch), the tote and the bet tokens on it.
// Served as /web/js/boards/homestretch.js (service/web.py), so its imports are relative to service/static/js/boards/.

import { s } from "../dom.js";
import { h } from "../dom.js";
import { canvas, caption, horseDisc } from "./common.js";

const CELL = 40, LEFT = 150, ROW = 30, TOTE = 150;

function tokens(board, horse, colourOf) {
  return board.filter((t) => t.horse === horse).map((t, k) =>
    s("g", { class: "token" },
      s("rect", { x: 0, y: 0, width: 44, height: 18, rx: 3, fill: colourOf(t.seat), stroke: "#000", transform: `translate(${k * 48},0)` }),
      s("text", { x: k * 48 + 22, y: 13, "font-size": 10, fill: "#fff", "text-anchor": "middle" },
        `${t.line} ${t.value === null ? "sealed" : t.value}`)));
}

export async function render(view, seatName) {
  const colours = Object.fromEntries(view.seats.map((seat) => [seat.seat, seat.colour]));
  const colourOf = (seat) => ({ black: "#17202a", blue: "#2471a3", green: "#1e8449", red: "#c0392b", yellow: "#b7950b", purple: "#7d3c98" }[colours[seat]] || "#555");
  const finish = view.finish;
  const width = LEFT + (finish + 1) * CELL + TOTE + 200, height = view.horses.length * ROW + 40;
  const parts = [s("rect", { width, height, fill: "#4a8a3c" }),
    s("text", { x: LEFT + (finish + 1) * CELL + 8, y: 14, "font-size": 11, fill: "#fff", "font-weight": "bold" }, "tote win / place / show"),
    s("text", { x: LEFT + (finish + 1) * CELL + TOTE, y: 14, "font-size": 11, fill: "#fff", "font-weight": "bold" }, "bet tokens")];
  view.horses.forEach((horse, i) => {
    const y = 20 + i * ROW;
    parts.push(s("text", { x: 6, y: y + 19, "font-size": 11, fill: "#fff" }, `${horse.horse} ${horse.name}`));
    for (let space = 0; space <= finish; space += 1) {
      parts.push(s("rect", { x: LEFT + space * CELL + 1, y: y + 2, width: CELL - 2, height: ROW - 4, fill: space === finish ? "#fff" : "#b07a45" }));
    }
    parts.push(horseDisc(LEFT + Math.min(horse.position, finish) * CELL + CELL / 2, y + ROW / 2, 11, horse.horse, horse.place ? `${horse.horse}` : undefined),
      s("text", { x: LEFT + (finish + 1) * CELL + 8, y: y + 19, "font-size": 12, fill: "#fff" }, `${horse.tote.win} / ${horse.tote.place} / ${horse.tote.show}`),
      s("g", { transform: `translate(${LEFT + (finish + 1) * CELL + TOTE},${y + 5})` }, tokens(view.board || [], horse.horse, colourOf)));
  });
  const card = view.card ? `Race card: ${view.card.name} (purses ${Object.values(view.card.purses).join(" / ")}). ` : "";
  return h("div", {}, canvas(width, height, ...parts),
    caption(`Race ${view.race} of ${view.races}, ${view.phase}. `, card,
      `Seats' colours: ${view.seats.map((seat) => `${seatName(seat.seat)} ${seat.colour}`).join(", ")}.`));
}
