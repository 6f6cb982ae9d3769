"""Tests of the judge scenario reader against shared/spec/scenario-format.md (version 1)."""

from __future__ import annotations

import dataclasses
import pickle
import textwrap
from pathlib import Path

import pytest

from manastack.judge.schema import (
    ACTION_KEYS,
    PATTERN_FIELDS,
    STEPS,
    Activate,
    Advance,
    Attack,
    Block,
    Cards,
    Cast,
    Choose,
    Cited,
    ColorChoice,
    Damage,
    ExpectStep,
    ExtraTurns,
    Life,
    Lost,
    Mode,
    ObjectIs,
    Option,
    Order,
    Pass,
    Pattern,
    Play,
    PlayerChoice,
    PlayerHas,
    Reference,
    Resolve,
    Scenario,
    ScenarioError,
    StackIs,
    Targets,
    TopBottom,
    TurnFaceUp,
    TurnIs,
    TurnSetup,
    Winner,
    YesNo,
    Zone,
    ZoneEntry,
    load_scenario,
    parse_reference,
    parse_scenario,
)

FILE = "scenarios/x.yaml"
HEAD = "title: t\nplayers: [{name: Ana}, {name: Bruno}]\n"  # two lines: bodies start on line 3


def parse(body: str, head: str = HEAD) -> Scenario:
    return parse_scenario(head + textwrap.dedent(body), FILE)


def fail(body: str, head: str = HEAD) -> ScenarioError:
    with pytest.raises(ScenarioError) as caught:
        parse(body, head)
    return caught.value


def action(yaml_line: str) -> object:
    """Parse one flow-style action and return it."""
    return parse(f"actions:\n  - {yaml_line}\n").actions[0]


def answer(yaml_answer: str) -> object:
    choose = action(f"{{choose: {yaml_answer}, by: Ana}}")
    assert isinstance(choose, Choose)
    return choose.answer


def expectation(body: str) -> object:
    return parse("expect:\n" + textwrap.indent(textwrap.dedent(body), "  ")).expect[0]


# ---------------------------------------------------------------------------------------------------------
# Top level, players, turn
# ---------------------------------------------------------------------------------------------------------


def test_minimal_scenario_has_the_spec_defaults() -> None:
    scenario = parse("")
    assert scenario.file == FILE
    assert scenario.title == "t"
    assert scenario.rules == ()
    assert scenario.seed == 0
    assert scenario.actions == () and scenario.expect == ()
    assert scenario.turn == TurnSetup(number=1, active="Ana", step="main1")
    assert [player.name for player in scenario.players] == ["Ana", "Bruno"]
    assert scenario.players[1].life == 20
    assert scenario.players[1].hand == scenario.players[1].battlefield == ()


def test_rules_keep_their_original_spelling() -> None:
    scenario = parse("rules: [702.174a, 702.10, 603.3, 608, '702.20B']\nseed: 7\n")
    assert scenario.rules == ("702.174a", "702.10", "603.3", "608", "702.20b")
    assert scenario.seed == 7


def test_players_and_zone_entries() -> None:
    head = textwrap.dedent(
        """\
        title: Gift promised
        players:
          - name: Ana
            life: 17
            hand: [Into the Flood Maw, Island]
            library: [Island, Forest]
            graveyard: [Shock]
            exile: [{card: Lightning Bolt, face_down: true, counters: {time: 3}}]
            battlefield:
              - Island
              - {card: Mountain, count: 3}
              - {card: Island, tapped: true}
              - {card: Grizzly Bears, counters: {"+1/+1": 2}, sick: true}
              - {card: Fish, token: true}
              - {card: Dermoplasm, face_down: true}
              - {card: Pacifism, attached_to: Grizzly Bears@Bruno, owner: Bruno}
          - name: Bruno
            battlefield: [Grizzly Bears]
        """
    )
    ana = parse("", head).players[0]
    assert ana.life == 17 and ana.line == 3
    assert [entry.card for entry in ana.hand] == ["Into the Flood Maw", "Island"]
    assert [entry.card for entry in ana.library] == ["Island", "Forest"]
    assert ana.graveyard == (ZoneEntry(card="Shock", line=7),)
    assert ana.exile == (ZoneEntry(card="Lightning Bolt", face_down=True, counters=(("time", 3),), line=8),)
    assert ana.battlefield == (
        ZoneEntry(card="Island", line=10),
        ZoneEntry(card="Mountain", count=3, line=11),
        ZoneEntry(card="Island", tapped=True, line=12),
        ZoneEntry(card="Grizzly Bears", counters=(("+1/+1", 2),), sick=True, line=13),
        ZoneEntry(card="Fish", token=True, line=14),
        ZoneEntry(card="Dermoplasm", face_down=True, line=15),
        ZoneEntry(card="Pacifism", attached_to="Grizzly Bears@Bruno", owner="Bruno", line=16),
    )


