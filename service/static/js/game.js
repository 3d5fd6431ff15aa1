// A game's page: watch (picture, seats, bets, turn, log), live, play, replay and audit tabs.

import { allEvents, get } from "./api.js";
import { auditView } from "./audit.js";
import { board, boardPlays } from "./boards/index.js";
import { controls, sender } from "./controls.js";
import { slip } from "./slip.js";
import { fill, h, seatName } from "./dom.js";
import { eventTypes } from "./events.js";
import { Feed } from "./feed.js";
import { sentence } from "./log.js";
import { betsList, countdown, handLine, seatsTable, turnLine } from "./panel.js";
import { replayBar } from "./replay.js";
import { choose, chosenSeat, remember, tokensFor } from "./tokens.js";

const TABS = [["", "Watch & play"], ["replay", "Replay"], ["audit", "Audit"]];

/** The seat this tab acts as, and its token (spectator: nulls). */
function identity(gameId) {
  const seat = chosenSeat(gameId);
  return { seat, token: seat === null ? null : tokensFor(gameId)[seat] };
}

function tabs(gameId, active) {
  return h("nav", { class: "tabs" }, TABS.map(([tab, title]) =>
    h("a", { href: `#/game/${gameId}${tab ? `/${tab}` : ""}`, class: tab === active ? "active" : null, "data-tab": tab || "watch" }, title)));
}

/** "Playing as": a switcher among this tab's seats, and a field to use a token handed over. */
function whoAmI(gameId, doc, rerender) {
  const held = tokensFor(gameId);
  const select = h("select", { name: "playing-as", onchange: () => { choose(gameId, select.value === "" ? null : Number(select.value)); rerender(); } },
    h("option", { value: "" }, "Spectator"),
    Object.keys(held).map((seat) => h("option", { value: seat, selected: Number(seat) === doc.seat }, seatName(doc.seats, Number(seat)))));
  if (doc.seat === null) select.value = "";
  const input = h("input", { name: "seat-token", placeholder: "paste a seat token", size: 34, autocomplete: "off" });
  const message = h("span", { class: "warn" });
  const use = async () => {
    try {
      const mine = await get(`/games/${gameId}`, input.value.trim());
      remember(gameId, mine.seat, input.value.trim());
      choose(gameId, mine.seat);
      rerender();
    } catch (error) {
      fill(message, error.status === 401 ? "This token holds no seat of this game." : error.sentence ? error.sentence() : String(error));
    }
  };
  return h("div", { class: "who" }, h("label", {}, "Playing as ", select), " ",
    h("form", { style: "display:inline", onsubmit: (e) => { e.preventDefault(); use(); } }, input, " ", h("button", { type: "submit" }, "Use token")), " ", message);
}

function header(gameId, doc, tab, rerender) {
  return h("div", { class: "game-head" },
    h("h1", {}, `${doc.title} `, h("small", { class: "muted" }, gameId), " ", h("span", { class: "pill status", "data-status": doc.status }, doc.status)),
    whoAmI(gameId, doc, rerender), tabs(gameId, tab));
}

function logItem(envelope, ruleset, seats) {
  return h("li", { value: envelope.version, "data-version": envelope.version, "data-type": envelope.type, class: envelope.redacted ? "redacted" : null },
    sentence(envelope, ruleset, seats));
}

function logList(events, doc) {
  return h("ol", { class: "log" }, events.map((e) => logItem(e, doc.ruleset, doc.seats)));
}

/** Render the picture and the side panel for a game document (`play`: the seat's choices on the board, or null). */
async function renderState(parts, doc, events, play = null) {
  fill(parts.board, await board(doc.ruleset, doc.view, (seat) => seatName(doc.seats, seat), play));
  fill(parts.seats, seatsTable(doc), handLine(doc));
  fill(parts.turn, turnLine(doc));
  fill(parts.bets, betsList(doc, events));
}

function layout() {
  const parts = { board: h("div", { class: "card picture" }), seats: h("div"), turn: h("div"), bets: h("div"),
    controls: h("div"), message: h("div", { class: "play-message", role: "status" }), log: h("div"), extra: h("div") };
  const side = h("div", {},
    h("div", { class: "card" }, h("h2", {}, "Seats"), parts.seats, parts.turn),
    h("div", { class: "card play" }, h("h2", {}, "Your move"), parts.controls, parts.message),
    h("div", { class: "card" }, h("h2", {}, "Bets"), parts.bets),
    h("div", { class: "card" }, h("h2", {}, "Log ", h("span", { class: "feed-status pill" })), parts.log));
  return { parts, node: h("div", {}, parts.extra, h("div", { class: "game" }, h("div", {}, parts.board), side)) };
}

