// Jockey: the 80-square track, one lane per horse, the seat's hand drawn as cards, the betting sheet.
// The player chooses on the board: a card in hand, then the lane of the horse it moves; a betting space (place, win,
// a double's pair), then its stake in a small slip; the cards to keep by clicking them.
// Served as /web/js/boards/jockey.js (service/web.py), so its imports are relative to service/static/js/boards/.

import { fill, h, money, plural, s } from "../dom.js";
import { boardMemory, canvas, caption, closeSlip, horseColour, horseDisc, horseLabel, keptSlip, pressable, redrawer, refocus } from "./common.js";

export const PLAYS = ["PlaceBet", "PassBet", "TakeLoan", "PlayCard", "KeepCards"];

const LEFT = 70, LANE = 34;
let CELL = 13; // narrower squares on a phone, so the lanes and names stay readable once the picture is scaled down
const narrow = () => Boolean(globalThis.matchMedia?.("(max-width: 600px)").matches);
const memory = boardMemory();

/** A horse's name as printed: its colour. */
export function horseName(horse) {
  return horse ? horse.charAt(0).toUpperCase() + horse.slice(1) : "";
}

/** A card's one name everywhere on the board: "Red +7", "No 2 +13". */
export function cardName(card) {
  return card.colour ? `${horseName(card.colour)} ${card.name}` : card.name;
}

function track(view, targets, onLane, hint) {
  CELL = narrow() ? 6 : 13;
  const length = view.track_length;
  const width = LEFT + (length + 1) * CELL + 20, height = view.horses.length * LANE + 30;
  const parts = [s("rect", { width, height, fill: "#4a8a3c" })];
  for (let square = 0; square <= length; square += 10) {
    parts.push(s("text", { x: LEFT + square * CELL + CELL / 2, y: 14, "font-size": 10, fill: "#fff", "text-anchor": "middle" }, square));
  }
  view.horses.forEach((horse, lane) => {
    const y = 22 + lane * LANE;
    const legal = targets.has(horse.horse);
    const lanePart = s("g", { class: "lane", "data-horse": horse.horse, "data-focus-key": `lane-${horse.horse}` },
      s("rect", { class: "lane-back", x: 0, y: y + 1, width, height: LANE - 2, fill: legal ? "#ffe27a" : "none", opacity: legal ? 0.55 : 0 }),
      s("text", { x: 6, y: y + LANE / 2 + 4, "font-size": 12, fill: "#fff", "font-weight": "bold" }, horseName(horse.horse)));
    for (let square = 0; square <= length; square += 1) {
      const finish = square === length;
      lanePart.append(s("rect", { x: LEFT + square * CELL, y: y + 4, width: CELL - 1, height: LANE - 8,
        fill: finish ? "#fff" : square % 10 === 0 ? "#c9a06a" : "#b07a45" }));
    }
    const at = Math.min(horse.square, length);
    const label = horse.place ? String(horse.place) : horseLabel(horse.horse, view.horses.map((x) => x.horse));
    lanePart.append(horseDisc(LEFT + at * CELL + CELL / 2, y + LANE / 2, 11, horse.horse, label));
    const where = horse.place ? `finished ${horse.place === 1 ? "first" : "second"}` : `on square ${horse.square}`;
    if (legal) pressable(lanePart, `${hint} ${horseName(horse.horse)} (${where})`, () => onLane(horse.horse));
    else {
      lanePart.setAttribute("aria-label", `${horseName(horse.horse)}, ${where}`);
      lanePart.setAttribute("role", "img");
    }
    parts.push(lanePart);
  });
  const svg = canvas(width, height, ...parts);
  svg.setAttribute("role", "group");
  svg.setAttribute("aria-label", "The track");
  return svg;
}

function cardFace(card, { legal, chosen, onPress, label }) {
  const node = h("div", { class: "jcard", "data-card": card.id, "data-focus-key": `card-${card.id}` },
    h("span", { class: "jcard-band", style: `background:${horseColour(card.colour || "black")}` }, card.colour ? horseName(card.colour) : "Any horse"),
    h("span", { class: "jcard-text" }, card.name));
  if (onPress) pressable(node, label || cardName(card), onPress, { legal, chosen });
  return node;
}

/** Every choice the seat may make now, by command type. */
function byType(play) {
  const found = {};
  for (const item of play?.legal || []) (found[item.command.type] ||= []).push(item);
  return found;
}

