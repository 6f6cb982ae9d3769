"""The command line writes each error of bad input in its ``--lang``, with exit code 2: a deck, a save or game
record, a card file (and the mana cost, reference or rule of the card format in it, also in a judge scenario's
``cards:``), a card name, a set, a ratings file, options that do not go together; and the deck
editor's errors read in the naming's language. The English is exactly what it was, and names, files, lines and
fields stay as written in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cards.pool import CardPool
from manastack.cli import cli
from manastack.limited.deck_editor import DeckEditError, DeckEditor
from manastack.sentences import Naming
from manastack.sentences.languages import UnknownLanguage, language

CARD_FILE = """\
Good Card: {cost: "{1}", types: [Artifact]}
Odd Cost: {cost: "{Q}", types: [Artifact]}
Typo Card: {cost: "{1}", types: [Artifact], powr: 2}
"""
REFERENCE = """\
Ref Card:
  cost: "{R}"
  types: [Instant]
  spell:
    targets: [{name: foe, kind: object}]
    effects: [{do: damage, amount: 2, to: fo}]
"""


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.output


def written(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "{deck}:1: unknown card 'Shokc'; did you mean: Shock?"),
    ("es", "{deck}:1: carta desconocida 'Shokc'; ¿quisiste decir: Shock?"),
    ("it", "{deck}:1: carta sconosciuta 'Shokc'; intendevi: Shock?"),
])
@pytest.mark.parametrize("command", ["play", "sim"])
def test_a_deck_error_reads_in_the_language_of_play_and_sim(tmp_path: Path, command: str, lang: str, expected: str):
    """DeckError: the file and line stay, the words are the language's; exit 2."""
    deck = written(tmp_path, "bad.txt", "4 Shokc\n20 Mountain\n")
    args = ["play", "--deck", deck, "--deck", deck] if command == "play" else ["sim", deck, deck, "-n", "1"]
    code, output = run(*args, "--lang", lang)
    assert code == 2 and output == f"Error: {expected.format(deck=deck)}\n", output


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "{record}:1: not JSON: Expecting ',' delimiter"), ("es", "{record}:1: no es JSON: Expecting ',' delimiter"),
    ("it", "{record}:1: non è JSON: Expecting ',' delimiter")])
def test_a_corrupt_record_reads_in_the_language_of_replay(tmp_path: Path, lang: str, expected: str):
    """CorruptSaveError from ``replay``: the record and its line stay (Python's own JSON message is English)."""
    record = written(tmp_path, "bad.jsonl", '{"type":"header"\n')
    code, output = run("replay", record, "--lang", lang)
    assert code == 2 and output == f"Error: {expected.format(record=record)}\n", output


@pytest.mark.parametrize("lang", ["es", "it"])
def test_a_corrupt_save_reads_in_the_language_of_play_resume(tmp_path: Path, lang: str):
    """CorruptSaveError from ``play --human --resume``: the save's path, then the error in the language."""
    save = written(tmp_path, "save.json", '{"format": 0}')
    code, output = run("play", "--human", "--resume", save, "--lang", lang)
    words = {"es": "no es una partida guardada de manastack (se esperaba el formato",
             "it": "non è un salvataggio di manastack (atteso il formato"}[lang]
    assert code == 2 and output.startswith(f"Error: {save}: {words} "), output
    english = run("play", "--human", "--resume", save)[1]
    assert english.startswith(f"Error: {save}: not a manastack save (format "), english


