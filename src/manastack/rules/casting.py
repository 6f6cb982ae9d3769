"""Casting spells (CR 601.2) and activating abilities (CR 602.2), step by step, as decisions.

601.2a the card moves to the stack; 601.2b alternative and additional costs (awaken, the gift
promise, offspring, the way of paying "forage or pay {B}"), modes and X are announced; 601.2c targets,
including those that exist only because a cost was chosen (702.174l, 702.113b); 601.2f the total cost is
locked in; 601.2g–h it is paid;
601.2i the spell becomes cast and "whenever you cast" abilities trigger.

Every option offered keeps a legal completion possible, so a cast never dead-ends.
"""

from __future__ import annotations

from manastack.cards.schema import Activated, CardDef, Cost, TargetSpec
from manastack.rules import additional_costs, costs, graveyard_permissions, pawprints, tap_costs
from manastack.rules.abilities import (
    GRANTED_ACTIVATED,
    ability_at,
    all_abilities,
    body_of,
    granted_abilities,
    printed,
    spell_body,
)
from manastack.rules.cast_during_resolution import alternative_parts, way_of
from manastack.rules.cast_permissions import (
    ANY_TYPE,
    GRAVEYARD_LIFE,
    carry_to_stack,
    castable_by_graveyard_rule,
    spendable_cost,
)
from manastack.rules.casting_restrictions import MAX_X, castable_some_way, forbidden
from manastack.rules.characteristics import chars, name_of
from manastack.rules.conditions import holds
from manastack.rules.cost_modification import applying, reduction_targets, total_cost
from manastack.rules.division import DIVISION, divided_effect, division_decision
from manastack.rules.events import emit, note, object_ref, player_ref, source_ref
from manastack.rules.forced import take_only_option
from manastack.rules.keywords.registry import (
    additional_mana,
    alternatives,
    cost_stages,
    keywords_of,
    named,
    paid_flags,
)
from manastack.rules.mana import Spent, can_pay, pay
from manastack.rules.mana_spent import record_spent
from manastack.rules.play_from_library import cast_from_top, top_allows_x
from manastack.rules.targets import announce_targets, candidates, others_chosen, target_player, within_total
from manastack.rules.zones import CAST_FROM, EXILE_INSTEAD, move
from manastack.types.actions import Choice, as_int
from manastack.types.costs import AdditionalCostPaid
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, mode_label, target_facts
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef
from manastack.types.mana import FREE, ManaCost
from manastack.types.objects import GameObject
from manastack.types.records import Casting
from manastack.types.state import GameState

BEFORE, AFTER = ("alternative",), ("mode", "x", "targets", "divide", "tap_instead", "mana", "pay", "done")  # 601.2g–h
# asked once (so are keyword costs); targets and payment repeat
ONE_SHOT = frozenset({"alternative", "additional", "mode", "x", "divide"})
DONE = "done"


def _next_stage(stage: str) -> str:
    """CR 601.2b: the alternative cost, then each keyword's optional additional cost (registry order), then
    modes, X, targets and payment."""
    stages = (*BEFORE, *cost_stages(), "additional", "sacrifice_any", *AFTER)
    return stages[stages.index(stage) + 1]


# -- feasibility ------------------------------------------------------------------------------------
def base_cost(definition: CardDef, way: str) -> ManaCost:
    """CR 601.2f: the mana cost, or the alternative cost chosen (CR 118.9): awaken, face down (702.37c) …"""
    for alternative, value in alternatives(definition):
        if alternative.way == way:
            return alternative.cost(value)
    return definition.cost or FREE


