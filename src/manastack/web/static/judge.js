// Judge mode: open a scenario file from the server's folder, or write one; step through its actions, with the
// trace and each expectation's result as it is checked.
import { LANG, api, el, showError, tr, withRuleLinks } from "./api.js";

const EXAMPLE = `title: Shock kills a Grizzly Bears
players:
  - name: Ana
    hand: [Shock]
    battlefield: [Mountain]
  - name: Bruno
    battlefield: [Grizzly Bears]
turn: {number: 3, active: Ana, step: main1}
actions:
  - {cast: Shock, by: Ana, targets: [Grizzly Bears]}
  - expect:
      - stack: [Shock]
  - {resolve: top}
expect:
  - zone: Bruno.graveyard
    contains: [{name: Grizzly Bears}]
`;

export async function openJudge(main) {
  const { scenarios } = await api("GET", "/api/scenarios");
  const picker = el("select", { id: "scenario-file" }, el("option", { value: "" }, tr("— a scenario file —")),
    ...scenarios.map((s) => el("option", { value: s }, s)));
  const text = el("textarea", { id: "scenario-text", rows: 16, cols: 80 }, EXAMPLE);
  main.replaceChildren(el("div", { class: "judge" }, el("h1", {}, tr("Judge mode")),
    el("p", {}, picker, " ", el("button", { type: "button", id: "open-file", onclick: () => open({ file: picker.value }) }, tr("Open"))),
    el("p", {}, tr("or one from your disk:"), " ", el("input", { type: "file", id: "scenario-upload", accept: ".yaml,.yml",
      onchange: async (event) => {
        const file = event.target.files[0];
        if (file) await open({ text: await file.text(), name: file.name });
      } })),
    el("p", {}, tr("or write one in the judge scenario format:")), text,
    el("p", {}, el("button", { type: "button", id: "open-text", onclick: () => open({ text: text.value }) }, tr("Open this scenario"))),
    el("div", { id: "judge-session" })));

  async function open(body) {
    showError(null);
    try {
      const session = await api("POST", "/api/judge", { ...body, lang: LANG });
      text.value = session.source;      // a file opened can be edited and opened again
      show(session);
    } catch (error) {
      showError(error);
    }
  }
}

// The words of each status a session reports (its code stays the status's class).
const STATUS = { pass: tr("pass"), fail: tr("fail"), playing: tr("playing"), error: tr("error") };

function where(check) {
  return check.step === null ? tr("final expectations") : tr("step {number}", { number: check.step });
}

function show(session) {
  const box = document.getElementById("judge-session");
  const step = async () => {
    try {
      show(await api("POST", `/api/judge/${session.id}/step?lang=${LANG}`));
    } catch (error) {
      showError(error);
    }
  };
  box.replaceChildren(
    el("h2", {}, session.title, " — ", el("span", { id: "judge-status", class: session.status }, STATUS[session.status])),
    el("p", {}, el("button", { type: "button", id: "step", disabled: session.finished, onclick: step },
      session.done < session.total ? tr("Step {number} of {total}", { number: session.done + 1, total: session.total })
        : tr("Check the expectations"))),
    el("ol", { id: "judge-actions" }, ...session.actions.map((a, i) =>
      el("li", { class: i < session.done ? "done" : (i === session.done ? "next" : "") }, el("code", {}, a)))),
    session.error ? el("p", { class: "error", id: "judge-error" }, session.error) : "",
    el("h3", {}, tr("Expectations checked")),
    el("ul", { id: "judge-checks" }, ...session.checks.map((c) => el("li", { class: c.ok ? "ok" : "failed" },
      c.ok ? tr("{where}: all hold", { where: where(c) }) : `${where(c)}: ${c.failures.join("; ")}`,
      el("ul", {}, ...c.expectations.map((e) => el("li", {}, el("code", {}, e))))))),
    el("h3", {}, tr("Trace")),
    el("ol", { id: "judge-trace", class: "trace" }, ...session.trace.map((line) =>
      el("li", {}, withRuleLinks(line.replace(/^\d+\.\s*/, ""))))));
}
