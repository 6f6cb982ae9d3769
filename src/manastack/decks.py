"""Deck-list parsing.

Four common text formats are understood, and the format is detected automatically:

``plain``
    ``4 Card Name`` or ``4x Card Name`` lines, ``#`` comments, an optional ``Sideboard`` header line.
``mtga``
    MTG Arena exports: ``Deck`` / ``Sideboard`` / ``Commander`` / ``Companion`` (and ``About``) section
    headers and lines such as ``4 Lightning Bolt (M10) 146``.  The set code, collector number and
    ``*F*``/``*E*`` markers are dropped.  Commander cards belong to the main deck; a companion is
    added to the sideboard unless the sideboard already lists it (Arena exports list it in both).
``dec``
    ``.dec`` files: ``SB: 2 Card Name`` sideboard lines, ``//`` comments (``// NAME: ...`` names the
    deck) and the ``4 [M10] Card Name`` set-code variant.
``dck``
    Forge ``.dck`` files: ``[metadata]`` (``Name=...``), ``[Main]`` and ``[Sideboard]`` sections with
    ``4 Card Name|SET|1`` lines; every other section is ignored.

Every problem is reported as a :class:`DeckError` whose message is one line naming the source and,
where there is one, the 1-based line number.
"""

from __future__ import annotations

import difflib
import os
import re
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from manastack.types.explained import Explained
from manastack.types.markers import N_

__all__ = [
    "MAX_CARD_COUNT",
    "MAX_DECK_BYTES",
    "Deck",
    "DeckEntry",
    "DeckError",
    "detect_format",
    "load_deck",
    "parse_deck",
    "suggest_names",
]

MAX_DECK_BYTES = 1024 * 1024
"""Largest deck file (or text, UTF-8 encoded) that is accepted: 1 MiB."""

MAX_CARD_COUNT = 1000
"""Largest count accepted on a single line, so ``card_names()`` stays bounded."""

_SHOWN_CHARS = 60

_DCK_SECTION = re.compile(r"\[\s*([A-Za-z][\w ]*?)\s*\]")
_DEC_CARD = re.compile(r"(?:SB:\s*)?[0-9]+[xX]?\s+\[[^\]\s]*\]\s*\S", re.IGNORECASE)
_DEC_SIDEBOARD = re.compile(r"SB:\s*", re.IGNORECASE)
_DEC_NAME = re.compile(r"//\s*NAME\s*:(.*)", re.IGNORECASE)
_DEC_SET = re.compile(r"\[[^\]]*\]")
_MTGA_SUFFIX = re.compile(
    r"(?:^|\s+)\([A-Za-z0-9_]{2,8}\)(?:\s+[^\s()*]+)?(?:\s+\*[A-Za-z]\*)*\s*$",
)
_MTGA_MARKERS = re.compile(r"(?:\s+\*[A-Za-z]\*)+\s*$")
_MTGA_CARD = re.compile(r"[0-9]+[xX]?\s+\S.*?" + _MTGA_SUFFIX.pattern)
_MTGA_ONLY_HEADERS = frozenset({"deck", "commander", "companion", "about"})
_MTGA_HEADERS = _MTGA_ONLY_HEADERS | {"sideboard"}
_COUNT = re.compile(r"([0-9]+)[xX]?")
_NUMERIC_START = re.compile(r"[-+]?\.?[0-9]")


class DeckError(Explained, ValueError):
    """A deck list could not be read or parsed: the source, the 1-based line (if there is one) and the reason,
    a template marked ``N_`` and its facts (``types.explained.Explained``).

    ``str(error)`` is a single line such as
    ``decks/x.txt:3: expected '<count> <card name>', got 'Lightning'``.
    """

    source: str
    line: int | None
    detail: Explained

    def __init__(self, source: str, line: int | None, reason: str, **facts: object) -> None:
        self.source = source
        self.line = line
        self.detail = Explained(reason, **facts)
        where = source if line is None else f"{source}:{line}"
        super().__init__(N_("{where}: {reason}"), where=where, reason=self.detail)

    @property
    def reason(self) -> str:
        """The reason, in English."""
        return str(self.detail)


@dataclass(frozen=True)
class DeckEntry:
    """One card line of a deck list: ``count`` copies of ``name``, read from 1-based ``line``."""

    count: int
    name: str
    line: int


