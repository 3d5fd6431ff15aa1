// Homestretch: the board (horses 2 to 12 up the stretch), the tote (win / place / show spots) with the bet tokens on
// it, the dice, and the share cards. The seat plays on it: click a share card to draft or buy it, a tote spot to lay
// a token there (a slip asks which token), the dice to roll, a highlighted space to move the horse rolled.
// Served as /web/js/boards/homestretch.js (service/web.py), so its imports are relative to service/static/js/boards/.

import { fill, h, money, s } from "../dom.js";
import { actionBar, actionButton, boardSender, canvas, caption, dieFace, horseDisc, pressable } from "./common.js";

export const PLAYS = ["PickShare", "PlaceToken", "RollDice", "MoveHorse", "EndTurn", "SpecialMove", "BuyShare", "BuyBlind", "PassBuy"];

const CELL = 40, LEFT = 150, ROW = 32, SPOT = 62;
const LINES = ["win", "place", "show"];
const SEAT_FILL = { black: "#17202a", blue: "#2471a3", green: "#1e8449", red: "#c0392b", white: "#f4f6f7", yellow: "#d4ac0d" };

const picked = { key: null, spot: null };

function horseOf(card) {
  const found = /-(\d+)/.exec(card);
  return found ? Number(found[1]) : null;
}

/** A share card as the game names it: the horse's name and number, its price, its deck. */
function cardName(view, card) {
  const horse = view.horses.find((x) => x.horse === horseOf(card));
  const deck = card.startsWith("red") ? "red" : "blue";
  return horse ? `${horse.name} (${horse.horse}), ${money(horse.price)}, ${deck} share` : card;
}

function decisionKey(view, play) {
  return JSON.stringify([view.race, view.phase, view.turn, view.you?.tokens_left, play ? play.legal.length : 0]);
}

export async function render(view, seatName, play) {
  const key = decisionKey(view, play);
  if (picked.key !== key) Object.assign(picked, { key, spot: null });
  const root = h("div", { class: "hs-board", "data-race": view.race, "data-phase": view.phase });
  const draw = () => fill(root, ...drawBoard(view, seatName, play, draw));
  draw();
  return root;
}

