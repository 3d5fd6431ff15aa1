// Long Shot: ten lanes, the No-bets stretch shaded, each horse with its owner; the dice, the seats and the hand.
// The player chooses on the board: the dice to roll (or one to re-roll), a card in hand and then its horse's lane or
// its seat, a horse's "Buy" tag or "Bet $5" spot, a highlighted lane to move it by its movement bar, a card to steal.
// Served as /web/js/boards/long_shot.js (service/web.py), so its imports are relative to service/static/js/boards/.

import { fill, h, money, plural, s } from "../dom.js";
import { actionBar, boardMemory, canvas, caption, horseDisc, pressable, redrawer, refocus } from "./common.js";

export const PLAYS = ["RollDice", "AcceptRoll", "UseReroll", "MoveBarHorse", "DeclineBarMoves", "PlayCard", "BuyHorse",
  "PlaceBet", "DiscardCards", "Pass", "StealCard"];

const LEFT = 150, TAGS = 120;
let CELL = 36, LANE = 30, K = 1; // on a phone: narrower spaces, taller lanes, larger type (the picture is scaled down)
const narrow = () => Boolean(globalThis.matchMedia?.("(max-width: 600px)").matches);
const memory = boardMemory();

function byType(play) {
  const found = {};
  for (const item of play?.legal || []) (found[item.command.type] ||= []).push(item);
  return found;
}

function horseTitle(horse) {
  return `${horse.name} (${horse.horse})`;
}

function track(view, seatName, lanes) {
  [CELL, LANE, K] = narrow() ? [16, 40, 1.3] : [36, 30, 1];
  const { lanes: count, spaces, no_bets_from: noBets, finish } = view.track;
  const right = LEFT + (finish + 1) * CELL + 6;
  const width = right + TAGS, height = count * LANE + 40;
  const parts = [s("rect", { width, height, fill: "#4a8a3c" }),
    s("rect", { x: LEFT + noBets * CELL, y: 18, width: (spaces - noBets + 1) * CELL, height: count * LANE, fill: "#8e2b2b", opacity: 0.35 }),
    s("text", { x: LEFT + (noBets + (spaces - noBets + 1) / 2) * CELL, y: 13, "font-size": 12, fill: "#fff", "text-anchor": "middle", "font-weight": "bold" }, "No bets")];
  for (let space = 0; space <= finish; space += 1) {
    parts.push(s("text", { x: LEFT + space * CELL + CELL / 2, y: height - 6, "font-size": 10, fill: "#fff", "text-anchor": "middle" },
      space === 0 ? "start" : space === finish ? "finish" : space));
  }
  view.horses.forEach((horse, lane) => {
    const y = 18 + lane * LANE;
    const owner = horse.owner === null ? "unowned" : seatName(horse.owner);
    const target = lanes.move.get(horse.horse);
    const where = horse.place ? `finished ${["first", "second", "third"][horse.place - 1] || horse.place}` : horse.space === 0 ? "at the start" : `on space ${horse.space}`;
    const g = s("g", { class: "lane", "data-horse": horse.horse, "data-focus-key": `lane-${horse.horse}` },
      s("rect", { class: "lane-back", x: 0, y: y + 1, width: right, height: LANE - 2, fill: target ? "#ffe27a" : "none", opacity: target ? 0.55 : 0 }),
      s("text", { x: 6, y: y + LANE / 2 + 1, "font-size": 11 * K, fill: "#fff", "font-weight": "bold" }, `${horse.horse} ${horse.name}`),
      s("text", { x: 6, y: y + LANE / 2 + 12 * K, "font-size": 9 * K, fill: "#dfd" }, `${owner} · ${horse.odds.win}-1/${horse.odds.place}-1/${horse.odds.show}-1`));
    for (let space = 0; space <= finish; space += 1) {
      g.append(s("rect", { x: LEFT + space * CELL + 1, y: y + 3, width: CELL - 2, height: LANE - 6,
        fill: space === finish ? "#fff" : "#b07a45", opacity: space >= noBets && space < finish ? 0.8 : 1 }));
    }
    g.append(horseDisc(LEFT + Math.min(horse.space, finish) * CELL + CELL / 2, y + LANE / 2, 11 * K, horse.horse));
    if (target) pressable(g, `${target.label} ${horseTitle(horse)}, ${where}`, target.press);
    else {
      g.setAttribute("aria-label", `${horseTitle(horse)}, ${where}, ${owner}`);
      g.setAttribute("role", "img");
    }
    parts.push(g);
    const buy = lanes.buy.get(horse.horse), bet = lanes.bet.get(horse.horse);
    if (buy) {
      parts.push(pressable(s("g", { class: "buy-tag", "data-horse": horse.horse, "data-focus-key": `buy-${horse.horse}` },
        s("rect", { x: right + 2, y: y + 4, width: 54, height: LANE - 8, rx: 4, fill: "#fff8d6", stroke: "#8a6d12" }),
        s("text", { x: right + 29, y: y + LANE / 2 + 4, "font-size": 11 * K, "text-anchor": "middle", fill: "#000" }, `Buy ${money(horse.price)}`)),
      `Buy ${money(horse.price)}: ${horseTitle(horse)}`, buy));
    }
    if (bet) {
      parts.push(pressable(s("g", { class: "bet-spot", "data-horse": horse.horse, "data-focus-key": `bet-${horse.horse}` },
        s("rect", { x: right + 60, y: y + 4, width: 54, height: LANE - 8, rx: 10, fill: "#e8f4ff", stroke: "#1a56db" }),
        s("text", { x: right + 87, y: y + LANE / 2 + 4, "font-size": 11 * K, "text-anchor": "middle", fill: "#000" }, "Bet $5")),
      `Bet $5 on ${horseTitle(horse)}`, bet));
    }
  });
  const svg = canvas(width, height, ...parts);
  svg.setAttribute("role", "group");
  svg.setAttribute("aria-label", "The track");
  return svg;
}

