// Photo Finish: the row of horse tiles (back to front, the leader on the right), each with its odds and the dice laid
// on it; the dice pool by colour; the dice rolled. The seat plays on it: click a tile to bet on its horse (a second
// tile makes it a place bet), pool dice to take them, a rolled die and then its target tile.
// Served as /web/js/boards/photo_finish.js (service/web.py), so its imports are relative to service/static/js/boards/.

import { fill, h, money, s } from "../dom.js";
import { actionBar, actionButton, boardSender, canvas, caption, horseColour, pressable } from "./common.js";

export const PLAYS = ["BetOnWinner", "BetOnPlace", "FinishBetting", "RollDice", "UseDie", "PutAwayDie", "PlayExtraMove"];

const TILE = 110, GAP = 12, DIE = 30;
const COLOURS = ["white", "red", "green", "black", "yellow"];
const FILL = { white: "#f4f6f7", red: "#c0392b", green: "#1e8449", black: "#17202a", yellow: "#d4ac0d" };
const INK = { white: "#111", red: "#fff", green: "#fff", black: "#fff", yellow: "#111" };
const MARK = {
  horseshoe: "∩", finish_line: "▦", double_horseshoes: "∩∩", whipping: "⟋", red_blank: "", green_blank: "",
  outsider_1000: "$1k", outsider_2000: "$2k", outsider_3000: "$3k", side_bet: "±500", extra_move: "+1",
  disqualified: "✕", inside_tip: "↺", tempo_change: "⇄", rider_helmet: "⛑", interference: "⇆", dead_even: "=",
  losing_speed: "−2",
};

/** A face as the dice sheet names it: "outsider $1,000", "double horseshoes". */
export function faceName(face) {
  const outsider = /^outsider_(\d+)$/.exec(face);
  if (outsider) return `outsider ${money(Number(outsider[1]))}`;
  if (/_blank$/.test(face)) return "blank";
  return face.replace(/_/g, " ");
}

/** A die drawn as a die: its colour, the face's mark, its name as a tooltip. */
function die(x, y, colour, face, size = DIE) {
  return s("g", { class: "pf-die", "data-colour": colour, "data-face": face ?? "" },
    s("title", {}, face ? `${colour} die: ${faceName(face)}` : `${colour} die`),
    s("rect", { x, y, width: size, height: size, rx: size * 0.18, fill: FILL[colour] || "#999", stroke: "#000", "stroke-width": 1.5 }),
    face ? s("text", { x: x + size / 2, y: y + size * 0.64, "font-size": size * 0.45, "font-weight": "bold", fill: INK[colour], "text-anchor": "middle" }, MARK[face] ?? "") : null);
}

const picked = { key: null, take: [], die: null, first: null, window: null, backFirst: null, betHorse: null, pair: null };

function decisionKey(view, play) {
  const t = view.track || {};
  return JSON.stringify([view.race, view.phase, view.turn, t.roll, t.hand, view.you?.bets?.length ?? 0, play ? play.legal.length : 0]);
}

export async function render(view, seatName, play) {
  if (!view.track) return caption(`Photo Finish, ${view.phase}.`);
  const key = decisionKey(view, play);
  if (picked.key !== key) Object.assign(picked, { key, take: [], die: null, first: null, window: null, backFirst: null, betHorse: null, pair: null });
  const root = h("div", { class: "pf-board", "data-race": view.race, "data-phase": view.phase });
  const draw = () => fill(root, ...drawBoard(view, play, draw));
  draw();
  return root;
}

