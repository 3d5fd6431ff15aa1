// "Your seat": the seat this page plays is kept on this device (so a reload or a new tab plays on), with a visible
// "Forget this seat" button, and a private rejoin link to open the seat elsewhere (the token in its fragment only,
// shown only on request and never drawn into the page before that).

import { fill, h, seatName } from "./dom.js";
import { choose, forget, keepOnDevice, rejoinLink } from "./tokens.js";

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