@pytest.mark.parametrize(("lang", "odd", "typo"), [
    ("en", "card 'Odd Cost': cost: unknown mana symbol {Q} in '{Q}'",
     "card 'Typo Card': powr: Extra inputs are not permitted; did you mean 'power'?"),
    ("es", "carta 'Odd Cost': cost: símbolo de maná desconocido {Q} en '{Q}'",
     "carta 'Typo Card': powr: Extra inputs are not permitted; ¿quisiste decir 'power'?"),
    ("it", "carta 'Odd Cost': cost: simbolo di mana sconosciuto {Q} in '{Q}'",
     "carta 'Typo Card': powr: Extra inputs are not permitted; intendevi 'power'?"),
])
def test_a_card_file_error_names_file_line_card_and_field_in_the_language(tmp_path: Path, lang: str, odd: str,
                                                                        typo: str):
    """CardFileError (with the ManaCostError of a cost, and a misspelt field's suggestion): the file, line, card and
    field stay; the schema's own pydantic message stays English, the rest is the language's."""
    cards = written(tmp_path, "odd.yaml", CARD_FILE)
    code, output = run("cards", "check", cards, "--lang", lang)
    assert code == 2 and output == f"Error: {cards}:2: {odd}\n", output
    typo_file = written(tmp_path, "typo.yaml", CARD_FILE.splitlines()[2] + "\n")
    assert run("cards", "list", "--cards", typo_file, "--lang", lang) == (2, f"Error: {typo_file}:1: {typo}\n")


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "'fo' names no object on this card; did you mean 'foe'? (known here: attached, foe, "),
    ("es", "'fo' no nombra ningún objeto de esta carta; ¿quisiste decir 'foe'? (conocidos aquí: attached, foe, "),
    ("it", "'fo' non nomina alcun oggetto di questa carta; intendevi 'foe'? (noti qui: attached, foe, ")])
def test_an_unresolved_reference_reads_in_the_language(tmp_path: Path, lang: str, expected: str):
    """A reference naming nothing on its card (``cards.references``), through ``play --cards``: exit 2."""
    cards = written(tmp_path, "ref.yaml", REFERENCE)
    code, output = run("play", "--demo", "--cards", cards, "--lang", lang)
    card = {"en": "card", "es": "carta", "it": "carta"}[lang]
    assert code == 2 and output.startswith(f"Error: {cards}:6: {card} 'Ref Card': spell.effects.0.to: {expected}")


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "unknown card 'Shokc'; did you mean: Shock?"), ("es", "carta desconocida 'Shokc'; ¿quisiste decir: Shock?"),
    ("it", "carta sconosciuta 'Shokc'; intendevi: Shock?")])
def test_an_unknown_card_reads_in_the_language_of_cards_show(lang: str, expected: str):
    """UnknownCardError: the name and the suggestions stay as printed."""
    assert run("cards", "show", "Shokc", "--lang", lang) == (2, f"Error: {expected}\n")


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "unknown set 'XYZ': known sets are BFZ, BLB"),
    ("es", "expansión desconocida 'XYZ': las expansiones conocidas son BFZ, BLB"),
    ("it", "espansione sconosciuta 'XYZ': le espansioni conosciute sono BFZ, BLB")])
@pytest.mark.parametrize("command", ["sealed", "draft", "ratings"])
def test_an_unknown_set_reads_in_the_language_of_the_limited_commands(command: str, lang: str, expected: str):
    """UnknownSet from ``sealed``, ``draft`` and ``ratings``: exit 2."""
    assert run(command, "XYZ", "--lang", lang) == (2, f"Error: {expected}\n")


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "not a ratings file ('ratings')"), ("es", "no es un archivo de valoraciones ('ratings')"),
    ("it", "non è un file di valutazioni ('ratings')")])
def test_a_bad_ratings_file_reads_in_the_language_of_sealed(tmp_path: Path, lang: str, expected: str):
    """RatingsError: the file stays; nothing is written (the error comes first)."""
    ratings = written(tmp_path, "ratings.json", '{"x": 1}')
    out = tmp_path / "pool.txt"
    code, output = run("sealed", "BLB", "--ratings", ratings, "--out", str(out), "--lang", lang)
    assert code == 2 and output == f"Error: {ratings}: {expected}\n" and not out.exists()


