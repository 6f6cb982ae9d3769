"""The rules index (``manastack rules``): every rule the engine can cite is summarised there, and every rule
that the engine, a test or a scenario cites is listed with what cites it."""

from __future__ import annotations

import textwrap
from importlib import resources
from pathlib import Path

from manastack.judge.rules_index import (
    RuleEntry,
    citations_in_scenarios,
    citations_in_tests,
    cited_rules,
    index,
    matching,
    summaries,
)

_REPO = Path(__file__).resolve().parents[1]


def test_every_rule_the_engine_cites_is_in_the_index():
    missing = sorted(set(cited_rules()) - set(summaries()))
    assert not missing, f"rules cited in the source but missing from judge/rules_index.yaml: {missing}"


def test_the_index_names_modules_and_tests_for_a_rule():
    entries = {e.number: e for e in index(_REPO)}
    gift = entries["702.174a"]
    assert "manastack.rules.keywords.gift" in gift.modules
    assert any("test_702_174_gift" in t for t in gift.tests)


def test_summaries_are_one_line_in_our_own_words():
    for number, summary in summaries().items():
        assert "\n" not in summary and 10 < len(summary) < 200, number


def test_rules_cited_only_by_scenarios_and_tests_are_in_the_index():
    """A rule that gift scenarios and tests cite, though the engine has no literal of it, is listed with them."""
    entries = {e.number: e for e in index(_REPO)}
    gift_first = entries["702.174j"]
    assert "scenarios/gift/cr702_174j_gift_before_other_effects.yaml" in gift_first.scenarios
    assert len(gift_first.scenarios) >= 20
    assert any(t.endswith("::test_702_174j_no_gift_if_the_spell_is_countered") for t in gift_first.tests)


def test_citations_in_tests_read_names_docstrings_and_file_names(tmp_path: Path):
    tests = tmp_path / "tests" / "rules"
    tests.mkdir(parents=True)
    (tests / "test_601_2g_paying.py").write_text(textwrap.dedent('''
        def test_603_3b_and_704_5a_things():
            """603.4: an intervening if; 702.174j too. Not a rule: 1.5 or 2024."""

        def helper_707_10():
            """707.10 is not a test's citation."""
    '''), encoding="utf-8")
    found = citations_in_tests(tmp_path / "tests")
    where = "tests/rules/test_601_2g_paying.py::test_603_3b_and_704_5a_things"
    assert found == {
        "601.2g": ["tests/rules/test_601_2g_paying.py"], "603.3b": [where], "704.5a": [where], "603.4": [where],
        "702.174j": [where]}


def test_citations_in_scenarios_read_rules_and_cited_expectations(tmp_path: Path):
    folder = tmp_path / "scenarios" / "copies"
    folder.mkdir(parents=True)
    (folder / "a.yaml").write_text(textwrap.dedent('''
        title: t
        rules: [707.10, 702.174j]
        actions:
          - expect: [{cited: [603.3b]}]
        expect:
          - cited: [608.2n]
    '''), encoding="utf-8")
    (folder / "broken.yaml").write_text("rules: [unclosed\n", encoding="utf-8")
    found = citations_in_scenarios(tmp_path / "scenarios")
    assert found == {n: ["scenarios/copies/a.yaml"] for n in ("707.10", "702.174j", "603.3b", "608.2n")}


def test_a_rule_number_matches_itself_and_its_subrules():
    entries = [RuleEntry(n, "", (), (), ()) for n in ("608", "608.2", "608.2b", "608.21", "702.17", "702.174a")]
    assert [e.number for e in matching(entries, "608.2")] == ["608.2", "608.2b"]
    assert [e.number for e in matching(entries, "608")] == ["608", "608.2", "608.2b", "608.21"]
    assert [e.number for e in matching(entries, "702.17")] == ["702.17"]
    assert [e.number for e in matching(entries, "702.174")] == ["702.174a"]


def test_manastack_rules_lists_the_scenarios_citing_a_rule(monkeypatch):
    from click.testing import CliRunner

    from manastack.cli import cli

    monkeypatch.chdir(_REPO)
    result = CliRunner().invoke(cli, ["rules", "702.174j"])
    assert result.exit_code == 0, result.output
    assert "scenarios/gift/cr702_174j_countered_spell_gives_no_gift.yaml" in result.output
    assert "test_702_174j_no_gift_if_the_spell_is_countered" in result.output


def test_each_rule_is_summarised_once():
    """A number written twice in rules_index.yaml would keep only its last summary, silently."""
    text = (resources.files("manastack.judge") / "rules_index.yaml").read_text(encoding="utf-8")
    numbers = [line.split(":", 1)[0].strip('"') for line in text.splitlines() if line.startswith('"')]
    assert len(numbers) == len(set(numbers)), sorted({n for n in numbers if numbers.count(n) > 1})


def test_every_summary_reads_in_each_language():
    """``summaries(lang)``: the compiled catalog translates every summary, for the same rule numbers."""
    english = summaries()
    for lang in ("es", "it"):
        translated = summaries(lang)
        assert translated.keys() == english.keys()
        untranslated = sorted(n for n in english if translated[n] == english[n])
        assert not untranslated, f"{lang}: summaries still in English: {untranslated}"


def test_manastack_rules_prints_the_summaries_in_the_language(monkeypatch):
    """``rules --lang es`` (or ``MANASTACK_LANG``) prints the Spanish summary; rule numbers and paths stay."""
    from click.testing import CliRunner

    from manastack.cli import cli

    monkeypatch.chdir(_REPO)
    monkeypatch.delenv("MANASTACK_LANG", raising=False)
    english, spanish = summaries()["702.174j"], summaries("es")["702.174j"]
    default = CliRunner().invoke(cli, ["rules", "702.174j"])
    assert f"702.174j  {english}" in default.output and spanish not in default.output
    for args, env in ((["rules", "--lang", "es", "702.174j"], {}), (["rules", "702.174j"], {"MANASTACK_LANG": "es"})):
        result = CliRunner().invoke(cli, args, env=env)
        assert result.exit_code == 0, result.output
        assert f"702.174j  {spanish}" in result.output and english not in result.output
        assert "scenarios/gift/cr702_174j_countered_spell_gives_no_gift.yaml" in result.output


def test_manastack_rules_json_names_its_language(monkeypatch):
    import json

    from click.testing import CliRunner

    from manastack.cli import cli

    monkeypatch.chdir(_REPO)
    result = CliRunner().invoke(cli, ["rules", "--json", "--lang", "it", "702.113a"])
    assert result.exit_code == 0, result.output
    [entry] = json.loads(result.output)
    assert entry["number"] == "702.113a" and entry["lang"] == "it"
    assert entry["summary"] == summaries("it")["702.113a"] != summaries()["702.113a"]
