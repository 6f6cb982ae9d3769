"""A card's rules text and type line in the reader's language (``--lang``; English is ``cards.render``'s own).

The engine writes a card's rules text in English from its definition (``cards.render``). Another language reads
each line of that text as a gettext message of the ``manastack`` catalog, in the context ``rules text``: a card is
translated line by line, as printed cards are. The keyword line ("Flying, vigilance") is written with the keyword
terms of the trace (``sentences.catalog.KEYWORDS``); a type line's supertypes and card types ("Legendary
Creature") are one message (context ``type line``), and each subtype a term (context ``subtype``, CR 205.3).

The messages are the lines of the cards shipped in the package, extracted by :func:`extract_rules_text` (named in
``babel.cfg``) with the card each comes from as the translator's comment, so a card added or reworded is a new
message and the catalog test fails until it is translated. A line no catalog holds (a card file of the user's own)
reads in English, as gettext does with any message it lacks.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Iterator
from typing import IO, Any

from manastack.cards.loader import parse_card_file
from manastack.cards.locate import compose, key_lines
from manastack.cards.phrases import restriction_words
from manastack.cards.pool import nested
from manastack.cards.render import ability_text, rules_text, type_line
from manastack.cards.schema import Activated, CardDef, Cost, ManaAbilitySpec, TargetSpec, Triggered
from manastack.cards.vocabulary.become import Become, describe
from manastack.cards.vocabulary.lose_life_unless import LoseLifeUnless
from manastack.cards.vocabulary.may_cast_from_graveyard import MayCastFromGraveyard, spells
from manastack.cards.vocabulary.pay import Pay, describe_cost
from manastack.sentences import PLAIN, Naming
from manastack.sentences.catalog import KEYWORDS, RULES_TEXT, SEPARATOR, SUBTYPE
from manastack.types.decisions import target_name, target_variant
from manastack.types.markers import N_

TYPE_LINE = "type line"
MANA_ONLY = re.compile(r"(\{[^}]+\})+")
LOYALTY = N_("Loyalty {loyalty}")     # CR 209.1: a planeswalker's printed loyalty, where P/T would be
TARGET_NAME_COMMENT = "the name of a target, in a question: Choose {target} for {spell}"


def card_face(definition: CardDef, naming: Naming = PLAIN) -> list[str]:
    """The card as printed, a line each: name and mana cost, type line, rules text, power/toughness or loyalty."""
    head = definition.name + (f"  {definition.cost.render()}" if definition.cost is not None else "")
    lines = [head, type_line_in(definition, naming), *rules_text_in(definition, naming).split("\n")]
    if definition.loyalty is not None:
        lines.append(naming.text(LOYALTY).format(loyalty=definition.loyalty))
    elif definition.power is not None or definition.toughness is not None:
        power = "*" if definition.pt_equal_to else definition.printed_power     # CR 208.2: "*", a CDA
        lines.append(f"{power}/{'*' if definition.pt_equal_to else definition.toughness}")
    return [line for line in lines if line]


def rules_text_in(definition: CardDef, naming: Naming = PLAIN) -> str:
    """The card's rules text in the naming's language."""
    text = rules_text(definition)
    if naming.lang == "en" or not text:
        return text
    lines = text.split("\n")
    translated = [naming.term(RULES_TEXT, line) for line in lines]
    if definition.keywords:      # the first line is the keyword line (``render.rules_text``)
        translated[0] = keyword_line(definition.keywords, naming)
    return "\n".join(translated)


def keyword_line(keywords: tuple[str, ...], naming: Naming) -> str:
    """"Vuela, vigilancia": the keywords' terms, the first capitalized as a line begins."""
    words = [naming.text(KEYWORDS[k.lower()]) if k.lower() in KEYWORDS else k for k in keywords]
    line = naming.text(SEPARATOR).join(words)
    return line[:1].upper() + line[1:]


def type_line_in(definition: CardDef, naming: Naming = PLAIN) -> str:
    """The card's type line in the naming's language: "Criatura legendaria — Ratón Soldado"."""
    if naming.lang == "en":
        return type_line(definition)
    words = _types_words(definition)
    left = naming.term(TYPE_LINE, words) if words else ""     # an emblem has no types (CR 114.3)
    if not definition.subtypes:
        return left
    return f"{left} — {' '.join(naming.term(SUBTYPE, s) for s in definition.subtypes)}"


