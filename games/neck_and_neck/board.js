// Neck and Neck: the hex track (the same SVG as docs/rules/neck_and_neck_track.svg) with the horses on it; the seat
// plays on it: click a horse to bet on it (a slip asks the stake), the dice to roll, a highlighted hex to move there.
// Served as /web/js/boards/neck_and_neck.js (service/web.py), so its imports are relative to service/static/js/boards/.

import { fill, h, money, plural, s } from "../dom.js";
import { actionBar, actionButton, boardSender, caption, dieFace, horseDisc, pressable } from "./common.js";

export const PLAYS = ["PlaceBet", "FinishBetting", "RollDice", "MoveHorse", "SpecialMove", "Pass"];

let track = null;
// What the player has half chosen on the board, kept across re-renders of the same decision.
const picked = { key: null, betHorse: null, special: null };

/** The track SVG document and the centre of every hex, keyed "q,r", read off the SVG's own polygons. */
async function loadTrack() {
  if (track) return track;
  const text = await (await fetch("/web/neck_and_neck_track.svg")).text();
  const svg = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
  const centres = {};
  let polygon = null;
  for (const node of [...svg.children]) {
    if (node.tagName === "polygon") polygon = node;
    if (node.tagName === "text" && polygon && /^-?\d+,-?\d+$/.test(node.textContent)) {
      const points = polygon.getAttribute("points").split(" ").map((p) => p.split(",").map(Number));
      centres[node.textContent] = [points.reduce((a, p) => a + p[0], 0) / 6, points.reduce((a, p) => a + p[1], 0) / 6];
      node.remove(); // coordinates are the server's names for hexes, not the player's
    }
  }
  track = { svg, centres, width: Number(svg.getAttribute("width")), height: Number(svg.getAttribute("height")) };
  return track;
}

/** Where a hex lies, in words a player uses: lane and how far round the track. */
function hexWords(view, to, steps) {
  return `${steps ? `${plural(steps, "hex", "hexes")} ahead` : "this hex"}`;
}

function decisionKey(view, play) {
  const bets = view.you?.bets?.length ?? 0;
  return JSON.stringify([view.race, view.phase, view.roll, bets, play ? play.legal.length : 0]);
}

export async function render(view, seatName, play) {
  const t = await loadTrack();
  const key = decisionKey(view, play);
  if (picked.key !== key) Object.assign(picked, { key, betHorse: null, special: null });
  const root = h("div", { class: "nn-board", "data-race": view.race, "data-phase": view.phase });
  const draw = () => fill(root, ...drawBoard(view, t, play, draw));
  draw();
  return root;
}

