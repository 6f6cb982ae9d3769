"""Tests for manastack.decks: format detection, parsing, validation and file loading."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from manastack.decks import (
    MAX_DECK_BYTES,
    Deck,
    DeckEntry,
    DeckError,
    detect_format,
    load_deck,
    parse_deck,
    suggest_names,
)

KNOWN = [
    "Lightning Bolt",
    "Lightning Helix",
    "Lightning Strike",
    "Mountain",
    "Duress",
    "Counterspell",
    "Fire // Ice",
    "Lurrus of the Dream-Den",
    "Goblin Guide",
]


def names(entries: tuple[DeckEntry, ...]) -> list[tuple[int, str]]:
    return [(entry.count, entry.name) for entry in entries]


def error_for(text: str, source: str = "<text>", known_names: list[str] | None = None) -> DeckError:
    with pytest.raises(DeckError) as info:
        parse_deck(text, source, known_names)
    return info.value


# --------------------------------------------------------------------------- plain


class TestPlain:
    def test_detection_and_parsing(self) -> None:
        deck = parse_deck("4 Lightning Bolt\n4x Goblin Guide\n\n20 Mountain\n")
        assert deck.format == "plain"
        assert names(deck.main) == [(4, "Lightning Bolt"), (4, "Goblin Guide"), (20, "Mountain")]
        assert deck.sideboard == ()
        assert deck.name == ""

    def test_line_numbers_are_one_based_and_count_blank_lines(self) -> None:
        deck = parse_deck("# burn\n\n4 Lightning Bolt\n")
        assert deck.main == (DeckEntry(4, "Lightning Bolt", 3),)

    def test_sideboard_header(self) -> None:
        deck = parse_deck("4 Lightning Bolt\nSideboard\n2 Duress\n")
        assert names(deck.main) == [(4, "Lightning Bolt")]
        assert names(deck.sideboard) == [(2, "Duress")]

    def test_sideboard_header_case_and_colon(self) -> None:
        deck = parse_deck("4 Lightning Bolt\nSIDEBOARD:\n2 Duress\n")
        assert names(deck.sideboard) == [(2, "Duress")]

    def test_comments_and_whitespace(self) -> None:
        text = "# my deck\n  4   Lightning    Bolt  \n\t# indented comment\n\n1 Fire // Ice\n"
        deck = parse_deck(text)
        assert names(deck.main) == [(4, "Lightning Bolt"), (1, "Fire // Ice")]

    def test_crlf_and_bom(self) -> None:
        deck = parse_deck("\ufeff4 Lightning Bolt\r\n2 Mountain\r\n")
        assert deck.main == (DeckEntry(4, "Lightning Bolt", 1), DeckEntry(2, "Mountain", 2))

    def test_card_names_expands_counts_in_file_order(self) -> None:
        deck = parse_deck("2 Lightning Bolt\n1 Mountain\n3 Goblin Guide\nSideboard\n2 Duress\n")
        assert deck.card_names() == ["Lightning Bolt"] * 2 + ["Mountain"] + ["Goblin Guide"] * 3


# --------------------------------------------------------------------------- MTGA


MTGA_EXPORT = """\
Companion
1 Lurrus of the Dream-Den (IKO) 226

Deck
4 Lightning Bolt (M10) 146
2 Lightning Helix (RAV) 213a
1 Fire // Ice (MH2) 290 *F*
16 Mountain (ANA) 62