def cost_options(game: GameState, player: int, definition: CardDef, obj: GameObject | None = None) -> list[str]:
    """CR 601.2b, 118.9a: the ways to cast that can succeed now: ``mana_cost``, ``awaken``, ``face_down``
    (``obj``: the card, when mana of any type may be spent on it, 609.4b)."""
    from_graveyard = _cast_from(obj) == "graveyard"   # CR 702.34a: from there, the flashback cost
    by_rule = from_graveyard and _by_graveyard_rule(game, player, obj)   # … or a rule's permission (601.3)
    ways = [("mana_cost", "", False)] * (not from_graveyard or by_rule) + [
        (a.way, a.flag, a.any_targets) for a, _ in alternatives(definition) if a.from_graveyard == from_graveyard]
    options = []
    for way, flag, any_targets in ways:
        if way == "mana_cost" and definition.cost is None:
            continue   # CR 118.6: a card with no mana cost can't be cast for it
        if obj is not None and _forbidden_way(game, obj, definition, way):
            continue   # CR 601.2e, 101.2: a spell cast this way would be illegal (Void Winnower)
        cost = base_cost(definition, way)
        if obj is not None:      # CR 601.2f: the total cost, with increases and reductions
            cost = spendable_cost(game, player, obj, total_cost(game, player, as_cast(obj, way), cost))
        if not can_pay(game, player, cost, _all_sacrificed(game, player, definition, obj),
                       spell=None if obj is None else obj.id):   # CR 106.6
            continue
        flags = frozenset({flag}) if flag else frozenset()
        if any_targets or targets_possible(game, player, definition, (), flags) or any(
                targets_possible(game, player, definition, (), flags | {k.name})
                for k, _ in keywords_of(definition) if k.cost is not None):
            options.append(way)   # CR 702.174l: targets that exist only if the gift is promised count too
    return options


def as_cast(obj: GameObject, way: str) -> GameObject:
    """The card as the spell it would become: cast face down, a colorless 2/2 creature spell (708.2a, 702.37c), so
    "colorless spells you cast cost {1} less" reduces that alternative cost (Herald of Kozilek's ruling)."""
    if way != "face_down" or obj.face_down:
        return obj
    spell = obj.copy()
    spell.face_down = True
    return spell


def cast_forms(obj: GameObject, definition: CardDef) -> tuple[GameObject, ...]:
    """The card as each spell it may become: face up, and face down where an alternative cost casts it so."""
    return (obj, *(as_cast(obj, a.way) for a, _ in alternatives(definition) if a.way == "face_down"))


def _forbidden_way(game: GameState, obj: GameObject, definition: CardDef, way: str) -> bool:
    """CR 601.2e: whether every spell cast this way (face down, or face up with any X) is forbidden."""
    face_down = way == "face_down"
    has_x = not face_down and base_cost(definition, way).x_count > 0
    return not castable_some_way(game, obj, has_x, face_down)


def targets_possible(game: GameState, player: int, definition: CardDef, modes: tuple[int, ...],
                      flags: frozenset[str]) -> bool:
    """Whether the spell's targets can be chosen with the costs named by ``flags`` paid (awaken, gift)."""
    if definition.pawprints:
        return True    # CR 700.2h: "up to": no mode need be chosen, and modes are offered only if their targets exist
    body = spell_body(definition, modes or (0,) if definition.modes else ())
    return all(_spec_satisfiable(game, player, s, flags) for s in body.targets)


def _cast_from(obj: GameObject | None) -> str:
    """The zone the card is (or, as a spell, was) cast from (CR 601.2a)."""
    if obj is None:
        return "hand"
    if obj.zone is Zone.STACK:
        return str(obj.chosen.get(CAST_FROM, "hand")) if obj.chosen else "hand"
    return obj.zone.value


def _spec_satisfiable(game: GameState, player: int, spec: TargetSpec, flags: frozenset[str],
                      spell: int | None = None) -> bool:
    """Enough legal targets for ``spec`` (``spell``: the spell being cast, which can't target itself, 115.5)."""
    if not _active(spec.when, flags) or spec.minimum == 0:
        return True
    return len(candidates(game, spec, player, spell)) >= spec.minimum


def _active(when: str, flags: frozenset[str]) -> bool:
    if when == "always":
        return True
    negate = when.startswith("not_")
    return ((when[4:] if negate else when) in flags) != negate


