// The log as sentences: "Ann placed a sealed bet", "Horse 3 moved 4 hexes".

import { andList, money, plural, seatName, words } from "./dom.js";

const list = (items) => (items || []).join(", ");
const place = (n) => ({ 1: "first", 2: "second", 3: "third" }[n] || `${n}th`);

/** Who acted: the seat in the data, else the actor's seat or bot, else the platform. */
function who(envelope, name) {
  if (typeof envelope.data.seat === "number") return name(envelope.data.seat);
  const actor = envelope.actor || {};
  if (typeof actor.seat === "number") return name(actor.seat);
  if (typeof actor.bot === "number") return name(actor.bot);
  return "The game";
}

const sealedOr = (e, text) => (e.redacted ? "placed a sealed bet" : text);

const COMMON = {
  GameCreated: (e) => `The game of ${words(e.data.ruleset)} was created with ${plural(e.data.seats.length, "seat")}`,
  SeatJoined: (e, n) => `${e.data.name} took seat ${e.data.seat} (${n(e.data.seat)})`,
  GameStarted: () => "The game started",
  GameEnded: (e, n) => `The game ended: ${e.data.standings.map((s) => `${s.rank}. ${n(s.seat)} ${money(s.money)}`).join(", ")}`,
  AutoplaySet: (e, n) => `${n(e.data.seat)} ${e.data.on ? "handed the seat to the basic bot" : "took the seat back"}`,
  SeatLeft: (e, n) => `${n(e.data.seat)} left; the basic bot plays the seat`,
  TurnTimedOut: (e, n) => `${n(e.data.seat)} ran out of time; the default was played`,
  BettingOpened: (e) => `Betting opened for race ${e.data.race ?? ""}`.trim(),
  BettingFinished: (e, n) => `${n(e.data.seat)} finished betting`,
  RaceStarted: (e) => `Race ${e.data.race} started`,
  HorseFinished: (e) => `Horse ${e.data.horse} finished ${place(e.data.place)}`,
  DeckShuffled: () => "The deck was shuffled (sealed)",
};

