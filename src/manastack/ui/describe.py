"""Readable descriptions of actions and objects, for menus and logs."""

from __future__ import annotations

from manastack.game import Game
from manastack.types.actions import Action, ActivateAbility, CastSpell, Choose, PassPriority, PlayLand, TurnFaceUp


def describe_action(game: Game, action: Action) -> str:
    """One line saying what choosing ``action`` does."""
    state = game.state
    if isinstance(action, PassPriority):
        return "Pass priority"
    if isinstance(action, PlayLand):
        return f"Play {state.objects[action.card].card}"
    if isinstance(action, CastSpell):
        return f"Cast {state.objects[action.card].card}"
    if isinstance(action, ActivateAbility):
        return f"Activate {_ability_label(game, action)}"
    if isinstance(action, TurnFaceUp):
        return f"Turn face up: {state.objects[action.permanent].card}"
    if isinstance(action, Choose) and state.decision is not None:
        return state.decision.label_of(action.option)
    return str(action)


def _ability_label(game: Game, action: ActivateAbility) -> str:
    from manastack.cards.render import ability_text
    from manastack.rules.abilities import ability_at, printed
    from manastack.rules.mana import GRANTED_BASE, mana_ability_at

    source = game.state.objects[action.source]
    if action.index >= GRANTED_BASE:      # a granted mana ability (CR 613.1f)
        return f"{source.card}: {ability_text(mana_ability_at(game.state, action.source, action.index))}"
    ability = ability_at(printed(source), action.index)   # keyword-made ones (equip) after the printed
    return f"{source.card}: {ability_text(ability)}"
