// The table: every zone a seat may see, the stack with targets, the rule-cited log, and every decision as a
// click — on an object or a player the answer names (a target, an attacker, a blocker then its attacker), or on
// its button (modes, the gift promise, awaken, trigger order, X, pass).
import { LANG, api, counterName, el, showError, tr, trIn, withLang, withRuleLinks } from "./api.js";

// Where "pass until" stops: an opponent's spell or ability, attacking creatures, my main phase.
const STOPS = [["opponent", tr("an opponent's spell")], ["combat", tr("attacks")], ["main", tr("my main phase")]];

export async function openTable(main, table, token, seats, invite) {
  const t = { main, table, token, seats, seat: seats[0], view: null, selected: null, invite, curtain: false,
    stops: new Set(STOPS.map(([name]) => name)) };
  t.refresh = () => refresh(t).catch(showError);
  await refresh(t);
  const events = new EventSource(`/api/tables/${table}/events?seat=${t.seat}&token=${encodeURIComponent(token)}`);
  events.onmessage = (message) => {
    if (!t.view || JSON.parse(message.data).version !== t.view.version) t.refresh();
  };
  return t;
}

async function fetchView(t, seat) {
  return api("GET", `/api/tables/${t.table}?seat=${seat}&token=${encodeURIComponent(t.token)}&lang=${LANG}`);
}

async function refresh(t) {
  let view = await fetchView(t, t.seat);
  const decider = view.decision && view.decision.player;
  if (decider !== t.seat && t.seats.includes(decider)) {     // hot-seat: show the seat that decides
    t.seat = decider;
    t.curtain = true;                                         // ... once the screen has changed hands
    view = await fetchView(t, t.seat);
  }
  t.view = view;
  if (t.curtain) curtain(t);
  else render(t);
}

// Hot-seat: a screen hiding the table until the next player says they have it (so no one sees another's hand).
function curtain(t) {
  const name = t.view.players.find((p) => p.id === t.seat).name;
  t.main.replaceChildren(el("div", { class: "curtain" },
    el("h1", {}, tr("Pass the screen to {name}", { name })),
    el("button", { type: "button", id: "show-seat", onclick: () => { t.curtain = false; render(t); } },
      tr("I am {name}: show my hand", { name }))));
}

async function act(t, index, until) {
  showError(null);
  t.selected = null;
  try {
    t.view = await api("POST", `/api/tables/${t.table}/act`,
      { seat: t.seat, token: t.token, version: t.view.version, action: index, lang: LANG, ...(until ? { until } : {}) });
  } catch (error) {
    showError(error);
  }
  await refresh(t);
}

async function undo(t) {
  showError(null);
  try {
    await api("POST", `/api/tables/${t.table}/undo`, { seat: t.seat, token: t.token, lang: LANG });
  } catch (error) {
    showError(error);
  }
  await refresh(t);
}

// A click on an object or player: the one answer naming it (with the object picked before, for blockers), or
// pick it and wait for the second click.
function clicked(t, kind, id) {
  const names = (a, k, x) => (k === "object" ? a.objects : a.players).includes(x);
  let matches = t.view.actions.filter((a) => names(a, kind, id));
  if (t.selected !== null && t.selected !== id) {
    const both = matches.filter((a) => a.objects.includes(t.selected));
    if (both.length) matches = both;
  }
  if (matches.length === 1) return act(t, matches[0].index);
  t.selected = matches.length ? id : null;
  render(t);
}

function actionable(t, kind, id) {
  return t.view.actions.some((a) => (kind === "object" ? a.objects : a.players).includes(id));
}

function card(t, c, extra = []) {
  const tags = [...extra];
  if (c.power !== undefined && c.types && c.types.some((type) => type.toLowerCase() === "creature")) tags.push(`${c.power}/${c.toughness}`);
  if (c.tapped) tags.push(tr("tapped"));
  for (const [kind, n] of Object.entries(c.counters || {})) tags.push(`${n} ${counterName(kind)}`);
  if (c.damage) tags.push(tr("{amount} damage", { amount: c.damage }));
  const classes = ["card", c.tapped ? "tapped" : "", actionable(t, "object", c.id) ? "actionable" : "",
    t.selected === c.id ? "selected" : ""].filter(Boolean).join(" ");
  return el("button", { class: classes, type: "button", dataset: { oid: c.id }, title: t.view.texts[c.id] || "",
    onclick: () => clicked(t, "object", c.id),
    onmouseenter: () => showText(t.view.texts[c.id] || c.label) },
  el("span", { class: "name" }, c.label), tags.length ? el("span", { class: "tags" }, tags.join(", ")) : null);
}

function showText(text) {
  const box = document.getElementById("card-text");
  if (box) box.textContent = text;
}