function drawBoard(view, play, redraw) {
  const { legal, of, message, send } = boardSender(play);
  const t = view.track;
  const row = t.row;
  const winners = of("BetOnWinner"), places = of("BetOnPlace"), uses = of("UseDie"), aways = of("PutAwayDie");
  const extras = of("PlayExtraMove"), rolls = of("RollDice"), finish = of("FinishBetting")[0];

  // what a click on a tile does now, by tile
  const onTile = new Map();
  const dieUses = picked.die === null ? [] : uses.filter((item) => item.command.die === picked.die);
  if (winners.length || places.length) {
    const bettable = new Set([...winners.map((i) => i.command.horse), ...places.flatMap((i) => i.command.horses)]);
    for (const tile of bettable) {
      if (picked.betHorse !== null && picked.betHorse !== tile) {
        const pair = [picked.betHorse, tile].sort((a, b) => a - b);
        if (places.some((i) => i.command.horses.join() === pair.join())) {
          onTile.set(tile, [`Place bet: #${pair[0]} and #${pair[1]} first and second`, () => { picked.pair = pair; redraw(); }, "bet"]);
        }
        continue;
      }
      onTile.set(tile, [`Bet on #${tile}`, () => { picked.betHorse = picked.betHorse === tile ? null : tile; picked.pair = null; redraw(); }, "bet"]);
    }
  } else if (extras.length) {
    for (const item of extras) onTile.set(item.command.tile, [`Extra move: a horseshoe on #${item.command.tile}`, () => send(item.command), "use"]);
  } else if (dieUses.length) {
    const face = t.roll[picked.die].face;
    if (face === "tempo_change") {
      if (picked.first === null) {
        for (const tile of new Set(dieUses.map((i) => i.command.tile))) {
          onTile.set(tile, [`Tempo change: move a horseshoe from #${tile}`, () => { picked.first = tile; redraw(); }, "step"]);
        }
      } else {
        for (const item of dieUses.filter((i) => i.command.tile === picked.first)) {
          onTile.set(item.command.to, [`Tempo change: the horseshoe from #${picked.first} to #${item.command.to}`, () => send(item.command), "use"]);
        }
      }
    } else if (face === "interference") {
      for (const item of dieUses) {
        const start = item.command.order ? windowOf(row, item.command.order) : null;
        if (start !== null && !onTile.has(row[start].tile)) {
          const three = row.slice(start, start + 3).map((x) => `#${x.tile}`).join(", ");
          onTile.set(row[start].tile, [`Interference on ${three}`, () => { picked.window = start; redraw(); }, "step"]);
        }
      }
    } else {
      for (const item of dieUses.filter((i) => i.command.tile !== undefined && i.command.tile !== null)) {
        onTile.set(item.command.tile, [`${capital(faceName(face))} on #${item.command.tile}`, () => send(item.command), "use"]);
      }
    }
  }

  // the row of tiles
  const most = Math.max(1, ...row.map((tile) => tile.dice.length));
  const width = row.length * (TILE + GAP) + GAP, height = 92 + Math.ceil(most / 3) * (DIE + 4);
  const parts = [s("rect", { width, height, fill: "#4a8a3c" })];
  row.forEach((tile, i) => {
    const x = GAP + i * (TILE + GAP);
    const chosen = picked.betHorse === tile.tile || picked.first === tile.tile || (picked.window !== null && i >= picked.window && i < picked.window + 3);
    const g = s("g", { class: `pf-tile${chosen ? " chosen" : ""}`, "data-tile": tile.tile },
      s("rect", { x, y: 8, width: TILE, height: height - 16, rx: 6, fill: "#f5ecd7", stroke: horseColour(tile.tile), "stroke-width": 4 }),
      s("text", { x: x + TILE / 2, y: 36, "font-size": 22, "font-weight": "bold", "text-anchor": "middle" }, `#${tile.tile}`),
      s("text", { x: x + TILE / 2, y: 56, "font-size": 13, "text-anchor": "middle" },
        `${tile.odds}x${tile.kind === "F" ? " · F" : tile.kind === "S" ? " · S" : ""}`),
      tile.dice.map((d, k) => die(x + 6 + (k % 3) * (DIE + 4), 66 + Math.floor(k / 3) * (DIE + 4), d.colour, d.face)));
    const act = onTile.get(tile.tile);
    if (act) pressable(g, act[0], act[1], { act: act[2], chosen });
    parts.push(g);
  });
  const board = canvas(width, height, ...parts);
  board.removeAttribute("width"); board.removeAttribute("height");
  board.setAttribute("role", "group");
  board.setAttribute("aria-label", "The horses, back to front: the leader on the right");

  return [board, rollArea(view, t, { rolls, uses, aways, send, redraw }), hint(view, { winners, places, rolls, uses, extras }),
    betSlip(play, winners, places), choices(t, dieUses, aways, send, redraw),
    actionBar("pf-actions", finish ? actionButton("Finish betting", "FinishBetting", (e) => send(finish.command, e.currentTarget), !(winners.length || places.length)) : null),
    message, summary(view, t)];
}

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function windowOf(row, order) {
  const tiles = row.map((x) => x.tile);
  for (let i = 0; i + 3 <= tiles.length; i++) {
    const three = tiles.slice(i, i + 3);
    if (order.length === 3 && order.every((tile) => three.includes(tile))) return i;
  }
  return null;
}