function racing(view, play, redraw) {
  const hand = view.you?.hand || [];
  const plays = byType(play).PlayCard || [];
  if (memory.selected && !plays.some((item) => item.command.card === memory.selected)) memory.selected = null;
  const chosen = plays.filter((item) => item.command.card === memory.selected);
  const targets = new Set(chosen.map((item) => item.command.horse).filter(Boolean));
  const card = hand.find((c) => c.id === memory.selected);
  const send = (item) => { memory.selected = null; return play.send(item.command).catch(() => redraw()); };
  const onLane = (horse) => { const item = chosen.find((i) => i.command.horse === horse); if (item) send(item); };
  const cards = hand.map((c) => cardFace(c, plays.length ? {
    legal: plays.some((item) => item.command.card === c.id), chosen: c.id === memory.selected,
    label: `Play ${cardName(c)}`, onPress: () => { memory.selected = memory.selected === c.id ? null : c.id; redraw(); },
  } : {}));
  const noHorse = chosen.find((item) => !item.command.horse);
  const prompt = !plays.length ? null : !card ? h("p", { class: "board-prompt" }, "Your turn: choose a card to play.")
    : noHorse ? h("p", { class: "board-prompt" }, `${cardName(card)} moves no horse now. `,
      pressable(h("button", { type: "button", class: "primary", "data-focus-key": "play-none" }, `Play ${cardName(card)}`), `Play ${cardName(card)} (moves no horse)`, () => send(noHorse)))
    : h("p", { class: "board-prompt" }, `${cardName(card)}: choose the horse it moves (highlighted).`);
  return { targets, onLane, hint: card ? `Play ${cardName(card)} on` : "", cards, prompt };
}

function keeping(view, play, redraw) {
  const hand = view.you?.hand || [];
  const keeps = byType(play).KeepCards || [];
  memory.picks = memory.picks.filter((id) => hand.some((c) => c.id === id));
  if (!keeps.length) return { cards: hand.map((c) => cardFace(c, {})), prompt: null };
  const max = Math.max(...keeps.map((item) => item.command.cards.length));
  const cards = hand.map((c) => cardFace(c, {
    legal: true, chosen: memory.picks.includes(c.id), label: `Keep ${cardName(c)}`,
    onPress: () => {
      if (memory.picks.includes(c.id)) memory.picks = memory.picks.filter((id) => id !== c.id);
      else if (memory.picks.length < max) memory.picks = [...memory.picks, c.id];
      redraw();
    },
  }));
  const wanted = [...memory.picks].sort().join(",");
  const item = keeps.find((i) => [...i.command.cards].sort().join(",") === wanted);
  const names = memory.picks.map((id) => cardName(hand.find((c) => c.id === id))).join(" and ");
  const button = h("button", { type: "button", class: "primary keep-send", disabled: !item },
    memory.picks.length ? `Keep ${names}` : "Keep no card");
  button.onclick = () => { if (!item) return; button.disabled = true; play.send(item.command).then(() => { memory.picks = []; }, () => { button.disabled = false; }); };
  return { cards, prompt: h("p", { class: "board-prompt" }, `Choose up to ${plural(max, "card")} to keep for the next race, then `, button) };
}

function betLabel(kind, horse, second) {
  if (kind === "double") return `Double: ${horseName(horse)} to win, ${horseName(second)} second`;
  return `${kind === "win" ? "Win" : "Place"} on ${horseName(horse)}`;
}