function drawBoard(view, seatName, play, redraw) {
  const { legal, of, message, send } = boardSender(play);
  const colours = Object.fromEntries(view.seats.map((seat) => [seat.seat, seat.colour]));
  const tokens = of("PlaceToken"), moves = of("MoveHorse"), specials = of("SpecialMove"), rolls = of("RollDice");
  const endTurn = of("EndTurn")[0];
  const spots = new Set(tokens.map((i) => `${i.command.horse}:${i.command.line}`));
  const specialHorses = new Map(specials.map((i) => [i.command.horse, i]));
  const finish = view.finish;
  const dice = view.turn?.dice || [];
  const rolled = dice.length === 2 ? dice[0] + dice[1] : null;
  const toteX = LEFT + (finish + 1) * CELL + 8;
  const width = toteX + 3 * SPOT + 10, height = view.horses.length * ROW + 30;
  const parts = [s("rect", { width, height, fill: "#4a8a3c" })];
  LINES.forEach((line, k) => parts.push(s("text", { x: toteX + k * SPOT + SPOT / 2, y: 16, "font-size": 12, fill: "#fff", "font-weight": "bold", "text-anchor": "middle" }, line)));
  view.horses.forEach((horse, i) => {
    const y = 22 + i * ROW;
    parts.push(s("text", { x: 6, y: y + 20, "font-size": 12, fill: "#fff" }, `${horse.horse} ${horse.name}`));
    if (view.card?.handicaps?.[horse.horse] && horse.token) parts.push(s("text", { x: LEFT - 6, y: y + 20, "font-size": 11, fill: "#ffeb3b", "text-anchor": "end" }, horse.token));
    for (let space = 0; space <= finish; space += 1) {
      parts.push(s("rect", { x: LEFT + space * CELL + 1, y: y + 2, width: CELL - 2, height: ROW - 4, fill: space === finish ? "#fff" : "#b07a45" }));
    }
    const tos = moves.map((item) => Math.min(horse.position + item.command.spaces, finish));
    moves.forEach((item, k) => {
      if (horse.horse !== rolled) return;
      const to = tos[k];
      // two moves that end on the same space (the finish) share its cell: one half each
      const shared = tos.filter((x) => x === to).length > 1, half = (ROW - 8) / 2, top = shared ? tos.indexOf(to) === k ? 0 : half : 0;
      const cell = s("rect", { x: LEFT + to * CELL + 3, y: y + 4 + top, width: CELL - 6, height: shared ? half : ROW - 8, rx: 4, class: "hs-target", "data-spaces": item.command.spaces });
      pressable(cell, `Move ${horse.name} (${horse.horse}) ${item.command.spaces} ${item.command.spaces === 1 ? "space and roll again" : "spaces"}`, () => send(item.command), { act: "move" });
      parts.push(cell);
    });
    const disc = horseDisc(LEFT + Math.min(horse.position, finish) * CELL + CELL / 2, y + ROW / 2, 12, horse.horse);
    if (specialHorses.has(horse.horse)) pressable(disc, `Special move: ${horse.name} (${horse.horse}), in last place`, () => send(specialHorses.get(horse.horse).command), { act: "move" });
    parts.push(disc);
    LINES.forEach((line, k) => {
      const x = toteX + k * SPOT;
      const key = `${horse.horse}:${line}`;
      const on = (view.board || []).filter((t) => t.horse === horse.horse && t.line === line);
      const g = s("g", { class: `hs-spot${picked.spot === key ? " chosen" : ""}`, "data-spot": key },
        s("rect", { x: x + 1, y: y + 2, width: SPOT - 2, height: ROW - 4, rx: 3, fill: "#f5ecd7", stroke: "#5b3a1e" }),
        s("text", { x: x + 5, y: y + 20, "font-size": 12, "font-weight": "bold" }, String(horse.tote[line])),
        on.map((t, n) => s("g", {}, s("circle", { cx: x + 27 + n * 9, cy: y + ROW / 2, r: 6, fill: SEAT_FILL[colours[t.seat]] || "#555", stroke: "#000" }),
          t.value !== null ? s("text", { x: x + 27 + n * 9, y: y + ROW / 2 + 3.5, "font-size": 9, "text-anchor": "middle", fill: ["white", "yellow"].includes(colours[t.seat]) ? "#000" : "#fff" }, String(t.value)) : null)));
      if (spots.has(key)) pressable(g, `Lay a token on ${horse.name} (${horse.horse}) to ${line}, tote ${horse.tote[line]}`, () => { picked.spot = key; redraw(); }, { act: "bet" });
      parts.push(g);
    });
  });
  const board = canvas(width, height, ...parts);
  board.removeAttribute("width"); board.removeAttribute("height");
  board.setAttribute("role", "group");
  board.setAttribute("aria-label", "The homestretch and the tote board");

  let slip = null;
  if (picked.spot && tokens.length) {
    const [horse, line] = picked.spot.split(":");
    const items = tokens.filter((i) => i.command.horse === Number(horse) && i.command.line === line);
    const name = view.horses.find((x) => x.horse === Number(horse))?.name;
    if (items.length) slip = play.slip(items, { title: `Token on ${name} (${horse}) to ${line}`, label: (field, v) => field === "value" ? `${v} ($${v},000 a point)` : String(v) });
  }
  return [board, diceRow(view, dice, rolls, send), hint(view, { tokens, moves, specials, rolls, endTurn }), slip,
    cards(view, of, send),
    actionBar("hs-actions", endTurn ? actionButton("End turn", "EndTurn", (e) => send(endTurn.command, e.currentTarget), false) : null),
    message, summary(view, seatName)];
}

function diceRow(view, dice, rolls, send) {
  if (!view.turn && !rolls.length) return null;
  const size = 44;
  const svg = s("svg", { viewBox: `0 0 ${2 * size + 26} ${size + 10}`, class: "hs-dice", role: "group", "aria-label": "The dice" });
  const g = s("g", { class: "hs-dice-pair" },
    s("rect", { class: "hit", x: 0, y: 0, width: 2 * size + 26, height: size + 10, fill: "transparent" }), // the gap between the dice is theirs too
    dieFace(5, 5, size, dice[0] ?? null, "#fff", "#111", dice.length ? `die ${dice[0]}` : "die"),
    dieFace(size + 21, 5, size, dice[1] ?? null, "#fff", "#111", dice.length ? `die ${dice[1]}` : "die"));
  if (rolls.length) {
    pressable(g, "Roll the dice", () => send(rolls[0].command), { act: "roll" });
    g.dataset.command = "RollDice";
  }
  svg.append(g);
  const sum = dice.length === 2 ? `Rolled ${dice[0] + dice[1]}: ${view.horses.find((x) => x.horse === dice[0] + dice[1])?.name}. ` : "";
  return h("div", { class: "hs-dice-row" }, svg, h("span", {}, sum));
}

