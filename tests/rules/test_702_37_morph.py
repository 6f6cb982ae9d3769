"""CR 702.37: morph — a keyword module (``rules.keywords.morph``): an alternative cost and a special action."""

from __future__ import annotations

from helpers import ANA, changed, named, position
from manastack.cards.pool import CardPool
from manastack.cards.render import rules_text
from manastack.rules.casting import cost_options
from manastack.rules.keywords.registry import face_up_cost
from manastack.types.actions import CastSpell, TurnFaceUp
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone

card = CardPool.builtin().__getitem__


def test_702_37a_morph_is_a_field_with_its_text():
    """702.37a: "Morph [cost]" — the card's ``morph:`` field, printed after its abilities."""
    angel = card("Exalted Angel")
    assert rules_text(angel).splitlines()[-1] == "Morph {2}{W}{W}"
    assert face_up_cost(angel) == angel.keyword("morph")
    assert face_up_cost(card("Grizzly Bears")) is None


def test_702_37c_a_morph_card_may_be_cast_face_down_for_three():
    """702.37c: it may be cast as a 2/2 face-down creature by paying {3} rather than its mana cost."""
    game = position(battlefield=(["Plains"] * 3, []), hand=(["Exalted Angel"], []))
    angel = named(game, "Exalted Angel", Zone.HAND)
    assert cost_options(game.state, ANA, card("Exalted Angel")) == ["face_down"]
    game.apply(CastSpell(ANA, angel))
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY   # the only way: taken
    spell = game.state.objects[game.state.stack[-1]]
    assert spell.face_down and sum(game.state.objects[o].tapped for o in game.state.battlefield) == 3


def test_702_37e_turning_it_face_up_is_a_special_action_for_its_morph_cost():
    """702.37e, 116.2b: any time you have priority, pay the morph cost to turn it face up."""
    game = position(battlefield=(["Plains"] * 3, []))
    from manastack.rules.zones import new_card

    angel = new_card(game.state, game.state.cards["Exalted Angel"], ANA, Zone.BATTLEFIELD)
    angel.face_down = True
    changed(game)
    assert TurnFaceUp(ANA, angel.id) not in game.legal_actions()     # {2}{W}{W}: four mana needed
    new_card(game.state, game.state.cards["Plains"], ANA, Zone.BATTLEFIELD)
    changed(game)
    assert TurnFaceUp(ANA, angel.id) in game.legal_actions()
    game.apply(TurnFaceUp(ANA, angel.id))
    assert not angel.face_down and game.characteristics(angel.id).name == "Exalted Angel"