Sideboard
1 Lurrus of the Dream-Den (IKO) 226
2 Duress (M20) 96
"""


class TestMtga:
    def test_detection_and_parsing(self) -> None:
        deck = parse_deck(MTGA_EXPORT)
        assert deck.format == "mtga"
        assert names(deck.main) == [
            (4, "Lightning Bolt"),
            (2, "Lightning Helix"),
            (1, "Fire // Ice"),
            (16, "Mountain"),
        ]
        assert deck.main[0].line == 5

    def test_sideboard_and_companion_not_duplicated(self) -> None:
        deck = parse_deck(MTGA_EXPORT)
        assert names(deck.sideboard) == [(1, "Lurrus of the Dream-Den"), (2, "Duress")]

    def test_companion_only_in_companion_section_goes_to_sideboard(self) -> None:
        text = "Companion\n1 Lurrus of the Dream-Den (IKO) 226\nDeck\n4 Lightning Bolt (M10) 146\n"
        deck = parse_deck(text)
        assert names(deck.main) == [(4, "Lightning Bolt")]
        assert names(deck.sideboard) == [(1, "Lurrus of the Dream-Den")]

    def test_commander_belongs_to_main_deck(self) -> None:
        text = "Commander\n1 Goblin Guide (ZEN) 126\n\nDeck\n59 Mountain (ANA) 62\n"
        deck = parse_deck(text)
        assert names(deck.main) == [(1, "Goblin Guide"), (59, "Mountain")]

    def test_set_code_alone_is_detected(self) -> None:
        deck = parse_deck("4 Lightning Bolt (M10) 146\n20 Mountain (ANA) 62\n")
        assert deck.format == "mtga"
        assert names(deck.main) == [(4, "Lightning Bolt"), (20, "Mountain")]

    def test_about_section_names_the_deck(self) -> None:
        deck = parse_deck("About\nName Mono Red\n\nDeck\n4 Lightning Bolt (M10) 146\n")
        assert deck.name == "Mono Red"
        assert names(deck.main) == [(4, "Lightning Bolt")]

    def test_deck_header_without_set_codes(self) -> None:
        deck = parse_deck("Deck\n4 Lightning Bolt\n")
        assert deck.format == "mtga"
        assert names(deck.main) == [(4, "Lightning Bolt")]

    def test_missing_name_before_set_code(self) -> None:
        err = error_for("Deck\n4 (M10) 146\n")
        assert err.line == 2
        assert "missing card name" in str(err)


# --------------------------------------------------------------------------- .dec


DEC_FILE = """\
// NAME: Burn
// CREATOR: someone
// FORMAT: Modern
4 [M10] Lightning Bolt
4 Goblin Guide
        20 [ANA] Mountain