function cardFace(card, options = {}) {
  const node = h("div", { class: `lscard${card.lead ? " lead" : ""}`, "data-card": card.card, "data-focus-key": `card-${card.card}` },
    h("span", { class: "lscard-name" }, card.lead ? `🏆 ${card.name}` : card.name), h("span", { class: "lscard-text" }, card.text));
  if (options.onPress) pressable(node, options.label || card.name, options.onPress, options);
  return node;
}

function die(face, label, press) {
  const node = h("span", { class: "die", "data-die": label }, face);
  if (press) pressable(node, press.label, press.act);
  else node.setAttribute("aria-label", `${label} die: ${face}`);
  return node;
}

function button(text, label, act, key) {
  return pressable(h("button", { type: "button", class: "primary", "data-focus-key": key }, text), label, act);
}

export async function render(view, seatName, play) {
  const root = h("div", { class: "long-shot" });
  // A click re-draws the board the page shows now, from the latest view (a live event may have re-drawn it since).
  memory.root = root;
  memory.args = [view, seatName, play];
  const redraw = redrawer(memory, ".board-long_shot > .long-shot", render);
  const types = byType(play);
  const send = (command) => { memory.selected = null; memory.picks = []; return play.send(command).catch(() => redraw()); };
  const horseOf = (n) => view.horses[n - 1];
  const lanes = { move: new Map(), buy: new Map(), bet: new Map() };
  const hand = view.you?.hand || [];
  const plays = types.PlayCard || [], discards = types.DiscardCards || [];
  const usable = (id) => plays.some((i) => i.command.card === id) || discards.some((i) => i.command.first === id || i.command.second === id);
  if (memory.selected !== null && !usable(memory.selected)) { memory.selected = null; memory.picks = []; }
  const card = hand.find((c) => c.card === memory.selected);
  const chosen = plays.filter((i) => i.command.card === memory.selected);
  const seatTargets = new Map();
  for (const item of chosen) {
    if (item.command.horse) lanes.move.set(item.command.horse, { label: `Play ${card.name} on`, press: () => send(item.command) });
    if (item.command.target !== undefined) seatTargets.set(item.command.target, item);
  }
  for (const item of types.MoveBarHorse || []) lanes.move.set(item.command.horse, { label: "Move also", press: () => send(item.command) });
  for (const item of types.BuyHorse || []) lanes.buy.set(item.command.horse, () => send(item.command));
  for (const item of types.PlaceBet || []) lanes.bet.set(item.command.horse, () => send(item.command));

  const prompts = [];
  const roll = view.roll;
  const dice = h("div", { class: "dice", role: "group", "aria-label": "The dice" });
  if (types.RollDice) {
    dice.append(die("?", "horse", { label: "Roll the dice", act: () => send(types.RollDice[0].command) }),
      die("?", "move", { label: "Roll the dice", act: () => send(types.RollDice[0].command) }), " Your turn: click the dice to roll.");
  } else if (roll) {
    const reroll = (which) => (types.UseReroll || []).find((i) => i.command.die === which);
    const horseDie = reroll("horse"), moveDie = reroll("move");
    dice.append(die(roll.horse, "horse", horseDie && { label: `${roll.horse}: reroll the horse die (${horseOf(roll.horse).name})`, act: () => send(horseDie.command) }),
      die(roll.move, "move", moveDie && { label: `${roll.move}: reroll the move die`, act: () => send(moveDie.command) }),
      ` ${horseOf(roll.horse)?.name} moves ${roll.move}.`);
    if (types.AcceptRoll) {
      dice.append(" ", button("Keep this roll", "Keep this roll", () => send(types.AcceptRoll[0].command), "accept"));
      prompts.push("Keep the roll, or click one die to reroll it with your token.");
    }
  }
  if (types.MoveBarHorse || types.DeclineBarMoves) {
    prompts.push("Your movement bar: click a highlighted horse to move it too, or leave the rest.");
  }
  const actions = actionBar("ls-actions");
  if (types.DeclineBarMoves) actions.append(button("Leave the rest where they stand", "Decline the other movement-bar moves", () => send(types.DeclineBarMoves[0].command), "decline"));

  let cards;
  const looking = view.you?.looking_at;
  if (types.StealCard && looking) {
    prompts.push(`Card Thief: take one card from ${seatName(looking.seat)}'s hand.`);
    const steal = new Map(types.StealCard.map((i) => [i.command.card, i]));
    cards = looking.hand.map((c) => cardFace(c, steal.has(c.card) ? { legal: true, label: `Take ${c.name}: ${c.text}`, onPress: () => send(steal.get(c.card).command) } : {}));
    cards = h("div", { class: "hand stealing", role: "group", "aria-label": `${seatName(looking.seat)}'s hand` }, cards);
  }
  const inAction = plays.length || discards.length || types.Pass;
  if (inAction && !card) prompts.push("Your action: click a card in your hand, a Buy tag or a Bet $5 spot, or pass.");
  if (card && memory.picks[0] === "discard") {
    prompts.push(`Discard ${card.name} with which other card? (both for $5)`);
    actions.append(button("Cancel", "Cancel the discard", () => { memory.picks = []; redraw(); }, "cancel"));
  } else if (card) {
    const bare = chosen.find((i) => i.command.horse === undefined && i.command.target === undefined);
    if (bare) actions.append(button(`Play ${card.name}`, `Play ${card.name}: ${card.text}`, () => send(bare.command), "play"));
    if (lanes.move.size && !types.MoveBarHorse) prompts.push(`${card.name}: click the highlighted horse.`);
    if (seatTargets.size) prompts.push(`${card.name}: click the seat.`);
    if (!chosen.length) prompts.push(`${card.name} cannot be played now.`);
    if (discards.some((i) => i.command.first === card.card || i.command.second === card.card)) {
      actions.append(button("Discard with another card ($5)", `Discard ${card.name} and another card for $5`, () => { memory.picks = ["discard"]; redraw(); }, "discard"));
    }
  }
  if (types.Pass) actions.append(button("Pass", "Pass: do nothing this turn", () => send(types.Pass[0].command), "pass"));

  const discardWith = (other) => discards.find((i) => (i.command.first === card?.card && i.command.second === other) || (i.command.second === card?.card && i.command.first === other));
  const handCards = hand.map((c) => {
    if (!inAction) return cardFace(c);
    if (card && memory.picks[0] === "discard") {
      const item = c.card === card.card ? null : discardWith(c.card);
      return cardFace(c, { legal: Boolean(item), chosen: c.card === card.card, label: `Discard ${c.name} with ${card.name}`, onPress: () => send(item.command) });
    }
    return cardFace(c, { legal: usable(c.card), chosen: c.card === memory.selected, label: `${c.name}: ${c.text}`,
      onPress: () => { memory.selected = memory.selected === c.card ? null : c.card; memory.picks = []; redraw(); } });
  });

  const seats = h("div", { class: "seats-strip", role: "group", "aria-label": "Seats" }, view.seats.map((row) => {
    const owned = row.horses.map((n) => horseOf(n).name).join(", ");
    const bets = row.bets.length ? `, bets ${row.bets.map((b) => `${money(b.amount)} on ${horseOf(b.horse).name}`).join(", ")}` : "";
    const tile = h("div", { class: "seat-tile", "data-seat": row.seat, "data-focus-key": `seat-${row.seat}` },
      h("b", {}, seatName(row.seat)), ` ${money(row.cash)} · ${plural(row.cards, "card")}${row.reroll_token ? " · reroll token" : ""}`,
      owned ? h("div", { class: "muted" }, `owns ${owned}`) : null, bets ? h("div", { class: "muted" }, bets.slice(2)) : null);
    const item = seatTargets.get(row.seat);
    if (item) pressable(tile, `Play ${card.name} on ${seatName(row.seat)}`, () => send(item.command));
    return tile;
  }));

  const turn = typeof view.turn === "number" ? `${seatName(view.turn)} to play. ` : "";
  fill(root, track(view, seatName, lanes),
    caption(`Turn ${view.turns}. ${turn}Phase: ${view.phase}. Deck: ${plural(view.deck, "card")}. Move die faces: ${view.move_die.join(" ")}.`,
      view.placings.length ? ` Finished: ${view.placings.map((n) => horseOf(n).name).join(", ")}.` : ""),
    dice, prompts.map((p) => h("p", { class: "board-prompt" }, p)), actions.childNodes.length ? actions : null, cards || null, seats,
    view.you ? h("div", { class: "hand", role: "group", "aria-label": "Your hand" }, handCards.length ? handCards : h("span", { class: "muted" }, "No cards in hand.")) : null);
  root.addEventListener("focusin", (event) => { const key = event.target.closest?.("[data-focus-key]")?.dataset.focusKey; if (key) memory.focus = key; });
  refocus(root, memory);
  return root;
}
