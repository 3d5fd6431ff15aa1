// The page's router: #/ is the lobby, #/game/<id>[/replay|/audit] a game.

import { fill, h } from "./dom.js";
import { gamePage } from "./game.js";
import { lobby } from "./lobby.js";

let cleanups = [];

async function route() {
  cleanups.forEach((f) => f());
  cleanups = [];
  const root = document.getElementById("app");
  delete root.dataset.version;
  const [, page, gameId, tab] = (location.hash || "#/").split("/");
  root.dataset.page = page || "lobby";
  root.dataset.ready = "false";
  try {
    if (page === "game" && gameId) await gamePage(root, gameId, tab || "", (f) => cleanups.push(f));
    else await lobby(root, (f) => cleanups.push(f));
  } catch (error) {
    fill(root, h("div", { class: "card refusal" }, h("h2", {}, "This page could not be shown"), error.sentence ? error.sentence() : String(error)));
  }
  root.dataset.ready = "true";
}

window.addEventListener("hashchange", route);
route();