/** The watch & play tab: follows the live feed, refreshing the state and the controls after events. */
async function watch(root, gameId, doc, events, me, onLeave) {
  const { parts, node } = layout();
  root.append(node);
  parts.controls.closest(".play").hidden = me.seat === null;
  fill(parts.log, logList(events, doc));
  const refresh = debounce(async () => {
    const [fresh, legal] = await Promise.all([get(`/games/${gameId}`, me.token),
      me.token ? get(`/games/${gameId}/legal-commands`, me.token) : []]);
    Object.assign(doc, fresh);
    const onBoard = await boardPlays(doc.ruleset);
    const send = sender(gameId, me.token, { onSent: refresh, message: parts.message });
    const mine = legal.filter((item) => onBoard.has(item.command.type));
    const play = mine.length ? { legal: mine, send, slip: (items, options) => slip(items, { ...options, send }) } : null;
    await renderState(parts, doc, events, play);
    if (me.token) fill(parts.controls, controls(legal.filter((item) => !onBoard.has(item.command.type)), doc.view, send, mine.length > 0));
    const pill = root.querySelector(".status");
    if (pill) fill(pill, doc.status), pill.dataset.status = doc.status;
    root.dataset.version = doc.version;
  }, 120);
  await refresh.now();
  const ticker = setInterval(() => root.querySelectorAll(".deadline").forEach((d) => fill(d.querySelector(".countdown"), countdown(d.dataset.at))), 1000);
  onLeave(() => clearInterval(ticker));
  if (doc.status === "finished") return setFeedStatus(root, "finished", 0);
  const types = Object.keys(await eventTypes(doc.ruleset));
  const feed = new Feed(gameId, events.length ? events[events.length - 1].version : 0, types, {
    onEvent: (envelope) => {
      events.push(envelope);
      const log = parts.log.querySelector("ol");
      log.append(logItem(envelope, doc.ruleset, doc.seats));
      log.scrollTop = log.scrollHeight;
      refresh();
    },
    onStatus: (state, f) => setFeedStatus(root, state, f.reconnects),
  });
  onLeave(() => feed.close());
}

function setFeedStatus(root, state, reconnects) {
  const pill = root.querySelector(".feed-status");
  if (!pill) return;
  pill.dataset.state = state;
  pill.dataset.reconnects = reconnects;
  fill(pill, { live: "● live", connecting: "connecting…", reconnecting: "reconnecting…", finished: "final", closed: "stopped" }[state] || state);
}

/** The replay tab: the same picture and panel, at any version. */
async function replay(root, gameId, doc, events, me) {
  const { parts, node } = layout();
  parts.controls.closest(".play").hidden = true;
  fill(parts.log, logList(events, doc));
  const show = async (past, version) => {
    await renderState(parts, past, events.filter((e) => e.version <= version));
    for (const li of parts.log.querySelectorAll("li")) li.classList.toggle("future", Number(li.dataset.version) > version);
    const list = parts.log.querySelector("ol"), line = list.querySelector(`li[data-version="${version}"]`);
    if (line) list.scrollTop = line.offsetTop - list.offsetTop - list.clientHeight / 2;
    root.dataset.version = version;
  };
  fill(parts.extra, replayBar(gameId, me.token, doc.version, doc.version, show));
  root.append(node);
}

function debounce(fn, ms) {
  let timer = null, running = Promise.resolve();
  const wrapped = () => { clearTimeout(timer); timer = setTimeout(() => { running = running.then(fn, fn); }, ms); };
  wrapped.now = () => (running = running.then(fn, fn));
  return wrapped;
}

/** Render a game's page into `root`; `leave` registers clean-ups for when the route changes. */
export async function gamePage(root, gameId, tab, leave) {
  const me = identity(gameId);
  const rerender = () => window.dispatchEvent(new HashChangeEvent("hashchange"));
  const [doc, events, rulesets] = await Promise.all([get(`/games/${gameId}`, me.token), allEvents(gameId), get("/rulesets")]);
  doc.title = rulesets.find((r) => r.id === doc.ruleset)?.title || doc.ruleset;
  fill(root, header(gameId, doc, tab, rerender));
  if (tab === "replay") return replay(root, gameId, doc, events, me);
  if (tab === "audit") return root.append(await auditView(gameId, doc, me.token));
  return watch(root, gameId, doc, events, me, leave);
}
