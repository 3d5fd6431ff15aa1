// A game's page: watch (picture, seats, bets, turn, log), live, play, replay and audit tabs.

import { allEvents, get } from "./api.js";
import { auditView } from "./audit.js";
import { turnBanner } from "./banner.js";
import { board, boardPlays } from "./boards/index.js";
import { horsePlaces, showMoves } from "./motion.js";
import { controls, sender } from "./controls.js";
import { slip } from "./slip.js";
import { fill, h, seatName, words } from "./dom.js";
import { eventTypes } from "./events.js";
import { Feed } from "./feed.js";
import { sentence } from "./log.js";
import { Pacer, setPacing } from "./pacing.js";
import { betsList, countdown, handLine, seatsTable, turnLine } from "./panel.js";
import { replayBar } from "./replay.js";
import { finishedRaces, resultKey, resultPanel, revealedSince } from "./result.js";
import { followPresence } from "./presence.js";
import { playHere, seatKept } from "./seat.js";
import { choose, chosenSeat, forget, remember, tokensFor } from "./tokens.js";

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

function header(gameId, doc, tab, me, rerender) {
  return h("div", { class: "game-head" },
    h("h1", {}, `${doc.title} `, h("small", { class: "muted" }, gameId), " ", h("span", { class: "pill status", "data-status": doc.status }, doc.status)),
    whoAmI(gameId, doc, rerender), seatKept(gameId, doc, me, rerender), playHere(gameId, doc, rerender), tabs(gameId, tab));
}

function logItem(envelope, ruleset, seats) {
  return h("li", { value: envelope.version, "data-version": envelope.version, "data-type": envelope.type, class: envelope.redacted ? "redacted" : null },
    sentence(envelope, ruleset, seats));
}

function logList(events, doc) {
  return h("ol", { class: "log", tabindex: "0", "aria-label": "What happened, oldest first" }, events.map((e) => logItem(e, doc.ruleset, doc.seats)));
}

/** Mark the log's newest line (the last event shown). */
function markNewest(log, version) {
  for (const li of log.querySelectorAll("li.newest")) li.classList.remove("newest"), li.removeAttribute("aria-current");
  const li = log.querySelector(`li[data-version="${version}"]`);
  if (li) li.classList.add("newest"), li.setAttribute("aria-current", "step");
}

/** Render the picture and the side panel for a game document (`play`: the seat's choices on the board, or null);
 * `claim()` is asked once everything is built, just before it is shown: false leaves the page as it was. */
async function renderState(parts, doc, events, play = null, claim = () => true) {
  const picture = await board(doc.ruleset, doc.view, (seat) => seatName(doc.seats, seat), play);
  if (!claim()) return false;
  const focused = focusKey(parts.board, document.activeElement);
  const before = horsePlaces(parts.board);
  fill(parts.board, picture);
  showMoves(before, parts.board, parts.moves);
  if (focused) refocusBoard(parts.board, focused);
  fill(parts.seats, seatsTable(doc), handLine(doc));
  parts.afterSeats?.();
  fill(parts.turn, turnLine(doc));
  fill(parts.bets, betsList(doc, events));
  return true;
}

/** What names a focused board target across re-draws: its data-focus-key, else its label and rank among its
 * namesakes (null when the focus is not on the board). */
function focusKey(board, node) {
  if (!node || node === document.body || !board.contains(node)) return null;
  const name = node.dataset?.focusKey || node.getAttribute("aria-label");
  if (!name) return null;
  const same = [...board.querySelectorAll("[data-focus-key], [aria-label]")].filter((e) => (e.dataset.focusKey || e.getAttribute("aria-label")) === name);
  return [name, same.indexOf(node)];
}

/** A live event re-drew the board: the keyboard's focus goes back to the same target, if it is still there. */
function refocusBoard(board, [name, rank]) {
  const same = [...board.querySelectorAll("[data-focus-key], [aria-label]")].filter((e) => (e.dataset.focusKey || e.getAttribute("aria-label")) === name);
  const again = same[rank] || same[0];
  if (again && again.getAttribute("tabindex") !== "-1") again.focus({ preventScroll: true });
}

function layout() {
  const parts = { moves: {}, board: h("div", { class: "card picture" }), seats: h("div"), turn: h("div"), bets: h("div"), result: h("div", { class: "result-box" }),
    controls: h("div"), message: h("div", { class: "play-message", role: "status", "aria-live": "polite" }), log: h("div"), extra: h("div"),
    logTools: h("span", { class: "log-tools" }) };
  const side = h("div", {},
    h("div", { class: "card" }, h("h2", {}, "Seats"), parts.seats, parts.turn),
    h("div", { class: "card play" }, h("h2", {}, "Your move"), parts.message, parts.controls),
    h("div", { class: "card" }, h("h2", {}, "Bets"), parts.bets),
    h("div", { class: "card" }, h("h2", {}, "Log ", h("span", { class: "feed-status pill" }), " ", parts.logTools), parts.log));
  return { parts, node: h("div", {}, parts.extra, h("div", { class: "game" }, h("div", {}, parts.result, parts.board), side)) };
}

