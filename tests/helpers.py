"""Setting up positions directly, and driving a game through its decisions, for rules tests.

A position is a fresh two-player ``GameState`` (Ana is player 0, Bo player 1) with named cards put
straight into zones, the turn set to a main phase, and the rules advanced to the first decision::

    game = position(battlefield=(["Mountain"], ["Grizzly Bears"]), hand=(["Shock"], []))
    spell = cast(game, "Shock", named(game, "Grizzly Bears"))
    resolve(game)

Permanents put onto the battlefield this way have been controlled since the turn began (not
summoning sick, CR 302.6) unless listed in ``sick``. Player targets are written with
``player_target(pid)`` (-1000 - pid) or the shorthand ``P0``/``P1``.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path

from manastack.cards.pool import CardPool
from manastack.game import Game
from manastack.rules import engine
from manastack.rules.continuous import add_effect
from manastack.rules.targets import player_target
from manastack.rules.zones import new_card
from manastack.types.actions import ActivateAbility, CastSpell, Choose, PassPriority, PlayLand
from manastack.types.decisions import DecisionKind
from manastack.types.enums import STEP_ORDER, Step, Zone
from manastack.types.objects import GameObject, Player
from manastack.types.state import GameState

ANA, BO = 0, 1
P0, P1 = player_target(0), player_target(1)
NAMES = ("Ana", "Bo")
Pair = tuple[Sequence[str], Sequence[str]]
NONE: Pair = ((), ())


def position(*, battlefield: Pair = NONE, hand: Pair = NONE, library: Pair | None = None,
             graveyard: Pair = NONE, exile: Pair = NONE, sick: Iterable[str] = (), tapped: Iterable[str] = (),
             step: Step = Step.MAIN1, active: int = ANA, turn: int = 3, life: tuple[int, int] = (20, 20),
             seed: int = 1, record: bool = True, cards: CardPool | None = None) -> Game:
    """A two-player game in ``active``'s ``step`` (default: precombat main) with the given cards.

    Each argument is a pair (Ana's cards, Bo's cards). ``library`` is listed top card first and defaults
    to ten Islands each (so nobody loses by drawing). ``sick`` and ``tapped`` name battlefield cards
    (every copy of the name) that entered this turn or are tapped. ``cards`` is the game's card pool
    (default: the built-in cards; see ``pool_with``).
    """
    state = GameState(seed, cards if cards is not None else CardPool.builtin())
    state.recording = record
    state.players = [Player(pid, NAMES[pid], life[pid]) for pid in (ANA, BO)]
    state.decks = [[], []]
    libraries = library if library is not None else (["Island"] * 10, ["Island"] * 10)
    sick, tapped = set(sick), set(tapped)
    for pid in (ANA, BO):
        for zone, cards in ((Zone.LIBRARY, libraries[pid]), (Zone.HAND, hand[pid]),
                            (Zone.GRAVEYARD, graveyard[pid]), (Zone.EXILE, exile[pid]),
                            (Zone.BATTLEFIELD, battlefield[pid])):
            for name in cards:
                obj = new_card(state, state.cards.find(name), pid, zone)
                if zone is Zone.BATTLEFIELD:
                    obj.sick = name in sick
                    obj.tapped = name in tapped
                    if obj.definition.loyalty:      # CR 306.5b: set up as if it had entered
                        obj.counters = {"loyalty": obj.definition.loyalty}
    state.turn_number = turn
    state.active = state.last_normal = active
    state.starting_player = ANA
    state.step = step
    state.phase_done = True
    engine.advance(state)
    return Game(state)


# -- finding objects --------------------------------------------------------------------------------
def ids(game: Game, name: str, zone: Zone | None = None, owner: int | None = None) -> list[int]:
    """Every object named ``name`` (optionally in one zone / owned by one player), oldest first."""
    return [oid for oid, obj in sorted(game.state.objects.items())
            if obj.card == name and not obj.is_ability and (zone is None or obj.zone is zone)
            and (owner is None or obj.owner == owner)]


def named(game: Game, name: str, zone: Zone | None = None, owner: int | None = None) -> int:
    """The one object named ``name`` (an error if there are none or several)."""
    found = ids(game, name, zone, owner)
    assert len(found) == 1, f"expected one {name!r} ({zone}, owner {owner}), found {found}"
    return found[0]


def obj(game: Game, oid: int) -> GameObject:
    return game.state.objects[oid]


def zone_of(game: Game, name: str, owner: int | None = None) -> Zone:
    """The zone of the one card named ``name`` (its id changes as it moves, CR 400.7)."""
    return obj(game, named(game, name, owner=owner)).zone


def pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    c = game.characteristics(oid)
    return c.power, c.toughness


def life(game: Game) -> tuple[int, int]:
    return game.state.players[ANA].life, game.state.players[BO].life


def grant(game: Game, oid: int, *keywords: str, duration: str = "permanent") -> None:
    """Give a permanent keyword abilities with a layer 6 effect (CR 613.1f), as an aura or equipment would."""
    add_effect(game.state, oid, obj(game, oid).controller, "6", (oid,), (("add", tuple(keywords)),), duration)


def counters(game: Game, oid: int, kind: str, n: int) -> None:
    """Put ``n`` counters of ``kind`` on a permanent (an event: state-based actions look again)."""
    from manastack.rules.counters import put_counters

    put_counters(game.state, oid, kind, n)


def changed(game: Game) -> None:
    """After editing a position by hand (damage, tapped …): let the rules look at it again (cached
    characteristics and the last state-based check are keyed by the event counter)."""
    game.state.event_seq += 1


def pool_with(text: str) -> CardPool:
    """The built-in cards plus card definitions (YAML, validated like the card files) for one game."""
    return CardPool.builtin().with_text(text, "<test cards>")


def add_mana(game: Game, player: int, letters: str) -> None:
    """Put mana straight into a player's pool (as if a mana ability had just resolved)."""
    for letter in letters:
        game.state.players[player].pool["WUBRGC".index(letter)] += 1


