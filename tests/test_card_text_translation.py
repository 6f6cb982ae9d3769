"""A card's rules text and type line in Spanish and Italian (``manastack.cards.translation``): every line of every
shipped card is a message of the catalogs, translated; the keyword line is written with the keyword terms; the
mana symbols stay; English is what ``cards.render`` writes; a user's own card reads in English; the options that
quote a card's words (activate, a trigger, a mode) quote them in the reader's language; ``cards show --lang``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from click.testing import CliRunner

from manastack.cards.pool import CardPool
from manastack.cards.render import rules_text, type_line
from manastack.cards.translation import (
    LOYALTY,
    SUBTYPE,
    TYPE_LINE,
    card_face,
    keyword_line,
    rules_text_in,
    target_names,
    type_line_in,
)
from manastack.cli import cli
from manastack.sentences import Naming, label_text, prompt_text, sentence
from manastack.sentences.catalog import KEYWORDS, RULES_TEXT
from manastack.sentences.languages import LOCALE_DIR
from manastack.types.decisions import Label, Prompt, mode_label, target_facts
from manastack.types.events import Event, ObjectRef, PlayerRef, Quoted

TRANSLATED = ("es", "it")


@cache
def _catalog(lang: str) -> Catalog:
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / "manastack.po", "rb") as po:
        return read_po(po)


def _translation(lang: str, context: str, message: str) -> str:
    entry = _catalog(lang).get(message, context=context)
    assert entry is not None and entry.string, f"{lang}: no translation of {context} {message!r}"
    return str(entry.string)


def _shipped() -> list:
    return sorted(CardPool.builtin().values(), key=lambda d: d.name)


def test_english_is_the_rendered_text():
    """The English rules text and type line are the renderer's own (``cards.render``), byte for byte."""
    for definition in _shipped():
        assert rules_text_in(definition) == rules_text(definition)
        assert type_line_in(definition) == type_line(definition)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_line_of_every_shipped_card_is_translated(lang):
    """Each line of each shipped card (but the keyword line) is a translated message, and the text in the
    language is those translations, line by line."""
    naming = Naming(lang)
    for definition in _shipped():
        english = rules_text(definition).split("\n") if rules_text(definition) else []
        translated = rules_text_in(definition, naming).split("\n") if english else []
        assert len(translated) == len(english), definition.name
        for number, (line, ours) in enumerate(zip(english, translated, strict=True)):
            if number == 0 and definition.keywords:
                assert ours == keyword_line(definition.keywords, naming)
            else:
                assert ours == _translation(lang, RULES_TEXT, line), f"{definition.name}: {line!r}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_type_lines_translate_types_and_each_subtype(lang):
    """CR 205.1: the type line's supertypes and card types, then a long dash and each subtype (205.3), each in
    the language."""
    naming = Naming(lang)
    for definition in _shipped():
        left, _, right = type_line_in(definition, naming).partition(" — ")
        english = " ".join([*definition.supertypes, *(t.value for t in definition.types)])
        assert left == (_translation(lang, TYPE_LINE, english) if english else "")
        assert right.split() == [w for s in definition.subtypes for w in _translation(lang, SUBTYPE, s).split()]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_keyword_line_is_written_with_the_keyword_terms(lang):
    """CR 702.1: the keyword line lists the card's keywords, each the term the trace uses for it, capitalized
    as a line begins."""
    naming = Naming(lang)
    line = keyword_line(("Flying", "Vigilance"), naming)
    flying, vigilance = (naming.text(KEYWORDS[k]) for k in ("flying", "vigilance"))
    assert line == f"{flying[:1].upper()}{flying[1:]}{naming.text(', ')}{vigilance}"
    assert line != "Flying, vigilance"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_translated_line_keeps_the_mana_symbols(lang):
    """CR 107.4: the symbols of a cost are the same in every language ("{T}: Add {G}.")."""
    for definition in _shipped():
        for line in rules_text(definition).split("\n"):
            if "{" in line and not (definition.keywords and line == rules_text(definition).split("\n")[0]):
                ours = _translation(lang, RULES_TEXT, line)
                assert sorted(_symbols(ours)) == sorted(_symbols(line)), (line, ours)


