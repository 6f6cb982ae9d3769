"""Priority (CR 117): who may act, what they may do, and what passing does."""

from __future__ import annotations

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import Activated, CardDef
from manastack.rules import additional_costs, graveyard_permissions, tap_costs
from manastack.rules.abilities import GRANTED_ACTIVATED, all_abilities, granted_abilities, has_activated, printed
from manastack.rules.cast_permissions import castable_by_graveyard_rule, castable_from_exile, playable_lands_from_exile
from manastack.rules.casting import cast_forms, cost_options, x_options
from manastack.rules.casting_restrictions import castable_some_way
from manastack.rules.characteristics import chars, lost_abilities
from manastack.rules.class_levels import may_activate
from manastack.rules.conditions import holds
from manastack.rules.cost_modification import reduction_bound
from manastack.rules.costs import can_pay_life, payable, spent_by
from manastack.rules.graveyard_cards import GraveyardCards
from manastack.rules.keywords.registry import CACHES, alternatives, castable_from_graveyard, face_up_cost
from manastack.rules.loyalty import can_activate_loyalty
from manastack.rules.mana import can_pay, mana_abilities_costing_mana, sources
from manastack.rules.play_from_library import playable_top
from manastack.rules.statics import as_though_flash, extra_land_plays
from manastack.rules.targets import candidates
from manastack.types.actions import ActivateAbility, CastSpell, PassPriority, PlayLand, TurnFaceUp
from manastack.types.enums import CardType, Zone
from manastack.types.mana import FREE
from manastack.types.objects import GameObject
from manastack.types.state import GameState


def priority_actions(game: GameState, player: int) -> list:
    """CR 117.1: the actions a player with priority can take now, in a fixed order."""
    actions: list = [PassPriority(player)]
    sorcery_time = _sorcery_timing(game, player)
    hand = game.players[player].hand
    available = mana_available(game, player)
    for oid in hand:
        c = chars(game, game.objects[oid])
        if CardType.LAND in c.types:
            if sorcery_time and can_play_land(game, player):
                actions.append(PlayLand(player, oid))
            continue
        cheapest = _cheapest(c.definition)
        if cheapest > available:      # CR 601.2f: a reduction may bring it within reach
            cheapest -= max(reduction_bound(game, player, s) for s in cast_forms(game.objects[oid], c.definition))
        if cheapest <= available and can_cast(game, player, oid, sorcery_time):
            actions.append(CastSpell(player, oid))
    for oid in castable_from_exile(game, player):      # CR 601.3: an effect lets the player cast it
        if can_cast(game, player, oid, sorcery_time):
            actions.append(CastSpell(player, oid))
    for oid in castable_by_graveyard_rule(game, player):  # CR 601.3: a static ability lets the player cast it
        if can_pay_life(game, player, 1) and can_cast(game, player, oid, sorcery_time):
            actions.append(CastSpell(player, oid))
    for oid in graveyard_permissions.castable(game, player):   # CR 601.3, 118.8: "by foraging"
        if can_cast(game, player, oid, sorcery_time) and CastSpell(player, oid) not in actions:
            actions.append(CastSpell(player, oid))
    if sorcery_time and can_play_land(game, player):   # CR 305.1: an effect lets the player play it
        actions += [PlayLand(player, oid) for oid in playable_lands_from_exile(game, player)]
    actions += _from_top(game, player, sorcery_time)     # CR 601.3, 305.1: Glarb's permission
    for oid in FLASHBACK.of(game, player):          # CR 702.34a: flashback casts it from the graveyard
        if can_cast(game, player, oid, sorcery_time) \
                and CastSpell(player, oid) not in actions:     # one action, however many permissions allow it
            actions.append(CastSpell(player, oid))
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller != player or obj.phased_out:
            continue
        face_up = face_up_cost(printed(obj)) if obj.face_down else None
        if face_up is not None and can_pay(game, player, face_up):     # CR 116.2b: a special action
            actions.append(TurnFaceUp(player, oid))
        actions += [ActivateAbility(player, oid, i) for i in activatable(game, player, oid, sorcery_time)]
    for oid in ACTIVATED.of(game, player):          # CR 113.6: abilities that work from the graveyard
        actions += [ActivateAbility(player, oid, i) for i in activatable(game, player, oid, sorcery_time)]
    # CR 605.3a: mana abilities may be activated whenever the player has priority, also when costs are paid
    # automatically (the mana then waits in the pool, 106.4); ``sources`` already lists them, best first.
    # They come last, one per source: agents that leave paying to the engine may drop that tail.
    # Mana abilities that cost mana come before them: the solver never uses those, so they are activated by hand.
    actions += [ActivateAbility(player, oid, i) for oid, i in mana_abilities_costing_mana(game, player)]
    actions += [ActivateAbility(player, s.permanent, s.ability) for s in sources(game, player)]
    return actions