# -- casting ----------------------------------------------------------------------------------------
def begin_cast(game: GameState, player: int, card_id: int, chosen: dict[str, object] | None = None) -> None:
    """CR 601.2a: move the card to the stack; the other 601.2 steps follow as decisions. ``chosen``: what the
    effect casting it during a resolution fixed (608.2g: "without paying its mana cost", 118.9)."""
    any_type = carry_to_stack(game, player, card_id)     # CR 601.3, 609.4b: cast from exile (Cruelclaw's Heist)
    cast_from = game.objects[card_id].zone.value
    by_rule = not chosen and cast_from == "graveyard" and card_id in castable_by_graveyard_rule(game, player)  # 601.3
    by_effect = {} if chosen or by_rule or cast_from != "graveyard" else \
        graveyard_permissions.chosen_on_cast(game, player, card_id)   # CR 601.3, 118.8: "by foraging"
    spell = move(game, card_id, Zone.STACK, controller=player, rule="601.2a", why="cast")
    assert spell is not None
    spell.chosen = {**spell.chosen, CAST_FROM: cast_from}   # "if this spell was cast from a graveyard"
    if any_type:
        spell.chosen = {**spell.chosen, ANY_TYPE: True}
    if by_rule:     # "by paying 1 life in addition to their other costs"
        spell.chosen = {**spell.chosen, GRAVEYARD_LIFE: 1}
    if chosen or by_effect:
        spell.chosen = {**spell.chosen, **(chosen or by_effect)}
    game.casting = Casting(player, spell.id)
    game.casting.stage = BEFORE[0]
    continue_cast(game)


def begin_activation(game: GameState, player: int, source: int, index: int) -> None:
    """CR 602.2a: the ability is created on the stack; 602.2b then follows 601.2b–i."""
    src = game.objects[source]
    definition = src.copy_of or src.definition
    if index >= GRANTED_ACTIVATED:     # CR 613.1f, 113.7a: a granted ability's text is the granting card's
        _, definition, index = next(g for g in granted_abilities(game, src) if g[0] == index)
    ability = GameObject(game.new_id(), definition, player, Zone.STACK, game.new_timestamp())
    ability.kind = "ability"
    ability.controller = player
    ability.source = source
    ability.source_name = name_of(game, src)
    ability.ability_index = index
    game.objects[ability.id] = ability
    game.stack.append(ability.id)
    activated = all_abilities(definition)[index]
    if getattr(activated, "once_each_turn", False):
        game.once_used.append((source, index))     # CR 602.5b: "activate only once each turn"
    if getattr(activated, "once", False):
        game.activated_once.append((source, index))     # CR 602.5b: "activate only once"
    emit(game, "activate", "602.2a", player=player, objects=(ability.id, source),
         data=(("player", player_ref(game, player)), ("source", ObjectRef(source, ability.source_name))))
    game.casting = Casting(player, ability.id, source, index)
    game.casting.stage = "targets"
    continue_cast(game)


def continue_cast(game: GameState) -> None:
    """Advance the cast to its next decision, or finish it (601.2i)."""
    casting = game.casting
    assert casting is not None
    while casting.stage != DONE:
        ask = STAGE_QUESTIONS.get(casting.stage)
        decision = ask(game, casting) if ask is not None else _ask_keyword_cost(game, casting)
        if decision is not None:
            if len(decision.options) == 1 and decision.kind is not DecisionKind.TARGET:
                answer_cast(game, take_only_option(game, decision, (casting.object,)), forced=True)
                return   # answer_cast goes on with the cast itself (finishing it here again would pay twice)
            game.decision = decision
            game.context = "casting"
            return
        casting.stage = _next_stage(casting.stage)
    _finish(game, casting)


def _spell(game: GameState, casting: Casting) -> tuple[GameObject, CardDef]:
    obj = game.objects[casting.object]
    return obj, printed(obj)


def _by_graveyard_rule(game: GameState, player: int, obj: GameObject | None) -> bool:
    """CR 601.3: a static ability or an effect lets ``player`` cast this card (or this spell was cast) from the
    graveyard for its mana cost and an additional cost (118.8)."""
    if obj is None:
        return False
    if obj.zone is Zone.STACK:
        return bool(obj.chosen) and (GRAVEYARD_LIFE in obj.chosen or graveyard_permissions.BY_FORAGING in obj.chosen)
    return obj.id in castable_by_graveyard_rule(game, player) or \
        graveyard_permissions.permission_for(game, player, obj.id) is not None


def _ask_alternative(game: GameState, casting: Casting) -> Decision | None:
    """CR 601.2b, 118.9: choose an alternative cost (awaken, 702.113a) or the mana cost."""
    obj, definition = _spell(game, casting)
    from_graveyard = _cast_from(obj) == "graveyard"
    if way_of(obj) is not None:
        return None    # CR 118.9a: the effect's alternative cost is the only one applied
    if not any(a.from_graveyard == from_graveyard for a, _ in alternatives(definition)):
        return None
    options = tuple(cost_options(game, casting.player, definition, obj))
    labels = tuple(_way_label(definition, o) for o in options)
    asked = Prompt.of("alternative_cost", spell=ObjectRef(obj.id, definition.name))
    return Decision(DecisionKind.ALTERNATIVE_COST, casting.player, asked, options, labels, "601.2b")


