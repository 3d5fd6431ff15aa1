// "Sign in", in the page's header: make a guest (POST /players: its player token is shown once) or paste a token
// (a site's JWT, or a guest's player token kept from before), checked with GET /players/me; once signed in, the
// player's name, "My games" (their profile) and "Sign out". The panel under the header holds the forms, the
// shown-once token and the sign-out question; it lives outside #app, so a route change never takes it away.

import { call, get } from "./api.js";
import { fill, h } from "./dom.js";
import { onPlayerChange, playerHeaders, signIn, signedIn, signOut } from "./player.js";

const KINDS = { guest: "guest", site: "site user" };

let box = null, panel = null;

/** Draw the header's account area and keep it in step with the identity; check a kept identity with the server. */
export function mountAccount() {
  box = document.getElementById("account");
  panel = document.getElementById("account-panel");
  if (!box || !panel) return;
  panel.addEventListener("keydown", (event) => { if (event.key === "Escape") closePanel(); });
  onPlayerChange(drawBox);
  drawBox();
  checkKept();
}

/** The header's part: "Sign in", or the player's name with "My games" and "Sign out". */
function drawBox(player = signedIn()) {
  if (!player) {
    const open = panel.dataset.state === "sign-in";
    return fill(box, h("button", { type: "button", class: "sign-in", "aria-expanded": String(open), "aria-controls": "account-panel",
      onclick: () => (panel.dataset.state === "sign-in" ? closePanel() : signInPanel()) }, "Sign in"));
  }
  fill(box, h("span", { class: "signed-in" }, "Signed in as ", h("strong", { class: "player-name" }, player.name), " ",
    h("span", { class: "pill player-kind", "data-kind": player.kind }, KINDS[player.kind] || player.kind)), " ",
  h("a", { class: "my-games", href: `#/player/${encodeURIComponent(player.player_id)}` }, "My games"), " ",
  h("button", { type: "button", class: "sign-out", onclick: () => askSignOut(player) }, "Sign out"));
}

/** Show the panel with `state` ("sign-in", "token-once", "sign-out", "notice"), named `label`, holding `children`. */
function showPanel(state, label, ...children) {
  panel.dataset.state = state;
  panel.setAttribute("aria-label", label);
  fill(panel, h("div", { class: "card account-card" }, children));
  panel.hidden = false;
  drawBox();
}

/** Close the panel; the keyboard's focus goes back to the header's account area (Sign in, or My games). */
function closePanel() {
  panel.hidden = true;
  delete panel.dataset.state;
  fill(panel);
  drawBox();
  box.querySelector("button, a")?.focus();
}

/** A refusal in words, from the server's problem+json when there is one. */
function said(error) {
  return error.sentence ? error.sentence() : String(error);
}

