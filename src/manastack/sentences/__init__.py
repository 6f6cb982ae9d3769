"""The sentences of the event stream: the one view that writes English, Spanish or Italian from the facts events
carry (the rules emit data, a view writes the sentence).

``sentence(event)`` is the plain sentence; ``line(event)`` the trace line with the rule in brackets. A ``Naming``
decides the language and how players and objects are written: the judge trace writes names, a player's view adds
short ids and writes the viewer as "you" (``manastack.ui.wording``). Formatting happens only here, when someone
reads an event.

The templates are in ``manastack.sentences.catalog``, marked with ``N_`` and ``Plural`` for Babel's extractor; a
translation (``manastack.sentences.languages``) replaces each template by its gettext entry, plural forms by
``ngettext``, and keeps their named placeholders.
"""

from __future__ import annotations

import gettext
from enum import Enum

from manastack.sentences.catalog import (
    BEFORE_VOWEL,
    COLORED_REDUCTION,
    COST_CHANGE,
    FACE_DOWN,
    HIDDEN,
    JOINS,
    RULES_TEXT,
    SENTENCES,
    SEPARATOR,
    SOMEONE,
    STEPS,
    SUBTYPE,
    TERMS,
    ZONE_NAMES,
    ZONES,
    Entry,
    Sentence,
)
from manastack.sentences.labels import LABELS
from manastack.sentences.languages import language, translations
from manastack.sentences.prompts import PROMPTS
from manastack.types.decisions import Choice, Decision, Label, Prompt, Worded
from manastack.types.enums import Step, Zone
from manastack.types.events import Event, ObjectRef, PlayerRef, Quoted
from manastack.types.explained import Explained
from manastack.types.markers import Plural

__all__ = ["PLAIN", "Naming", "hidden_line", "label_text", "line", "prompt_text", "sentence", "template_of"]


class Naming:
    """How a sentence writes the players and objects it names (by name: the judge's trace), and in which language
    (``lang``: a code of ``languages.LANGUAGES``; English by default, whatever the environment says)."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = language(lang)
        self.catalog: gettext.NullTranslations = translations(self.lang)

    def text(self, template: str) -> str:
        """A template of the catalog in this language."""
        return self.catalog.gettext(template)

    def term(self, context: str | None, word: str) -> str:
        """A term of the game in this language, in its context if it has one (``markers.C_``)."""
        return self.catalog.pgettext(context, word) if context else self.catalog.gettext(word)

    def form(self, plural: Plural, n: int) -> str:
        """The form of a plural sentence for ``n``, by the language's plural rule."""
        return self.catalog.ngettext(plural.one, plural.other, n)

    def message(self, template: str, facts: tuple[tuple[str, object], ...]) -> str:
        """An error's message (``types.explained.Explained``): its template in this language, filled from its facts
        (a message without facts is not formatted: an error not converted yet may hold a braced "{R}")."""
        text = self.text(template)
        return text.format_map(_fields(facts, self, {})) if facts else text

    def player(self, ref: PlayerRef) -> str:
        return ref.name

    def object(self, ref: ObjectRef) -> str:
        return self.text(FACE_DOWN) if ref.face_down else ref.name


PLAIN = Naming()
Explained.english = PLAIN      # an error's English words are this package's (``types.explained``)


def template_of(event: Event, naming: Naming = PLAIN) -> str:
    """The template the event reads with: its kind's, its variant's, in the form its count asks for, in the
    naming's language."""
    entry = SENTENCES[event.kind]
    chosen: Sentence = entry[_variant(event)] if isinstance(entry, dict) else entry
    if isinstance(chosen, Plural):
        n = event.amount if chosen.count == "amount" else event.get(chosen.count)
        return naming.form(chosen, n if isinstance(n, int) else 0)
    return naming.text(chosen)


def _variant(event: Event) -> str:
    variant = str(event.get("variant") or "")
    if variant in BEFORE_VOWEL and str(event.get(BEFORE_VOWEL[variant][0]) or " ")[0] in "AEIOU":
        return BEFORE_VOWEL[variant][1]     # English articles: "an Octopus token"
    return variant


def sentence(event: Event, naming: Naming = PLAIN) -> str:
    """The event as a sentence."""
    fields = _fields(event.data, naming, {"amount": event.amount})
    derive = _DERIVED.get(event.kind)
    if derive is not None:
        derive(event, fields, naming)
    text = template_of(event, naming).format_map(fields)
    if naming.lang == "en":
        text = text.replace("s's ", "s' ")   # the possessive of a name ending in s: "Jolly Gerbils' ability"
    return text


def prompt_text(prompt: Prompt, naming: Naming = PLAIN) -> str:
    """What a decision asks, in words (``manastack.sentences.prompts``)."""
    return _worded(PROMPTS, prompt, naming)


def label_text(label: Label, naming: Naming = PLAIN) -> str:
    """What one option of a decision says, in words (``manastack.sentences.labels``)."""
    return _worded(LABELS, label, naming)


def option_text(decision: Decision, option: Choice, naming: Naming = PLAIN) -> str:
    """The words of one of the decision's options (its value itself, shown as data, if it has no label)."""
    label = decision.label_at(option)
    return label_text(label, naming) if label is not None else repr(option)


def _worded(table: dict[str, Entry], worded: Worded, naming: Naming) -> str:
    """A prompt's or a label's words: its kind's template (its variant's; the form its count asks for), filled
    from its facts."""
    entry = table[worded.kind]
    chosen: Sentence = _variant_of(entry, worded) if isinstance(entry, dict) else entry
    if isinstance(chosen, Plural):
        n = worded.get(chosen.count)
        template = naming.form(chosen, n if isinstance(n, int) else 0)
    else:
        template = naming.text(chosen)
    return template.format_map(_fields(worded.facts, naming, {}))