/** The pool (click a colour to take a die of it) and the dice in hand or rolled (click one to use it). */
function rollArea(view, t, { rolls, uses, aways, send, redraw }) {
  const nodes = [];
  const takes = rolls.map((item) => item.command.take);
  const need = Math.max(0, ...takes.map((x) => x.length));
  const fits = (list) => takes.some((take) => COLOURS.every((c) => list.filter((x) => x === c).length <= take.filter((x) => x === c).length));
  const pool = s("svg", { viewBox: `0 0 ${COLOURS.length * 70 + 10} 50`, class: "pf-pool", role: "group", "aria-label": "The dice pool", "data-need": rolls.length ? need : "" });
  COLOURS.forEach((colour, i) => {
    const n = t.pool[colour] ?? 0;
    const g = s("g", { class: "pf-pool-die", "data-colour": colour }, die(10 + i * 70, 6, colour, null, 34),
      s("text", { x: 10 + i * 70 + 40, y: 30, "font-size": 16 }, `×${n}`));
    if (rolls.length && need > 0 && n - picked.take.filter((c) => c === colour).length > 0 && fits([...picked.take, colour])) {
      pressable(g, `Take a ${colour} die: ${n} in the pool`, () => {
        picked.take.push(colour);
        const take = [...picked.take].sort((a, b) => COLOURS.indexOf(a) - COLOURS.indexOf(b));
        const whole = rolls.find((item) => item.command.take.join() === take.join());
        if (take.length === need && whole) send(whole.command);
        else redraw();
      }, { act: "take" });
    }
    pool.append(g);
  });
  nodes.push(h("div", { class: "pf-dice-row" }, h("span", { class: "muted" }, "Pool: "), pool));
  if (rolls.length) {
    const held = [...t.hand, ...picked.take];
    nodes.push(h("p", { class: "board-prompt" },
      need ? `Take ${need === 1 ? "one die" : `${need} dice`} from the pool: click ${need === 1 ? "a colour" : "the colours"}; they are rolled with the dice passed to you${held.length ? ` (${held.join(", ")})` : ""}.` : "",
      need === 0 ? actionButton("Roll", "RollDice", (e) => send(rolls[0].command, e.currentTarget)) : null,
      picked.take.length ? actionButton("Put back", "none", () => { picked.take = []; redraw(); }, false) : null));
  }
  if (t.roll?.length) {
    const usable = new Set([...uses, ...aways].map((item) => item.command.die));
    const size = 48;
    const rolled = s("svg", { viewBox: `0 0 ${t.roll.length * (size + 14) + 10} ${size + 12}`, class: "pf-rolled", role: "group", "aria-label": "The dice rolled" });
    t.roll.forEach((d, i) => {
      const g = die(8 + i * (size + 14), 6, d.colour, d.face, size);
      if (usable.has(i)) {
        pressable(g, `Use the ${d.colour} die: ${faceName(d.face)}`, () => {
          Object.assign(picked, { die: picked.die === i ? null : i, first: null, window: null, backFirst: null });
          redraw();
        }, { act: "die", chosen: picked.die === i });
        g.dataset.die = i;
      }
      rolled.append(g);
    });
    nodes.push(h("div", { class: "pf-dice-row" }, h("span", { class: "muted" }, "Rolled: "), rolled));
  }
  return nodes;
}