def test_turn_setup() -> None:
    turn = parse("turn: {number: 3, active: Bruno, step: declare_blockers}\n").turn
    assert turn == TurnSetup(number=3, active="Bruno", step="declare_blockers", line=3)
    assert parse("turn: {step: Upkeep}\n").turn.step == "upkeep"
    assert parse("turn: {number: 2}\n").turn.active == "Ana"


@pytest.mark.parametrize("step", STEPS)
def test_every_step_name_is_accepted(step: str) -> None:
    assert parse(f"turn: {{step: {step}}}\n").turn.step == step


def test_model_is_frozen_hashable_and_tuple_based() -> None:
    scenario = parse("actions:\n  - {cast: Shock, by: Ana, targets: [Bruno]}\n")
    with pytest.raises(dataclasses.FrozenInstanceError):
        scenario.title = "other"  # type: ignore[misc]
    assert isinstance(scenario.actions, tuple)
    assert hash(scenario) == hash(parse("actions:\n  - {cast: Shock, by: Ana, targets: [Bruno]}\n"))


def test_load_scenario_reads_a_file(tmp_path: Path) -> None:
    path = tmp_path / "gift.yaml"
    path.write_text(HEAD + "seed: 3\n", encoding="utf-8")
    scenario = load_scenario(path)
    assert scenario.file == str(path) and scenario.seed == 3


# ---------------------------------------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------------------------------------


def test_actions_carry_one_based_index_and_line() -> None:
    scenario = parse("actions:\n  - {play: Island, by: Ana}\n  - {pass: Ana}\n  - pass: Bruno\n")
    assert scenario.actions == (
        Play(card="Island", by="Ana", index=1, line=4),
        Pass(player="Ana", index=2, line=5),
        Pass(player="Bruno", index=3, line=6),
    )


def test_cast_with_every_option() -> None:
    cast = parse(
        """\
        actions:
          - cast: Into the Flood Maw
            by: Ana
            gift: Bruno
            awaken: true
            targets: [Grizzly Bears, Bruno]
            x: 3
            modes: [1, 0]
            from: graveyard
        """
    ).actions[0]
    assert cast == Cast(
        card="Into the Flood Maw", by="Ana", gift="Bruno", awaken=True, targets=("Grizzly Bears", "Bruno"),
        x=3, modes=(1, 0), from_zone="graveyard", index=1, line=4,
    )  # fmt: skip


def test_cast_defaults_and_gift_false() -> None:
    assert action("{cast: Shock, by: Ana}") == Cast(card="Shock", by="Ana", index=1, line=4)
    cast = action("{cast: Shock, by: Ana, gift: false, awaken: no}")
    assert isinstance(cast, Cast) and cast.gift is None and cast.awaken is False and cast.from_zone == "hand"


def test_activate() -> None:
    plain = action("{activate: Scrapshooter, by: Ana}")
    assert plain == Activate(card="Scrapshooter", by="Ana", index=1, line=4)
    activate = action("{activate: Blasting Station, by: Ana, ability: 1, targets: [Bruno], x: 2, modes: [0]}")
    assert activate == Activate(
        card="Blasting Station", by="Ana", ability=1, targets=("Bruno",), x=2, modes=(0,), index=1, line=4
    )
    cycled = action("{activate: Lórien Revealed, by: Ana, from: hand}")
    assert isinstance(cycled, Activate) and cycled.from_zone == "hand"