def _way_label(definition: CardDef, way: str) -> Label:
    for alternative, value in alternatives(definition):
        if alternative.way == way:
            return alternative.label(value)
    return Label.of("mana_cost", cost=base_cost(definition, way).render())


def _ask_keyword_cost(game: GameState, casting: Casting) -> Decision | None:
    """CR 601.2b: a keyword's optional additional cost (the gift promise, 702.174a), if the spell has it."""
    _, definition = _spell(game, casting)
    value = next((v for k, v in keywords_of(definition) if k.name == casting.stage), None)
    keyword = named(casting.stage)
    if value is None or keyword is None or keyword.cost is None:
        return None
    paid = paid_flags(definition, casting.costs)
    return keyword.cost.ask(game, casting, definition, value,
                            lambda flags: targets_possible(game, casting.player, definition, casting.modes,
                                                            paid | flags))


def _ask_additional(game: GameState, casting: Casting) -> Decision | None:
    """CR 601.2b: announce which way a two-way additional cost is paid ("forage or pay {B}"), of those that can
    be paid with the rest of the cost."""
    obj, definition = _spell(game, casting)
    if obj.is_ability or obj.face_down or definition.additional_cost_or is None:
        return None
    options = additional_costs.payable_ways(game, casting.player, definition, obj.id,
                                            _mana_cost(game, casting).with_x(casting.x))
    labels = tuple(Label.of("forage") if o == "forage" else Label.of("pay_mana", cost=definition.additional_cost_or.mana
                   .render()) if o == "mana" else Label.of("pay_additional") for o in options)
    asked = Prompt.of("additional_cost_way", spell=ObjectRef(obj.id, definition.name))
    return Decision(DecisionKind.ADDITIONAL_COST, casting.player, asked, options, labels, "601.2b")


def _all_sacrificed(game: GameState, player: int, definition: CardDef, obj: GameObject | None) -> Spent | None:
    """CR 601.2f–h: a card whose cost goes down for each permanent sacrificed is afforded at its lowest cost, with
    every permanent it may sacrifice sacrificed: those can still be tapped for mana first, not sacrificed for it
    (a Scion's {C} can't also pay). Limitation: a source that could be sacrificed for colored mana once the
    reductions have taken the whole generic part is counted as sacrificed instead (no such source is in the
    sets)."""
    cost = definition.additional_cost
    if obj is None or cost is None or cost.sacrifice_any is None:
        return None
    return Spent(sacrificed=costs.sacrificeable(game, player, cost.sacrifice_any, obj.id))


def _ask_sacrifice_any(game: GameState, casting: Casting) -> Decision | None:
    """CR 601.2b, 601.2f: "as an additional cost, you may sacrifice any number of nonland permanents": the
    permanents are announced one at a time, then ``done`` (offered while the total cost, lowered by "{1} less for
    each permanent sacrificed this way", can be paid without them); they are sacrificed as the cost is paid
    (601.2h)."""
    obj, definition = _spell(game, casting)
    cost = definition.additional_cost
    if obj.is_ability or obj.face_down or cost is None or cost.sacrifice_any is None:
        return None
    chosen = costs.sacrifice_any_chosen(casting.costs)
    options: tuple[Choice, ...] = tuple(o for o in costs.sacrificeable(game, casting.player, cost.sacrifice_any,
                                                                       obj.id) if o not in chosen)
    if can_pay(game, casting.player, _total_cost(game, casting), costs.spent_by(cost, None, casting.costs),
               spell=obj.id) or not options:
        options = (*options, DONE)
    labels = tuple(Label.of("sacrifice_no_more") if o == DONE else _label(game, game.objects[as_int(o)])
                   for o in options)
    asked = Prompt.of("sacrifice_any", spell=ObjectRef(obj.id, definition.name))
    return Decision(DecisionKind.CHOOSE_OBJECT, casting.player, asked, options, labels, "601.2b")


