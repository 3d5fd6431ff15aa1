// Shared pieces of the race pictures.

import { h, s } from "../dom.js";

export const HORSE_COLOURS = ["#c0392b", "#2471a3", "#1e8449", "#d4ac0d", "#7d3c98", "#ca6f1e", "#17202a", "#a04000",
  "#148f77", "#884ea0", "#b03a2e", "#2e4053"];

/** A horse's colour by its number (1-based) or name. */
export function horseColour(horse) {
  const named = { red: "#c0392b", yellow: "#d4ac0d", blue: "#2471a3", brown: "#7b4a24", white: "#f4f6f7",
    green: "#1e8449", black: "#17202a" };
  if (typeof horse === "string" && named[horse]) return named[horse];
  return HORSE_COLOURS[(Number(horse) - 1 + HORSE_COLOURS.length) % HORSE_COLOURS.length];
}

/** A numbered horse disc at (x, y). */
export function horseDisc(x, y, r, horse, label = String(horse)) {
  const fill = horseColour(horse);
  const text = ["#f4f6f7", "#d4ac0d"].includes(fill) ? "#000" : "#fff";
  return s("g", { class: "horse", "data-horse": horse },
    s("circle", { cx: x, cy: y, r, fill, stroke: "#000", "stroke-width": 1.5 }),
    s("text", { x, y: y + r * 0.38, "text-anchor": "middle", "font-size": r * 1.1, "font-weight": "bold", fill: text }, label));
}

/** An SVG canvas of a given size. */
export function canvas(width, height, ...children) {
  return s("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "img", "font-family": "sans-serif" }, ...children);
}

/** A caption line under a picture. */
export function caption(...parts) {
  return h("p", { class: "muted" }, ...parts);
}

// -- photo_finish, homestretch, neck_and_neck --

/** Make a board node a target: focusable, a button to assistive tech, pressed by click, Enter or Space. */
export function pressable(node, label, action, kind = "target") {
  node.setAttribute("tabindex", "0");
  node.setAttribute("role", "button");
  node.setAttribute("aria-label", label);
  node.setAttribute("data-act", kind);
  node.classList.add("pressable");
  node.addEventListener("click", (event) => { event.preventDefault(); action(); });
  node.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") { event.preventDefault(); action(); }
  });
  return node;
}

const PIPS = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] };

/** A die drawn as a die at (x, y) (top left), `size` wide, showing `value` pips (none when value is null). */
export function dieFace(x, y, size, value, fill = "#fff", ink = "#111", label = null) {
  const c = size / 2, step = size * 0.27, r = size * 0.09;
  return s("g", { class: "die-face", "data-value": value ?? "" },
    label ? s("title", {}, label) : null,
    s("rect", { x, y, width: size, height: size, rx: size * 0.16, fill, stroke: "#111", "stroke-width": 1.5 }),
    (PIPS[value] || []).map(([dx, dy]) => s("circle", { cx: x + c + dx * step, cy: y + c + dy * step, r, fill: ink })));
}

/** A row of HTML buttons for a board's plain actions (roll, pass, finish betting). */
export function actionBar(cls, ...buttons) {
  return h("div", { class: `board-actions ${cls}` }, buttons.filter(Boolean));
}

/** An HTML action button that sends one legal command. */
export function actionButton(label, command, onPress, primary = true) {
  return h("button", { type: "button", class: primary ? "primary" : null, "data-command": command, "data-act": "action", onclick: onPress }, label);
}
