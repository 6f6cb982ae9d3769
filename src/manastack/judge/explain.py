"""Explaining to a scenario's author why an action is illegal, and what is legal instead (spec "Exit codes": 2).

Legal priority actions are rendered back in scenario syntax (``{cast: Shock, by: Ana}``) so that the message can
be copied into the file; pending decisions are shown with their options, numbered as ``choose: {option: N}`` uses.
"""

from __future__ import annotations

from manastack.judge.references import describe, option_label
from manastack.rules import engine
from manastack.rules.abilities import ability_at, printed
from manastack.rules.characteristics import chars, object_name
from manastack.rules.combat import can_attack
from manastack.rules.mana import can_pay
from manastack.sentences import label_text, prompt_text
from manastack.types.actions import ActivateAbility, CastSpell, PassPriority, PlayLand, TurnFaceUp
from manastack.types.decisions import Decision
from manastack.types.enums import CardType
from manastack.types.mana import FREE
from manastack.types.state import GameState

MAX_SHOWN = 20


def priority_syntax(state: GameState, action: object) -> str:
    """An engine priority action as a scenario action."""
    name = state.players[getattr(action, "player", 0)].name
    if isinstance(action, PassPriority):
        return f"{{pass: {name}}}"
    if isinstance(action, PlayLand):
        return f"{{play: {_ref(state, action.card)}, by: {name}}}"
    if isinstance(action, CastSpell):
        return f"{{cast: {_ref(state, action.card)}, by: {name}}}"
    if isinstance(action, ActivateAbility):
        return f"{{activate: {_ref(state, action.source)}, by: {name}, ability: {_spec_index(state, action)}}}"
    if isinstance(action, TurnFaceUp):
        return f"{{turn_face_up: {_ref(state, action.permanent)}, by: {name}}}"
    return str(action)


def _spec_index(state: GameState, action: ActivateAbility) -> int:
    """The scenario's ``ability: N``: the position among the object's activated abilities, mana ones counted."""
    from manastack.cards.schema import Activated, ManaAbilitySpec
    from manastack.rules.abilities import all_abilities, printed

    abilities = all_abilities(printed(state.objects[action.source]))
    activated = [i for i, a in enumerate(abilities) if isinstance(a, (Activated, ManaAbilitySpec))]
    return activated.index(action.index) if action.index in activated else action.index


def _ref(state: GameState, oid: int) -> str:
    text = describe(state, oid)
    return text.rsplit(" (", 1)[0]


def legal_now(state: GameState) -> str:
    """The legal actions of the pending decision, in scenario syntax."""
    decision = state.decision
    if decision is None or state.game_over:
        return "none (the game is over)" if state.game_over else "none"
    if decision.kind.value != "priority":
        return show_decision(state, decision)
    actions = engine.legal_actions(state)
    shown = [priority_syntax(state, a) for a in actions[:MAX_SHOWN]]
    more = f" … ({len(actions)} in all)" if len(actions) > MAX_SHOWN else ""
    return ", ".join(shown) + more


def show_decision(state: GameState, decision: Decision) -> str:
    """A pending decision: who, what, the rule and its numbered options."""
    who = state.players[decision.player].name
    options = "; ".join(f"{i}: {_option_text(state, decision, i)}" for i in range(len(decision.options)))
    return f"{who} must decide: {prompt_text(decision.prompt)} [{decision.rule}] — options {options}"


def _option_text(state: GameState, decision: Decision, index: int) -> str:
    if index < len(decision.labels) and decision.labels[index]:
        return label_text(decision.labels[index])
    return option_label(state, decision.options[index])


def why_not_cast(state: GameState, player: int, oid: int) -> str:
    """CR 117.1a, 307.1, 601.2: the likely reason a card can't be cast now."""
    definition = printed(state.objects[oid])
    if state.players[player].cant_cast:
        return f"{state.players[player].name} can't cast spells this turn"
    instant = CardType.INSTANT in definition.types or "Flash" in definition.keywords
    if CardType.LAND in definition.types:
        return f"{definition.name} is a land: play it with {{play: ...}} (CR 305.1)"
    if not instant and not (state.active == player and state.step.is_main and not state.stack):
        return (f"{definition.name} can be cast only at sorcery speed: in its controller's main phase with the "
                "stack empty (CR 307.1, 117.1a)")
    if definition.cost is not None and not can_pay(state, player, definition.cost, spell=oid):
        return f"its mana cost {definition.cost.render()} can't be paid (CR 601.2h)"
    if definition.cost is None and definition.keyword("awaken") is None:
        return f"{definition.name} has no mana cost, so it can't be cast (CR 118.6)"
    return "no legal choice of targets exists (CR 601.2c, 115)"


def why_not_play(state: GameState, player: int, oid: int) -> str:
    """CR 305.1–305.3: the likely reason a land can't be played now."""
    if CardType.LAND not in chars(state, state.objects[oid]).types:
        return f"{state.objects[oid].card} is not a land: cast it with {{cast: ...}}"
    if not (state.active == player and state.step.is_main and not state.stack):
        return "a land can be played only in its controller's main phase with the stack empty (CR 305.1, 116.2a)"
    return f"{state.players[player].name} has already played a land this turn (CR 305.2)"


def why_not_activate(state: GameState, player: int, oid: int, index: int) -> str:
    """CR 602.5: the likely reason an activated ability can't be activated now."""
    obj = state.objects[oid]
    ability = ability_at(printed(obj), index)   # keyword-made ones (equip, CR 702.6a) after the printed
    cost = getattr(ability, "cost", None)
    if obj.zone.value != "battlefield":
        return f"it is in the {obj.zone.value}: the engine activates abilities of permanents only (CR 602.1)"
    if obj.controller != player:
        return f"{state.players[player].name} doesn't control it (CR 602.2)"
    if cost is not None and cost.tap and obj.tapped:
        return "it is tapped and the cost includes {T} (CR 602.5a)"
    if cost is not None and cost.tap and obj.sick and chars(state, obj).is_creature:
        return "it is summoning sick and the cost includes {T} (CR 302.6)"
    if cost is not None and cost.mana is not FREE and cost.mana.mana_value and not can_pay(state, player, cost.mana):
        return f"its cost {cost.mana.render()} can't be paid (CR 602.2b, 601.2h)"
    if getattr(ability, "sorcery_speed", False):
        return "it can be activated only as a sorcery (CR 602.5d)"
    return "no legal choice of targets exists (CR 602.2b, 601.2c)"


def why_not_attack(state: GameState, oid: int) -> str:
    """CR 508.1a: the likely reason a creature can't attack."""
    obj = state.objects[oid]
    c = chars(state, obj)
    if not c.is_creature:
        return f"{object_name(obj)} is not a creature (CR 508.1a)"
    if obj.tapped:
        return f"{object_name(obj)} is tapped (CR 508.1a)"
    if "Defender" in c.keywords:
        return f"{object_name(obj)} has defender (CR 702.3b)"
    if obj.controller != state.active:
        return f"{object_name(obj)} is not controlled by the active player (CR 508.1a)"
    if obj.sick and not can_attack(state, oid):
        return f"{object_name(obj)} has summoning sickness (CR 302.6)"
    return f"{object_name(obj)} can't attack that player (CR 508.1)"