def _symbols(text: str) -> list[str]:
    return [part.split("}")[0] for part in text.split("{")[1:]]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_card_face_reads_in_the_language(lang):
    """The card as a player's view shows it: name and cost as printed, then the type line, text and loyalty in
    the language (CR 209.1)."""
    naming = Naming(lang)
    pool = CardPool.builtin()
    walker = next(d for d in _shipped() if d.loyalty is not None)
    face = card_face(walker, naming)
    assert face[0].startswith(walker.name) and face[1] == type_line_in(walker, naming)
    assert face[-1] == naming.text(LOYALTY).format(loyalty=walker.loyalty) != f"Loyalty {walker.loyalty}"
    hero = pool["Heartfire Hero"]
    assert card_face(hero, naming)[2:4] == rules_text_in(hero, naming).split("\n") and card_face(hero)[-1] == "1/1"


def test_a_card_of_the_users_own_reads_in_english(tmp_path: Path):
    """A line no catalog holds (a card file of the user's own) reads as the renderer wrote it, as gettext does
    with a message it lacks."""
    path = tmp_path / "mine.yaml"
    path.write_text("Plain Bear:\n  cost: '{1}{G}'\n  types: [Creature]\n  subtypes: [Bear]\n  power: 2\n"
                    "  toughness: 2\n  keywords: [Trample]\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["cards", "check", str(path), "--lang", "es"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[:4] == ["Plain Bear  {1}{G}", f"Criatura — {_translation('es', SUBTYPE, 'Bear')}",
                                              keyword_line(("Trample",), Naming("es")), "2/2"]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_cards_show_writes_the_card_in_the_language(lang):
    """``manastack cards show --lang``: the type line and every line of the text in the language; ``--json``
    names its language and keeps its keys."""
    pool = CardPool.builtin()
    hero = pool["Heartfire Hero"]
    result = CliRunner().invoke(cli, ["cards", "show", "Heartfire Hero", "--lang", lang])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == card_face(hero, Naming(lang))
    as_json = CliRunner().invoke(cli, ["cards", "show", "Heartfire Hero", "--lang", lang, "--json"])
    assert '"lang": "' + lang + '"' in as_json.output and '"type_line"' in as_json.output
    assert rules_text(hero).split("\n")[0] not in as_json.output


@pytest.mark.parametrize("lang", TRANSLATED)
def test_options_quote_the_cards_words_in_the_language(lang):
    """CR 602.2 and 603.3b: an activation and a trigger on the stack are offered in the card's words, and a mode
    (700.2) in its file's words: each is the catalog's line in the reader's language."""
    naming = Naming(lang)
    forest = ObjectRef(7, "Forest")
    words = "{T}: Add {G}."
    assert label_text(Label.of("activate", object=forest, text=Quoted(words)), naming).endswith(
        _translation(lang, RULES_TEXT, words))
    assert label_text(Label.of("activate", object=forest, text=Quoted(words))) == "Activate Forest: {T}: Add {G}."
    mode = next(m.label for d in _shipped() for m in d.modes if m.label)
    assert label_text(mode_label(mode, 0), naming) == _translation(lang, RULES_TEXT, mode)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_quoted_card_words_read_in_the_language(lang):
    """CR 118.12 and 613.1d: the costs a question offers ("Pay sacrifice a Food?") and what a permanent becomes
    are the card's words: translated like its rules text, the first letter capitalized where they open the
    sentence; a mana cost alone reads the same."""
    naming = Naming(lang)
    food = _translation(lang, RULES_TEXT, "sacrifice a Food")
    assert label_text(Label.of("pay", variant="cost", cost=Quoted("sacrifice a Food")), naming).endswith(food)
    asked = prompt_text(Prompt.of("lose_life_unless", variant="one", amount=3,
                                  cost=Quoted("sacrifice a Food", capitalized=True), or_cost=""), naming)
    assert asked.startswith(food[:1].upper() + food[1:])
    assert label_text(Label.of("pay", variant="cost", cost=Quoted("{2}{R}")), naming).endswith("{2}{R}")
    event = Event(0, "become", "613.1d", data=(("objects", (ObjectRef(3, "Forest"),)), ("what", Quoted("an Island"))))
    assert _translation(lang, RULES_TEXT, "an Island") in sentence(event, naming)
    assert sentence(event) == "Forest becomes an Island."


def test_every_quoted_cost_of_a_shipped_card_is_a_message():
    """The costs the shipped cards may ask to pay (a "you may pay", a punisher's, a ward cost) are extracted."""
    from manastack.cards.translation import _quoted

    ygra = CardPool.builtin()["Ygra, Eater of All"]
    assert "sacrifice a Food" in set(_quoted(ygra))
    for definition in _shipped():
        for words in _quoted(definition):
            assert _translation("es", RULES_TEXT, words) and _translation("it", RULES_TEXT, words)