# -- acting ---------------------------------------------------------------------------------------
def deciding(game: Game) -> int:
    assert game.decision is not None, "the game is over"
    return game.decision.player


def choose(game: Game, option: object) -> None:
    """Answer the pending (non-priority) decision."""
    game.apply(Choose(deciding(game), option))  # type: ignore[arg-type]


def pass_priority(game: Game) -> None:
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY, game.decision
    game.apply(PassPriority(game.decision.player))


def play_land(game: Game, name: str) -> None:
    player = deciding(game)
    game.apply(PlayLand(player, named(game, name, Zone.HAND, player)))


def cast(game: Game, card: str | int, *targets: int, choices: Sequence[object] = ()) -> int:
    """The player with priority casts ``card`` (a name in their hand, or an id), answering the casting
    decisions: targets (ids, ``P0``/``P1``) in order, then "done" where more could be chosen; modes, X
    and other choices from ``choices`` in order. Returns the spell's id on the stack."""
    player = deciding(game)
    if isinstance(card, int):
        oid = card
    else:
        in_hand = ids(game, card, Zone.HAND, player)
        assert in_hand, f"no {card!r} in player {player}'s hand"
        oid = in_hand[0]
    game.apply(CastSpell(player, oid))
    spell = game.state.stack[-1]
    _answer_casting(game, list(targets), list(choices))
    return spell


def activate(game: Game, source: int, index: int, *targets: int, choices: Sequence[object] = ()) -> int:
    """The player with priority activates ability ``index`` of ``source``; returns the ability's id."""
    game.apply(ActivateAbility(deciding(game), source, index))
    ability = game.state.stack[-1]
    _answer_casting(game, list(targets), list(choices))
    return ability


def _answer_casting(game: Game, targets: list[int], choices: list[object]) -> None:
    while game.decision is not None and game.state.context in ("casting", "trigger_targets"):
        d = game.decision
        if d.kind is DecisionKind.TARGET:
            option: object = targets.pop(0) if targets else "done"
        elif choices:
            option = choices.pop(0)
        else:
            option = d.options[0]
        choose(game, option)
    assert not targets, f"targets not used: {targets}"


def resolve(game: Game, *answers: object) -> None:
    """Every player passes in succession until the stack is empty (answering resolution questions
    with ``answers`` in order); stops if the game ends."""
    pending = list(answers)
    while game.state.stack and game.decision is not None:
        if game.decision.kind is DecisionKind.PRIORITY:
            pass_priority(game)
        else:
            choose(game, pending.pop(0) if pending else game.decision.options[0])


def resolve_top(game: Game) -> None:
    """Every player passes once: the top object of the stack resolves (CR 117.4)."""
    assert game.state.stack, "the stack is empty"
    top = game.state.stack[-1]
    while top in game.state.stack and game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        pass_priority(game)


def advance_to(game: Game, step: Step, turn: int | None = None) -> None:
    """Pass priority with an empty stack (declaring no attackers or blockers) until ``step`` of turn
    ``turn`` (default: this turn, or the next one if the step is already past) has begun."""
    state = game.state
    if turn is None:
        later = STEP_ORDER.index(step) > STEP_ORDER.index(state.step)
        turn = state.turn_number if later else state.turn_number + 1
    for _ in range(500):
        if (state.turn_number == turn and state.step is step) or game.decision is None:
            return
        d = game.decision
        if d.kind is DecisionKind.PRIORITY:
            pass_priority(game)
        elif d.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS):
            choose(game, "done")
        else:
            choose(game, d.options[0])
    raise AssertionError(f"never reached {step} of turn {turn}")