@pytest.mark.parametrize(("lang", "number", "land"), [
    ("es", "el pool tiene las cartas 1 a 2", "'Swamps' no es una tierra básica (Forest, Island, Mountain, Plains, "
                                            "Swamp)"),
    ("it", "il pool ha le carte da 1 a 2", "'Swamps' non è una terra base (Forest, Island, Mountain, Plains, Swamp)")])
def test_the_deck_editor_errors_read_in_the_naming_language(lang: str, number: str, land: str):
    """DeckEditError (CR 100.2b's deck of at least forty cards too): English by default, the naming's otherwise."""
    editor = DeckEditor(("Shock", "Forest"), CardPool.builtin())
    with pytest.raises(DeckEditError) as outside:
        editor.add(3)
    assert str(outside.value) == "the pool has cards 1 to 2" and outside.value.text(Naming(lang)) == number
    with pytest.raises(DeckEditError) as basic:
        editor.set_basics("Swamps", 3)
    assert basic.value.text(Naming(lang)) == land
    with pytest.raises(DeckEditError) as small:
        editor.built()
    assert str(small.value) == "the deck has 0 cards: a limited deck has at least 40"
    assert small.value.text(Naming(lang)) != str(small.value) and "40" in small.value.text(Naming(lang))


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "unknown language 'fr': choose one of en, es, it"),
    ("es", "idioma desconocido 'fr': elige uno de en, es, it"),
    ("it", "lingua sconosciuta 'fr': scegli una tra en, es, it")])
def test_an_unknown_language_reads_in_the_naming_language(lang: str, expected: str):
    """UnknownLanguage: the code asked for and the codes known stay."""
    with pytest.raises(UnknownLanguage) as raised:
        language("fr")
    assert raised.value.text(Naming(lang)) == expected


PAWPRINTS = """\
Bad Paws:
  cost: "{1}{R}"
  types: [Sorcery]
  pawprints: 3
  spell:
    effects: [{do: draw, amount: 2}]
"""
RULE_ERRORS = {
    "en": ("card 'Bad Paws': : 'pawprints' needs modes, each with 'pawprints: N' (its {P} cost, CR 700.2h)",
           "card 'Bad Paws': spell.effects.0.amount: unknown counted permanents 'creaturs'; did you mean "
           "'creatures'? (known: creatures, lands, tokens, creatures_with_power_4_or_greater)"),
    "es": ("carta 'Bad Paws': : 'pawprints' necesita modos, cada uno con 'pawprints: N' (su coste de {P}, CR 700.2h)",
           "carta 'Bad Paws': spell.effects.0.amount: palabra desconocida (permanentes contados): 'creaturs'; "
           "¿quisiste decir 'creatures'? (conocidas: creatures, lands, tokens, creatures_with_power_4_or_greater)"),
    "it": ("carta 'Bad Paws': : 'pawprints' richiede modalità, ognuna con 'pawprints: N' (il suo costo in {P}, CR "
           "700.2h)",
           "carta 'Bad Paws': spell.effects.0.amount: parola sconosciuta (permanenti contati): 'creaturs'; "
           "intendevi 'creatures'? (note: creatures, lands, tokens, creatures_with_power_4_or_greater)"),
}


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_card_rule_error_reads_in_the_language_of_cards_check(tmp_path: Path, lang: str):
    """CardRuleError: the card format's own checks (a model check, and a word of the format with its suggestion)
    read in the language, the file, line, card, field and the format's words as written; the English is exactly
    what it was."""
    modes, word = RULE_ERRORS[lang]
    cards = written(tmp_path, "paws.yaml", PAWPRINTS)
    assert run("cards", "check", cards, "--lang", lang) == (2, f"Error: {cards}:2: {modes}\n")
    misspelt = written(tmp_path, "word.yaml",
                       PAWPRINTS.replace("  pawprints: 3\n", "").replace("2}", '"count:creaturs"}'))
    assert run("cards", "check", misspelt, "--lang", lang) == (2, f"Error: {misspelt}:5: {word}\n")


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_card_rule_error_in_a_scenario_card_file_reads_in_the_language_of_judge(tmp_path: Path, lang: str):
    """``judge --lang``: a scenario's ``cards:`` file breaking a rule of the card format is error 2, its message
    in the language, after the scenario's file and line."""
    written(tmp_path, "paws.yaml", PAWPRINTS)
    scenario = written(tmp_path, "s.yaml", "title: t\ncards: [paws.yaml]\nplayers:\n  - name: Ana\n  - name: Bruno\n"
                                           "actions: []\n")
    code, output = run("judge", "--lang", lang, scenario)
    assert code == 2
    assert f"{scenario}:2: cards: {tmp_path / 'paws.yaml'}:2: {RULE_ERRORS[lang][0]}\n" in output, output