def test_every_target_name_of_a_shipped_card_is_a_message():
    """CR 601.2c: the names the shipped card files give their targets ("striker"; "other_creature" as "other
    creature") are extracted and translated; a target named plainly "target" is asked without its name."""
    names = {name for definition in _shipped() for name in target_names(definition)}
    assert {"striker", "theirs", "opponent"} <= names and "target" not in names
    assert not any("_" in name for name in names)
    for name in names:
        assert _translation("es", RULES_TEXT, name) != name and _translation("it", RULES_TEXT, name) != name


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_target_name_is_asked_in_the_language(lang):
    """CR 601.2c, 707.10c: a question names the card file's target in the card's words of the reader's language;
    English reads as before ("Choose striker for Valley Rally")."""
    naming, rally = Naming(lang), ObjectRef(1, "Valley Rally")
    striker = _translation(lang, RULES_TEXT, "striker")
    asked = prompt_text(Prompt.of("choose_target", **target_facts("striker"), spell=rally), naming)
    assert striker in asked and "striker" not in asked and "Valley Rally" in asked
    assert striker in prompt_text(Prompt.of("copy_new_target", **target_facts("striker")), naming)
    assert prompt_text(Prompt.of("choose_target", **target_facts("striker"), spell=rally)) == \
        "Choose striker for Valley Rally"
    assert prompt_text(Prompt.of("copy_new_target", **target_facts("other_creature"))) == \
        "Choose a new other creature for the copy"
    assert prompt_text(Prompt.of("choose_target", **target_facts("target"), spell=rally)) == \
        "Choose target for Valley Rally"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_targets_the_engine_names_are_asked_in_the_language(lang):
    """The targets the engine adds or renames have words of their own: an Aura spell's (CR 303.4a, "enchant"),
    awaken's land (702.113a), and a mode chosen again, by its mode's place (700.2d, "target@2")."""
    naming, spell = Naming(lang), ObjectRef(1, "Season of the Burrow")
    english = {"enchant": "Choose enchant for Season of the Burrow",
               "awaken_land": "Choose awaken_land for Season of the Burrow",
               "target@2": "Choose target@2 for Season of the Burrow",
               "returned@3": "Choose returned@3 for Season of the Burrow"}
    for name, words in english.items():
        asked = Prompt.of("choose_target", **target_facts(name), spell=spell)
        assert prompt_text(asked) == words
        translated = prompt_text(asked, naming)
        assert name.partition("@")[0] not in translated and "Season of the Burrow" in translated, translated
    assert "3" in prompt_text(Prompt.of("choose_target", **target_facts("returned@3"), spell=spell), naming)
    assert prompt_text(Prompt.of("copy_new_target", **target_facts("target@2"))) == \
        "Choose a new target@2 for the copy"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_abilities_keywords_make_and_what_mana_may_buy_are_translated(lang):
    """CR 702.108a, 702.174b, 702.21a: the triggers and abilities a keyword stands for (prowess, a gift's, ward's,
    equip) are quoted when their trigger is ordered or they are activated; 106.6 and 601.3: what restricted mana
    may be spent on and what a permission lets a player cast are quoted in the trace: all are translated."""
    from manastack.cards.parts import ManaAbilitySpec
    from manastack.cards.phrases import restriction_words
    from manastack.cards.pool import nested
    from manastack.cards.render import ability_text
    from manastack.rules.abilities import keyword_triggers

    made = spent = 0
    for definition in _shipped():
        for ability in keyword_triggers(definition):
            assert _translation(lang, RULES_TEXT, ability_text(ability).replace("\n", " "))
            made += 1
        for _, mana in nested(definition, ManaAbilitySpec):
            if mana.spend_only is not None:
                assert _translation(lang, RULES_TEXT, restriction_words(mana.spend_only))
                spent += 1
    assert made > 20 and spent > 3


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_face_down_spell_paid_for_is_named_in_the_language(lang):
    """CR 708.2a: a face-down spell has no name; the payment for it says "a face-down creature" in the language."""
    from manastack.sentences.catalog import FACE_DOWN

    naming = Naming(lang)
    event = Event(0, "paid", "601.2h", data=(("player", PlayerRef(0, "Ana")), ("cost", "{3}"),
                                             ("what", ObjectRef(9, "", True))))
    assert sentence(event) == "Ana pays {3} for a face-down creature."
    assert naming.text(FACE_DOWN) in sentence(event, naming) and "face-down" not in sentence(event, naming)