@dataclass(frozen=True)
class Deck:
    """A parsed deck list; ``format`` is ``"plain"``, ``"mtga"``, ``"dec"`` or ``"dck"``."""

    name: str
    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...]
    format: str

    def card_names(self) -> list[str]:
        """Return the main deck's card names, each repeated by its count, in file order."""
        return [entry.name for entry in self.main for _ in range(entry.count)]


@dataclass
class _Draft:
    """Mutable accumulator used while parsing."""

    name: str = ""
    main: list[DeckEntry] = field(default_factory=list)
    sideboard: list[DeckEntry] = field(default_factory=list)
    companions: list[DeckEntry] = field(default_factory=list)


# --------------------------------------------------------------------------- helpers


def _show(text: str) -> str:
    """Quote ``text`` for an error message, shortened and with control characters escaped."""
    if len(text) > _SHOWN_CHARS:
        text = text[: _SHOWN_CHARS - 3] + "..."
    return repr(text)


def _key(name: str) -> str:
    """Case- and whitespace-insensitive lookup key for a card name."""
    return " ".join(name.casefold().split())


def _split_lines(text: str) -> list[str]:
    """Split ``text`` into lines the way an editor numbers them (BOM removed)."""
    return re.split(r"\r\n|\r|\n", text.removeprefix("\ufeff"))


def _header(body: str) -> str:
    """Return ``body`` lower-cased without a trailing colon, for section-header comparison."""
    return body.removesuffix(":").strip().casefold()


def _check_size(size: int, source: str, what: str) -> None:
    """Refuse input larger than :data:`MAX_DECK_BYTES` (``what``: the message, marked ``N_``, naming the limit)."""
    if size > MAX_DECK_BYTES:
        raise DeckError(source, None, what, limit=MAX_DECK_BYTES)


def _parse_count(head: str, body: str, source: str, lineno: int) -> int:
    """Parse the count token ``head`` (``4`` or ``4x``) of the card line ``body``."""
    match = _COUNT.fullmatch(head)
    if match is None:
        if _NUMERIC_START.match(head):
            raise DeckError(source, lineno, N_("count must be a positive integer, got {count}"), count=_show(head))
        raise DeckError(source, lineno, N_("expected '<count> <card name>', got {text}"), text=_show(body))
    count = int(match.group(1))
    if count < 1:
        raise DeckError(source, lineno, N_("count must be a positive integer, got {count}"), count=_show(head))
    if count > MAX_CARD_COUNT:
        raise DeckError(source, lineno, N_("count {count} is too large (at most {limit})"), count=count,
                        limit=MAX_CARD_COUNT)
    return count


def _card_line(body: str, source: str, lineno: int, clean: Callable[[str], str]) -> DeckEntry:
    """Parse ``<count> <name>``; ``clean`` strips format-specific decoration from the name part."""
    head, *rest = body.split(None, 1)
    count = _parse_count(head, body, source, lineno)
    name = " ".join(clean(rest[0] if rest else "").split())
    if not name:
        raise DeckError(source, lineno, N_("missing card name after count {count}"), count=_show(head))
    return DeckEntry(count, name, lineno)


def _plain_name(text: str) -> str:
    return text


def _mtga_name(text: str) -> str:
    """Drop ``(SET) 123a`` and ``*F*`` markers from an Arena card line."""
    return _MTGA_MARKERS.sub("", _MTGA_SUFFIX.sub("", text))


def _dec_name(text: str) -> str:
    """Drop a leading ``[SET]`` from a ``.dec`` card line."""
    text = text.strip()
    match = _DEC_SET.match(text)
    return text[match.end() :] if match else text


def _dck_name(text: str) -> str:
    """Keep only the name of a Forge ``Name|SET|art`` card line."""
    return text.split("|", 1)[0]


# --------------------------------------------------------------------------- detection


def _detect(lines: Iterable[str]) -> str:
    """Detect the format of already-split lines (see :func:`detect_format`)."""
    found: set[str] = set()
    for raw in lines:
        body = raw.strip()
        if not body or body.startswith("#"):
            continue
        if _DCK_SECTION.fullmatch(body):
            return "dck"
        if body.startswith("//") or body[:3].upper() == "SB:" or _DEC_CARD.match(body):
            found.add("dec")
        elif _header(body) in _MTGA_ONLY_HEADERS or _MTGA_CARD.fullmatch(body):
            found.add("mtga")
    for fmt in ("dec", "mtga"):
        if fmt in found:
            return fmt
    return "plain"