def test_resolve_advance_turn_face_up() -> None:
    assert action("{resolve: top}") == Resolve(what="top", index=1, line=4)
    assert action("{resolve: all}") == Resolve(what="all", index=1, line=4)
    assert action("{advance: combat_damage}") == Advance(step="combat_damage", index=1, line=4)
    assert action("{advance: next_turn}") == Advance(step="next_turn", index=1, line=4)
    face_up = action("{turn_face_up: Dermoplasm, by: Ana}")
    assert face_up == TurnFaceUp(card="Dermoplasm", by="Ana", index=1, line=4)


def test_attack_and_block() -> None:
    attack = action("{attack: {Grizzly Bears: Bruno, 'Grizzly Bears@Ana#2': Jace Beleren}, by: Ana}")
    assert attack == Attack(
        assignments=(("Grizzly Bears", "Bruno"), ("Grizzly Bears@Ana#2", "Jace Beleren")),
        by="Ana",
        index=1,
        line=4,
    )
    assert action("{attack: {}}") == Attack(assignments=(), by=None, index=1, line=4)
    block = action("{block: {Wall of Wood: Grizzly Bears}, by: Bruno}")
    assert block == Block(assignments=(("Wall of Wood", "Grizzly Bears"),), by="Bruno", index=1, line=4)


def test_expect_action_holds_expectations() -> None:
    step = parse("actions:\n  - expect:\n      - stack: empty\n      - lost: []\n").actions[0]
    expected = (StackIs(names=(), line=5), Lost(players=(), line=6))
    assert step == ExpectStep(expectations=expected, index=1, line=4)


# ---------------------------------------------------------------------------------------------------------
# choose answers
# ---------------------------------------------------------------------------------------------------------


def test_choose_carries_by_and_answer() -> None:
    choose = action("{choose: {order: [Jolly Gerbils, Scrapshooter / gift]}, by: Ana}")
    assert choose == Choose(
        answer=Order(order=("Jolly Gerbils", "Scrapshooter / gift"), line=4), by="Ana", index=1, line=4
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("yes", YesNo(value=True, line=4)),
        ("no", YesNo(value=False, line=4)),
        ("true", YesNo(value=True, line=4)),
        ("'yes'", YesNo(value=True, line=4)),
        ('"No"', YesNo(value=False, line=4)),
        ("{targets: [Grizzly Bears@Bruno]}", Targets(targets=("Grizzly Bears@Bruno",), line=4)),
        ("{cards: [Island, Forest]}", Cards(cards=("Island", "Forest"), line=4)),
        ("{player: Bruno}", PlayerChoice(player="Bruno", line=4)),
        ("{color: Green}", ColorChoice(color="green", line=4)),
        ("{damage: {Grizzly Bears: 2, Bruno: 1}}", Damage(assignments=(("Grizzly Bears", 2), ("Bruno", 1)),
                                                           line=4)),
        ("{top: [A], bottom: [B, C]}", TopBottom(top=("A",), bottom=("B", "C"), line=4)),
        ("{bottom: [B]}", TopBottom(top=(), bottom=("B",), line=4)),
        ("{top: [A]}", TopBottom(top=("A",), bottom=(), line=4)),
        ("{mode: 2}", Mode(mode=2, line=4)),
        ("{option: 0}", Option(option=0, line=4)),
    ],
)
def test_every_choose_form(text: str, expected: object) -> None:
    assert answer(text) == expected


# ---------------------------------------------------------------------------------------------------------
# Expectations and patterns
# ---------------------------------------------------------------------------------------------------------


def test_life_expectation() -> None:
    assert expectation("- life: {Ana: 20, Bruno: 17}\n") == Life(life=(("Ana", 20), ("Bruno", 17)), line=4)


