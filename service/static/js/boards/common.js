// Shared pieces of the race pictures.

import { fill, h, s } from "../dom.js";

export const HORSE_COLOURS = ["#c0392b", "#2471a3", "#1e8449", "#d4ac0d", "#7d3c98", "#ca6f1e", "#17202a", "#a04000",
  "#148f77", "#884ea0", "#b03a2e", "#2e4053"];

/** A horse's colour by its number (1-based) or name. */
export function horseColour(horse) {
  const named = { red: "#c0392b", yellow: "#d4ac0d", blue: "#2471a3", brown: "#7b4a24", white: "#f4f6f7",
    green: "#1e8449", black: "#17202a" };
  if (typeof horse === "string" && named[horse]) return named[horse];
  return HORSE_COLOURS[(Number(horse) - 1 + HORSE_COLOURS.length) % HORSE_COLOURS.length];
}

// A named horse's letters on its disc, each different from every other horse's (blue and brown are not both "B").
const SHORT = { red: "R", yellow: "Y", blue: "Bl", brown: "Br", white: "W", green: "G", black: "Bk", grey: "Gy", pink: "P" };

/**
 * The short label of a horse on its disc: a number as it is; a colour by SHORT; any other name by the shortest
 * prefix no other horse of `field` (the race's horse names) shares, capitalised.
 */
export function horseLabel(horse, field = []) {
  if (typeof horse !== "string") return String(horse);
  const others = field.filter((name) => name !== horse);
  if (SHORT[horse] && !others.some((name) => SHORT[name] === SHORT[horse])) return SHORT[horse];
  let length = 1;
  while (length < horse.length && others.some((name) => name.slice(0, length).toLowerCase() === horse.slice(0, length).toLowerCase())) length += 1;
  return horse.charAt(0).toUpperCase() + horse.slice(1, length);
}

/** A numbered horse disc at (x, y). */
export function horseDisc(x, y, r, horse, label = horseLabel(horse)) {
  const fill = horseColour(horse);
  const text = ["#f4f6f7", "#d4ac0d"].includes(fill) ? "#000" : "#fff";
  return s("g", { class: "horse", "data-horse": horse },
    s("circle", { cx: x, cy: y, r, fill, stroke: "#000", "stroke-width": 1.5 }),
    s("text", { x, y: y + r * 0.38, "text-anchor": "middle", "font-size": r * 1.1, "font-weight": "bold", fill: text }, label));
}

/** An SVG canvas of a given size; a picture (role img) named "The race as it stands" until its board names it. */
export function canvas(width, height, ...children) {
  return s("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "img", "aria-label": "The race as it stands",
    "font-family": "sans-serif" }, ...children);
}

/** A caption line under a picture. */
export function caption(...parts) {
  return h("p", { class: "muted" }, ...parts);
}

// -- every board: targets, slips kept across re-renders, dice, action bars --
// A target is a thing on the board the player clicks (or reaches by Tab and presses with Enter / Space): class
// "target", and "legal" while it may be pressed (highlighted), "chosen" while it is the current pick; data-act says
// what pressing it does (bet, move, roll, take, die, step, use, pick, buy...). Plain actions (roll, pass, finish
// betting) are buttons in one action bar per board part: class "board-actions".

/** Make `node` (HTML or SVG) a target: focusable, role=button, labelled, pressed by click, Enter or Space. */
export function pressable(node, label, onPress, { legal = true, chosen = false, act = null } = {}) {
  node.setAttribute("role", "button");
  node.setAttribute("aria-label", named(node, label));
  node.setAttribute("tabindex", legal ? "0" : "-1");
  node.setAttribute("aria-disabled", String(!legal));
  if (chosen) node.setAttribute("aria-pressed", "true");
  node.classList.add("target");
  if (legal) node.classList.add("legal");
  if (chosen) node.classList.add("chosen");
  if (!legal) return node;
  if (act) node.setAttribute("data-act", act);
  node.addEventListener("click", (event) => { event.preventDefault(); onPress(); });
  if (node.tagName === "BUTTON") return node; // a button is pressed by Enter and Space already
  node.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") { event.preventDefault(); onPress(); }
  });
  return node;
}

/** Text as axe-core compares a name with what shows (WCAG 2.5.3): decomposed, without parenthesised parts,
 * lower case, spaces collapsed. */
function comparable(text) {
  let out = text.normalize("NFKD");
  for (let before = null; before !== out;) { before = out; out = out.replace(/\([^()]*\)/g, ""); }
  return ` ${out.toLowerCase().replace(/\s+/g, " ").trim()} `;
}