def detect_format(text: str) -> str:
    """Return the format of a deck list: ``"dck"``, ``"dec"``, ``"mtga"`` or ``"plain"``.

    A ``[section]`` line means Forge ``.dck``; ``//`` comments, ``SB:`` lines or ``[SET]`` card
    lines mean ``.dec``; Arena-only headers or ``(SET) 123`` card lines mean ``mtga``.
    """
    return _detect(_split_lines(text))


# --------------------------------------------------------------------------- per-format parsers


def _parse_plain(lines: list[str], source: str) -> _Draft:
    draft = _Draft()
    target = draft.main
    for lineno, raw in enumerate(lines, 1):
        body = raw.strip()
        if not body or body.startswith("#"):
            continue
        if _header(body) == "sideboard":
            target = draft.sideboard
            continue
        target.append(_card_line(body, source, lineno, _plain_name))
    return draft


def _parse_mtga(lines: list[str], source: str) -> _Draft:
    draft = _Draft()
    targets = {
        "deck": draft.main,
        "commander": draft.main,
        "sideboard": draft.sideboard,
        "companion": draft.companions,
    }
    section = "deck"
    for lineno, raw in enumerate(lines, 1):
        body = raw.strip()
        if not body or body.startswith("#"):
            continue
        if _header(body) in _MTGA_HEADERS:
            section = _header(body)
            continue
        if section == "about":
            key, _, value = body.partition(" ")
            if key.casefold() == "name":
                draft.name = value.strip()
            continue
        targets[section].append(_card_line(body, source, lineno, _mtga_name))
    return draft


def _parse_dec(lines: list[str], source: str) -> _Draft:
    draft = _Draft()
    for lineno, raw in enumerate(lines, 1):
        body = raw.strip()
        if not body or body.startswith("#"):
            continue
        if body.startswith("//"):
            name = _DEC_NAME.match(body)
            if name and name.group(1).strip():
                draft.name = name.group(1).strip()
            continue
        sideboard = _DEC_SIDEBOARD.match(body)
        if sideboard:
            rest = body[sideboard.end() :]
            if not rest:
                raise DeckError(source, lineno, N_("expected 'SB: <count> <card name>', got {text}"), text=_show(body))
            draft.sideboard.append(_card_line(rest, source, lineno, _dec_name))
        else:
            draft.main.append(_card_line(body, source, lineno, _dec_name))
    return draft


def _parse_dck(lines: list[str], source: str) -> _Draft:
    draft = _Draft()
    targets = {"main": draft.main, "sideboard": draft.sideboard}
    section = "main"
    for lineno, raw in enumerate(lines, 1):
        body = raw.strip()
        if not body or body.startswith("#"):
            continue
        header = _DCK_SECTION.fullmatch(body)
        if header:
            section = header.group(1).casefold()
            continue
        if section == "metadata":
            key, sep, value = body.partition("=")
            if sep and key.strip().casefold() == "name":
                draft.name = value.strip()
            continue
        if section in targets:
            targets[section].append(_card_line(body, source, lineno, _dck_name))
    return draft


_PARSERS: Mapping[str, Callable[[list[str], str], _Draft]] = {
    "plain": _parse_plain,
    "mtga": _parse_mtga,
    "dec": _parse_dec,
    "dck": _parse_dck,
}


# --------------------------------------------------------------------------- name checking


def _index(known_names: Iterable[str]) -> dict[str, str]:
    """Map lookup keys to the known spelling (the first spelling wins on collisions)."""
    index: dict[str, str] = {}
    for known in known_names:
        index.setdefault(_key(known), known)
    return index


def _suggest(name: str, index: Mapping[str, str], n: int) -> list[str]:
    if n <= 0:
        return []
    return [index[match] for match in difflib.get_close_matches(_key(name), index.keys(), n=n)]