/** After a refusal: bring its words into view, in the slip that sent it if it has its own, else next to the controls. */
function showRefusal(root, message) {
  setTimeout(() => {
    const inSlip = [...root.querySelectorAll(".slip-message")].find((m) => m.textContent);
    (inSlip || message).scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, 0);
}

/** The pacing tools beside the log: Skip (while events wait) and the setting. */
function pacingTools(parts, pacer) {
  const skip = h("button", { type: "button", class: "skip", hidden: true, onclick: () => pacer.skip() }, "Skip");
  const box = h("input", { type: "checkbox", class: "pace-setting", checked: pacer.on,
    onchange: () => { setPacing(box.checked); pacer.setOn(box.checked); } });
  fill(parts.logTools, skip, " ", h("label", { class: "muted" }, box, " Pace events"));
  return (waiting) => { skip.hidden = waiting === 0; fill(skip, `Skip ${waiting} ▸▸`); };
}

/** "Your move: place bet or pass bet", from the seat's legal commands. */
function whatToDo(legal) {
  const types = [...new Set(legal.map((item) => item.command.type))];
  return types.slice(0, 3).map(words).join(" or ").toLowerCase();
}

function winnerLine(doc) {
  const first = (doc.standings || []).filter((s) => s.rank === 1).map((s) => seatName(doc.seats, s.seat));
  return `The game is over: ${first.join(" and ") || "nobody"} ${first.length > 1 ? "tie for first" : "wins"}.`;
}

/** The watch & play tab: follows the live feed, showing its events in turn (paced), then refreshing the state and
 * the controls; a banner says when it is the seat's move; the result appears when a race and the game end. */
async function watch(root, gameId, doc, events, me, onLeave) {
  const { parts, node } = layout();
  const presence = followPresence(gameId, doc, me, parts.seats, onLeave);
  parts.afterSeats = presence.mark;
  const banner = turnBanner(doc.title);
  onLeave(() => banner.close());
  root.append(banner.node, node);
  const playCard = parts.controls.closest(".play");
  playCard.hidden = me.seat === null;
  fill(parts.log, logList(events, doc));
  markNewest(parts.log, events.length ? events[events.length - 1].version : 0);
  let drawn = 0, resultShown = "", wasYours = false, forced = false, pacer = null;
  const claim = (version) => () => (version >= drawn ? ((drawn = version), true) : false);
  const logged = () => (events.length ? events[events.length - 1].version : 0);
  const send = async (command) => {
    try {
      await rawSend(command);
    } catch (error) {
      showRefusal(root, parts.message);
      throw error;
    }
  };
  /** Draw the result when a race or the game has ended since it was last drawn (true when it drew). */
  const showResult = async () => {
    const key = resultKey(doc, events);
    if (key === resultShown) return false;
    resultShown = key;
    try {
      const races = finishedRaces(events);
      if (doc.status === "finished") reveal(await allEvents(gameId, me.token));
      else if (races.length) reveal(await revealedSince(gameId, me.token, races[races.length - 1].after));
      fill(parts.result, await resultPanel(gameId, doc, events, me.token));
    } catch (error) {
      resultShown = ""; // tried again at the next refresh
      fill(parts.result, h("p", { class: "card muted" }, `The result could not be read yet (${error.sentence ? error.sentence() : error}).`));
    }
    return true;
  };
  const reveal = (fresh) => {
    const log = parts.log.querySelector("ol");
    for (const envelope of fresh) {
      const i = events.findIndex((e) => e.version === envelope.version);
      if (i < 0 || !events[i].redacted || envelope.redacted) continue;
      events[i] = envelope;
      log.querySelector(`li[data-version="${envelope.version}"]`)?.replaceWith(logItem(envelope, doc.ruleset, doc.seats));
    }
  };
  const refresh = debounce(async () => {
    const [fresh, legal] = await Promise.all([get(`/games/${gameId}`, me.token),
      me.token ? get(`/games/${gameId}/legal-commands`, me.token) : []]);
    Object.assign(doc, fresh);
    const over = doc.status === "finished";
    const pill = root.querySelector(".status");
    if (pill) fill(pill, doc.status), pill.dataset.status = doc.status;
    const onBoard = await boardPlays(doc.ruleset);
    const mine = legal.filter((item) => onBoard.has(item.command.type));
    const play = mine.length ? { legal: mine, send, slip: (items, options) => slip(items, { ...options, send }) } : null;
    // Paced, the board follows the log: the current state is drawn once the log has caught up with it, or at once
    // after the seat's own command (then the events before it are logged without being drawn: never back in time).
    const mayDraw = forced || !pacer?.on || doc.version <= logged();
    forced = false;
    await renderState(parts, doc, events, play, mayDraw ? claim(doc.version) : () => false);
    const yours = Boolean(me.token) && legal.length > 0 && !over;
    if (over) {
      fill(parts.message);
      fill(parts.controls, h("p", { class: "game-over" }, winnerLine(doc), " The result is shown above the board."));
    } else if (me.token) {
      if (yours && !wasYours) for (const ok of parts.message.querySelectorAll(".ok")) ok.remove(); // a new turn: "Sent" is old news
      fill(parts.controls, controls(legal.filter((item) => !onBoard.has(item.command.type)), doc.view, send, mine.length > 0));
    }
    wasYours = yours;
    const deadline = (doc.deadlines || []).find((d) => d.seat === doc.seat)?.at || null;
    banner.update({ yours, what: whatToDo(legal), deadline, over: over ? winnerLine(doc) : null });
    root.dataset.version = doc.version;
    if (await showResult()) fill(parts.bets, betsList(doc, events));
  }, 120);
  // data-sent counts the seat's accepted commands once the page shows what followed each (the board-play tests wait on it).
  let sent = 0;
  const rawSend = sender(gameId, me.token, { onSent: () => {
    forced = true;
    sent += 1;
    const count = sent;
    return refresh.now().finally(() => { root.dataset.sent = Math.max(count, Number(root.dataset.sent || 0)); });
  }, message: parts.message });
  await refresh.now();
  const ticker = setInterval(() => root.querySelectorAll(".turn-line .deadline").forEach((d) => fill(d.querySelector(".countdown"), countdown(d.dataset.at))), 1000);
  onLeave(() => clearInterval(ticker));
  if (doc.status === "finished") return setFeedStatus(root, "finished", 0);
  const step = async (envelope, draw) => {
    events.push(envelope);
    const log = parts.log.querySelector("ol");
    log.append(logItem(envelope, doc.ruleset, doc.seats));
    markNewest(log, envelope.version);
    log.scrollTop = log.scrollHeight;
    if (!draw || envelope.version <= drawn) return;
    const past = await get(`/games/${gameId}/state?at=${envelope.version}`, me.token);
    await renderState(parts, { ...doc, ...past }, events.filter((e) => e.version <= envelope.version), null, claim(envelope.version));
  };
  pacer = new Pacer({ step, settled: () => refresh() });
  pacer.onQueue = pacingTools(parts, pacer);
  const types = Object.keys(await eventTypes(doc.ruleset));
  const feed = new Feed(gameId, events.length ? events[events.length - 1].version : 0, types, {
    onEvent: (envelope) => { pacer.push(envelope); presence.poke(); },
    onStatus: (state, f) => setFeedStatus(root, state, f.reconnects),
  });
  onLeave(() => { feed.close(); pacer.skip(); });
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
  wrapped.now = () => { clearTimeout(timer); return (running = running.then(fn, fn)); };
  return wrapped;
}

/** The game as this tab's seat sees it; a kept token the server no longer honours (the seat was left) is forgotten,
 * and the page falls back to a spectator's view, saying so. */
async function readGame(gameId, me) {
  try {
    return await get(`/games/${gameId}`, me.token);
  } catch (error) {
    if (error.status !== 401 || me.token === null) throw error;
    forget(gameId, me.seat);
    Object.assign(me, { seat: null, token: null, dropped: true });
    return get(`/games/${gameId}`);
  }
}

/** Render a game's page into `root`; `leave` registers clean-ups for when the route changes. */
export async function gamePage(root, gameId, tab, leave) {
  const me = identity(gameId);
  const rerender = () => window.dispatchEvent(new HashChangeEvent("hashchange"));
  const [doc, events, rulesets] = await Promise.all([readGame(gameId, me), allEvents(gameId), get("/rulesets")]);
  doc.title = rulesets.find((r) => r.id === doc.ruleset)?.title || doc.ruleset;
  fill(root, header(gameId, doc, tab, me, rerender));
  if (me.dropped) root.append(h("p", { class: "card refusal", role: "alert" }, "The seat this device kept for this game is no longer yours (its token was refused): you watch as a spectator."));
  if (tab === "replay") return replay(root, gameId, doc, events, me);
  if (tab === "audit") return root.append(await auditView(gameId, doc, me.token));
  return watch(root, gameId, doc, events, me, leave);
}