def test_zone_expectation() -> None:
    zone = expectation(
        """\
        - zone: Bruno.battlefield
          count: 3
          contains:
            - {name: Fish, token: true, tapped: true, power: 1, toughness: 1,
               colors: [blue], subtypes: [Fish]}
          lacks: [{name: Octopus}]
        """
    )
    fish = Pattern(
        name="Fish", token=True, tapped=True, power=1, toughness=1, colors=("blue",), subtypes=("Fish",),
        line=7,
    )  # fmt: skip
    octopus = Pattern(name="Octopus", line=9)
    assert zone == Zone(zone="battlefield", player="Bruno", count=3, contains=(fish,), lacks=(octopus,),
                        line=4)  # fmt: skip
    stack = expectation("- {zone: stack, count: 0}\n")
    assert stack == Zone(zone="stack", player=None, count=0, line=4)


def test_object_expectations() -> None:
    positive = expectation("- object: Island@Ana\n  is: {types: [Land, Creature], power: 4}\n")
    assert positive == ObjectIs(
        ref="Island@Ana", pattern=Pattern(types=("Land", "Creature"), power=4, line=5), negate=False, line=4
    )
    negative = expectation("- object: 'Plains@Ana#1'\n  is_not: {keywords: [Indestructible]}\n")
    assert negative == ObjectIs(
        ref="Plains@Ana#1", pattern=Pattern(keywords=("Indestructible",), line=5), negate=True, line=4
    )


def test_every_pattern_field() -> None:
    body = """\
        - object: Grizzly Bears
          is:
            name: Grizzly Bears
            token: false
            tapped: true
            power: 3
            toughness: -1
            types: [Creature]
            subtypes: [Bear]
            supertypes: [Legendary]
            colors: [green, White]
            counters: {"+1/+1": 1, stun: 0}
            keywords: [First strike]
            controller: Ana
            owner: Bruno
            zone: battlefield
            sick: true
            damage: 2
            face_down: false
            phased_out: false
            attached_to: Forest@Ana
            attacking: true
            blocking: false
        """
    found = expectation(body)
    assert isinstance(found, ObjectIs)
    assert found.pattern == Pattern(
        name="Grizzly Bears", token=False, tapped=True, power=3, toughness=-1, types=("Creature",),
        subtypes=("Bear",), supertypes=("Legendary",), colors=("green", "white"),
        counters=(("+1/+1", 1), ("stun", 0)), keywords=("First strike",), controller="Ana", owner="Bruno",
        zone="battlefield", sick=True, damage=2,
        face_down=False, phased_out=False, attached_to="Forest@Ana", attacking=True, blocking=False, line=6,
    )  # fmt: skip
    assert tuple(f.name for f in dataclasses.fields(Pattern) if f.name != "line") == PATTERN_FIELDS


def test_colorless_pattern_is_an_empty_tuple() -> None:
    found = expectation("- object: Ornithopter\n  is: {colors: []}\n")
    assert isinstance(found, ObjectIs) and found.pattern.colors == () and found.pattern.types is None


def test_stack_turn_and_player_expectations() -> None:
    assert expectation("- stack: empty\n") == StackIs(names=(), line=4)
    assert expectation("- stack: [Shock, Scrapshooter / gift]\n") == StackIs(
        names=("Shock", "Scrapshooter / gift"), line=4
    )
    assert expectation("- turn: {active: Bruno, number: 4, step: upkeep}\n") == TurnIs(
        active="Bruno", number=4, step="upkeep", line=4
    )
    assert expectation("- turn: {step: end}\n") == TurnIs(step="end", line=4)
    assert expectation("- extra_turns: [Bruno, Bruno]\n") == ExtraTurns(players=("Bruno", "Bruno"), line=4)
    assert expectation("- lost: [Bruno]\n") == Lost(players=("Bruno",), line=4)
    assert expectation("- winner: Ana\n") == Winner(player="Ana", line=4)
    assert expectation("- player: Ana\n  keywords: [Hexproof]\n  lacks_keywords: [Shroud]\n") == PlayerHas(
        player="Ana", keywords=("Hexproof",), lacks_keywords=("Shroud",), line=4
    )


def test_cited_keeps_trailing_zeros() -> None:
    assert expectation("- cited: [702.174, 603.3, 702.10, 608, 510.1c]\n") == Cited(
        rules=("702.174", "603.3", "702.10", "608", "510.1c"), line=4
    )