const BY_RULESET = {
  neck_and_neck: {
    BetPlaced: (e, n) => `${n(e.data.seat)} ${sealedOr(e, `bet ${money(e.data.amount)} on horse ${e.data.horse}`)}`,
    DiceRolled: (e, n) => `${n(e.data.seat)} rolled red ${e.data.red} and white ${e.data.white}`,
    HorseMoved: (e, n) => `Horse ${e.data.horse} moved ${plural(e.data.path.length, "hex", "hexes")}${e.data.special ? " (special move)" : ""}`,
    MovePassed: (e, n) => `${n(e.data.seat)} passed`,
    RaceCalled: (e) => `Race ${e.data.race} was called after ${plural(e.data.rolls, "still roll")}: ${list(e.data.placings)}`,
    RaceFinished: (e) => `Race ${e.data.race} finished: ${list(e.data.placings)}`,
    BetsSettled: (e, n) => `Race ${e.data.race} bets settled: ${winners(e.data.settlements, n, "payout")}`,
  },
  jockey: {
    CapitalIssued: (e) => `Everyone received ${money(e.data.amount)} for round ${e.data.round}`,
    CardsDealt: (e, n) => `${n(e.data.seat)} was dealt ${plural(e.data.count, "card")}`,
    BetPlaced: (e, n) => `${n(e.data.seat)} ${sealedOr(e, e.data.kind === "none" ? "passed (no bet)" : `bet ${money(e.data.stake)} on ${e.data.horse} (${e.data.kind})`)}`,
    PassBet: (e, n) => `${n(e.data.seat)} passed`,
    CardPlayed: (e, n) => `${n(e.data.seat)} played “${cardName(e.data)}” on ${e.data.horse ?? "no horse"}: it moved ${plural(e.data.steps, "square")}`,
    RaceFinished: (e) => `Race ${e.data.race} finished: ${e.data.first} won, ${e.data.second} second`,
    BetsSettled: (e, n) => `Race ${e.data.race} bets settled: ${winners(e.data.settlements, n, "amount")}`,
    KeepingOpened: (e) => `Race ${e.data.race}: each seat may keep up to two cards`,
    CardsKept: (e, n) => `${n(e.data.seat)} kept ${plural(e.data.count, "card")}`,
    CardsDrawn: (e, n) => `${n(e.data.seat)} drew ${plural(e.data.count, "card")}`,
    LoanTaken: (e, n) => `${n(e.data.seat)} took a loan of ${money(e.data.amount)}`,
    LoansSettled: (e, n) => `Loans settled: ${e.data.repayments.map((r) => `${n(r.seat)} repaid ${money(r.repaid)}`).join(", ") || "none"}`,
    RacingEnded: (e) => `All ${e.data.races} races are run`,
    RoundClosed: (e) => `Round ${e.data.round} closed`,
  },
  long_shot: {
    MoneyDealt: (e) => `Everyone received ${money(e.data.amount)}`,
    CardsDealt: (e, n) => `${n(e.data.seat)} was dealt ${e.data.cards ? plural(e.data.cards.length, "card") : "cards (sealed)"}`,
    StartDieRolled: (e, n) => `${n(e.data.seat)} rolled ${e.data.value} for the start`,
    TurnBegan: (e, n) => `Turn ${e.data.turn}: ${n(e.data.seat)} to play`,
    DiceRolled: (e, n) => `${n(e.data.seat)} rolled horse ${e.data.horse} and move ${e.data.move}`,
    DieRerolled: (e, n) => `${n(e.data.seat)} rerolled the ${e.data.die} die: ${e.data.value}`,
    RollResolved: (e, n) => `${n(e.data.seat)}'s roll is resolved`,
    HorseMoved: (e) => `Horse ${e.data.horse} moved ${plural(e.data.end - e.data.start, "space")} (${e.data.cause})`,
    HorseBought: (e, n) => `${n(e.data.seat)} bought horse ${e.data.horse} for ${money(e.data.price)}`,
    BetPlaced: (e, n) => `${n(e.data.seat)} bet ${money(e.data.amount)} on horse ${e.data.horse}`,
    CardDrawn: (e, n) => `${n(e.data.seat)} drew a card`,
    CardPlayed: (e, n) => `${n(e.data.seat)} played ${e.data.name}${e.data.horse ? ` on horse ${e.data.horse}` : ""}`,
    CardStolen: (e, n) => `${n(e.data.seat)} took a card from ${n(e.data.victim)}`,
    CardsDiscarded: (e, n) => `${n(e.data.seat)} discarded two cards`,
    MoneyCollected: (e, n) => `${n(e.data.seat)} collected ${money(e.data.amount)} (${e.data.reason})`,
    MoneyTaken: (e, n) => `${n(e.data.seat)} took ${money(e.data.amount)} from ${n(e.data.victim)}`,
    FeatureUsed: (e, n) => `Horse ${e.data.horse}'s feature paid ${n(e.data.seat)}`,
    Passed: (e, n) => `${n(e.data.seat)} passed`,
    FinishOrderPending: () => "Horses crossed together: the order is to be chosen",
    RaceFinished: (e) => `The race finished: ${list(e.data.placings)}`,
    Settled: (e, n) => `Purses paid: ${winners(e.data.purses, n, "amount", "none")}; bets: ${winners(e.data.settlements, n, "payout")}`,
  },
  photo_finish: {
    TilesShuffled: () => "The horse tiles were shuffled (sealed)",
    RaceOpened: (e) => `Race ${e.data.race} opened with horses ${list(e.data.row)}`,
    BetPlaced: (e, n) => `${n(e.data.seat)} ${sealedOr(e, `bet ${money(e.data.amount)} on ${list(e.data.horses)} (${e.data.kind})`)}`,
    DiceRolled: (e, n) => `${n(e.data.seat)} rolled ${list(e.data.colours)} dice`,
    DieUsed: (e, n) => `${n(e.data.seat)} used the ${e.data.colour} die (${words(e.data.face)})${e.data.tile ? ` on horse ${e.data.tile}` : ""}`,
    DiePutAway: (e, n) => `${n(e.data.seat)} put the ${e.data.colour} die away`,
    SideBetWon: (e, n) => `${n(e.data.creditor)} won a side bet of ${money(e.data.amount)} from ${n(e.data.debtor)}`,
    FinishLineCrossed: (e) => `Race ${e.data.race}: the finish line is crossed`,
    PhotoFinish: () => "A photo finish!",
    ExtraMovePlayed: (e, n) => `${n(e.data.seat)} played an extra move on horse ${e.data.tile}`,
    RaceFinished: (e) => `Race ${e.data.race} finished: ${e.data.first} won, ${e.data.second} second`,
    BetsSettled: (e, n) => `Race ${e.data.race} bets settled: ${winners(e.data.settlements, n, "payout")}`,
    SideBetsSettled: (e, n) => `Side bets settled: ${e.data.payments.filter((p) => p.paid > 0).map((p) => `${n(p.debtor)} paid ${n(p.creditor)} ${money(p.paid)}`).join(", ") || "nothing to pay"}`,
  },
  homestretch: {
    GameSetUp: (e) => `The game was set up for ${e.data.seats} seats`,
    DecksShuffled: () => "The decks were shuffled (sealed)",
    HandDealt: (e, n) => `${n(e.data.seat)} was dealt a hand of shares`,
    GhostHandDealt: () => "The ghost was dealt a hand",
    GhostDiscarded: () => "The ghost discarded a share",
    SharePicked: (e, n) => `${n(e.data.seat)} drafted a share`,
    HandsPassed: (e) => `Hands were passed (round ${e.data.round})`,
    DraftFinished: () => "The draft is over",
    RaceCardFlipped: (e) => `Race ${e.data.race}: the race card is ${e.data.card}`,
    TokenPlaced: (e, n) => `${n(e.data.seat)} placed a ${e.redacted ? "sealed " : ""}bet token on horse ${e.data.horse} to ${e.data.line}${e.redacted ? "" : ` (value ${e.data.value})`}`,
    DiceRolled: (e, n) => `${n(e.data.seat)} rolled ${e.data.die_a} and ${e.data.die_b}`,
    HorseMoved: (e) => `Horse ${e.data.horse} moved ${plural(e.data.spaces, "space")}${e.data.special ? " (special move)" : ""}`,
    TurnEnded: (e, n) => `${n(e.data.seat)} ended the turn`,
    HandicapSpent: (e) => `Horse ${e.data.horse} used its handicap ${e.data.token}`,
    RaceFinished: (e) => `Race ${e.data.race} finished: ${list(e.data.placings)}`,
    PursesPaid: (e, n) => `Purses paid: ${winners(e.data.payments, n, "amount", "none")}`,
    TokensSettled: (e, n) => `Bet tokens settled: ${winners(e.data.settlements, n, "payout")}`,
    BuyPileShuffled: () => "The buy pile was shuffled (sealed)",
    RowDealt: (e) => `Shares for sale: ${list(e.data.cards)}`,
    ShareBought: (e, n) => `${n(e.data.seat)} bought ${e.data.card} for ${money(e.data.price)}`,
    BlindShareBought: (e, n) => `${n(e.data.seat)} bought a share blind`,
    BuyPassed: (e, n) => `${n(e.data.seat)} passed`,
    SharesDiscarded: (e) => `${plural(e.data.count, "share")} discarded`,
  },
};