def _ask_mode(game: GameState, casting: Casting) -> Decision | None:
    """CR 700.2, 601.2b: choose the mode; 700.2d: "choose one or both" asks again, for a mode not chosen yet
    (offered in printed order, since the chosen modes are followed in printed order anyway), until the most are
    chosen or the caster is done; 700.2h: pawprint modes are asked one at a time while pawprints are left."""
    obj, definition = _spell(game, casting)
    if not definition.modes or obj.face_down:
        return None
    if definition.pawprints:   # CR 700.2h: one mode at a time (a mode again too), while pawprints are left
        return pawprints.ask(definition, casting.player, casting.modes, tuple(
            i for i, m in enumerate(definition.modes)
            if all(_spec_satisfiable(game, casting.player, s, frozenset(), casting.object) for s in m.targets)))
    if len(casting.modes) >= definition.max_modes:
        return None
    after = casting.modes[-1] if casting.modes else -1
    options: tuple[Choice, ...] = tuple(
        i for i, m in enumerate(definition.modes) if i > after
        and all(_spec_satisfiable(game, casting.player, s, frozenset(), casting.object) for s in m.targets))
    if casting.modes and not options:
        return None
    labels = tuple(mode_label(definition.modes[i].label, i) for i in options)  # type: ignore[index, arg-type]
    if len(casting.modes) >= definition.min_modes:
        options, labels = (*options, DONE), (*labels, Label.of("no_more_modes"))
    return Decision(DecisionKind.MODE, casting.player, Prompt.of("choose_mode"), options, labels,
                    "700.2d" if casting.modes else "700.2a")


def _ask_x(game: GameState, casting: Casting) -> Decision | None:
    """CR 107.3a, 601.2b: announce X, offering only values that can be paid."""
    cost = _mana_cost(game, casting)
    if cost.x_count == 0:
        return None
    obj = game.objects[casting.object]
    options = x_options(game, casting.player, obj, cost, not obj.is_ability and cast_from_top(obj))
    return Decision(DecisionKind.X, casting.player, Prompt.of("choose_x"), options,
                    tuple(Label.of("number", number=x) for x in options), "107.3a")


def x_options(game: GameState, player: int, obj: GameObject, cost: ManaCost, from_top: bool) -> tuple[int, ...]:
    """CR 107.3a, 601.2b: the values of X ``player`` could announce for ``obj`` (a spell or an ability) with mana
    cost ``cost``: those that can be paid and that no static ability forbids (601.2e); ``from_top``: a spell cast
    from the top of the library by a static ability's permission, only those the permission allows (601.3)."""
    spell = None if obj.is_ability else obj.id
    return tuple(x for x in range(0, MAX_X + 1) if can_pay(
        game, player, cost.with_x(x) if obj.is_ability else total_cost(game, player, obj, cost.with_x(x)),
        spell=spell) and (obj.is_ability or (not forbidden(game, obj, x)
                                             and (not from_top or top_allows_x(game, player, obj, x)))))


def _ask_target(game: GameState, casting: Casting) -> Decision | None:
    """CR 601.2c: targets, one at a time; a target that exists only if a cost was paid is asked only then."""
    return ask_next_target(game, casting, "601.2c")


def ask_next_target(game: GameState, casting: Casting, rule: str) -> Decision | None:
    """The next target question for a spell or ability being put on the stack (601.2c, 603.3d)."""
    obj = game.objects[casting.object]
    specs = body_of(game, obj).targets
    while casting.slot < len(specs):
        spec = specs[casting.slot]
        chosen = casting.targets[casting.slot] if casting.slot < len(casting.targets) else ()
        if not holds(game, obj, spec.when) or len(chosen) >= most_targets(game, obj, spec):
            _close_slot(casting, chosen)
            continue
        taken = chosen + others_chosen(specs, spec, casting.targets) + _triggered_on(obj, spec)
        found = candidates(game, spec, casting.player, obj.id, taken)
        if spec.total_mana_value is not None:      # CR 601.2c: the targets together must fit the limit
            found = within_total(game, spec.total_mana_value, chosen, found)
        options: list[Choice] = list(found)
        if not obj.is_ability and rule == "601.2c":    # CR 601.2f: keep a reduction it can't be paid without
            options = reduction_targets(game, casting.player, obj, options, _mana_cost(game, casting).with_x(casting.x))
        if len(chosen) >= spec.minimum:
            options.append("done")
        if not options or options == ["done"]:
            _close_slot(casting, chosen)
            continue
        labels = tuple(_target_label(game, o) for o in options)
        asked = Prompt.of("choose_target", **target_facts(spec.name), spell=source_ref(game, obj))
        return Decision(DecisionKind.TARGET, casting.player, asked, tuple(options), labels, rule)
    return None