# ---------------------------------------------------------------------------------------------------------
# Object references
# ---------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Grizzly Bears", Reference(name="Grizzly Bears")),
        ("Grizzly Bears@Bruno", Reference(name="Grizzly Bears", controller="Bruno")),
        ("Grizzly Bears@Bruno#2", Reference(name="Grizzly Bears", controller="Bruno", index=2)),
        ("Grizzly Bears#12", Reference(name="Grizzly Bears", index=12)),
        ("Scrapshooter / gift", Reference(name="Scrapshooter", ability_fragment="gift")),
        ("Scrapshooter@Ana#1 / destroy", Reference(name="Scrapshooter", controller="Ana", index=1,
                                                   ability_fragment="destroy")),
        ("Fire // Ice", Reference(name="Fire // Ice")),
        ("Fire // Ice / deals 2", Reference(name="Fire // Ice", ability_fragment="deals 2")),
        ("Steelbane Hydra / +1/+1 counter", Reference(name="Steelbane Hydra",
                                                      ability_fragment="+1/+1 counter")),
    ],
)  # fmt: skip
def test_parse_reference_forms(text: str, expected: Reference) -> None:
    assert parse_reference(text) == expected


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Grizzly Bears@Bruno#0", "'#' must be followed by 1, 2"),
        ("Grizzly Bears#x", "'#' must be followed by 1, 2"),
        ("Grizzly Bears#", "'#' must be followed by 1, 2"),
        ("@Bruno", "has no name"),
        ("  ", "has no name"),
        ("Grizzly Bears@", "no player after '@'"),
        ("Scrapshooter /", "nothing after '/'"),
    ],
)
def test_parse_reference_errors(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_reference(text)


# ---------------------------------------------------------------------------------------------------------
# Errors: every error names the file and the line (and the action where there is one)
# ---------------------------------------------------------------------------------------------------------


def assert_error(
    error: ScenarioError, line: int | None, message: str, action_index: int | None = None
) -> None:
    where = FILE if line is None else f"{FILE}:{line}"
    prefix = f"{where}:" + ("" if action_index is None else f" action {action_index}:")
    assert str(error).startswith(prefix + " "), str(error)
    assert message in error.message, error.message
    assert (error.file, error.line, error.action_index) == (FILE, line, action_index)


def test_error_format_matches_the_contract() -> None:
    error = fail("actions:\n  - {play: Island, by: Ana}\n  - {pass: Ana}\n  - {casts: Shock, by: Ana}\n")
    assert str(error).startswith(
        "scenarios/x.yaml:6: action 3: unknown action key 'casts' (expected one of: play, cast, activate, "
        "pass, resolve, choose, advance, attack, block, turn_face_up, expect)"
    )
    assert str(error).endswith("did you mean 'cast'?")
    assert ACTION_KEYS == (
        "play", "cast", "activate", "pass", "resolve", "choose", "advance", "attack", "block", "turn_face_up",
        "expect",
    )  # fmt: skip


def test_scenario_error_is_picklable() -> None:
    error = ScenarioError(FILE, 4, 2, "boom")
    copy = pickle.loads(pickle.dumps(error))
    assert str(copy) == str(error) == f"{FILE}:4: action 2: boom"
    assert str(ScenarioError(FILE, None, None, "boom")) == f"{FILE}: boom"


BAD_SETUP = [
    # (head, line, message)
    ("title: [t\nplayers: []\n", 2, "invalid YAML"),
    ("title: t\nplayers:\n  - name: Ana\n   life: 3\n", 4, "invalid YAML"),
    ("players: [{name: Ana}, {name: Bruno}]\n", 1, "missing required key 'title'"),
    ("title: t\n", 1, "missing required key 'players'"),
    ("title: t\ntitel: u\nplayers: [{name: Ana}, {name: Bruno}]\n", 2, "unknown scenario key 'titel'"),
    ("title: t\nplayers: [{name: Ana}]\n", 2, "at least 2 players, got 1"),
    ("title: t\nplayers: [{name: Ana}, {name: Ana}]\n", 2, "duplicate player name 'Ana'"),
    ("title: t\nplayers:\n  - name: Ana\n  - name: ana\n", 4, "duplicate player name 'ana'"),
    ("title: t\nplayers: [{name: Ana}, {life: 3}]\n", 2, "player is missing required key 'name'"),
    ("title: t\nplayers: [{name: 'A@b'}, {name: B}]\n", 2, "must not contain '@'"),
    ("title: t\nplayers: [{name: Ana}, {name: No}]\n", 2, "quote it"),
    ("title: t\nplayers:\n  - {name: A, life: twenty}\n  - {name: B}\n", 3,
     "life must be an integer, got 'twenty'"),
    ("title: t\nplayers:\n  - {name: Ana, lives: 3}\n  - {name: Bruno}\n", 3, "did you mean 'life'?"),
    ("title: t\nplayers: {Ana: 1}\n", 2, "players must be a list, got a mapping"),
    ("title: t\ntitle: u\nplayers: []\n", 2, "duplicate key 'title'"),
    ("- a\n", 1, "scenario must be a mapping, got a list"),
]  # fmt: skip


@pytest.mark.parametrize(("head", "line", "message"), BAD_SETUP)
def test_setup_errors(head: str, line: int, message: str) -> None:
    assert_error(fail("", head), line, message)


BAD_BODY = [
    # (body after HEAD, line, message, action index)
    ("turn: {step: main}\n", 3, "unknown step 'main' in step", None),
    ("turn: {step: main}\n", 3, "did you mean 'main1'?", None),
    ("turn: {active: Carl}\n", 3, "unknown player 'Carl' in active", None),
    ("turn: {number: 0}\n", 3, "number must be at least 1, got 0", None),
    ("seed: 1.5\n", 3, "seed must be an integer, got '1.5'", None),
    ("rules: [abc]\n", 3, "must be a rule number like 702.174a", None),
    ("rules: 702.1\n", 3, "rules must be a list", None),
    ("players2: []\n", 3, "unknown scenario key 'players2'", None),
    ("actions:\n  - {pass: Ana}\n  - {cast: Shock, by: Bob}\n", 5, "unknown player 'Bob' in by", 2),
    ("actions:\n  - {cast: Shock}\n", 4, "cast action is missing required key 'by'", 1),
    ("actions:\n  - {cast: Shock, by: Ana, target: [Bruno]}\n", 4, "did you mean 'targets'?", 1),
    ("actions:\n  - {cast: Shock, by: Ana, gift: true}\n", 4, "gift names the player", 1),
    ("actions:\n  - {cast: Shock, by: Ana, gift: Ana}\n", 4, "promised to an opponent", 1),
    ("actions:\n  - {cast: Shock, by: Ana, x: three}\n", 4, "x must be an integer, got 'three'", 1),
    ("actions:\n  - {cast: Shock, by: Ana, modes: [-1]}\n", 4, "modes entry must be at least 0", 1),
    ("actions:\n  - {cast: Shock, by: Ana, from: battlefield}\n", 4, "unknown zone 'battlefield' in from", 1),
    ("actions:\n  - {cast: Shock, by: Ana, targets: Bruno}\n", 4, "targets must be a list, got 'Bruno'", 1),
    ("actions:\n  - {cast: Shock, by: Ana, awaken: maybe}\n", 4, "awaken must be true or false", 1),
    ("actions:\n  - {cast: 'Shock#0', by: Ana}\n", 4, "'#' must be followed by 1, 2", 1),
    ("actions:\n  - {cast: 'Shock#x', by: Ana}\n", 4, "'#' must be followed by 1, 2", 1),
    ("actions:\n  - {cast: '@Ana', by: Ana}\n", 4, "has no name", 1),
    ("actions:\n  - {cast: 'Shock@Brno', by: Ana}\n", 4, "did you mean 'Bruno'?", 1),
    ("actions:\n  - {cast: Shock, play: Island, by: Ana}\n", 4, "has both 'cast' and 'play'", 1),
    ("actions:\n  - {by: Ana}\n", 4, "action needs one of: play, cast", 1),
    ("actions:\n  - pass Ana\n", 4, "action must be a mapping, got 'pass Ana'", 1),
    ("actions:\n  - {pass: Ana, by: Ana}\n", 4, "unknown pass action key 'by'", 1),
    ("actions:\n  - {resolve: everything}\n", 4, "unknown resolve value 'everything'", 1),
    ("actions:\n  - {advance: main}\n", 4, "unknown step 'main' in advance", 1),
    ("actions:\n  - {activate: X, by: Ana, ability: -1}\n", 4, "ability must be at least 0", 1),
    ("actions:\n  - {activate: X, by: Ana, gift: Bruno}\n", 4, "unknown activate action key 'gift'", 1),
    ("actions:\n  - {block: {A: B}}\n", 4, "block action is missing required key 'by'", 1),
    ("actions:\n  - {attack: [A], by: Ana}\n", 4, "attack must be a mapping, got a list", 1),
    ("actions:\n  - {choose: maybe, by: Ana}\n", 4, "choose must be yes, no or a mapping", 1),
    ("actions:\n  - {choose: {colour: red}, by: Ana}\n", 4, "did you mean 'color'?", 1),
    ("actions:\n  - {choose: {color: purple}, by: Ana}\n", 4, "unknown color 'purple'", 1),
    ("actions:\n  - {choose: {mode: 1, option: 2}, by: Ana}\n", 4, "has both 'mode' and 'option'", 1),
    ("actions:\n  - {choose: {}, by: Ana}\n", 4, "choose needs one of: order", 1),
    ("actions:\n  - {choose: {damage: {A: -2}}, by: Ana}\n", 4, "damage 'A' must be at least 0", 1),
    ("actions:\n  - {choose: {player: Carl}, by: Ana}\n", 4, "unknown player 'Carl' in player", 1),
    ("actions:\n  - {choose: yes}\n", 4, "choose action is missing required key 'by'", 1),
    ("actions:\n  - expect:\n      - stak: empty\n", 5, "did you mean 'stack'?", 1),
    ("expect:\n  - lif: {Ana: 1}\n", 4, "unknown expectation key 'lif'", None),
    ("expect:\n  - life: {Ana: lots}\n", 4, "life 'Ana' must be an integer, got 'lots'", None),
    ("expect:\n  - life: {Carl: 1}\n", 4, "unknown player 'Carl' in life", None),
    ("expect:\n  - zone: Bruno.battlefield\n", 4, "needs count, contains or lacks", None),
    ("expect:\n  - {zone: battlefield, count: 1}\n", 4, "must be PLAYER.ZONE", None),
    ("expect:\n  - {zone: Carl.hand, count: 1}\n", 4, "unknown player 'Carl'", None),
    ("expect:\n  - {zone: Ana.deck, count: 1}\n", 4, "unknown zone 'deck'", None),
    ("expect:\n  - {zone: stack, contains: [{powr: 1}]}\n", 4, "unknown contains pattern key 'powr'", None),
    ("expect:\n  - object: X\n    is:\n      powr: 2\n", 6, "expected one of: name, token, tapped", None),
    ("expect:\n  - object: X\n    is: {colors: [purple]}\n", 5, "unknown color 'purple' in colors", None),
    ("expect:\n  - object: X\n    is: {zone: deck}\n", 5, "unknown zone 'deck'", None),
    ("expect:\n  - object: X\n    is: {controller: Carl}\n", 5, "unknown player 'Carl' in controller", None),
    ("expect:\n  - object: X\n", 4, "needs exactly one of is or is_not", None),
    ("expect:\n  - {object: X, is: {}, is_not: {}}\n", 4, "needs exactly one of is or is_not", None),
    ("expect:\n  - {object: X, is: {}, life: {}}\n", 4, "has both 'object' and 'life'", None),
    ("expect:\n  - stack: full\n", 4, "stack must be empty or a list of names", None),
    ("expect:\n  - turn: {}\n", 4, "needs active, number or step", None),
    ("expect:\n  - turn: {step: next_turn}\n", 4, "unknown step 'next_turn'", None),
    ("expect:\n  - player: Ana\n", 4, "needs keywords or lacks_keywords", None),
    ("expect:\n  - winner: Carl\n", 4, "unknown player 'Carl' in winner", None),
    ("expect:\n  - lost: [Carl]\n", 4, "unknown player 'Carl' in lost entry", None),
    ("expect:\n  - cited: [702.174a.1]\n", 4, "must be a rule number", None),
    ("expect:\n  - stack\n", 4, "expectation must be a mapping, got 'stack'", None),
]  # fmt: skip


@pytest.mark.parametrize(("body", "line", "message", "action_index"), BAD_BODY)
def test_body_errors(body: str, line: int, message: str, action_index: int | None) -> None:
    assert_error(fail(body), line, message, action_index)


BAD_ENTRIES = [
    # (player entry lines under Ana, line, message)
    ("hand: [{card: X, tapped: true}]", 4, "tapped applies only to battlefield entries, not to hand"),
    ("graveyard: [{card: Food, token: true}]", 4, "token applies only to battlefield entries"),
    ("battlefield: [{card: X, owner: Carl}]", 4, "unknown player 'Carl' in owner"),
    ("battlefield: [{card: X, count: 0}]", 4, "count must be at least 1, got 0"),
    ("battlefield: [{card: X, cout: 2}]", 4, "did you mean 'count'?"),
    ("battlefield: [{count: 2}]", 4, "battlefield entry is missing required key 'card'"),
    ("battlefield: [{card: X, counters: {'+1/+1': two}}]", 4, "counters '+1/+1' must be an integer"),
    ("battlefield: [{card: X, attached_to: 'Y#0'}]", 4, "'#' must be followed by 1, 2"),
    ("battlefield: [[X]]", 4, "battlefield entry must be a mapping, got a list"),
]  # fmt: skip


@pytest.mark.parametrize(("entry", "line", "message"), BAD_ENTRIES)
def test_zone_entry_errors(entry: str, line: int, message: str) -> None:
    head = f"title: t\nplayers:\n  - name: Ana\n    {entry}\n  - name: Bruno\n"
    assert_error(fail("", head), line, message)


def test_empty_file_is_an_error() -> None:
    assert_error(fail("", ""), None, "the file is empty")


def test_file_too_large(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_text(HEAD + "# " + "x" * (1024 * 1024) + "\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert str(caught.value).startswith(f"{path}: file is too large")
    with pytest.raises(ScenarioError, match="file is too large"):
        parse_scenario(path.read_text(encoding="utf-8"), FILE)


def test_file_just_under_the_limit_is_read(tmp_path: Path) -> None:
    path = tmp_path / "padded.yaml"
    text = HEAD + "# "
    path.write_text(text + "x" * (1024 * 1024 - len(text) - 1) + "\n", encoding="utf-8")
    assert load_scenario(path).title == "t"


def test_nesting_deeper_than_50_is_refused() -> None:
    # the top-level mapping is the first level
    assert_error(fail("extra: " + "[" * 50 + "]" * 50 + "\n"), 3, "nesting deeper than 50 levels")
    assert_error(fail("extra: " + "[" * 49 + "]" * 49 + "\n"), 3, "unknown scenario key 'extra'")


def test_alias_bombs_and_loops_are_refused() -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]" for i in range(1, 12)]
    with pytest.raises(ScenarioError, match="expands to more than"):
        parse_scenario("\n".join(lines) + "\n", FILE)
    with pytest.raises(ScenarioError, match="expands to more than"):
        parse_scenario("loop: &a [*a]\n", FILE)


def test_invalid_utf8_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes(HEAD.encode() + "title2: caf\xe9\n".encode("latin-1"))
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert caught.value.line == 3 and "not valid UTF-8" in caught.value.message


def test_control_characters_name_the_line() -> None:
    assert_error(fail("\x00\n"), 3, "invalid YAML")


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="cannot read the file"):
        load_scenario(tmp_path / "nope.yaml")