/** The text a target shows, each element's apart from its neighbour's by a space (a screen reader and axe-core join
 * adjacent elements' text without one: "#12Velvet"; a space between SVG or block elements draws nothing); SVG
 * titles and descriptions, and hidden parts, do not show. */
function shownText(node) {
  const parts = [];
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) parts.push(child.textContent);
    else if (child.nodeType === Node.ELEMENT_NODE && !["title", "desc"].includes(child.localName)
      && child.getAttribute("aria-hidden") !== "true" && !child.hidden) parts.push(` ${shownText(child)} `);
  }
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** A target's accessible name: its action, then what it shows unless the action already says it word for word
 * (WCAG 2.5.3: the visible text is part of the name, so a voice user can say what they see). */
function named(node, label) {
  const shown = shownText(node);
  if (!shown || comparable(label).includes(comparable(shown))) return label;
  spaceApart(node);
  return `${label}: ${shown}`;
}

/** A space before each element that follows text or another element, at every depth, so the text reads as shown. */
function spaceApart(node) {
  for (const child of [...node.children]) {
    const before = child.previousSibling;
    if (before && !(before.nodeType === Node.TEXT_NODE && /\s$/.test(before.textContent))) child.before(" ");
    spaceApart(child);
  }
}

/** A board's memory between renders: what is selected and which slip is open (one per board module). */
export function boardMemory() {
  return { selected: null, picks: [], slipKey: null, slipNode: null, slipItems: null, focus: null };
}

/** The open slip of `memory`, kept when its key and items are unchanged (so typed stakes survive a re-render). */
export function keptSlip(memory, play, key, items, options) {
  const itemsKey = JSON.stringify(items);
  if (memory.slipKey === key && memory.slipItems === itemsKey && memory.slipNode) {
    const focused = memory.slipNode.contains(document.activeElement) ? document.activeElement : null;
    if (focused) setTimeout(() => { if (document.contains(focused)) focused.focus(); }, 0);
    return memory.slipNode;
  }
  memory.slipKey = key;
  memory.slipItems = itemsKey;
  memory.slipNode = play.slip(items, options);
  return memory.slipNode;
}

/** Forget the open slip. */
export function closeSlip(memory) {
  memory.slipKey = memory.slipNode = memory.slipItems = null;
}

/**
 * A board's re-draw after a click, from its latest render's arguments (memory.args), in place of the board the page
 * shows now: the root last rendered if the page shows it, else the one on the page (`selector`): a render the page
 * did not show (overtaken by a newer one) must not swallow the click.
 */
export function redrawer(memory, selector, render) {
  return async () => {
    const fresh = await render(...memory.args);
    const shown = [memory.root, document.querySelector(selector)].find((node) => node?.isConnected && node !== fresh);
    shown?.replaceWith(fresh);
  };
}

/** After a re-render, put the keyboard focus back on the target that had it (matched by data-focus-key). */
export function refocus(root, memory) {
  const key = memory.focus;
  if (!key) return;
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return; // the focus is somewhere: leave it there
    const found = root.querySelector(`[data-focus-key="${CSS.escape(key)}"]`);
    if (found && document.contains(found) && found.getAttribute("tabindex") !== "-1") found.focus({ preventScroll: true });
  }, 0);
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

/** A board's action bar: a row of HTML buttons for its plain actions (roll, pass, finish betting). */
export function actionBar(cls, ...buttons) {
  return h("div", { class: `board-actions ${cls}` }, buttons.filter(Boolean));
}

/** An HTML action button that sends one legal command (data-command names it; "none" for a step of a choice). */
export function actionButton(label, command, onPress, primary = true) {
  return h("button", { type: "button", class: primary ? "primary" : null, "data-command": command, "data-act": "action", onclick: onPress }, label);
}

/** What a board needs to send its seat's commands: the legal items (all, or of one type), a message line for
 * refusals (aria-live) and `send(body, button)`, the button disabled while the command goes. */
export function boardSender(play) {
  const legal = play ? play.legal : [];
  const of = (type) => legal.filter((item) => item.command.type === type);
  const message = h("p", { class: "board-message", role: "status", "aria-live": "polite" });
  const send = async (body, button) => {
    if (button) button.disabled = true;
    fill(message);
    try {
      await play.send(body);
    } catch (error) {
      fill(message, h("span", { class: "refusal" }, `Refused — ${error.sentence ? error.sentence() : String(error)}`));
      if (button) button.disabled = false;
    }
  };
  return { legal, of, message, send };
}