def attack(game: Game, *attackers: int, defender: int = BO) -> None:
    """Go to the declare attackers step and declare ``attackers`` (CR 508.1)."""
    if game.state.step is not Step.DECLARE_ATTACKERS:
        advance_to(game, Step.DECLARE_ATTACKERS)
    for a in attackers:
        choose(game, (a, defender))
    choose(game, "done")


def block(game: Game, *pairs: tuple[int, int]) -> None:
    """Pass to the declare blockers step and declare ``(blocker, attacker)`` pairs (CR 509.1)."""
    if game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        advance_to(game, Step.DECLARE_BLOCKERS)
    assert game.decision is not None and game.decision.kind is DecisionKind.BLOCKERS, game.decision
    for pair in pairs:
        choose(game, pair)
    choose(game, "done")


def events(game: Game, kind: str) -> list:
    return [e for e in game.events if e.kind == kind]


def rules_cited(game: Game) -> list[str]:
    return [e.rule for e in game.events]


def priority_player(game: Game) -> int | None:
    d = game.decision
    return d.player if d is not None and d.kind is DecisionKind.PRIORITY else None


def catalog_forms(table: Mapping[str, object]) -> Iterator[tuple[str, str, str]]:
    """Every template of a sentences table (``SENTENCES``, ``PROMPTS``): (kind, variant, one form)."""
    from manastack.types.markers import Plural

    for kind, entry in table.items():
        for variant, form in (entry.items() if isinstance(entry, dict) else [("", entry)]):
            for template in ((form.one, form.other) if isinstance(form, Plural) else (form,)):
                yield kind, variant, template


def literal_strings(node: ast.AST) -> list[str]:
    """The string constants a source expression may evaluate to (a constant, or either side of a conditional)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return literal_strings(node.body) + literal_strings(node.orelse)
    return []


def source_calls(name: str) -> Iterator[tuple[Path, ast.Call]]:
    """Every call of a function or method named ``name`` in the package's source, with its file."""
    import manastack

    for path in sorted(Path(manastack.__file__).parent.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func
                callee = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) \
                    else ""
                if callee == name:
                    yield path, node


def worded_calls(cls: str) -> list[tuple[Path, ast.Call]]:
    """Every ``Prompt.of(...)`` (``cls="Prompt"``) or ``Label.of(...)`` of the source."""
    return [(path, call) for path, call in source_calls("of") if isinstance(call.func, ast.Attribute)
            and isinstance(call.func.value, ast.Name) and call.func.value.id == cls]


def worded_kinds(calls: list[tuple[Path, ast.Call]]) -> set[str]:
    """The kinds those calls name; each call must name its kind by a constant."""
    kinds: set[str] = set()
    for path, call in calls:
        found = literal_strings(call.args[0]) if call.args else []
        assert found, f"{path.name}:{call.lineno}: the kind must be a constant"
        kinds.update(found)
    return kinds


def missing_variants(calls: list[tuple[Path, ast.Call]], table: Mapping[str, object]) -> list[str]:
    """Where a call names a variant its kind's entry doesn't have."""
    missing = []
    for path, call in calls:
        for keyword in call.keywords:
            if keyword.arg == "variant":
                for kind in literal_strings(call.args[0]):
                    entry = table[kind]
                    for variant in literal_strings(keyword.value):
                        if not (isinstance(entry, dict) and variant in entry):
                            missing.append(f"{path.name}:{call.lineno}: {kind} has no variant {variant!r}")
    return missing


def fill_from_facts(table: Mapping[str, object], render: Callable[[str, dict[str, object]], str], kind: str,
                    variant: str, template: str) -> None:
    """Render one form of a table's entry from facts named like its placeholders (objects named "<name>",
    numbers for counts and formatted fields), and check no placeholder is left unfilled."""
    import string

    from manastack.types.events import ObjectRef
    from manastack.types.markers import Plural

    fields = [(name, spec) for _, name, spec, _ in string.Formatter().parse(template) if name]
    facts: dict[str, object] = {name: (2 if spec or name in ("count", "amount") else ObjectRef(7, f"<{name}>"))
                                for name, spec in fields}
    entry = table[kind]
    form = entry[variant] if isinstance(entry, dict) else entry
    if isinstance(form, Plural):     # the count chooses the form, even when the singular doesn't say it
        facts.setdefault(form.count, 2)
    for count in (1, 2):
        text = render(kind, {"variant": variant, **{k: count if v == 2 else v for k, v in facts.items()}})
        for name, spec in fields:
            assert spec or f"<{name}>" in text or name in ("count", "amount"), (name, text)
