"""CR 117.1, 117.3: ``legal_actions()`` lists exactly the actions ``apply()`` accepts (also when mana is paid
automatically: CR 605.3a lets a player with priority activate a mana ability at any time), and ``apply()``
rejects anything else with ``IllegalActionError``, leaving the game exactly as it was."""

from __future__ import annotations

import functools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import ANA, named, position
from manastack import Game, IllegalActionError, RandomAgent
from manastack.rules.mana import GRANTED_BASE
from manastack.types.actions import ActivateAbility, CastSpell, Choose, PassPriority, PlayLand, TurnFaceUp

DECKS = [["Forest"] * 8 + ["Llanowar Elves", "Grizzly Bears", "Giant Growth", "Birds of Paradise"] * 3,
         ["Mountain"] * 8 + ["Lightning Bolt", "Shock", "Raging Goblin", "Hill Giant"] * 3]
KINDS = (PassPriority, PlayLand, CastSpell, ActivateAbility, TurnFaceUp, Choose)


@functools.cache
def sample_games(auto_mana: bool) -> tuple[Game, ...]:
    """Positions from random games, taken every few decisions (priority and other decisions alike)."""
    found = []
    for seed in range(3):
        game = Game.new([list(d) for d in DECKS], seed=seed, auto_mana=auto_mana)
        agents = (RandomAgent(seed), RandomAgent(seed + 7))
        for step in range(200):
            if game.decision is None:
                break
            if step % 25 == 5:
                found.append(game.clone())
            game.apply(agents[game.decision.player].choose(game, game.legal_actions()))
    return tuple(found)


def accepted(game: Game, action: object) -> bool:
    """Whether ``apply`` takes the action (tried on a clone; the fuzz below checks a refusal changes nothing)."""
    try:
        game.clone().apply(action)  # type: ignore[arg-type]
    except IllegalActionError:
        return False
    return True


def well_formed(game: Game) -> list[object]:
    """Every action of the right shape the deciding player could try now: each kind, on every object."""
    player = game.decision.player  # type: ignore[union-attr]
    ids = sorted(game.state.objects)
    indexes = (0, 1, 2, GRANTED_BASE)
    found: list[object] = [PassPriority(player)]
    found += [kind(player, oid) for oid in ids for kind in (PlayLand, CastSpell, TurnFaceUp)]
    found += [ActivateAbility(player, oid, i) for oid in ids for i in indexes]
    found += [Choose(player, o) for o in game.decision.options]  # type: ignore[union-attr]
    return found


@pytest.mark.parametrize("auto_mana", [True, False])
def test_117_legal_actions_are_exactly_what_apply_accepts(auto_mana: bool) -> None:
    """117.1: the legal actions are those the rules allow now — every listed action is accepted, and every
    other well-formed action is refused (without any change)."""
    for game in sample_games(auto_mana):
        listed = set(game.legal_actions())
        for action in well_formed(game):
            assert accepted(game, action) == (action in listed), (action, game.decision)


def test_605_3a_a_mana_ability_is_a_legal_action_when_mana_is_paid_automatically() -> None:
    """605.3a: a player with priority may activate a mana ability even though costs are paid automatically."""
    game = position(battlefield=(["Birds of Paradise"], []))
    birds = named(game, "Birds of Paradise")
    assert game.state.auto_mana and ActivateAbility(ANA, birds, 0) in game.legal_actions()


ODD = st.one_of(st.integers(-5, 400), st.booleans(), st.none(), st.text(max_size=3), st.floats(allow_nan=False),
                st.tuples(st.integers(-2, 400), st.integers(-2, 400)), st.just(()), st.lists(st.integers(0, 3)))


@st.composite
def malformed(draw: st.DrawFn) -> object:
    kind = draw(st.sampled_from(KINDS))
    fields = {PassPriority: 1, PlayLand: 2, CastSpell: 2, TurnFaceUp: 2, ActivateAbility: 3, Choose: 2}[kind]
    player = draw(st.one_of(st.sampled_from([0, 1]), ODD))
    return kind(player, *[draw(ODD) for _ in range(fields - 1)])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), action=malformed())
def test_117_apply_rejects_malformed_actions_and_changes_nothing(data: st.DataObject, action: object) -> None:
    """117.3, 601.2 (``apply`` validates before it changes anything): a nonexistent object, a bool or text
    where a number is expected, an answer to another decision — ``IllegalActionError``, and the saved game
    is exactly what it was."""
    game = data.draw(st.sampled_from(sample_games(True) + sample_games(False)))
    if action in game.legal_actions() and _exact(action):
        return
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(action)  # type: ignore[arg-type]
    assert game.to_json() == before


def _exact(action: object) -> bool:
    """Whether every field has the exact type a legal action would have (True is not the object id 1)."""
    values = [getattr(action, f) for f in action.__dataclass_fields__]  # type: ignore[attr-defined]
    return all(type(v) is int or (isinstance(action, Choose) and f != 0) for f, v in enumerate(values))


def test_117_the_reviewed_examples_are_refused_without_change() -> None:
    """117.3 (``apply`` validates first): a nonexistent object, a bool for a number, and a stale action whose
    source changed zones are refused, and the game is unchanged."""
    from helpers import cast

    game = position(battlefield=(["Birds of Paradise", "Mountain"], ["Grizzly Bears"]), hand=(["Shock"], []))
    birds, shock = named(game, "Birds of Paradise"), named(game, "Shock")
    before = game.to_json()
    for action in (ActivateAbility(ANA, 999, 0), CastSpell(ANA, 10_000), ActivateAbility(ANA, birds, True),
                   CastSpell(True, shock), Choose(ANA, 0)):
        with pytest.raises(IllegalActionError):
            game.apply(action)  # type: ignore[arg-type]
        assert game.to_json() == before
    cast(game, "Shock", named(game, "Grizzly Bears"))
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(ANA, shock))      # the card is on the stack now: a stale action
    assert game.to_json() == before
