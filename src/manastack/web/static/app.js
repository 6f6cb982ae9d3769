// The page: the lobby (a new game, resume a save, join), the table, or judge mode, chosen by the address.
import { LANG, api, el, showError, tr, withLang } from "./api.js";
import { openTable } from "./table.js";
import { openJudge } from "./judge.js";

const main = document.getElementById("main");
const params = new URLSearchParams(location.search);
// The languages a table can be written in, each by its own name.
const LANGUAGES = [["en", "English"], ["es", "Español"], ["it", "Italiano"]];

for (const link of document.querySelectorAll("header a")) link.href = withLang(link.getAttribute("href"));

if (location.pathname === "/judge") openJudge(main).catch(showError);
else if (params.get("table")) {
  const seats = (params.get("seats") || params.get("seat") || "0").split(",").map(Number);
  openTable(main, params.get("table"), params.get("token"), seats).catch(showError);
} else lobby().catch(showError);

async function lobby() {
  const { decks } = await api("GET", "/api/decks");
  const deckChoice = (id, chosen) => el("span", {},
    el("select", { id }, ...decks.map((d) => el("option", { value: d, selected: d === chosen }, d)),
      el("option", { value: "paste" }, tr("paste a deck list…"))),
    el("textarea", { id: `${id}-text`, rows: 6, cols: 40, hidden: true, placeholder: "4 Grizzly Bears\n20 Forest …" }));
  const form = el("form", { id: "new-game" },
    el("h1", {}, tr("A new game")),
    el("p", {}, el("label", {}, tr("Your deck"), " ", deckChoice("deck0", decks[0]))),
    el("p", {}, el("label", {}, tr("Opponent's deck"), " ", deckChoice("deck1", decks[1] || decks[0]))),
    el("p", {}, el("label", {}, tr("Opponent"), " ", el("select", { id: "opponent" },
      el("option", { value: "heuristic" }, tr("the heuristic agent")),
      el("option", { value: "random" }, tr("the random agent")),
      el("option", { value: "hotseat" }, tr("a person at this screen (hot-seat)")),
      el("option", { value: "remote" }, tr("a person at another browser"))))),
    el("p", {}, el("label", {}, tr("Seed"), " ", el("input", { id: "seed", type: "number", value: 1 }))),
    el("p", {}, el("label", {}, tr("Language"), " ", el("select", { id: "lang" },
      ...LANGUAGES.map(([code, name]) => el("option", { value: code, selected: code === LANG }, name))))),
    el("p", {}, el("button", { type: "submit", id: "start" }, tr("Start"))),
    el("h2", {}, tr("Resume a saved game")),
    el("p", {}, el("input", { type: "file", id: "resume", accept: ".json,application/json" })));
  main.replaceChildren(form);
  for (const id of ["deck0", "deck1"]) {
    const select = document.getElementById(id);
    select.addEventListener("change", () => { document.getElementById(`${id}-text`).hidden = select.value !== "paste"; });
  }
  form.addEventListener("submit", (event) => { event.preventDefault(); start().catch(showError); });
  document.getElementById("lang").addEventListener("change", (event) => {   // the lobby in the language chosen
    location.search = `?lang=${event.target.value}`;
  });
  document.getElementById("resume").addEventListener("change", (event) => resume(event.target.files[0]).catch(showError));
}

function seatsFor(opponent) {
  const kind = opponent === "hotseat" || opponent === "remote" ? "human" : opponent;
  return { seats: ["human", kind], hotseat: opponent !== "remote" };
}

function deckSpec(id) {
  const value = document.getElementById(id).value;
  return value === "paste" ? { text: document.getElementById(`${id}-text`).value } : value;
}

async function start() {
  const opponent = document.getElementById("opponent").value;
  const body = { decks: [deckSpec("deck0"), deckSpec("deck1")], seed: Number(document.getElementById("seed").value),
    names: [tr("Player {number}", { number: 1 }), tr("Player {number}", { number: 2 })], lang: LANG,
    ...seatsFor(opponent) };
  await enter(await api("POST", "/api/tables", body), opponent);
}

async function resume(file) {
  if (!file) return;
  const opponent = document.getElementById("opponent").value;
  await enter(await api("POST", "/api/tables", { save: await file.text(), lang: LANG, ...seatsFor(opponent) }),
    opponent);
}

async function enter(created, opponent) {
  showError(null);
  const mine = created.seats.filter((s) => opponent !== "remote" || s.seat === created.seats[0].seat);
  const token = mine[0].token;
  const invite = created.seats.find((s) => s.token !== token);
  const query = new URLSearchParams({ table: created.table, token, seats: mine.map((s) => s.seat).join(","),
    lang: LANG });
  if (invite) query.set("invite", `${location.origin}/?table=${created.table}&seat=${invite.seat}&token=${invite.token}`);
  history.pushState(null, "", `/?${query}`);
  await openTable(main, created.table, token, mine.map((s) => s.seat), query.get("invite"));
}