def _types_words(definition: CardDef) -> str:
    return " ".join([*definition.supertypes, *(t.value for t in definition.types)])


def extract_rules_text(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                       options: dict[str, Any]) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extraction method for the card files (named in ``babel.cfg``): each line of a card's rules text
    (but its keyword line, made of terms), each ability and mode as a menu quotes it, the names of its targets, its
    supertypes and card types, and each subtype is a message in its context, with the card as the comment a
    translator reads (``#. card: Heartfire Hero``)."""
    text = fileobj.read().decode(options.get("encoding", "utf-8"))
    lines = key_lines(compose(text)[1])
    keyword_made = _named_function(options.get("keyword_abilities"))
    for definition in parse_card_file(text, str(getattr(fileobj, "name", "card file"))):
        at, comment = lines.get(definition.file_key) or 1, [f"card: {definition.name}"]
        for message in _card_words(definition, keyword_made(definition) if keyword_made else ()):
            yield at, "C_", (RULES_TEXT, message), comment
        for name in target_names(definition):
            yield at, "C_", (RULES_TEXT, name), [*comment, TARGET_NAME_COMMENT]
        if _types_words(definition):
            yield at, "C_", (TYPE_LINE, _types_words(definition)), comment
        for subtype in definition.subtypes:
            yield at, "C_", (SUBTYPE, subtype), comment


def _named_function(name: str | None) -> Callable[[CardDef], Iterable[object]] | None:
    """The function ``babel.cfg`` names as ``module:function`` (the rules make the abilities a keyword stands for,
    and they sit above the cards: the configuration names them, as it names this extraction method)."""
    if not name:
        return None
    module, _, function = name.partition(":")
    return getattr(importlib.import_module(module), function)  # type: ignore[no-any-return]


def _card_words(definition: CardDef, keyword_made: Iterable[object] = ()) -> Iterator[str]:
    """The card's words a reader meets: its rules text's lines, and each ability and mode as an option quotes it
    (``sentences.labels``: "Activate …: {text}", a trigger's "{source}: {text}", a mode's "{text}"), the abilities
    its keywords make too (prowess's trigger, CR 702.108a; gift's, 702.174b)."""
    rendered = [line for line in rules_text(definition).split("\n") if line]
    yield from rendered[1:] if definition.keywords else rendered
    for ability in (*definition.abilities, *keyword_made):
        if isinstance(ability, Activated | ManaAbilitySpec | Triggered):     # the abilities an option quotes
            yield ability_text(ability).replace("\n", " ")
        yield from (mode.label for mode in getattr(ability, "modes", ()) if mode.label)
    yield from (mode.label for mode in definition.modes if mode.label)
    yield from _quoted(definition)


def _quoted(definition: CardDef) -> Iterator[str]:
    """The card's words an event or a question quotes (``types.events.Quoted``): a cost it may pay ("Pay sacrifice
    a Food?", CR 118.12), its ward cost (702.21a), what a permanent becomes (613.1d), what its mana may be spent on
    (106.6), what it lets a player cast (601.3); a mana cost alone reads the same in every language."""
    for words in _quoted_words(definition):
        if not MANA_ONLY.fullmatch(words):
            yield words


def _quoted_words(definition: CardDef) -> Iterator[str]:
    for _, pay in nested(definition, Pay):
        yield from (describe_cost(c) for c in (pay.cost, pay.or_cost) if c is not None)
    for _, unless in nested(definition, LoseLifeUnless):
        yield from (describe_cost(c) for c in (unless.cost, unless.or_cost) if c is not None)
    ward = definition.keyword("ward")
    if isinstance(ward, Cost):
        yield describe_cost(ward)
    yield from (describe(become) for _, become in nested(definition, Become))
    yield from (restriction_words(mana.spend_only) for _, mana in nested(definition, ManaAbilitySpec)
                if mana.spend_only is not None)       # CR 106.6: what the mana may be spent on
    yield from (spells(may) for _, may in nested(definition, MayCastFromGraveyard))    # 601.3: what may be cast


def target_names(definition: CardDef) -> Iterator[str]:
    """The names the card file gives its targets, as a question asks for them ("Choose striker for Valley Rally",
    CR 601.2c; ``types.decisions.target_name``); a target named plainly "target" is asked without its name."""
    for _, spec in nested(definition, TargetSpec):
        if target_variant(spec.name) == "named":
            yield target_name(spec.name).text
