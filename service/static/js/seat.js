// "Your seat": the seat this page plays is kept on this device (so a reload or a new tab plays on), with a visible
// "Forget this seat" button, and a private rejoin link to open the seat elsewhere (the token in its fragment only,
// shown only on request and never drawn into the page before that). And "Play this seat here": a seat the
// signed-in player holds (matched by quick play, or taken on another device) that this device has no token for
// takes one (POST /games/{id}/seats/{seat}/token, with the Furlong-Player header), kept as any seat this page plays.

import { call } from "./api.js";
import { fill, h, seatName } from "./dom.js";
import { playerHeaders, signedIn } from "./player.js";
import { choose, forget, keepOnDevice, rejoinLink, remember, tokensFor } from "./tokens.js";

/** "Play this seat here" for each seat of the signed-in player this device holds no token for (null: none). */
export function playHere(gameId, doc, rerender) {
  const player = signedIn();
  if (!player || doc.status === "finished") return null;
  const held = tokensFor(gameId);
  const seats = (doc.seats || []).filter((s) => s.player === player.player_id && !s.left && !held[s.seat]);
  if (!seats.length) return null;
  const message = h("p", { class: "form-message play-here-message", role: "alert" });
  const buttons = seats.map((s) => {
    const button = h("button", { type: "button", class: "primary play-here", "data-seat": s.seat },
      seats.length === 1 ? "Play this seat here" : `Play ${seatName(doc.seats, s.seat)} here`);
    button.addEventListener("click", async () => {
      button.disabled = true;
      fill(message);
      try {
        const taken = await call("POST", `/games/${encodeURIComponent(gameId)}/seats/${s.seat}/token`, { headers: playerHeaders(player) });
        remember(taken.game_id, taken.seat, taken.token);
        keepOnDevice(taken.game_id, taken.seat, taken.token);
        choose(taken.game_id, taken.seat);
        rerender();
      } catch (error) {
        fill(message, `Not taken — ${error.sentence ? error.sentence() : String(error)}`);
        button.disabled = false;
      }
    });
    return button;
  });
  const names = seats.map((s) => seatName(doc.seats, s.seat)).join(", ");
  return h("div", { class: "play-here-box" },
    h("span", {}, `${player.name}, you hold ${seats.length === 1 ? "seat" : "seats"} ${seats.map((s) => s.seat).join(", ")} (${names}) of this game, but this device has no token for ${seats.length === 1 ? "it" : "them"}. `),
    buttons.map((b) => [b, " "]), message);
}

/** The seat box for the seat `me` plays (nothing for a spectator). */
export function seatKept(gameId, doc, me, rerender) {
  if (me.seat === null || doc.seat === null) return null;
  keepOnDevice(gameId, me.seat, me.token);
  const linkBox = h("div", { class: "rejoin" });
  const reveal = h("button", { type: "button", class: "rejoin-show", "aria-expanded": "false" }, "Private rejoin link");
  reveal.addEventListener("click", () => {
    const open = reveal.getAttribute("aria-expanded") !== "true";
    reveal.setAttribute("aria-expanded", String(open));
    if (!open) return fill(linkBox);
    const link = rejoinLink(gameId, me.token);
    const field = h("input", { class: "rejoin-link", readonly: true, value: link, size: 40, "aria-label": "private rejoin link" });
    const copied = h("span", { class: "muted", role: "status" });
    const copy = h("button", { type: "button" }, "Copy");
    copy.addEventListener("click", async () => {
      field.select();
      try { await navigator.clipboard.writeText(link); fill(copied, " Copied."); } catch { fill(copied, " Select and copy it."); }
    });
    fill(linkBox, h("p", { class: "muted" }, "Whoever holds this link plays your seat: open it on your other device, hand it to nobody."),
      field, " ", copy, copied);
  });
  const leave = h("button", { type: "button", class: "forget-seat" }, "Forget this seat");
  leave.addEventListener("click", () => {
    forget(gameId, me.seat);
    choose(gameId, null);
    rerender();
  });
  return h("div", { class: "seat-kept", "data-seat": me.seat },
    h("span", {}, `You play ${seatName(doc.seats, me.seat)}; this device remembers the seat. `), leave, " ", reveal, linkBox);
}