def most_targets(game: GameState, obj: GameObject, spec: TargetSpec) -> int:
    """CR 601.2c–d, 603.3d: the most targets ``spec`` may have: one for each counter of a kind on the source
    ("for each isolation counter on it, up to one target"); among the targets of a divided amount each must get at
    least one, so there are no more of them than the amount (Rolling Thunder with X = 0 has none)."""
    if spec.for_each_counter is not None:    # counted as the ability is put on the stack (Quarantine Field)
        source = game.objects.get(obj.source) if obj.source is not None else None
        return source.counters.get(spec.for_each_counter, 0) if source is not None else 0
    if not spec.any_number:
        return spec.count
    found = divided_effect(game, obj)
    return found[1] if found is not None and found[0] == spec.name else spec.most


def _triggered_on(obj: GameObject, spec: TargetSpec) -> tuple[int, ...]:
    """CR 115.1, 603.2: "target creature … other than that creature" excludes the object the ability triggered on."""
    found = obj.trigger_event.get("object") if spec.not_trigger else None
    return (found,) if isinstance(found, int) else ()


def _close_slot(casting: Casting, chosen: tuple[int, ...]) -> None:
    if casting.slot >= len(casting.targets):
        casting.targets.append(chosen)
    casting.slot += 1


def _target_label(game: GameState, option: object) -> Label:
    if option == "done":
        return Label.of("no_more_targets")
    pid = target_player(option)  # type: ignore[arg-type]
    if pid is not None:
        return Label.of("player", player=player_ref(game, pid))
    obj = game.objects[option]  # type: ignore[index]
    return Label.of("target", object=object_ref(game, obj), controller=player_ref(game, obj.controller), zone=obj.zone)


def _label(game: GameState, obj: GameObject) -> Label:
    return Label.of("object", object=source_ref(game, obj))


def _ask_payment(game: GameState, casting: Casting) -> Decision | None:
    """CR 601.2h (602.2b for abilities): the choices paying the cost needs, one at a time — a card to
    discard, a permanent to sacrifice."""
    cost = total_cost_parts(game, casting)
    if cost is None:
        return None
    source = casting.source if casting.source is not None else casting.object
    return costs.next_choice(game, casting.player, cost, source, casting.costs)


def total_cost_parts(game: GameState, casting: Casting) -> Cost | None:
    """The cost whose non-mana parts are paid: the ability's cost, or the spell's additional cost."""
    obj, definition = _spell(game, casting)
    if obj.is_ability:
        ability = ability_at(definition, casting.ability_index)
        return ability.cost if isinstance(ability, Activated) else None
    if obj.face_down:
        return None     # CR 708.2: face down, no abilities
    extra = alternative_parts(obj, additional_costs.chosen(definition, casting.costs))   # 118.9: "by discarding"
    life = obj.chosen.get(GRAVEYARD_LIFE) if obj.chosen else None
    if isinstance(life, int) and EXILE_INSTEAD not in obj.chosen:   # CR 601.2f: not cast with its flashback cost
        return (extra or Cost()).model_copy(update={"life": (extra.life if extra else 0) + life})
    if obj.chosen and obj.chosen.get(graveyard_permissions.BY_FORAGING):   # CR 118.8: foraging in addition
        return (extra or Cost()).model_copy(update={"forage": True})
    return extra


def _ask_tap_instead(game: GameState, casting: Casting) -> Decision | None:
    """CR 601.2h: "you may tap an untapped creature you control rather than pay that mana" — the creatures are
    chosen before the mana is paid (mana abilities, 601.2g, can't use them then)."""
    ability = _activated(game, casting)
    if ability is None or not ability.creatures_pay_mana:
        return None
    return tap_costs.instead_choice(game, casting.player, ability.cost.mana,
                                    costs.spent_by(ability.cost, casting.source, casting.costs), casting.costs)


def _activated(game: GameState, casting: Casting) -> Activated | None:
    obj, definition = _spell(game, casting)
    ability = ability_at(definition, casting.ability_index) if obj.is_ability else None
    return ability if isinstance(ability, Activated) else None


