"""Flashback (CR 702.34).

702.34a: "Flashback [cost]" means "You may cast this card from your graveyard if the resulting spell is an instant
or sorcery spell by paying [cost] rather than paying its mana cost" (an alternative cost, 118.9, offered only for a
card in the graveyard) and "If the flashback cost was paid, exile this card instead of putting it anywhere else any
time it would leave the stack" (a replacement effect, kept on the spell: ``EXILE_INSTEAD``, see ``rules.zones``).
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.cards.parts import Mana
from manastack.rules.events import note, player_ref
from manastack.rules.keywords.base import AlternativeCost, Keyword
from manastack.rules.zones import CAST_FROM, EXILE_INSTEAD
from manastack.types.decisions import Label
from manastack.types.events import ObjectRef
from manastack.types.mana import ManaCost
from manastack.types.objects import GameObject
from manastack.types.records import Casting
from manastack.types.state import GameState


def _choose(game: GameState, casting: Casting, cost: ManaCost) -> None:
    """CR 702.34a: cast from the graveyard for its flashback cost — it will be exiled as it leaves the stack."""
    spell = game.objects[casting.object]
    spell.chosen = {**spell.chosen, EXILE_INSTEAD: "702.34a"}
    note(game, "flashback", "702.34a", player=casting.player, objects=(spell.id,),
         data=(("player", player_ref(game, casting.player)), ("card", ObjectRef(spell.id, spell.card)),
               ("cost", cost.render())))


def _chosen(obj: GameObject, costs: tuple[object, ...]) -> bool:
    return bool(obj.chosen) and obj.chosen.get(CAST_FROM) == "graveyard"


def _text(cost: ManaCost) -> str:
    return (f"Flashback {cost.render()} (You may cast this card from your graveyard for its flashback cost. "
            "Then exile it.)")


KEYWORD = Keyword(CardKeyword(name="flashback", rule="702.34a", field="flashback", annotation=Mana, text=_text),
                  alternative=AlternativeCost("flashback", cost=lambda cost: cost,
                                              label=lambda cost: Label.of("flashback", cost=cost.render()),
                                              choose=_choose,
                                              chosen=_chosen, from_graveyard=True))
