// Talking to the server: JSON in and out; a 4xx answer becomes an Error carrying the server's message. The
// page's words: the server writes them into the page (#words) in its language, and every request names it.

const WORDS = JSON.parse(document.getElementById("words").textContent);
export const LANG = WORDS.lang;

// A word of the page in its language, its {placeholders} filled: tr("Graveyard ({count})", { count: 3 }).
export function tr(english, facts = {}) {
  return filled(WORDS.words[english] ?? english, facts);
}

// A word another language writes two ways, in its context: trIn("zone", "Exile"), the zone, not the verb.
export function trIn(context, english, facts = {}) {
  return filled(WORDS.terms[context]?.[english] ?? english, facts);
}

function filled(template, facts) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in facts ? String(facts[name]) : whole));
}

// A counter kind's name ("stun") in the page's language.
export function counterName(kind) {
  return WORDS.counters[kind] ?? kind;
}

// An address of this server that keeps the page's language.
export function withLang(url) {
  return `${url}${url.includes("?") ? "&" : "?"}lang=${LANG}`;
}

export async function api(method, url, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(url, options);
  const data = await response.json().catch(() => ({ error: `HTTP ${response.status}` }));
  if (!response.ok) throw new Error(data.error || `HTTP ${response.status}`);
  return data;
}

export function showError(error) {
  const box = document.getElementById("error");
  box.textContent = error ? String(error.message || error) : "";
  box.hidden = !error;
}

// Build an element: el("div", {class: "card", onclick: f}, child, "text", ...)
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

// A trace line whose "[601.2i]" or "[702.174a, 702.174j]" cites rules: each number links to the rules index.
export function withRuleLinks(line) {
  const match = line.match(/^(.*)\[([^\]]*)\]\s*$/);
  if (!match) return el("span", {}, line);
  const links = match[2].split(/[,;]\s*/).filter(Boolean).flatMap((rule, i) => [
    i ? ", " : "", el("a", { href: withLang(`/rules/${encodeURIComponent(rule.trim())}`), target: "_blank", class: "rule" }, rule.trim()),
  ]);
  return el("span", {}, match[1], "[", ...links, "]");
}