SB: 2 [M20] Duress
SB:  1 Counterspell
"""


class TestDec:
    def test_detection_and_parsing(self) -> None:
        deck = parse_deck(DEC_FILE)
        assert deck.format == "dec"
        assert deck.name == "Burn"
        assert names(deck.main) == [(4, "Lightning Bolt"), (4, "Goblin Guide"), (20, "Mountain")]
        assert deck.main[0].line == 4

    def test_sideboard_lines(self) -> None:
        deck = parse_deck(DEC_FILE)
        assert names(deck.sideboard) == [(2, "Duress"), (1, "Counterspell")]
        assert [entry.line for entry in deck.sideboard] == [7, 8]

    def test_bracketed_set_code_alone_is_detected(self) -> None:
        assert detect_format("4 [M10] Lightning Bolt\n") == "dec"

    def test_comment_alone_is_detected_and_skipped(self) -> None:
        deck = parse_deck("// burn deck\n4 Lightning Bolt\n")
        assert deck.format == "dec"
        assert deck.name == ""
        assert names(deck.main) == [(4, "Lightning Bolt")]

    def test_split_card_is_not_a_comment(self) -> None:
        deck = parse_deck("// NAME: x\n1 Fire // Ice\n")
        assert names(deck.main) == [(1, "Fire // Ice")]

    def test_empty_sideboard_line(self) -> None:
        err = error_for("4 Lightning Bolt\nSB:\n")
        assert err.line == 2
        assert "SB:" in str(err)


# --------------------------------------------------------------------------- Forge .dck


DCK_FILE = """\
[metadata]
Name=Forge Burn
Description=fast
[Main]
4 Lightning Bolt|M10|1
4 Goblin Guide|ZEN
20 Mountain
[Sideboard]
2 Duress|M20|1
[Planes]
1 Some Plane|PC2|1
[Commander]
1 Goblin Guide|ZEN|1
"""


class TestDck:
    def test_detection_and_parsing(self) -> None:
        deck = parse_deck(DCK_FILE)
        assert deck.format == "dck"
        assert deck.name == "Forge Burn"
        assert names(deck.main) == [(4, "Lightning Bolt"), (4, "Goblin Guide"), (20, "Mountain")]
        assert deck.main[0].line == 5

    def test_sideboard_and_ignored_sections(self) -> None:
        deck = parse_deck(DCK_FILE)
        assert names(deck.sideboard) == [(2, "Duress")]

    def test_ignored_sections_are_not_validated(self) -> None:
        deck = parse_deck(DCK_FILE, known_names=KNOWN)
        assert names(deck.sideboard) == [(2, "Duress")]

    def test_section_names_are_case_insensitive(self) -> None:
        deck = parse_deck("[METADATA]\nname=x\n[main]\n4 Lightning Bolt|M10|1\n[SIDEBOARD]\n1 Duress\n")
        assert deck.name == "x"
        assert names(deck.main) == [(4, "Lightning Bolt")]
        assert names(deck.sideboard) == [(1, "Duress")]

    def test_bad_count_in_main_section(self) -> None:
        err = error_for("[Main]\n4 Lightning Bolt|M10|1\nx Mountain|ANA|1\n")
        assert err.line == 3

    def test_missing_name(self) -> None:
        err = error_for("[Main]\n4 |M10|1\n")
        assert str(err) == "<text>:2: missing card name after count '4'"


# --------------------------------------------------------------------------- detection


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4 Lightning Bolt\n", "plain"),
        ("4 Lightning Bolt\nSideboard\n1 Duress\n", "plain"),
        ("Deck\n4 Lightning Bolt\n", "mtga"),
        ("4 Lightning Bolt (M10) 146\n", "mtga"),
        ("SB: 1 Duress\n4 Lightning Bolt\n", "dec"),
        ("[Main]\n4 Lightning Bolt\n", "dck"),
        ("# [Main]\n4 Lightning Bolt\n", "plain"),
    ],
)
def test_detect_format(text: str, expected: str) -> None:
    assert detect_format(text) == expected


# --------------------------------------------------------------------------- malformed lines


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("4 Lightning Bolt\nLightning\n", 2, "expected '<count> <card name>', got 'Lightning'"),
        ("4 Lightning Bolt\nfour Mountain\n", 2, "expected '<count> <card name>', got 'four Mountain'"),
        ("4 Lightning Bolt\n\n-1 Mountain\n", 3, "count must be a positive integer, got '-1'"),
        ("2.5 Mountain\n", 1, "count must be a positive integer, got '2.5'"),
        ("1 Duress\n0 Lightning Bolt\n", 2, "count must be a positive integer, got '0'"),
        ("0x Lightning Bolt\n", 1, "count must be a positive integer, got '0x'"),
        ("4 Lightning Bolt\n4\n", 2, "missing card name after count '4'"),
        ("4x\n", 1, "missing card name after count '4x'"),
        ("99999 Mountain\n", 1, "count 99999 is too large (at most 1000)"),
    ],
)
def test_malformed_lines_name_the_line(text: str, line: int, message: str) -> None:
    err = error_for(text, source="decks/x.txt")
    assert err.source == "decks/x.txt"
    assert err.line == line
    assert err.reason == message
    assert str(err) == f"decks/x.txt:{line}: {message}"
    assert "\n" not in str(err)


def test_malformed_sideboard_line_in_each_format() -> None:
    assert error_for("4 Lightning Bolt\nSideboard\n0 Duress\n").line == 3
    assert error_for("Deck\n4 Lightning Bolt (M10) 146\nSideboard\nDuress (M20) 96\n").line == 4
    assert error_for("4 Lightning Bolt\nSB: 0 Duress\n").line == 2
    assert error_for("[Main]\n4 Lightning Bolt\n[Sideboard]\n-2 Duress\n").line == 4


def test_long_lines_are_shortened_in_messages() -> None:
    err = error_for("4 Lightning Bolt\n" + "x" * 500 + "\n")
    assert len(str(err)) < 120


def test_control_characters_are_escaped_in_messages() -> None:
    err = error_for("4 Lightning Bolt\nbad\x1b[31m\n")
    assert "\x1b" not in str(err)


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n", "Sideboard\n2 Duress\n", "[Main]\n"])
def test_empty_main_deck_is_an_error(text: str) -> None:
    err = error_for(text)
    assert err.line is None
    assert str(err) == "<text>: the main deck is empty"


def test_error_is_a_value_error_and_pickles() -> None:
    err = error_for("Lightning\n", source="a.txt")
    assert isinstance(err, ValueError)
    copy = pickle.loads(pickle.dumps(err))
    assert (copy.source, copy.line, str(copy)) == (err.source, err.line, str(err))


# --------------------------------------------------------------------------- known names


class TestKnownNames:
    def test_case_is_normalised_to_known_spelling(self) -> None:
        deck = parse_deck("4 lightning bolt\n20 MOUNTAIN\nSideboard\n2 duress\n", known_names=KNOWN)
        assert names(deck.main) == [(4, "Lightning Bolt"), (20, "Mountain")]
        assert names(deck.sideboard) == [(2, "Duress")]
        assert deck.card_names()[:1] == ["Lightning Bolt"]

    def test_normalisation_in_every_format(self) -> None:
        texts = [
            "4 lightning bolt\n",
            "Deck\n4 lightning bolt (M10) 146\n",
            "4 [M10] lightning bolt\n",
            "[Main]\n4 lightning bolt|M10|1\n",
        ]
        for text in texts:
            assert names(parse_deck(text, known_names=KNOWN).main) == [(4, "Lightning Bolt")]

    def test_unknown_card_suggests_close_names(self) -> None:
        err = error_for("20 Mountain\n4 Lightnig Bolt\n", source="decks/x.txt", known_names=KNOWN)
        assert err.line == 2
        prefix = "decks/x.txt:2: unknown card 'Lightnig Bolt'; did you mean: Lightning Bolt"
        assert str(err).startswith(prefix)
        assert str(err).endswith("?")

    def test_unknown_card_without_suggestions(self) -> None:
        err = error_for("4 Zzyzx Qwerty\n", known_names=KNOWN)
        assert str(err) == "<text>:1: unknown card 'Zzyzx Qwerty'"

    def test_first_unknown_card_in_file_order_is_reported(self) -> None:
        text = "Companion\n1 Lurus (IKO) 226\nDeck\n4 Lightnig Bolt (M10) 146\n"
        assert error_for(text, known_names=KNOWN).line == 2

    def test_unknown_sideboard_card(self) -> None:
        err = error_for("4 Lightning Bolt\nSB: 2 Duresss\n", known_names=KNOWN)
        assert err.line == 2
        assert "did you mean: Duress?" in str(err)


class TestSuggestNames:
    def test_close_names_case_insensitive(self) -> None:
        assert suggest_names("LIGHTNING BOLD", KNOWN)[0] == "Lightning Bolt"

    def test_limit(self) -> None:
        assert len(suggest_names("Lightning", KNOWN, n=2)) <= 2
        assert suggest_names("Lightning Bolt", KNOWN, n=0) == []

    def test_no_match(self) -> None:
        assert suggest_names("Zzyzx", KNOWN) == []


# --------------------------------------------------------------------------- files


class TestLoadDeck:
    def test_load_from_file_uses_stem_as_name(self, tmp_path: Path) -> None:
        path = tmp_path / "red burn.txt"
        path.write_text("4 Lightning Bolt\n20 Mountain\n", encoding="utf-8")
        deck = load_deck(path)
        assert deck == Deck(
            name="red burn",
            main=(DeckEntry(4, "Lightning Bolt", 1), DeckEntry(20, "Mountain", 2)),
            sideboard=(),
            format="plain",
        )

    def test_name_in_file_wins_over_stem(self, tmp_path: Path) -> None:
        path = tmp_path / "burn.dck"
        path.write_text(DCK_FILE, encoding="utf-8")
        assert load_deck(str(path)).name == "Forge Burn"

    def test_errors_name_the_file(self, tmp_path: Path) -> None:
        path = tmp_path / "x.txt"
        path.write_text("4 Lightning Bolt\nLightning\n", encoding="utf-8")
        with pytest.raises(DeckError) as info:
            load_deck(path)
        assert str(info.value) == f"{path}:2: expected '<count> <card name>', got 'Lightning'"

    def test_known_names(self, tmp_path: Path) -> None:
        path = tmp_path / "x.txt"
        path.write_text("4 lightning bolt\n", encoding="utf-8")
        assert load_deck(path, known_names=KNOWN).card_names() == ["Lightning Bolt"] * 4

    def test_file_too_large(self, tmp_path: Path) -> None:
        path = tmp_path / "big.txt"
        line = b"1 Mountain\n"
        path.write_bytes(line * (MAX_DECK_BYTES // len(line) + 1))
        with pytest.raises(DeckError) as info:
            load_deck(path)
        assert info.value.line is None
        assert str(info.value) == f"{path}: file is larger than 1 MiB ({MAX_DECK_BYTES} bytes)"

    def test_file_of_exactly_the_limit_is_accepted(self, tmp_path: Path) -> None:
        path = tmp_path / "edge.txt"
        text = "1 Mountain\n"
        path.write_text(text + "#" * (MAX_DECK_BYTES - len(text)), encoding="utf-8")
        assert load_deck(path).card_names() == ["Mountain"]

    def test_text_too_large(self) -> None:
        err = error_for("1 Mountain\n" * (MAX_DECK_BYTES // 10))
        assert "larger than 1 MiB" in str(err)

    def test_missing_file(self, tmp_path: Path) -> None:
        path = tmp_path / "nope.txt"
        with pytest.raises(DeckError) as info:
            load_deck(path)
        assert str(info.value).startswith(f"{path}: cannot read file:")

    def test_invalid_utf8_names_the_line(self, tmp_path: Path) -> None:
        path = tmp_path / "bad.txt"
        path.write_bytes(b"4 Lightning Bolt\n1 Caf\xe9\n")
        with pytest.raises(DeckError) as info:
            load_deck(path)
        assert info.value.line == 2
        assert str(info.value) == f"{path}:2: file is not valid UTF-8"
