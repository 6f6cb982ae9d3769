"""Morph (CR 702.37).

702.37a: "Morph [cost]" means "You may cast this card as a 2/2 face-down creature with no text, no name, no
subtypes, and no mana cost by paying {3} rather than paying its mana cost" (702.37c: an alternative cost,
offered as casting it ``face_down``). 702.37e, 116.2b: any time you have priority, you may turn a face-down
permanent you control with morph face up by paying its morph cost — a special action. What a face-down
object is (708.2) is read in ``rules.characteristics``; who may see it (708.5) in the views.
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.cards.parts import Mana
from manastack.cards.schema import CardDef
from manastack.rules.events import note, player_ref
from manastack.rules.keywords.base import AlternativeCost, Keyword
from manastack.types.decisions import Label
from manastack.types.mana import ManaCost
from manastack.types.objects import GameObject
from manastack.types.records import Casting
from manastack.types.state import GameState

FACE_DOWN_COST = ManaCost.parse("{3}")   # CR 702.37c: a morph card can be cast face down for {3}


def cast_face_down(game: GameState, casting: Casting, _: ManaCost) -> None:
    """CR 702.37c, 708.3: the spell is turned face down as it's cast."""
    game.objects[casting.object].face_down = True
    note(game, "face_down", "702.37c", player=casting.player, data=(("player", player_ref(game, casting.player)),))


def face_up_cost(definition: CardDef, cost: ManaCost) -> ManaCost:
    """CR 702.37e: the cost of turning the face-down permanent face up: its morph cost."""
    return cost


def _cast_face_down(obj: GameObject, _: tuple[object, ...]) -> bool:
    return obj.face_down


KEYWORD = Keyword(
    CardKeyword(name="morph", rule="702.37", field="morph", annotation=Mana, text=lambda c: f"Morph {c.render()}"),
    alternative=AlternativeCost("face_down", cost=lambda _: FACE_DOWN_COST,
                                label=lambda _: Label.of("face_down", cost=FACE_DOWN_COST.render()),
                                choose=cast_face_down, chosen=_cast_face_down, any_targets=True),
    turn_face_up=face_up_cost,
)