def _ask_mana(game: GameState, casting: Casting) -> Decision | None:
    """CR 601.2g: with explicit payment, the caster activates mana abilities until the pool can pay."""
    if game.auto_mana:
        return None
    from manastack.rules.mana_payment import payment_decision

    obj = game.objects[casting.object]
    return payment_decision(game, casting.player, _total_cost(game, casting),
                            ObjectRef(obj.id, obj.source_name or obj.card),
                            None if obj.is_ability else obj.id)


def _ask_division(game: GameState, casting: Casting) -> Decision | None:
    """CR 601.2d: announce how the damage is divided among the targets."""
    obj = game.objects[casting.object]
    return None if obj.is_ability else division_decision(game, obj, casting.player)


STAGE_QUESTIONS = {
    "alternative": _ask_alternative, "additional": _ask_additional, "mode": _ask_mode, "x": _ask_x,
    "sacrifice_any": _ask_sacrifice_any,
    "targets": _ask_target, "divide": _ask_division, "pay": _ask_payment, "mana": _ask_mana,
    "tap_instead": _ask_tap_instead,
}


def answer_cast(game: GameState, option: object, forced: bool = False) -> None:
    """Record the answer to the pending casting question, then go on."""
    casting = game.casting
    assert casting is not None
    obj = game.objects[casting.object]
    stage = casting.stage
    game.decision = None
    keyword_cost = stage in cost_stages()
    if stage in ONE_SHOT or keyword_cost:
        casting.stage = _next_stage(stage)
    if stage == "alternative":
        for alternative, value in alternatives(printed(obj)):
            if alternative.way == option:
                alternative.choose(game, casting, value)     # e.g. the awaken cost record (702.113a)
    elif keyword_cost:
        keyword = named(stage)
        assert keyword is not None and keyword.cost is not None
        keyword.cost.answer(game, casting, option)     # the cost record, e.g. the gift promise (702.174a)
    elif stage == "additional":
        casting.costs += (additional_costs.record(option),)      # CR 601.2b
        note(game, "additional_chosen", "601.2b", player=casting.player,
             data=(("player", player_ref(game, casting.player)), ("spell", ObjectRef(obj.id, obj.card)),
                   ("variant", "forage" if option == "forage" else "mana")))
    elif stage == "sacrifice_any":
        if option == DONE:
            casting.stage = _next_stage(stage)
        else:          # CR 601.2b: one more permanent to sacrifice (asked again until done)
            casting.costs += (AdditionalCostPaid(costs.SACRIFICE_ANY, (as_int(option),)),)
    elif stage == "mode" and printed(obj).pawprints:   # CR 700.2h: another mode, or no more
        if option != pawprints.DONE:
            casting.modes = (*casting.modes, as_int(option))
            casting.stage = "mode"
    elif stage == "mode" and option != DONE:
        casting.modes = (*casting.modes, as_int(option))
        casting.stage = stage      # CR 700.2d: another mode may be chosen (``_ask_mode`` says when not)
    elif stage == "x":
        casting.x = as_int(option)
    elif stage == "divide":
        obj.chosen = {**obj.chosen, DIVISION: option}
    elif stage == "targets":
        _record_target(casting, option)
    elif stage == "pay":
        cost = total_cost_parts(game, casting)
        assert cost is not None
        casting.costs += (costs.record_choice(game, casting.costs, cost, option),)
    elif stage == "tap_instead":
        casting.costs += (tap_costs.record_instead(option),)
    elif stage == "mana":
        from manastack.rules.mana_payment import activate

        activate(game, casting.player, option)  # type: ignore[arg-type]
    obj.costs, obj.modes, obj.x = casting.costs, casting.modes, casting.x
    obj.targets = tuple(casting.targets)
    continue_cast(game)


def _record_target(casting: Casting, option: object) -> None:
    while len(casting.targets) <= casting.slot:
        casting.targets.append(())
    if option == "done":
        casting.slot += 1
    else:
        casting.targets[casting.slot] = (*casting.targets[casting.slot], as_int(option))


def _mana_cost(game: GameState, casting: Casting) -> ManaCost:
    obj, definition = _spell(game, casting)
    if obj.is_ability:
        ability = ability_at(definition, casting.ability_index)   # equip (702.6a) comes after the printed
        return ability.cost.mana if isinstance(ability, Activated) else FREE
    return spell_mana_cost(game, casting)