function cardName(data) {
  return data.kind ? words(data.kind) : data.card;
}

/**
 * Who won what, once per seat: each seat's positive `field` summed ("Ann won $600 and Bob $200"); seats that won
 * nothing are not named (a lost bet is no news: its stake left at the bet). `none`: what to say when nobody won.
 */
export function winners(items, name, field, none = "no bet won") {
  const won = new Map();
  for (const item of items || []) {
    if (item[field] > 0) won.set(item.seat, (won.get(item.seat) || 0) + item[field]);
  }
  if (!won.size) return (items || []).length ? none : "no bets";
  const [first, ...rest] = [...won].map(([seat, amount]) => [name(seat), money(amount)]);
  return andList([`${first[0]} won ${first[1]}`, ...rest.map(([who, amount]) => `${who} ${amount}`)]);
}

/** One event as a sentence, for a game whose seats are `seats`. */
export function sentence(envelope, ruleset, seats) {
  const name = (seat) => seatName(seats, seat);
  const rule = (BY_RULESET[ruleset] || {})[envelope.type] || COMMON[envelope.type];
  if (rule) {
    try { return rule(envelope, name); } catch { /* an unexpected shape: say it plainly below */ }
  }
  const by = who(envelope, name);
  return `${by}: ${words(envelope.type).toLowerCase()}${envelope.redacted ? " (sealed)" : ""}`;
}