/** The seat's hand (draft), its shares, and the cards for sale (buying): click a card to pick or buy it. */
function cards(view, of, send) {
  const picks = of("PickShare"), buys = of("BuyShare"), blind = of("BuyBlind")[0], pass = of("PassBuy")[0];
  const nodes = [];
  const card = (id, act) => {
    const horse = view.horses.find((x) => x.horse === horseOf(id));
    const node = h("div", { class: `hs-card ${id.startsWith("red") ? "red" : "blue"}`, "data-card": id },
      h("strong", {}, horse ? horse.name : id), h("span", {}, horse ? ` ${horse.horse}` : ""), h("br"),
      h("span", { class: "muted" }, horse ? money(horse.price) : ""));
    if (act) pressable(node, `${act.verb}: ${cardName(view, id)}`, () => send(act.command), { act: act.kind });
    return node;
  };
  const hand = view.you?.hand || [];
  if (hand.length) {
    const byCard = new Map(picks.map((i) => [i.command.card, i.command]));
    nodes.push(h("div", { class: "hs-hand" }, h("h3", {}, picks.length ? "Your hand: click a share to draft it" : "Your hand (picked; waiting for the others)"),
      h("div", { class: "hs-cards" }, hand.map((id) => card(id, byCard.has(id) ? { verb: "Draft", command: byCard.get(id), kind: "pick" } : null)))));
  }
  if (view.buying) {
    const byCard = new Map(buys.map((i) => [i.command.card, i.command]));
    nodes.push(h("div", { class: "hs-hand" }, h("h3", {}, `Shares for sale (round ${view.buying.round})${buys.length || blind ? ": click one to buy it" : ""}`),
      h("div", { class: "hs-cards" }, view.buying.row.map((id) => card(id, byCard.has(id) ? { verb: "Buy", command: byCard.get(id), kind: "buy" } : null)),
        view.buying.pile_size ? (() => {
          const back = h("div", { class: "hs-card back" }, h("strong", {}, "Blind"), h("br"), h("span", { class: "muted" }, `price + ${money(view.buying.blind_fee)}`));
          if (blind) pressable(back, `Buy the top face-down share blind: its price plus ${money(view.buying.blind_fee)}`, () => send(blind.command), { act: "buy" });
          return back;
        })() : null),
      pass ? actionBar("hs-buy-actions", actionButton("Pass (buy nothing)", "PassBuy", (e) => send(pass.command, e.currentTarget), false)) : null));
  }
  const mine = view.seats.find((x) => x.seat === view.you?.seat);
  const owned = mine?.shares?.length ? mine.shares : view.you?.drafted || [];
  if (owned.length) nodes.push(h("p", { class: "muted" }, `Your shares: ${owned.map((id) => cardName(view, id)).join("; ")}.`));
  return nodes;
}

function hint(view, { tokens, moves, specials, rolls, endTurn }) {
  const parts = [];
  if (tokens.length) parts.push(`Click a tote spot (win, place or show of a horse) to lay a token there: you hold ${view.you.tokens_left.join(", ")}.`);
  if (rolls.length) parts.push("Your roll: click the dice.");
  if (moves.length) parts.push("Click a highlighted space: move 2, or move 1 and roll again.");
  if (specials.length) parts.push("The horse rolled has finished: click a highlighted last-place horse for a special move.");
  if (endTurn && !rolls.length) parts.push("Roll again or end your turn.");
  return parts.length ? h("p", { class: "board-prompt" }, parts) : null;
}

function summary(view, seatName) {
  const card = view.card ? `Race card: ${view.card.name} (purses ${Object.values(view.card.purses).map(money).join(" / ")}). ` : "";
  const phase = view.phase === "draft" ? `the draft (before race ${Math.max(1, view.race)} of ${view.races})`
    : view.phase === "buying" ? `second-chance buy (after race ${view.race} of ${view.races})` : `race ${view.race} of ${view.races}, ${view.phase}`;
  return caption(`${phase.charAt(0).toUpperCase()}${phase.slice(1)}. `, card,
    `Seats' colours: ${view.seats.map((seat) => `${seatName(seat.seat)} ${seat.colour}`).join(", ")}.`);
}