def spell_mana_cost(game: GameState, casting: Casting, extra: ManaCost | None = None) -> ManaCost:
    """CR 601.2f: the spell's mana cost or chosen alternative cost, plus the mana of the additional costs
    recorded so far (offspring, 702.175a) and ``extra`` (one being considered)."""
    obj, definition = _spell(game, casting)
    way = next((a.way for a, _ in alternatives(definition) if a.chosen(obj, casting.costs)), "mana_cost")
    cost = FREE if way_of(obj) is not None else base_cost(definition, way)    # CR 118.9, 107.3b: X is 0
    announced = additional_costs.chosen(definition, casting.costs) if not obj.face_down else None
    for more in (additional_mana(definition, casting.costs), extra, announced.mana if announced else None):
        if more is not None:
            cost = cost.plus(more)
    return spendable_cost(game, casting.player, obj, cost)


def _total_cost(game: GameState, casting: Casting) -> ManaCost:
    """CR 601.2f: the mana to pay — the cost with X's value, then increases, then reductions (a spell's only)."""
    cost = _mana_cost(game, casting).with_x(casting.x)
    obj = game.objects[casting.object]
    if obj.is_ability:     # creatures tapped rather than paying mana (601.2h) pay a generic mana each
        return tap_costs.reduced(cost, len(tap_costs.tapped_instead(casting.costs)))
    return total_cost(game, casting.player, obj, cost)


def _finish(game: GameState, casting: Casting) -> None:
    """CR 601.2f–i: lock in and pay the total cost, then the spell becomes cast."""
    obj = game.objects[casting.object]
    obj.targets = tuple(casting.targets)
    cost = _total_cost(game, casting)
    if not obj.is_ability:
        _note_cost_changes(game, casting.player, obj, cost)
    game.casting = None
    if obj.is_ability:
        _pay_activation(game, casting, obj, cost)
        note(game, "activated", "602.2i", player=obj.controller, data=(("source", source_ref(game, obj)),))
        announce_targets(game, obj, "602.2b")
        return
    extra = total_cost_parts(game, casting)
    if cost.mana_value:      # a permanent chosen to sacrifice may be tapped for mana first (601.2g–h)
        spared = costs.spent_by(extra, None, casting.costs) if extra is not None else None
        spent = pay(game, casting.player, cost, object_ref(game, obj), spared, spell=obj.id)
        if spent is None:    # the cast was offered because its total cost could be paid: never cast it for free
            raise RuntimeError(f"601.2h: the total cost {cost.render()} of {obj.card} can't be paid")
        record_spent(game, casting.player, obj, spent)
    if extra is not None:
        costs.pay_parts(game, casting.player, extra, obj.id, casting.costs)
    game.spells_cast.append(casting.player)
    game.spell_types_cast.append(tuple(chars(game, obj).types))
    game.spell_names_cast.append((name_of(game, obj), tuple(chars(game, obj).subtypes)))
    emit(game, "cast", "601.2i", player=casting.player, objects=(obj.id,),
         data=(("types", tuple(chars(game, obj).types)), ("cast_before", len(game.spells_cast) - 1),
               ("player", player_ref(game, casting.player)), ("spell", object_ref(game, obj))))
    announce_targets(game, obj, "601.2c")


def _note_cost_changes(game: GameState, player: int, obj: GameObject, cost: ManaCost) -> None:
    """CR 601.2f: the trace shows each increase and reduction and the total cost locked in."""
    changes = applying(game, player, obj)
    if changes:
        note(game, "total_cost", "601.2f", player=player, objects=(obj.id,),
             data=(("spell", object_ref(game, obj)), ("cost", cost.render()), ("changes", tuple(changes))))


def _pay_activation(game: GameState, casting: Casting, obj: GameObject, cost: ManaCost) -> None:
    """CR 602.2b, 601.2h: pay the whole activation cost: mana, then {T}, sacrifices, discards, life."""
    ability = ability_at(printed(obj), casting.ability_index)
    assert isinstance(ability, Activated)
    tap_costs.pay_instead(game, casting.costs)     # first: the mana paid next can't come from them (601.2h)
    if cost.mana_value:
        pay(game, casting.player, cost, obj.source_name, costs.spent_by(ability.cost, casting.source, casting.costs))
    costs.pay_parts(game, casting.player, ability.cost, casting.source, casting.costs)