def _variant_of(entry: dict[str, Sentence], worded: Worded) -> Sentence:
    """The words of the worded's variant; of its variant for its target, if the target is one the engine names
    ("named awaken land", ``manastack.sentences.prompts``)."""
    variant, target = str(worded.get("variant") or ""), worded.get("target")
    return entry.get(f"{variant} {target.text if isinstance(target, Quoted) else target}") or entry[variant]


def _fields(facts: tuple[tuple[str, object], ...], naming: Naming, fields: dict[str, object]) -> dict[str, object]:
    """The facts as a template's placeholders read them (the first of a name wins)."""
    for key, value in facts:
        if key not in fields:
            if key in TERMS and naming.lang != "en":
                value = _term(value, *TERMS[key], naming)
            fields[key] = _written(value, naming, naming.text(JOINS.get(key, SEPARATOR)))
    return fields


def _term(value: object, context: str | None, terms: dict[str, str], naming: Naming) -> object:
    """A term of the game (a color, a counter kind, a keyword, a card type; or a list of them) in the naming's
    language; any other word (a creature type, a name) as it is."""
    if isinstance(value, tuple):
        return tuple(_term(v, context, terms, naming) for v in value)
    word = str(value.value if isinstance(value, Enum) else value)
    return naming.term(context, terms[word.lower()]) if word.lower() in terms else word


def hidden_line(event: Event, what: str, players: list[str], naming: Naming = PLAIN) -> str:
    """The line a player's view shows instead of an event it may not see (``what``: a key of ``HIDDEN``)."""
    player = players[event.player] if event.player is not None else naming.text(SOMEONE)
    return f"{naming.text(HIDDEN[what]).format(player=player)} [{event.rule}]"


def line(event: Event, naming: Naming = PLAIN) -> str:
    """The trace line: the sentence, then the rule in brackets."""
    return f"{sentence(event, naming)} [{event.rule}]"


def _written(value: object, naming: Naming, separator: str = SEPARATOR) -> object:
    """A fact as the sentence shows it; numbers stay numbers (a template may format them, ``{power:+d}``)."""
    if isinstance(value, PlayerRef):
        return naming.player(value)
    if isinstance(value, ObjectRef):
        return naming.object(value)
    if isinstance(value, Prompt):       # the question a choice answered: "Choose target for Shock: …"
        return prompt_text(value, naming)
    if isinstance(value, Label):        # the option chosen: "… Ana chooses Promise the gift to Bruno."
        return label_text(value, naming)
    if isinstance(value, Explained):    # the error another error reports: "…: unknown card 'Shokc'"
        return value.text(naming)
    if isinstance(value, Quoted):       # a card's words: "Pay sacrifice a Food?"
        words = value.text if naming.lang == "en" else naming.term(RULES_TEXT, value.text)
        return words[:1].upper() + words[1:] if value.capitalized else words
    if isinstance(value, Step):
        return naming.text(STEPS[value])
    if isinstance(value, Zone):
        return naming.text(ZONE_NAMES[value])
    if isinstance(value, tuple):
        return separator.join(str(_written(v, naming)) for v in value)
    if isinstance(value, Enum):
        return str(value.value)
    return value


def _places(event: Event, fields: dict[str, object], naming: Naming) -> None:
    """A zone change names the zones it moved between as the owner's ("Ana's graveyard") or shared ones; a token
    named by its subtypes (CR 111.4) reads as those subtypes in the naming's language ("una ficha de Pez")."""
    owner = event.get("owner")
    owner_name = naming.player(owner) if isinstance(owner, PlayerRef) else ""
    for key, zone in (("from_zone", event.get("from")), ("to_zone", event.get("to"))):
        if isinstance(zone, Zone):
            fields[key] = naming.text(ZONES[zone]).format(owner=owner_name)
    subtypes = event.get("subtypes")
    if isinstance(subtypes, tuple) and naming.lang != "en":
        fields["token"] = " ".join(naming.term(SUBTYPE, str(s)) for s in subtypes)


def _mana(event: Event, fields: dict[str, object], naming: Naming) -> None:
    """The mana a mana ability or an effect added, in mana symbols (CR 107.4): "{G}{G}"."""
    fields["mana"] = "".join("{" + m + "}" for m in str(event.get("letters")))


def _cost_changes(event: Event, fields: dict[str, object], naming: Naming) -> None:
    """CR 601.2f: each increase and reduction of a total cost, "{1} more (Herald of Kozilek)"; a reduction that
    takes off colored symbols first reads "{U} (or {1}) ×2 less (…)"."""
    changes = event.get("changes")
    assert isinstance(changes, tuple)
    fields["changes"] = naming.text(SEPARATOR).join(
        naming.text(COST_CHANGE["more" if n > 0 else "less"]).format(mana=_cost_mana(n, color, naming), where=where)
        for where, n, color in changes)


def _cost_mana(n: int, color: str, naming: Naming) -> str:
    """"{2}", or, for a reduction that takes off colored symbols first, "{U} (or {1}) ×2" (CR 601.2f)."""
    if not color:
        return f"{{{abs(n)}}}"
    symbol = naming.text(COLORED_REDUCTION).format(symbol=f"{{{color}}}", generic="{1}")
    return symbol + (f" \u00d7{abs(n)}" if abs(n) > 1 else "")


def _label_end(event: Event, fields: dict[str, object], naming: Naming) -> None:
    """The option chosen ends the sentence: its own final period (an ability's words) is the sentence's."""
    fields["label"] = str(fields.get("label", "")).rstrip(".")


_DERIVED = {"choice": _label_end, "zone_change": _places, "mana": _mana, "mana_added": _mana,
            "total_cost": _cost_changes}