function drawBoard(view, t, play, redraw) {
  const { svg, centres, width, height } = t;
  const { legal, of, message, send } = boardSender(play);
  const picture = document.importNode(svg, true);
  picture.setAttribute("viewBox", `0 0 ${width} ${height}`);
  picture.setAttribute("role", "group");
  picture.setAttribute("aria-label", "The track");
  picture.removeAttribute("width");
  picture.removeAttribute("height");

  const bets = of("PlaceBet"), moves = of("MoveHorse"), specials = of("SpecialMove");
  const betHorses = new Set(bets.map((item) => item.command.horse));
  const specialHorses = new Set(specials.map((item) => item.command.horse));
  for (const horse of view.horses) {
    if (!horse.hex) continue;
    const [x, y] = centres[horse.hex] || [0, 0];
    const disc = horseDisc(x, y, 13, horse.horse);
    if (betHorses.has(horse.horse)) {
      pressable(disc, `Bet on horse ${horse.horse}`, () => { picked.betHorse = horse.horse; redraw(); }, { act: "bet", chosen: picked.betHorse === horse.horse });
      disc.dataset.betHorse = horse.horse;
    } else if (specialHorses.has(horse.horse)) {
      pressable(disc, `Special move: horse ${horse.horse} six hexes`, () => {
        picked.special = picked.special === horse.horse ? null : horse.horse; redraw();
      }, { act: "special", chosen: picked.special === horse.horse });
      disc.dataset.specialHorse = horse.horse;
    }
    picture.append(disc);
  }

  // the dice, in the infield
  const size = 54, dx = width / 2 - size - 8, dy = height / 2 - size / 2;
  const roll = view.roll;
  const canRoll = of("RollDice").length > 0;
  const dice = s("g", { class: "nn-dice" },
    s("rect", { class: "hit", x: dx - 4, y: dy - 4, width: 2 * size + 24, height: size + 8, fill: "transparent" }), // the gap between the dice is theirs too
    dieFace(dx, dy, size, roll ? roll.red : null, "#c0392b", "#fff", roll ? `red die ${roll.red}` : "red die"),
    dieFace(dx + size + 16, dy, size, roll ? roll.white : null, "#fff", "#111", roll ? `white die ${roll.white}` : "white die"));
  if (canRoll) {
    pressable(dice, "Roll the dice", () => send({ type: "RollDice" }), { act: "roll" });
    dice.dataset.command = "RollDice";
  }
  picture.append(dice);

  // targets: MoveHorse of the red die's horse, or SpecialMove of the horse chosen
  const targets = picked.special !== null
    ? specials.filter((item) => item.command.horse === picked.special)
    : moves;
  const steps = picked.special !== null ? 6 : roll?.white;
  for (const item of targets) {
    const [x, y] = centres[item.command.to] || [0, 0];
    const ring = s("circle", { cx: x, cy: y, r: 15, class: "nn-target" });
    pressable(ring, `Move horse ${item.command.horse} here, ${hexWords(view, item.command.to, steps)}`, () => send(item.command), { act: "move" });
    ring.dataset.to = item.command.to;
    picture.append(ring);
  }

  // the slip for a bet on the horse clicked
  const slip = bets.length && picked.betHorse !== null
    ? play.slip(bets, { title: `Bet on horse ${picked.betHorse}`, preset: { horse: picked.betHorse }, label: (field, v) => field === "horse" ? `Horse ${v}` : String(v) })
    : null;

  const pass = of("Pass")[0], finish = of("FinishBetting")[0];
  const bar = actionBar("nn-actions",
    canRoll ? actionButton("Roll the dice", "RollDice", (e) => send({ type: "RollDice" }, e.currentTarget)) : null,
    finish ? actionButton(bets.length ? "Finish betting" : "Finish betting (no cash left)", "FinishBetting", (e) => send(finish.command, e.currentTarget), !bets.length) : null,
    pass ? actionButton(moves.length || specials.length ? "Pass" : "Pass (no move possible)", "Pass", (e) => send(pass.command, e.currentTarget), !(moves.length || specials.length)) : null,
    picked.special !== null ? actionButton("Back", "none", () => { picked.special = null; redraw(); }, false) : null);

  return [picture, hint(view, play, { bets, moves, specials, canRoll }), slip, bar, message, summary(view)];
}

function hint(view, play, { bets, moves, specials, canRoll }) {
  if (!play) return null;
  const parts = [];
  if (bets.length) parts.push(`Click a horse to bet on it (you have ${money(view.you?.available)} to bet), or finish betting.`);
  if (canRoll) parts.push("Your roll: click the dice.");
  if (view.roll && (moves.length || specials.length)) {
    parts.push(`Red ${view.roll.red}: horse ${view.roll.red}; white ${view.roll.white}: ${plural(view.roll.white, "hex", "hexes")}. `);
    if (moves.length) parts.push("Click a highlighted hex to move there. ");
    if (specials.length) parts.push("Double ones: or click any highlighted horse for a special move of six hexes.");
  }
  return parts.length ? h("p", { class: "board-prompt" }, parts) : null;
}

function summary(view) {
  const roll = view.roll ? `Roll: red ${view.roll.red}, white ${view.roll.white}${view.roll.double_ones ? " (double ones)" : view.roll.doubles ? " (doubles)" : ""}. ` : "";
  const placed = view.placings?.length ? `Placings: ${view.placings.map((p, i) => `${["1st", "2nd", "3rd"][i] || `${i + 1}th`} horse ${p}`).join(", ")}. ` : "";
  const mine = view.you?.bets?.length ? `Your bets: ${view.you.bets.map((b) => `${money(b.amount)} on horse ${b.horse}`).join(", ")}. ` : "";
  return caption(`Race ${view.race} of ${view.races}, ${view.phase}. `, roll, placed, mine);
}