function playerPanel(t, p) {
  const v = t.view;
  const mine = p.id === t.seat;
  const permanents = v.battlefield.filter((c) => c.controller === p.id);
  const exile = v.exile.filter((c) => c.owner === p.id);
  const classes = ["player", mine ? "me" : "opponent", v.active === p.id ? "active" : "",
    actionable(t, "player", p.id) ? "actionable" : ""].filter(Boolean).join(" ");
  return el("section", { class: classes, dataset: { player: p.id } },
    el("h2", { onclick: () => clicked(t, "player", p.id), class: "who", dataset: { player: p.id } },
      tr("{name} — life {life}", { name: p.name, life: p.life }), p.poison ? tr(" — poison {poison}", { poison: p.poison }) : "",
      p.lost ? tr(" (lost)") : "", v.active === p.id ? tr(" — active") : ""),
    el("p", { class: "counts" }, tr("Library: {library} · Hand: {hand}", { library: p.library, hand: p.hand_count })),
    el("div", { class: "zone battlefield", "aria-label": tr("{name}'s battlefield", { name: p.name }) }, ...permanents.map((c) => card(t, c))),
    mine ? el("div", { class: "zone hand", "aria-label": tr("your hand") }, el("h3", {}, tr("Hand")), ...p.hand.map((c) => card(t, c))) : null,
    el("details", { class: "zone graveyard", open: p.graveyard.length > 0 },
      el("summary", {}, tr("Graveyard ({count})", { count: p.graveyard.length })), ...p.graveyard.map((c) => card(t, c))),
    exile.length ? el("div", { class: "zone exile" }, el("h3", {}, trIn("zone", "Exile")), ...exile.map((c) => card(t, c))) : null);
}

function decisionPanel(t) {
  const v = t.view;
  if (v.over) {
    const who = v.outcome && v.outcome.winner_name;
    return el("section", { id: "decision", class: "over" },
      el("h2", {}, who ? tr("Game over: {winner} wins.", { winner: who }) : tr("Game over: a draw.")));
  }
  const d = v.decision;
  if (!d) return el("section", { id: "decision" });
  const buttons = v.actions.map((a) => el("button", {
    type: "button", class: a.pass ? "action pass" : "action", dataset: { index: a.index },
    onclick: () => act(t, a.index) }, a.label));
  const pass = v.actions.find((a) => a.pass);
  if (pass) {
    buttons.push(el("button", { type: "button", class: "action", id: "pass-until",
      onclick: () => act(t, pass.index, [...t.stops]) }, tr("Pass until something happens")));
  }
  return el("section", { id: "decision", class: d.mine ? "mine" : "waiting", dataset: { kind: d.kind } },
    el("h2", {}, d.prompt, " ", d.rule ? el("a", { href: withLang(`/rules/${d.rule}`), target: "_blank", class: "rule" }, `[${d.rule}]`) : ""),
    t.selected !== null ? el("p", { class: "hint" }, tr("Picked #{id}: now click what it goes with.", { id: t.selected })) : null,
    el("div", { class: "actions" }, ...buttons));
}

function render(t) {
  const v = t.view;
  const me = v.players.find((p) => p.id === t.seat);
  const others = v.players.filter((p) => p.id !== t.seat);
  const saveUrl = `/api/tables/${t.table}/save?seat=${t.seat}&token=${encodeURIComponent(t.token)}`;
  const log = el("ol", { id: "log" }, ...v.log.map((line) => el("li", {}, withRuleLinks(line))));
  t.main.replaceChildren(el("div", { class: "table", dataset: { seat: t.seat, version: v.version } },
    el("div", { class: "status" },
      el("span", { id: "turn" }, tr("Turn {turn} · {step} · you are {name}", { turn: v.turn, step: v.step_name, name: me.name })),
      el("button", { type: "button", id: "undo", disabled: !v.can_undo, onclick: () => undo(t) }, tr("Undo")),
      v.can_save ? el("a", { id: "save", href: saveUrl, download: `manastack-${t.table}.json` }, tr("Save")) : null,
      el("span", { class: "stops" }, tr("Stop at:"), " ", ...STOPS.map(([name, words]) => el("label", {},
        el("input", { type: "checkbox", checked: t.stops.has(name), dataset: { stop: name },
          onchange: (e) => (e.target.checked ? t.stops.add(name) : t.stops.delete(name)) }), words, " "))),
      t.invite ? el("span", { class: "invite" }, tr("Invite the other player:"), " ", el("a", { href: t.invite, id: "invite" }, t.invite)) : null),
    el("div", { class: "players" }, ...others.map((p) => playerPanel(t, p))),
    el("section", { id: "stack" }, el("h2", {}, v.stack.length ? tr("Stack (top first)") : tr("Stack (top first): empty")),
      ...v.stack.map((c) => el("div", { class: "stack-object" }, card(t, c), el("span", { class: "detail" }, c.text)))),
    decisionPanel(t),
    playerPanel(t, me),
    el("aside", {}, el("h2", {}, tr("Card")), el("pre", { id: "card-text" }, tr("Point at a card to read it.")),
      el("h2", {}, tr("Log")), log)));
  log.scrollTop = log.scrollHeight;
}