FLASHBACK = GraveyardCards(-70234, castable_from_graveyard)   # CR 702.34a: cast from the graveyard by a keyword
ACTIVATED = GraveyardCards(-6020, has_activated)   # CR 113.6, 602.1: some work there (checked by ``activatable``)


def _from_top(game: GameState, player: int, sorcery_time: bool) -> list[PlayLand | CastSpell]:
    """CR 601.3, 305.1: the top card of the library, if a static ability lets the player play it now."""
    top = playable_top(game, player)
    if top is None:
        return []
    card = game.objects[top]
    if CardType.LAND in chars(game, card).types:
        return [PlayLand(player, top)] if sorcery_time and can_play_land(game, player) else []
    cost = printed(card).cost
    if cost is not None and cost.x_count and not x_options(game, player, card, cost, True):
        return []       # CR 601.2b: no X the permission allows can be paid for
    return [CastSpell(player, top)] if can_cast(game, player, top, sorcery_time) else []


def mana_available(game: GameState, player: int) -> int:
    """An upper bound on the mana the player could make now: pool plus every untapped mana ability."""
    return sum(game.players[player].pool) + sum(s.amount for s in sources(game, player))


_CHEAPEST: PerDefinition[int] = PerDefinition()
CACHES.append(_CHEAPEST)


def _cheapest(definition: CardDef) -> int:
    """The least mana any way of casting the card could cost (its mana cost or an alternative cost its
    keywords offer), worked out once per definition."""
    known = _CHEAPEST.get(id(definition))
    if known is not None:
        return known
    costs = [definition.cost.mana_value] if definition.cost is not None else []
    costs += [alternative.cost(value).mana_value for alternative, value in alternatives(definition)]
    return _CHEAPEST.put(definition, min(costs) if costs else 1 << 30)


def _sorcery_timing(game: GameState, player: int) -> bool:
    """CR 307.1, 117.1a: main phase of your own turn with an empty stack."""
    return game.active == player and game.step.is_main and not game.stack


def can_play_land(game: GameState, player: int) -> bool:
    """CR 305.2: one land per turn (the active player, at sorcery timing), and any additional ones its
    permanents allow (counted only once the first has been played)."""
    played = game.players[player].lands_played
    return played < 1 or played < 1 + extra_land_plays(game, player)


def can_cast(game: GameState, player: int, oid: int, sorcery_time: bool) -> bool:
    """CR 601.2, 117.1a: timing (flash, instants), "can't cast" effects, and a way to complete the cast."""
    if game.players[player].cant_cast:
        return False
    definition = printed(game.objects[oid])
    instant_speed = CardType.INSTANT in definition.types or "Flash" in definition.keywords
    if not (instant_speed or sorcery_time or as_though_flash(game, player, game.objects[oid])):
        return False
    extra = definition.additional_cost
    if definition.additional_cost_or is not None:    # CR 601.2b: one of two ways must be payable with the rest
        if not additional_costs.payable_ways(game, player, definition, oid, definition.cost or FREE):
            return False
    elif extra is not None and not payable(game, player, extra, oid, in_hand=oid):
        return False   # CR 601.2b, 601.2h: an additional cost that can't be paid (no other card to discard …)
    if definition.modes and not castable_some_way(game, game.objects[oid],
                                                   bool(definition.cost and definition.cost.x_count)):
        return False      # CR 601.2e, 101.2 (a modal spell's ways are not asked through ``cost_options``)
    if definition.modes and not definition.pawprints:   # CR 700.2h: "up to" N {P} of modes may choose none
        return any(_castable_mode(game, player, definition, m, oid) for m in range(len(definition.modes)))
    return bool(cost_options(game, player, definition, game.objects[oid]))


