// "Your move": a banner at the top of the game page (sticky, where the eye is) with the seat's deadline counting
// down, the tab's title ("● Your move — Jockey"), and an optional beep (off by default; WebAudio, no file).

import { fill, h } from "./dom.js";
import { countdown } from "./panel.js";

const SOUND = "furlong.sound";

function soundOn() {
  try { return localStorage.getItem(SOUND) === "on"; } catch { return false; }
}

let audio = null;

/** A short two-note beep; the AudioContext is made on the toggle's click (browsers allow sound after a gesture). */
function beep() {
  if (!audio) return;
  const now = audio.currentTime;
  for (const [i, hz] of [[0, 660], [1, 880]]) {
    const tone = audio.createOscillator(), gain = audio.createGain();
    tone.frequency.value = hz;
    gain.gain.setValueAtTime(0.0001, now + i * 0.16);
    gain.gain.exponentialRampToValueAtTime(0.2, now + i * 0.16 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.16 + 0.14);
    tone.connect(gain).connect(audio.destination);
    tone.start(now + i * 0.16);
    tone.stop(now + i * 0.16 + 0.15);
  }
}

function soundToggle() {
  const button = h("button", { type: "button", class: "sound-toggle", "aria-pressed": String(soundOn()) });
  const label = () => fill(button, soundOn() ? "Sound: on" : "Sound: off");
  button.addEventListener("click", () => {
    const on = !soundOn();
    try { localStorage.setItem(SOUND, on ? "on" : "off"); } catch { /* this page only */ }
    if (on && !audio && window.AudioContext) audio = new AudioContext();
    button.setAttribute("aria-pressed", String(on));
    label();
    if (on) beep();
  });
  label();
  // A sound kept on from an earlier visit needs a gesture on this page before it may play: the first one will do.
  document.addEventListener("pointerdown", () => { if (soundOn() && !audio && window.AudioContext) audio = new AudioContext(); }, { once: true });
  return button;
}

/** The banner; update({yours, what, deadline, over}) after each refresh; close() restores the title. */
export function turnBanner(gameTitle) {
  const text = h("span", { class: "banner-text" });
  const clock = h("span", { class: "banner-countdown" });
  const node = h("div", { class: "turn-banner", role: "status", "data-yours": "false", hidden: true }, text, clock, " ", soundToggle());
  const plain = `${gameTitle} — Furlong`;
  let yours = false, deadline = null;
  document.title = plain;
  const tick = () => fill(clock, deadline ? countdown(deadline).replace(/^ \((.*)\)$/, " · $1") : "");
  const ticker = setInterval(tick, 1000);
  // The banner's height as --banner-h on the page's root: what sticks under it (a phone's board) starts below it.
  const root = document.documentElement;
  const measured = globalThis.ResizeObserver ? new ResizeObserver(() => root.style.setProperty("--banner-h", `${node.offsetHeight}px`)) : null;
  measured?.observe(node);
  return {
    node,
    update({ yours: now, what = "", deadline: at = null, over = null }) {
      deadline = now ? at : null;
      node.hidden = !now && !over;
      node.dataset.yours = String(Boolean(now));
      node.dataset.over = String(Boolean(over));
      fill(text, now ? h("strong", {}, "Your move", what ? `: ${what}` : "") : over || "");
      tick();
      document.title = now ? `● Your move — ${gameTitle}` : over ? `Result — ${gameTitle}` : plain;
      if (now && !yours && soundOn()) beep();
      yours = Boolean(now);
    },
    close() {
      clearInterval(ticker);
      measured?.disconnect();
      root.style.removeProperty("--banner-h");
      document.title = "Furlong";
    },
  };
}