@pytest.mark.parametrize(("lang", "both", "count"), [
    ("en", "give either --demo or two --deck files, not both",
     "give --demo (the bench decks) or exactly two --deck files (got 1)"),
    ("es", "indica --demo o dos archivos --deck, no ambos",
     "indica --demo (los mazos de referencia) o exactamente dos archivos --deck (se recibieron 1)"),
    ("it", "indica --demo oppure due file --deck, non entrambi",
     "indica --demo (i mazzi di riferimento) o esattamente due file --deck (ricevuti 1)"),
])
def test_a_usage_error_of_play_reads_in_the_language(tmp_path: Path, lang: str, both: str, count: str):
    """UsageError: options that do not go together are error 2, in the command's ``--lang``."""
    deck = written(tmp_path, "d.txt", "20 Mountain\n")
    assert run("play", "--demo", "--deck", deck, "--lang", lang) == (2, f"Error: {both}\n")
    assert run("play", "--deck", deck, "--lang", lang) == (2, f"Error: {count}\n")


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "--agents needs two names separated by a comma, got 'random'"),
    ("es", "--agents necesita dos nombres separados por una coma; se recibió 'random'"),
    ("it", "--agents richiede due nomi separati da una virgola; ricevuto 'random'")])
def test_a_usage_error_of_sim_reads_in_the_language(tmp_path: Path, lang: str, expected: str):
    """``sim``'s usage errors (its own command group) are error 2 in its ``--lang`` too, the value as written."""
    deck = written(tmp_path, "d.txt", "20 Mountain\n")
    assert run("sim", deck, deck, "--agents", "random", "--lang", lang) == (2, f"Error: {expected}\n")


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "--plot out.xyz: '.xyz' is not an image format; use one of "),
    ("es", "--plot out.xyz: '.xyz' no es un formato de imagen; usa uno de estos: "),
    ("it", "--plot out.xyz: '.xyz' non è un formato di immagine; usa uno di questi: ")])
def test_a_plot_path_error_of_sim_reads_in_the_language(tmp_path: Path, lang: str, expected: str):
    """A ``--plot`` path with no image suffix is refused before any game, error 2, in ``sim``'s ``--lang``."""
    pytest.importorskip("matplotlib")
    deck = written(tmp_path, "d.txt", "20 Mountain\n")
    code, output = run("sim", deck, deck, "--plot", "out.xyz", "--lang", lang)
    assert code == 2 and output.startswith(f"Error: {expected}") and ".png" in output


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "the input ended during the draft"), ("es", "la entrada terminó durante el draft"),
    ("it", "l'input è finito durante il draft")])
def test_the_end_of_a_drafters_input_reads_in_the_language(lang: str, expected: str):
    """A person drafting at the terminal whose input runs out: error 2, said in ``draft``'s ``--lang``."""
    result = CliRunner().invoke(cli, ["draft", "BLB", "--human", "--lang", lang], input="")
    assert result.exit_code == 2 and expected in result.output, result.output