def suggest_names(name: str, known_names: Collection[str], n: int = 3) -> list[str]:
    """Return up to ``n`` names from ``known_names`` close to ``name`` (case-insensitive), best first."""
    return _suggest(name, _index(known_names), n)


def _check_known(entries: Iterable[DeckEntry], index: Mapping[str, str], source: str) -> None:
    """Raise on the first entry (in file order) whose name is not in ``index``, with suggestions."""
    for entry in sorted(entries, key=lambda entry: entry.line):
        if _key(entry.name) in index:
            continue
        suggestions = _suggest(entry.name, index, 3)
        if suggestions:
            raise DeckError(source, entry.line, N_("unknown card {name}; did you mean: {suggestions}?"),
                            name=_show(entry.name), suggestions=tuple(suggestions))
        raise DeckError(source, entry.line, N_("unknown card {name}"), name=_show(entry.name))


def _respell(entries: list[DeckEntry], index: Mapping[str, str]) -> list[DeckEntry]:
    """Replace every (already checked) name by its known spelling."""
    return [replace(entry, name=index[_key(entry.name)]) for entry in entries]


def _merge_companions(sideboard: list[DeckEntry], companions: list[DeckEntry]) -> list[DeckEntry]:
    """Add companions missing from the sideboard, keeping file order."""
    listed = {_key(entry.name) for entry in sideboard}
    extra = [entry for entry in companions if _key(entry.name) not in listed]
    return sorted(sideboard + extra, key=lambda entry: entry.line)


# --------------------------------------------------------------------------- public entry points


def parse_deck(text: str, source: str = "<text>", known_names: Collection[str] | None = None) -> Deck:
    """Parse a deck list in any supported format.

    ``source`` only labels error messages.  When ``known_names`` is given, every card name is
    matched case-insensitively and replaced by the known spelling; an unknown name is an error
    that suggests close matches.  The deck name is ``""`` unless the text names the deck.
    """
    _check_size(len(text.encode("utf-8", "surrogatepass")), source,
                N_("deck text is larger than 1 MiB ({limit} bytes)"))
    lines = _split_lines(text)
    fmt = _detect(lines)
    draft = _PARSERS[fmt](lines, source)
    if known_names is not None:
        index = _index(known_names)
        _check_known(draft.main + draft.sideboard + draft.companions, index, source)
        draft.main = _respell(draft.main, index)
        draft.sideboard = _respell(draft.sideboard, index)
        draft.companions = _respell(draft.companions, index)
    if not draft.main:
        raise DeckError(source, None, N_("the main deck is empty"))
    sideboard = _merge_companions(draft.sideboard, draft.companions)
    return Deck(draft.name, tuple(draft.main), tuple(sideboard), fmt)


def _read_text(path: str | os.PathLike[str], source: str) -> str:
    """Read a deck file as UTF-8, refusing files over :data:`MAX_DECK_BYTES`."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_DECK_BYTES + 1)
    except OSError as exc:
        raise DeckError(source, None, N_("cannot read file: {problem}"), problem=exc.strerror or exc) from exc
    _check_size(len(data), source, N_("file is larger than 1 MiB ({limit} bytes)"))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise DeckError(source, line, N_("file is not valid UTF-8")) from exc


def load_deck(path: str | os.PathLike[str], known_names: Collection[str] | None = None) -> Deck:
    """Read and parse a deck file; the deck is named after the file stem unless the file names it."""
    source = os.fspath(path)
    deck = parse_deck(_read_text(path, source), source, known_names)
    if not deck.name:
        deck = replace(deck, name=Path(source).stem)
    return deck


#: The two decks of ``manastack play --demo`` and the benchmark's default pairing (the same lists as the bench
#: decks), in the plain format.
DEMO_DECKS: dict[str, list[str]] = {
    "green-stompy": ["24 Forest", "12 Grizzly Bears", "8 Giant Growth", "8 Kalonian Tusker", "8 Leatherback Baloth"],
    "red-aggro": ["24 Mountain", "8 Lightning Bolt", "8 Monastery Swiftspear", "4 Shock", "8 Goblin Guide",
                  "8 Searing Spear"],
}


def demo_deck_lists() -> list[list[str]]:
    """The demo decks as lists of card names."""
    return [parse_deck("\n".join(lines), name).card_names() for name, lines in DEMO_DECKS.items()]