/** The two ways in: a new guest under a name, or a token pasted. */
function signInPanel() {
  const name = h("input", { id: "guest-name", name: "guest-name", required: true, maxlength: 40, autocomplete: "nickname" });
  const guestMessage = h("p", { class: "form-message", role: "alert" });
  const guestButton = h("button", { type: "submit", class: "primary" }, "Make a guest");
  const guest = h("form", { class: "guest-form", "aria-labelledby": "guest-heading", onsubmit: async (event) => {
    event.preventDefault();
    const chosen = name.value.trim();
    if (!chosen) return name.focus();
    guestButton.disabled = true;
    fill(guestMessage);
    try {
      const made = await call("POST", "/players", { body: { name: chosen } }); // each call is a new guest: no retry key
      signIn(made.token, made);
      tokenOnce(made);
    } catch (error) {
      fill(guestMessage, `No guest made — ${said(error)}`);
      guestButton.disabled = false;
      name.focus();
    }
  } }, h("h3", { id: "guest-heading" }, "New here? Play as a guest"),
  h("p", { class: "muted" }, "A guest is a player identity kept on this server under a name: every game you play as it is listed under My games."),
  h("p", {}, h("label", { for: "guest-name" }, "Your name "), name, " ", guestButton), guestMessage);

  const token = h("input", { id: "player-token", name: "player-token", autocomplete: "off", spellcheck: "false", size: 40 });
  const tokenMessage = h("p", { class: "form-message", role: "alert" });
  const tokenButton = h("button", { type: "submit" }, "Use this token");
  const pasted = h("form", { class: "token-form", "aria-labelledby": "token-heading", onsubmit: async (event) => {
    event.preventDefault();
    const value = token.value.trim().replace(/^Bearer\s+/i, "");
    if (!value) return token.focus();
    tokenButton.disabled = true;
    fill(tokenMessage);
    try {
      const me = await get("/players/me", null, playerHeaders({ token: value }));
      signIn(value, me);
      closePanel();
    } catch (error) {
      fill(tokenMessage, `Not signed in — ${said(error)}`);
      tokenButton.disabled = false;
      token.focus();
    }
  } }, h("h3", { id: "token-heading" }, "Have a token?"),
  h("p", { class: "muted" }, "Paste the token your site gave you (a JWT), or the player token of a guest you made before."),
  h("p", {}, h("label", { for: "player-token" }, "Token "), token, " ", tokenButton), tokenMessage);

  showPanel("sign-in", "Sign in", h("h2", {}, "Sign in"),
    h("p", {}, "Signed in, the games you create or join are listed under your name. You can play without signing in, as before."),
    h("div", { class: "account-forms" }, guest, pasted),
    h("p", {}, h("button", { type: "button", class: "close-panel", onclick: closePanel }, "Close")));
  name.focus();
}

/** A new guest's player token, shown once, with what it is for. */
function tokenOnce(made) {
  const copied = h("span", { class: "muted", role: "status" });
  const copy = h("button", { type: "button", class: "copy-token", onclick: async () => {
    try { await navigator.clipboard.writeText(made.token); fill(copied, " Copied."); } catch { fill(copied, " Select it and copy it."); }
  } }, "Copy");
  showPanel("token-once", "Your player token", h("div", { class: "tokens-once player-token-once" },
    h("h2", {}, "Your player token — shown once"),
    h("p", {}, `This token is the only way back to ${made.name}: nobody can show it to you again (the server keeps only its hash). `,
      "This device keeps it until you sign out; copy it somewhere safe to sign in as ",
      made.name, " on another device, or again after signing out (paste it into Sign in)."),
    h("p", {}, h("code", { class: "token" }, made.token), " ", copy, copied),
    h("p", {}, h("button", { type: "button", class: "primary done", onclick: closePanel }, "Done"))));
  copy.focus();
}

/** Sign out: a guest is asked first (its token is the only way back); a site's user is signed out at once. */
function askSignOut(player) {
  if (player.kind !== "guest") return signOut(), closePanel();
  showPanel("sign-out", "Sign out", h("h2", {}, "Sign out?"),
    h("p", {}, `Signing out forgets ${player.name}'s player token on this device. It is the only way back to this identity: `,
      "without a copy of it you cannot sign in as ", player.name, " again."),
    h("p", {}, h("button", { type: "button", class: "primary confirm-sign-out", onclick: () => { signOut(); closePanel(); } },
      "Sign out and forget the token"), " ",
    h("button", { type: "button", class: "cancel", onclick: closePanel }, "Stay signed in")));
  panel.querySelector(".cancel").focus();
}

/** A kept identity is asked about once per page load: its name is refreshed, and a token the server refuses
 * (unknown, expired) is forgotten, saying so. A server that cannot answer now changes nothing. */
async function checkKept() {
  const kept = signedIn();
  if (!kept) return;
  try {
    const me = await get("/players/me", null, playerHeaders(kept));
    if (signedIn()?.token === kept.token && (me.name !== kept.name || me.kind !== kept.kind || me.player_id !== kept.player_id)) {
      signIn(kept.token, me);
    }
  } catch (error) {
    if (error.status !== 401 || signedIn()?.token !== kept.token) return;
    signOut();
    showPanel("notice", "Signed out", h("p", { role: "alert", class: "refusal" },
      `You were signed out: the server refused the player token this device kept — ${said(error)}`),
    h("p", {}, h("button", { type: "button", class: "close-panel", onclick: closePanel }, "Close")));
  }
}
