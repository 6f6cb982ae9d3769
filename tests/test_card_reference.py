"""Card definitions checked against the reference card data (CR 109.3 characteristics and CR 702 keywords).

The reference is read at run time from ``$MANASTACK_REFERENCE_DATA`` or ``../shared/data`` beside the checkout;
the comparison is skipped when neither is there. The comparer itself is tested on records made here.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from manastack.cards.pool import CardPool, UnknownCardError
from manastack.cards.reference import (
    REFERENCE_ENV,
    ReferenceCard,
    differences,
    engine_keywords,
    load_reference,
    reference_dir,
    reference_for,
    set_files,
)
from manastack.cards.render import rules_text, type_line
from manastack.cards.schema import CardDef
from manastack.cli import cli

_REPO = Path(__file__).resolve().parents[1]
REFERENCE = Path(os.environ[REFERENCE_ENV]) if os.environ.get(REFERENCE_ENV) else _REPO.parent / "shared" / "data"
needs_reference = pytest.mark.skipif(not REFERENCE.is_dir(), reason=f"no reference card data at {REFERENCE}")


def card(name: str) -> CardDef:
    return CardPool.builtin()[name]


@needs_reference
def test_every_defined_card_matches_the_reference() -> None:
    """Name, mana cost, colors, types, subtypes, supertypes, power, toughness, loyalty and keyword abilities of
    every definition agree with every reference record of that card (cards.json and each set file)."""
    compared, wrong = 0, []
    for name, definition in sorted(CardPool.builtin().items()):
        for reference in reference_for(name, REFERENCE):
            compared += 1
            wrong += [f"{name} ({reference.source}): {field}: ours {ours!r}, reference {theirs!r}"
                      for field, (ours, theirs) in differences(definition, reference).items()]
    assert compared >= 100, f"only {compared} reference records matched a definition"
    assert not wrong, "\n".join(wrong)


@needs_reference
def test_rendered_type_lines_match_the_reference() -> None:
    """CR 205.1: the type line holds the supertypes and card types, then, after a long dash, the subtypes."""
    wrong = [f"{name} ({reference.source}): {type_line(definition)!r} vs {reference.record.get('type')!r}"
             for name, definition in sorted(CardPool.builtin().items()) for reference in reference_for(name, REFERENCE)
             if type_line(definition) != reference.record.get("type")]
    assert not wrong, "\n".join(wrong)


@needs_reference
def test_the_reference_holds_the_gift_and_awaken_sets() -> None:
    cards = load_reference(REFERENCE)
    sources = {r.source for name in ("Blooming Blast", "Ruinous Path") for r in cards[name]}
    assert {"cards.json", "sets/BLB.json", "sets/BFZ.json"} <= sources


def _record(**changes: object) -> ReferenceCard:
    record = {"name": "Grizzly Bears", "manaCost": "{1}{G}", "colors": ["G"], "types": ["Creature"],
              "subtypes": ["Bear"], "supertypes": [], "power": "2", "toughness": "2", "keywords": []}
    return ReferenceCard("test", {**record, **changes})


def test_an_agreeing_record_has_no_differences() -> None:
    assert differences(card("Grizzly Bears"), _record()) == {}


@pytest.mark.parametrize(("changes", "field"), [
    ({"manaCost": "{2}{G}"}, "mana cost"), ({"colors": ["G", "W"]}, "colors"),
    ({"types": ["Artifact", "Creature"]}, "types"), ({"subtypes": ["Bear", "Druid"]}, "subtypes"),
    ({"supertypes": ["Legendary"]}, "supertypes"), ({"power": "3"}, "power"), ({"toughness": "1"}, "toughness"),
    ({"loyalty": "3"}, "loyalty"), ({"keywords": ["Trample"]}, "keywords"), ({"name": "Grizzly Bear"}, "name"),
])
def test_each_disagreement_is_found(changes: dict[str, object], field: str) -> None:
    assert list(differences(card("Grizzly Bears"), _record(**changes))) == [field]


def test_keyword_actions_ability_words_and_token_names_are_not_keyword_abilities() -> None:
    """MTGJSON lists Fight (701.14), Landfall (207.2c) and Food beside real keywords; only the last are compared."""
    assert differences(card("Grizzly Bears"), _record(keywords=["Fight", "Landfall", "Food"])) == {}
    assert list(differences(card("Grizzly Bears"), _record(keywords=["Mountainwalk"]))) == ["keywords"]


def test_keywords_written_as_fields_count() -> None:
    """Gift (702.174), awaken (702.113), morph (702.37), equip (702.6) and enchant (702.5) are fields, not
    ``keywords`` entries; a keyword with a quality or a number is named by its keyword: Protection (702.16)."""
    assert engine_keywords(card("Starforged Sword")) == {"gift", "equip"}
    assert engine_keywords(card("Kitnap")) == {"gift", "enchant"}
    assert engine_keywords(card("Ruinous Path")) == {"awaken"}
    assert "morph" in engine_keywords(card("Dermoplasm"))
    guarded = card("Grizzly Bears").model_copy(update={"keywords": ("Protection from everything", "Flying")})
    assert engine_keywords(guarded) == {"protection", "flying"}


def test_the_environment_names_the_reference_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(REFERENCE_ENV, str(tmp_path))
    assert reference_dir() == tmp_path
    monkeypatch.setenv(REFERENCE_ENV, str(tmp_path / "missing"))
    assert reference_dir() is None


# -- manastack cards diff / cards list --set ------------------------------------------------------------
def _cards(*args: str) -> Any:
    return CliRunner().invoke(cli, ["cards", *args])


@pytest.fixture
def reference_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(REFERENCE_ENV, str(REFERENCE))


@needs_reference
def test_cards_diff_shows_the_rules_text_beside_the_oracle_text(reference_env: None) -> None:
    result = _cards("diff", "--json", "Kitnap", "Ruinous Path")
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [r["name"] for r in rows] == ["Kitnap", "Ruinous Path"]
    for row in rows:
        assert row["rules_text"] == rules_text(card(row["name"]))
        assert row["oracle_text"] == reference_for(row["name"], REFERENCE)[0].text
        assert row["differences"] == {}
    table = _cards("diff", "Kitnap")
    assert table.exit_code == 0 and "Kitnap" in table.stdout and "Reference" in table.stdout


@needs_reference
def test_cards_diff_unknown_card_is_exit_2_with_a_suggestion(reference_env: None,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    result = _cards("diff", "Kitnapp")
    assert result.exit_code == 2
    assert "did you mean: Kitnap" in result.output
    undefined = "Sugar Coat"      # every card of the reference sets is defined: the pool pretends it lacks one
    real_find = CardPool.find

    def find(pool: CardPool, name: str) -> CardDef:
        if name.lower() == undefined.lower():
            raise UnknownCardError(name, [])
        return real_find(pool, name)

    monkeypatch.setattr(CardPool, "find", find)
    result = _cards("diff", undefined)
    assert result.exit_code == 2 and "does not define it" in result.output


@needs_reference
def test_cards_diff_and_list_of_a_set(reference_env: None) -> None:
    blb = set_files(REFERENCE)["BLB"]
    defined = [r["name"] for r in blb if r["name"] in CardPool.builtin()]
    rows = json.loads(_cards("diff", "--set", "blb", "--json").stdout)
    assert sorted(r["name"] for r in rows) == sorted(defined)
    listing = _cards("list", "--set", "BLB")
    assert listing.exit_code == 0
    assert f"BLB: {len(defined)}/{len(blb)} defined" in listing.stdout
    data = json.loads(_cards("list", "--set", "BLB", "--json").stdout)
    assert (data["defined"], data["total"]) == (len(defined), len(blb))
    assert len(data["cards"]) + len(data["missing"]) == len(blb)
    assert _cards("list", "--set", "XYZ").exit_code == 2
    assert _cards("diff", "--set", "BFZ", "Kitnap").exit_code == 2   # Kitnap is a Bloomburrow card


def test_cards_diff_names_a_disagreement(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a reference folder made here, in which Grizzly Bears costs {2}{G}."""
    record = {**_record(manaCost="{2}{G}").record, "text": "A reference text.", "type": "Creature — Bear"}
    (tmp_path / "cards.json").write_text(json.dumps({"data": {"Grizzly Bears": [record]}}), encoding="utf-8")
    monkeypatch.setenv(REFERENCE_ENV, str(tmp_path))
    result = _cards("diff", "--json")
    assert result.exit_code == 0, result.output
    [row] = json.loads(result.stdout)
    assert row["oracle_text"] == "A reference text."
    assert row["differences"] == {"mana cost": {"manastack": "{1}{G}", "reference": "{2}{G}",
                                                "sources": ["cards.json"]}}
    assert "≠ mana cost" in _cards("diff", "Grizzly", "Bears").stdout


def test_cards_diff_without_reference_data_is_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(REFERENCE_ENV, str(tmp_path / "missing"))
    result = _cards("diff", "Shock")
    assert result.exit_code == 2 and REFERENCE_ENV in result.output
    assert _cards("list", "--set", "BLB").exit_code == 2