function sheet(view, play, redraw) {
  const types = byType(play);
  const bets = types.PlaceBet || [];
  const open = (key, items, title) => { memory.slipKey === key ? closeSlip(memory) : (memory.slipKey = key, memory.slipTitle = title, memory.slipItemsList = items, memory.slipNode = null, memory.slipItems = null); redraw(); };
  const single = (kind, horse) => bets.filter((i) => i.command.kind === kind && i.command.horse === horse);
  const cap = view.you?.bet_cap || 0;
  const horses = view.horses.map((x) => x.horse);
  const space = (key, text, label, items, title) => {
    const node = h("td", { class: "bet-space", "data-bet": key, "data-focus-key": `bet-${key}` }, text);
    return pressable(node, label, () => open(key, items, title), { legal: items.length > 0, chosen: memory.slipKey === key });
  };
  const rows = horses.map((horse) => h("tr", {},
    h("th", { scope: "row" }, h("span", { class: "swatch", style: `background:${horseColour(horse)}` }), horseName(horse)),
    space(`place-${horse}`, "Place", `Bet place on ${horseName(horse)} (pays 1 to 1)`, single("place", horse), `Place on ${horseName(horse)}`),
    space(`win-${horse}`, "Win", `Bet win on ${horseName(horse)} (pays 3 to 1)`, single("win", horse), `Win on ${horseName(horse)}`),
    horses.map((second) => second === horse ? h("td", { class: "bet-none" }, "—")
      : space(`double-${horse}-${second}`, horseName(second), betLabel("double", horse, second),
        bets.some((i) => i.command.kind === "double") && cap >= 200
          ? [{ command: { type: "PlaceBet", kind: "double", horse, second }, params: {
            stake: { min: 100, max: cap - 100, multiple_of: 100 }, second_stake: { min: 100, max: cap - 100, multiple_of: 100 } } }] : [],
        betLabel("double", horse, second)))));
  const head = h("tr", {}, h("th", {}, "Horse"), h("th", {}, "Place 1:1"), h("th", {}, "Win 3:1"),
    h("th", { colspan: horses.length }, "Double: wins, then second is… (4:1)"));
  const extra = [];
  if (types.PassBet) {
    extra.push(pressable(h("button", { type: "button", class: "bet-pass", "data-focus-key": "pass" }, "Pass (no bet)"), "Pass: no bet this race (sealed)", () => play.send(types.PassBet[0].command).catch(() => {})));
  }
  if (types.TakeLoan) {
    const upTo = `Borrow (up to ${money(types.TakeLoan[0].params.amount.max)})`;
    extra.push(" ", pressable(h("button", { type: "button", class: "bet-loan", "data-focus-key": "loan" }, upTo),
      `${upTo} from the bank`, () => open("loan", types.TakeLoan, "Borrow from the bank")));
  }
  let slipNode = null;
  if (memory.slipKey && memory.slipItemsList) {
    const key = memory.slipKey;
    const current = key === "loan" ? types.TakeLoan || [] : key.startsWith("double-") ? memory.slipItemsList : bets.filter((i) => `${i.command.kind}-${i.command.horse}` === key);
    if (current.length) slipNode = keptSlip(memory, play, key, current, { title: memory.slipTitle, label: (field, value) => horseName(String(value)) });
    else closeSlip(memory);
  }
  return h("div", { class: "bet-sheet" },
    h("p", { class: "board-prompt" }, `Your bet for this race (sealed; up to ${money(cap)}): choose a space, then the stake.`),
    h("div", { class: "sheet-scroll" }, h("table", { class: "sheet" }, head, rows)),
    h("p", {}, extra), slipNode);
}

function yourBet(view) {
  const bet = view.you?.bet;
  if (!bet) return null;
  if (bet.kind === "none") return h("p", { class: "your-bet" }, "Your bet this race: you passed.");
  const text = bet.kind === "double"
    ? `${horseName(bet.horse)} to win ${money(bet.stake)}, ${horseName(bet.second)} second ${money(bet.second_stake)}`
    : `${bet.kind} on ${horseName(bet.horse)}, ${money(bet.stake)}`;
  return h("p", { class: "your-bet" }, `Your bet this race (sealed): ${text}.`);
}

export async function render(view, seatName, play) {
  const root = h("div", { class: "jockey" });
  // A click re-draws the board the page shows now, from the latest view (a live event may have re-drawn it since).
  memory.root = root;
  memory.args = [view, seatName, play];
  const redraw = redrawer(memory, ".board-jockey > .jockey", render);
  const types = byType(play);
  let race = { targets: new Set(), onLane: () => {}, hint: "", cards: [], prompt: null };
  if (view.phase === "keeping") race = { ...race, ...keeping(view, play, redraw) };
  else race = { ...race, ...racing(view, play, redraw) };
  if (!types.PlaceBet && !types.PassBet && !types.TakeLoan) closeSlip(memory);
  const betting = types.PlaceBet || types.PassBet || types.TakeLoan ? sheet(view, play, redraw) : null;
  const played = (view.played || []).slice(-6).map((c) => h("span", { class: "pill played-card", style: `border:2px solid ${horseColour(c.colour || "black")}` }, cardName(c)));
  const turn = view.phase === "racing" && typeof view.turn === "number" ? `${seatName(view.turn)} to play. ` : "";
  fill(root, track(view, race.targets, race.onLane, race.hint),
    caption(`Round ${view.round} of ${view.rounds}, race ${view.race} of ${view.races}, ${view.phase}. `, turn,
      view.finishers?.length ? `Finished: ${view.finishers.map(horseName).join(", ")}. ` : "", `Reserve: ${plural(view.reserve_size, "card")}.`),
    played.length ? h("p", { class: "played" }, "Last cards played: ", played) : null,
    race.prompt, betting, yourBet(view),
    view.you ? h("div", { class: "hand", role: "group", "aria-label": "Your hand" }, race.cards.length ? race.cards : h("span", { class: "muted" }, "No cards in hand.")) : null);
  root.addEventListener("focusin", (event) => { const key = event.target.closest?.("[data-focus-key]")?.dataset.focusKey; if (key) memory.focus = key; });
  refocus(root, memory);
  return root;
}