/** After a die is chosen: its choices that are not tiles (no target, put away, an order, colours back). */
function choices(t, dieUses, aways, send, redraw) {
  if (picked.die === null) return null;
  const face = t.roll[picked.die].face;
  const buttons = [];
  const plain = dieUses.find((i) => ["tile", "to", "order", "back"].every((f) => i.command[f] === undefined || i.command[f] === null));
  if (plain) buttons.push(actionButton(`Use: ${faceName(face)}`, "UseDie", (e) => send(plain.command, e.currentTarget)));
  if (face === "interference" && picked.window !== null) {
    for (const item of dieUses.filter((i) => i.command.order && windowOf(t.row, i.command.order) === picked.window)) {
      buttons.push(actionButton(`Order ${item.command.order.map((x) => `#${x}`).join(" ")}`, "UseDie", (e) => send(item.command, e.currentTarget), false));
    }
  }
  const backs = dieUses.filter((i) => Array.isArray(i.command.back) && i.command.back.length);
  if (backs.length && backs.length <= 12) {
    for (const item of backs) buttons.push(actionButton(`Back: ${item.command.back.join(" and ")}`, "UseDie", (e) => send(item.command, e.currentTarget), false));
  } else if (backs.length) {
    if (picked.backFirst === null) {
      for (const colour of new Set(backs.map((i) => i.command.back[0]))) {
        buttons.push(actionButton(`Back: ${colour}…`, "none", () => { picked.backFirst = colour; redraw(); }, false));
      }
    } else {
      for (const item of backs.filter((i) => i.command.back[0] === picked.backFirst)) {
        buttons.push(actionButton(`Back: ${item.command.back.join(" and ")}`, "UseDie", (e) => send(item.command, e.currentTarget), false));
      }
    }
  }
  const away = aways.find((i) => i.command.die === picked.die);
  if (away) buttons.push(actionButton("Put away", "PutAwayDie", (e) => send(away.command, e.currentTarget), !dieUses.length));
  const tiles = dieUses.some((i) => i.command.tile !== undefined && i.command.tile !== null) && face !== "interference";
  const words = face === "interference" ? (picked.window === null ? "click the first of three tiles to re-order" : "choose their new order (back to front)")
    : face === "tempo_change" ? (picked.first === null ? "click the tile to take a horseshoe from" : "click the tile to put it on")
      : tiles ? "click a highlighted tile" : "";
  return h("div", { class: "pf-choices" },
    h("p", { class: "board-prompt" }, `${capital(faceName(face))} (${t.roll[picked.die].colour} die)${words ? `: ${words}` : ""}.`),
    actionBar("pf-die-actions", buttons));
}

function betSlip(play, winners, places) {
  if (picked.pair) {
    const items = places.filter((i) => i.command.horses.join() === picked.pair.join());
    if (items.length) return play.slip(items, { title: `Place bet: #${picked.pair[0]} and #${picked.pair[1]} first and second` });
  }
  if (picked.betHorse !== null) {
    const items = winners.filter((i) => i.command.horse === picked.betHorse);
    const node = items.length ? play.slip(items, { title: `Win bet on #${picked.betHorse}` }) : null;
    const more = places.length ? h("p", { class: "muted" }, `Or click another tile for a place bet with #${picked.betHorse}.`) : null;
    return [node, more];
  }
  return null;
}

function hint(view, { winners, places, rolls, uses, extras }) {
  const parts = [];
  if (winners.length || places.length) parts.push(`Click a tile to bet on its horse (you have ${money(view.you?.available)} to bet), or finish betting.`);
  if (uses.length && picked.die === null) parts.push("Click a rolled die to use it.");
  if (extras.length) parts.push("Extra move: click a tile to put a horseshoe on it.");
  return parts.length ? h("p", { class: "board-prompt" }, parts) : null;
}

function summary(view, t) {
  const mine = view.you?.bets?.length ? `Your bets: ${view.you.bets.map((b) => `${money(b.amount)} ${b.kind === "place" ? "place" : "win"} on ${b.horses.map((x) => `#${x}`).join(" & ")}`).join(", ")}. ` : "";
  return caption(`Race ${view.race} of ${view.races}, ${view.phase}. Tiles face down: ${view.tiles_face_down}. `,
    t.disqualified?.length ? `Disqualified: ${t.disqualified.map((x) => `#${x}`).join(", ")}. ` : "",
    t.extra_moves?.length ? `Extra moves saved: ${t.extra_moves.length}. ` : "", mine);
}
