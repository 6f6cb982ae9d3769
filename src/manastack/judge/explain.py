"""Explaining to a scenario's author why an action is illegal, and what is legal instead (spec "Exit codes": 2).

Legal priority actions are rendered back in scenario syntax (``{cast: Shock, by: Ana}``) so that the message can
be copied into the file; pending decisions are shown with their options, numbered as ``choose: {option: N}`` uses.
The explanations are facts of an error (``types.explained.Explained``): the reader's language writes their words.
"""

from __future__ import annotations

from collections.abc import Sequence

from manastack.judge.references import describe, option_label
from manastack.rules import engine
from manastack.rules.abilities import ability_at, printed
from manastack.rules.characteristics import chars, object_name
from manastack.rules.combat import can_attack
from manastack.rules.mana import can_pay
from manastack.types.actions import ActivateAbility, CastSpell, PassPriority, PlayLand, TurnFaceUp
from manastack.types.decisions import Decision, Label
from manastack.types.enums import CardType
from manastack.types.explained import Explained
from manastack.types.mana import FREE
from manastack.types.markers import N_
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


def legal_now(state: GameState) -> Explained | tuple[str, ...]:
    """The legal actions of the pending decision, in scenario syntax."""
    decision = state.decision
    if decision is None or state.game_over:
        return Explained(N_("none (the game is over)")) if state.game_over else Explained(N_("none"))
    if decision.kind.value != "priority":
        return show_decision(state, decision)
    actions = engine.legal_actions(state)
    shown = tuple(priority_syntax(state, a) for a in actions[:MAX_SHOWN])
    if len(actions) > MAX_SHOWN:
        return Explained(N_("{actions} … ({count} in all)"), actions=shown, count=len(actions))
    return shown


def show_decision(state: GameState, decision: Decision) -> Explained:
    """A pending decision: who, what, the rule and its numbered options."""
    options = tuple(Explained(N_("{index}: {option}"), index=i, option=_option_text(state, decision, i))
                    for i in range(len(decision.options)))
    return Explained(N_("{player} must decide: {prompt} [{rule}] — options {options}"),
                     player=state.players[decision.player].name, prompt=decision.prompt, rule=decision.rule,
                     options=semicolons(options))


def semicolons(items: Sequence[object]) -> object:
    """Facts listed with semicolons between them (options and labels may hold commas); "" for none."""
    if not items:
        return ""
    return Explained(N_("{first}; {rest}"), first=items[0], rest=semicolons(items[1:])) if len(items) > 1 \
        else items[0]


def _option_text(state: GameState, decision: Decision, index: int) -> Label | str:
    if index < len(decision.labels) and decision.labels[index]:
        return decision.labels[index]
    return option_label(state, decision.options[index])


def why_not_cast(state: GameState, player: int, oid: int) -> Explained:
    """CR 117.1a, 307.1, 601.2: the likely reason a card can't be cast now."""
    definition = printed(state.objects[oid])
    card = definition.name
    if state.players[player].cant_cast:
        return Explained(N_("{player} can't cast spells this turn"), player=state.players[player].name)
    instant = CardType.INSTANT in definition.types or "Flash" in definition.keywords
    if CardType.LAND in definition.types:
        return Explained(N_("{card} is a land: play it with {syntax} (CR 305.1)"), card=card, syntax="{play: ...}")
    if not instant and not (state.active == player and state.step.is_main and not state.stack):
        return Explained(N_("{card} can be cast only at sorcery speed: in its controller's main phase with the "
                            "stack empty (CR 307.1, 117.1a)"), card=card)
    if definition.cost is not None and not can_pay(state, player, definition.cost, spell=oid):
        return Explained(N_("its mana cost {cost} can't be paid (CR 601.2h)"), cost=definition.cost.render())
    if definition.cost is None and definition.keyword("awaken") is None:
        return Explained(N_("{card} has no mana cost, so it can't be cast (CR 118.6)"), card=card)
    return Explained(N_("no legal choice of targets exists (CR 601.2c, 115)"))


def why_not_play(state: GameState, player: int, oid: int) -> Explained:
    """CR 305.1–305.3: the likely reason a land can't be played now."""
    if CardType.LAND not in chars(state, state.objects[oid]).types:
        return Explained(N_("{card} is not a land: cast it with {syntax}"), card=state.objects[oid].card,
                         syntax="{cast: ...}")
    if not (state.active == player and state.step.is_main and not state.stack):
        return Explained(N_("a land can be played only in its controller's main phase with the stack empty "
                            "(CR 305.1, 116.2a)"))
    return Explained(N_("{player} has already played a land this turn (CR 305.2)"),
                     player=state.players[player].name)


def why_not_activate(state: GameState, player: int, oid: int, index: int) -> Explained:
    """CR 602.5: the likely reason an activated ability can't be activated now."""
    obj = state.objects[oid]
    ability = ability_at(printed(obj), index)   # keyword-made ones (equip, CR 702.6a) after the printed
    cost = getattr(ability, "cost", None)
    if obj.zone.value != "battlefield":
        return Explained(N_("it is in the {zone}: the engine activates abilities of permanents only (CR 602.1)"),
                         zone=obj.zone)
    if obj.controller != player:
        return Explained(N_("{player} doesn't control it (CR 602.2)"), player=state.players[player].name)
    if cost is not None and cost.tap and obj.tapped:
        return Explained(N_("it is tapped and the cost includes {symbol} (CR 602.5a)"), symbol="{T}")
    if cost is not None and cost.tap and obj.sick and chars(state, obj).is_creature:
        return Explained(N_("it is summoning sick and the cost includes {symbol} (CR 302.6)"), symbol="{T}")
    if cost is not None and cost.mana is not FREE and cost.mana.mana_value and not can_pay(state, player, cost.mana):
        return Explained(N_("its cost {cost} can't be paid (CR 602.2b, 601.2h)"), cost=cost.mana.render())
    if getattr(ability, "sorcery_speed", False):
        return Explained(N_("it can be activated only as a sorcery (CR 602.5d)"))
    return Explained(N_("no legal choice of targets exists (CR 602.2b, 601.2c)"))


def why_not_attack(state: GameState, oid: int) -> Explained:
    """CR 508.1a: the likely reason a creature can't attack."""
    obj = state.objects[oid]
    c = chars(state, obj)
    card = object_name(obj)
    if not c.is_creature:
        return Explained(N_("{card} is not a creature (CR 508.1a)"), card=card)
    if obj.tapped:
        return Explained(N_("{card} is tapped (CR 508.1a)"), card=card)
    if "Defender" in c.keywords:
        return Explained(N_("{card} has defender (CR 702.3b)"), card=card)
    if obj.controller != state.active:
        return Explained(N_("{card} is not controlled by the active player (CR 508.1a)"), card=card)
    if obj.sick and not can_attack(state, oid):
        return Explained(N_("{card} has summoning sickness (CR 302.6)"), card=card)
    return Explained(N_("{card} can't attack that player (CR 508.1)"), card=card)