def _castable_mode(game: GameState, player: int, definition, mode: int, oid: int) -> bool:  # type: ignore[no-untyped-def]
    if not can_pay(game, player, definition.cost, spell=oid):   # CR 106.6: restricted mana may pay for it
        return False
    return all(spec.minimum == 0 or candidates(game, spec, player, None)
               for spec in definition.modes[mode].targets)


def _condition_holds(game: GameState, obj: GameObject, condition: str) -> bool:
    from manastack.rules.conditions import holds

    return holds(game, obj, condition)


def activatable(game: GameState, player: int, oid: int, sorcery_time: bool) -> list[int]:
    """CR 602.1–602.5: non-mana activated abilities whose costs can be paid and targets chosen."""
    obj = game.objects[oid]
    if obj.face_down:
        return []
    granted = [(n, definition.abilities[i]) for n, definition, i in granted_abilities(game, obj)] \
        if obj.zone is Zone.BATTLEFIELD and chars(game, obj).granted else []    # (a cached lookup first)
    if not granted and not has_activated(printed(obj)):
        return []
    found = []
    # CR 613.1f, 613.7: a permanent that lost all abilities keeps those granted by the same or later effects
    own = [] if obj.zone is Zone.BATTLEFIELD and lost_abilities(game, obj) else enumerate(all_abilities(printed(obj)))
    for index, ability in [*own, *granted]:   # equip (702.6a) after the printed
        if not isinstance(ability, Activated) or ability.from_zone != obj.zone.value:
            continue
        if ability.granted and index < GRANTED_ACTIVATED:
            continue       # CR 613.1f: the card gives it to others; it isn't the card's own
        if (ability.sorcery_speed and not sorcery_time) or not may_activate(obj, ability):   # CR 716.2a
            continue
        if not _restrictions_allow(game, obj, index, ability):
            continue
        if ability.is_loyalty and not can_activate_loyalty(game, oid, ability, sorcery_time):
            continue
        cost = ability.cost
        if cost.tap and (obj.tapped or (obj.sick and chars(game, obj).is_creature
                                        and "Haste" not in chars(game, obj).keywords)):
            continue
        if cost.mana.mana_value and not _mana_payable(game, player, ability, oid):
            continue
        if not payable(game, player, cost, oid):     # CR 602.2b, 601.2h: every part of the cost can be paid
            continue
        if all(spec.minimum == 0 or candidates(game, spec, player, oid) for spec in ability.targets):
            found.append(index)
    return found


def _mana_payable(game: GameState, player: int, ability: Activated, oid: int) -> bool:
    """CR 601.2g–h: the mana can be paid (some of it by tapping creatures, where the ability allows that)."""
    if ability.creatures_pay_mana:
        return tap_costs.instead_payable(game, player, ability.cost.mana, spent_by(ability.cost, oid))
    return can_pay(game, player, ability.cost.mana, spent_by(ability.cost, oid))


def _restrictions_allow(game: GameState, obj, index: int, ability: Activated) -> bool:  # type: ignore[no-untyped-def]
    """CR 602.5b: "activate only if …", "only once each turn" (``game.once_used``) and "only once"
    (``game.activated_once``: for this object, 400.7) restrictions."""
    if ability.once_each_turn and (obj.id, index) in game.once_used:
        return False
    if ability.once and (obj.id, index) in game.activated_once:
        return False
    return ability.only_if == "always" or holds(game, obj, ability.only_if)


def next_player(game: GameState, player: int) -> int:
    """CR 117.3d: priority passes to the next player in turn order who is still in the game."""
    n = len(game.players)
    nxt = (player + 1) % n
    while not game.players[nxt].in_game:
        nxt = (nxt + 1) % n
    return nxt


def players_in_game(game: GameState) -> int:
    return sum(1 for p in game.players if p.in_game)
