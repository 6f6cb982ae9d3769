"""The browser table's web app (Starlette): a JSON API over :mod:`manastack.web.tables`, server-sent events
telling each page when its table changed, the rules index as pages, and the static page (plain ES modules,
no build step).

Every request that acts names its seat and carries the seat's token; a bad request (unknown table, wrong
token, an illegal action, malformed JSON, an unknown language) gets a 4xx with a one-line message and changes
nothing. Pages and views are written in the request's language (``?lang=``, or a ``lang`` field), else the
table's or judge session's, else the server's (``manastack.web.languages``).
"""

from __future__ import annotations

import asyncio
import html
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from manastack.judge.rules_index import RuleEntry
from manastack.sentences import Naming
from manastack.sentences import pages as words
from manastack.sentences.languages import LANGUAGES
from manastack.types.markers import N_
from manastack.web import languages
from manastack.web.decks import DeckBox
from manastack.web.judge_mode import JudgeSessions
from manastack.web.seat_view import seat_view
from manastack.web.tables import Table, TableError, Tables

STATIC = Path(__file__).parent / "static"
MAX_BODY = 2 * 1024 * 1024
EVENT_POLL_SECONDS = 0.2


def create_app(decks_dir: Path | None = None, scenarios_dir: Path | None = None,
               builtin_decks: dict[str, list[str]] | None = None, lang: str = "en") -> Starlette:
    """The app; ``builtin_decks`` (name → deck list lines) and the lists in ``decks_dir`` are offered by name,
    ``scenarios_dir`` holds judge scenarios; ``lang`` is the language of a page or table that names none."""
    server = Server(DeckBox(decks_dir, builtin_decks), scenarios_dir, languages.chosen(lang, "en"))
    routes = [
        Route("/", server.page), Route("/judge", server.page),
        Route("/api/decks", server.decks), Route("/api/words", server.words),
        Route("/api/tables", server.open_table, methods=["POST"]),
        Route("/api/tables/{table}", server.view), Route("/api/tables/{table}/act", server.act, methods=["POST"]),
        Route("/api/tables/{table}/undo", server.undo, methods=["POST"]),
        Route("/api/tables/{table}/save", server.save), Route("/api/tables/{table}/events", server.events),
        Route("/api/scenarios", server.scenarios), Route("/api/judge", server.open_judge, methods=["POST"]),
        Route("/api/judge/{session}", server.judge_view), Route("/api/judge/{session}/step", server.judge_step,
                                                                  methods=["POST"]),
        Route("/rules", server.rules_page), Route("/rules/{number}", server.rules_page),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    return Starlette(routes=routes, exception_handlers={TableError: server.error})


class Server:
    """The request handlers, holding the tables and judge sessions of this process."""

    def __init__(self, decks: DeckBox, scenarios_dir: Path | None, lang: str = "en") -> None:
        self.lang = lang
        self.tables = Tables()
        self.judges = JudgeSessions()
        self.deck_box = decks
        self.scenarios_dir = scenarios_dir
        self.rules_entries: dict[str, list[RuleEntry]] = {}   # the index by language, read once each

    async def error(self, request: Request, exc: Exception) -> Response:
        """A bad request's answer: its message in the request's language, else the table's or judge session's it
        names, else the server's (a language the request misspells is not one)."""
        assert isinstance(exc, TableError)
        return JSONResponse({"error": exc.text(Naming(self._error_lang(request)))}, status_code=exc.status)

    def _error_lang(self, request: Request) -> str:
        asked = request.query_params.get("lang") or getattr(request.state, "lang", None)
        if asked in LANGUAGES:
            return str(asked)
        owner = self.tables.tables.get(request.path_params.get("table", "")) or \
            self.judges.sessions.get(request.path_params.get("session", ""))
        return owner.lang if owner is not None else self.lang

    async def page(self, request: Request) -> Response:
        """The page, in the language asked for, else the table's it opens (``?table=``), else the server's."""
        table = self.tables.tables.get(request.query_params.get("table", ""))
        lang = languages.chosen(request.query_params.get("lang"), table.lang if table else self.lang)
        return HTMLResponse(languages.page(STATIC / "index.html", lang))

    async def words(self, request: Request) -> Response:
        """The page's words in a language (``?lang=``)."""
        return JSONResponse(languages.words(languages.chosen(request.query_params.get("lang"), self.lang)))

    async def decks(self, request: Request) -> Response:
        return JSONResponse({"decks": self.deck_box.names()})

    # -- tables -----------------------------------------------------------------------------------
    async def open_table(self, request: Request) -> Response:
        """``{decks: [name or {text}], seats: ["human", "heuristic"|"random"|"human"], seed, hotseat, lang}``, or
        ``{save: TEXT, seats, hotseat, lang}`` to resume a saved game."""
        body = await _json(request)
        lang = languages.chosen(body.get("lang"), self.lang)
        seats = _field(body, "seats", list)
        seed = _field(body, "seed", int, 1)
        game = self.deck_box.resume(_field(body, "save", str)) if "save" in body else \
            self.deck_box.new_game(_field(body, "decks", list), seed, _field(body, "names", list, None))
        table = self.tables.open(game, [str(s) for s in seats], seed, bool(body.get("hotseat", True)), lang)
        tokens = [{"seat": s.player, "token": s.token} for s in table.seats if s.kind == "human"]
        return JSONResponse({"table": table.id, "seats": tokens}, status_code=201)

    def _seat(self, request: Request, body: dict[str, Any] | None = None) -> tuple[Table, int, str]:
        table = self.tables.get(request.path_params["table"])
        source: dict[str, Any] = body if body is not None else dict(request.query_params)
        try:
            seat = int(source.get("seat", ""))
        except (TypeError, ValueError):
            raise TableError(400, N_("give the seat number ('seat')")) from None
        token = source.get("token")
        if not isinstance(token, str):
            raise TableError(403, N_("give the seat's token ('token')"))
        table.seat_for(seat, token)
        return table, seat, token

    def _lang(self, request: Request, table: Table, body: dict[str, Any] | None = None) -> str:
        """The language of a view: the request's, else the table's (checked before the request changes anything)."""
        source: dict[str, Any] = body if body is not None else dict(request.query_params)
        return languages.chosen(source.get("lang"), table.lang)

    async def view(self, request: Request) -> Response:
        table, seat, _ = self._seat(request)
        lang = self._lang(request, table)
        with table.lock:
            return JSONResponse(seat_view(table, seat, lang))

    async def act(self, request: Request) -> Response:
        """``{seat, token, version, action[, until]}``: ``action`` is an index into the view's ``actions``; with
        ``until`` (a list of stops: opponent, combat, main) a pass goes on until one of them."""
        body = await _json(request)
        table, seat, token = self._seat(request, body)
        lang = self._lang(request, table, body)
        until = _field(body, "until", list, None)
        await asyncio.to_thread(table.act, seat, token, _field(body, "version", int), _field(body, "action", int),
                                None if until is None else [str(s) for s in until])   # agents may think a while
        with table.lock:
            return JSONResponse(seat_view(table, seat, lang))

    async def undo(self, request: Request) -> Response:
        body = await _json(request)
        table, seat, token = self._seat(request, body)
        lang = self._lang(request, table, body)
        table.undo(seat, token)
        with table.lock:
            return JSONResponse(seat_view(table, seat, lang))

    async def save(self, request: Request) -> Response:
        table, seat, token = self._seat(request)
        headers = {"Content-Disposition": f'attachment; filename="manastack-{table.id}.json"'}
        return Response(table.save(seat, token), media_type="application/json", headers=headers)

    async def events(self, request: Request) -> Response:
        """Server-sent events: the table's version each time it changes (the page then asks for its view)."""
        table, _, _ = self._seat(request)

        async def stream() -> AsyncIterator[str]:
            seen = -1
            while not await request.is_disconnected():
                if table.version != seen:
                    seen = table.version
                    yield f"data: {json.dumps({'version': seen})}\n\n"
                await asyncio.sleep(EVENT_POLL_SECONDS)

        return StreamingResponse(stream(), media_type="text/event-stream", headers={"Cache-Control": "no-cache"})

    # -- judge mode -------------------------------------------------------------------------------
    async def scenarios(self, request: Request) -> Response:
        folder = self.scenarios_dir
        files = sorted(str(p.relative_to(folder)) for p in folder.rglob("*.yaml")) if folder else []
        return JSONResponse({"scenarios": files})

    async def open_judge(self, request: Request) -> Response:
        """``{text, name, lang}`` (a scenario written in the page) or ``{file, lang}`` (one of ``/api/scenarios``)."""
        body = await _json(request)
        lang = languages.chosen(body.get("lang"), self.lang)
        if "file" in body:
            path = self._scenario_path(_field(body, "file", str))
            session = self.judges.open(path.read_text(encoding="utf-8"), str(path), lang)
        else:
            session = self.judges.open(_field(body, "text", str), _field(body, "name", str, "scenario.yaml"), lang)
        return JSONResponse(session.view(), status_code=201)

    def _scenario_path(self, name: str) -> Path:
        folder = self.scenarios_dir
        if folder is None:
            raise TableError(404, N_("no scenarios folder: start the server with --scenarios DIR"))
        path = (folder / name).resolve()
        if not path.is_relative_to(folder.resolve()) or not path.is_file() or path.suffix != ".yaml":
            raise TableError(404, N_("no scenario {name!r}"), name=name)
        return path

    async def judge_view(self, request: Request) -> Response:
        session = self.judges.get(request.path_params["session"])
        return JSONResponse(session.view(languages.chosen(request.query_params.get("lang"), session.lang)))

    async def judge_step(self, request: Request) -> Response:
        """The next step (``?lang=``: the language of the view it answers with)."""
        session = self.judges.get(request.path_params["session"])
        lang = languages.chosen(request.query_params.get("lang"), session.lang)
        session.step()
        return JSONResponse(session.view(lang))

    # -- the rules index --------------------------------------------------------------------------
    async def rules_page(self, request: Request) -> Response:
        """``manastack rules [N]`` as a page: the rule's summary and the modules, tests and scenarios behind it
        (the summaries and the page's words in ``?lang=``, else the server's language)."""
        from manastack.judge.rules_index import index, matching

        naming = Naming(languages.chosen(request.query_params.get("lang"), self.lang))
        every = self.rules_entries.get(naming.lang)
        if every is None:
            every = self.rules_entries[naming.lang] = await asyncio.to_thread(index, None, naming.lang)
        number = request.path_params.get("number", "")
        entries = matching(every, number) if number else every
        parent = number
        while number and not entries and parent:     # a subrule the index lacks: show its nearest parent
            parent = parent[:-1].rstrip(".")
            entries = matching(every, parent) if parent else []
        return HTMLResponse(_rules_html(number, entries, naming), status_code=200 if entries or not number else 404)


def _rules_html(number: str, entries: list[RuleEntry], naming: Naming) -> str:
    text = naming.text
    query = "" if naming.lang == "en" else f"?lang={naming.lang}"       # the links keep the page's language
    rows = []
    for e in entries:
        details = "".join(f"<dt>{html.escape(text(label))}</dt><dd>{html.escape(', '.join(items) or '—')}</dd>"
                          for label, items in zip(words.RULE_DETAILS, (e.modules, e.tests, e.scenarios),
                                                  strict=True))
        rows.append(f'<section id="{html.escape(e.number)}"><h2><a href="/rules/{html.escape(e.number)}{query}">'
                    f"{html.escape(e.number)}</a></h2><p>{html.escape(e.summary)}</p><dl>{details}</dl></section>")
    title = html.escape(text(words.RULE_TITLE).format(number=number) if number else text(words.RULES_TITLE))
    body = "".join(rows) or f"<p>{html.escape(text(words.RULE_NOT_CITED).format(number=number))}</p>"
    return (f'<!doctype html><html lang="{naming.lang}"><head><meta charset="utf-8"><title>{title} — manastack'
            f'</title><link rel="stylesheet" href="/static/style.css"></head><body class="rules"><h1>{title}</h1>'
            f'<p><a href="/rules{query}">{html.escape(text(words.ALL_RULES))}</a> · '
            f'<a href="/{query}">{html.escape(text(words.PLAY))}</a></p>{body}</body></html>')


async def _json(request: Request) -> dict[str, Any]:
    """The request's JSON object body (400 for anything else)."""
    data = await request.body()
    if len(data) > MAX_BODY:
        raise TableError(413, N_("the request is too large"))
    try:
        body = json.loads(data or b"{}")
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise TableError(400, N_("malformed JSON: {error}"), error=exc) from None
    if not isinstance(body, dict):
        raise TableError(400, N_("the request body must be a JSON object"))
    request.state.lang = body.get("lang")     # the language of an error the request meets after this
    return body


_MISSING = object()


def _field(body: dict[str, Any], name: str, kind: type, default: Any = _MISSING) -> Any:
    value = body.get(name, default)
    if value is _MISSING:
        raise TableError(400, N_("missing field {name!r}"), name=name)
    if value is default and default is not _MISSING:
        return value
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TableError(400, N_("field {name!r} must be {kind}"), name=name, kind=kind.__name__)
    return value
