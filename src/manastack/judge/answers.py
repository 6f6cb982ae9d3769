"""Answering the engine's decisions (spec ``scenario-format.md``: "cast options", "choose", "Forced decisions").

Casting questions (CR 601.2b–c) are answered from the ``cast``/``activate`` options; every other decision waits for
a ``choose`` by the deciding player, or for ``attack``/``block`` (CR 508.1, 509.1). A decision with exactly one
option that the next action doesn't answer is taken automatically and shown in the trace.
"""

from __future__ import annotations

from manastack.cards.schema import Activated, ManaAbilitySpec
from manastack.judge import explain
from manastack.judge.driving import Driver
from manastack.judge.references import (
    Where,
    ability_words,
    display_name,
    option_label,
    option_listing,
    player_id,
    resolve_choice,
    resolve_object,
    resolve_trigger,
)
from manastack.judge.schema import (
    Activate,
    Attack,
    BadReference,
    Block,
    Cards,
    Cast,
    Choose,
    ColorChoice,
    Damage,
    Mode,
    Option,
    Order,
    PlayerChoice,
    Targets,
    TopBottom,
    YesNo,
    parse_reference,
)
from manastack.judge.surveil import answer_surveil, names_object
from manastack.judge.trace import AUTO, judge_note, privacy
from manastack.rules import additional_costs
from manastack.rules import costs as costs_module
from manastack.rules.abilities import GRANTED_ACTIVATED, all_abilities, granted_abilities, printed
from manastack.rules.characteristics import lost_abilities
from manastack.rules.events import Facts
from manastack.rules.forced import FORCED
from manastack.rules.keywords.registry import paid_flags
from manastack.sentences import label_text
from manastack.types import actions as ea
from manastack.types.costs import AwakenPaid, GiftPromise
from manastack.types.decisions import Decision, DecisionKind, mode_label
from manastack.types.enums import COLOR_SYMBOLS, Color, Zone
from manastack.types.events import ObjectRef, PlayerRef
from manastack.types.explained import Explained
from manastack.types.markers import N_
from manastack.types.objects import GameObject
from manastack.types.state import GameState

MAX_FORCED = 500


def stack_name(state: GameState, oid: int) -> str:
    obj = state.objects[oid]
    words = ability_words(obj)
    return display_name(state, obj) + (f" / {words}" if words else "")


# -- forced decisions ----------------------------------------------------------------------------------
def take_forced(runner: Driver, action: object) -> None:
    """Spec "Forced decisions": take one-option decisions the action doesn't answer; else error 2."""
    state = runner.state
    for _ in range(MAX_FORCED):
        decision = state.decision
        if decision is None or state.game_over or decision.kind is DecisionKind.PRIORITY:
            break
        if decision.kind is DecisionKind.TRIGGER_ORDER and runner.pending_order \
                and runner.order_player == decision.player \
                and not (isinstance(action, Choose) and isinstance(action.answer, Order)):
            _order_one(runner, runner.pending_order.pop(0), decision)   # the rest of an interrupted order
            continue
        if _answered_by(runner, action, decision):
            break
        if len(decision.options) != 1:
            raise runner.error(N_("this action doesn't answer the pending decision: {decision} (answer it with a "
                                  "choose by {player})"), decision=explain.show_decision(state, decision),
                               player=state.players[decision.player].name)
        option = decision.options[0]
        label = decision.labels[0] if decision.labels else option_label(state, option)
        judge_note(state, AUTO, decision.rule or "117.3",
                   (("variant", "single_option"), ("prompt", decision.prompt), ("label", label)), decision.player,
                   **privacy(state, decision, option))
        runner.auto.append((decision, option))
        runner.apply(ea.Choose(decision.player, option))
    if not isinstance(action, Choose):
        runner.pending_order = []


ANSWER_KINDS: dict[type, frozenset[DecisionKind]] = {
    Targets: frozenset({DecisionKind.TARGET}),
    Order: frozenset({DecisionKind.TRIGGER_ORDER}),
    Damage: frozenset({DecisionKind.DIVIDE}),
    ColorChoice: frozenset({DecisionKind.CHOOSE_COLOR}),
    TopBottom: frozenset({DecisionKind.SCRY, DecisionKind.SURVEIL}),
}


def _answered_by(runner: Driver, action: object, decision: Decision) -> bool:
    by = getattr(action, "by", None)
    if by is not None and player_id(runner.state, by) != decision.player:
        return False
    if isinstance(action, Choose):
        fits = ANSWER_KINDS.get(type(action.answer))
        # a one-option decision of another kind is forced: the choose answers the next one (spec "Forced")
        return fits is None or decision.kind in fits or len(decision.options) != 1
    if isinstance(action, Attack):
        return decision.kind is DecisionKind.ATTACKERS
    return isinstance(action, Block) and decision.kind is DecisionKind.BLOCKERS


# -- casting (CR 601.2b-c, 602.2b) --------------------------------------------------------------------
def answer_casting(runner: Driver, action: Cast | Activate, pid: int, before: set[int]) -> None:
    """Answer the cast's questions in CR order from the action's options, then check every option was used."""
    state = runner.state
    targets, modes = list(action.targets), list(action.modes)
    asked: set[DecisionKind] = set()
    while state.decision is not None and state.context == "casting" and state.decision.player == pid:
        decision = state.decision
        want = _cast_answer(runner, action, decision, targets, modes)
        if want is _STOP:
            break
        asked.add(decision.kind)
        if want not in decision.options:
            raise runner.error(N_("{prompt}: {answer} is not possible [{rule}]; options: {options}"),
                               prompt=decision.prompt, answer=option_listing(state, [want]), rule=decision.rule,
                               options=option_listing(state, decision.options))
        runner.choose(pid, want)
    new = sorted(o for o in state.stack if o not in before)
    if new:
        _check_costs(runner, action, state.objects[new[0]])
    if targets:
        raise runner.error(N_("more targets than {card} asks for: {targets} unused"), card=action.card,
                           targets=tuple(targets))
    if modes and new and DecisionKind.MODE not in asked and modes == list(state.objects[new[0]].modes):
        modes = []     # spec "Forced decisions": the modes named are the ones the engine took alone
    if modes:
        raise runner.error(N_("modes {modes} unused: {card} asks for fewer modes"), modes=repr(modes),
                           card=action.card)
    if new:
        _note_engine_choices(runner, state.objects[new[0]], asked, pid)


def _note_engine_choices(runner: Driver, spell: GameObject, asked: set[DecisionKind], pid: int) -> None:
    """Spec "Forced decisions": the trace shows the casting choices the engine made alone (one possibility)."""
    if spell.is_ability:
        return
    state = runner.state   # the engine noted the one-option questions it answered itself (rules.forced)
    asked = asked | {DecisionKind(e.get("kind")) for e in state.events[runner.window_start:] if e.kind == FORCED}
    definition = printed(spell)
    card = ObjectRef(spell.id, spell.card)
    forced: list[tuple[str, Facts]] = []
    if definition.keyword("awaken") is not None and DecisionKind.ALTERNATIVE_COST not in asked:
        paid = any(isinstance(r, AwakenPaid) for r in spell.costs)
        forced.append(("601.2b", (("variant", "awaken_cost" if paid else "mana_cost"), ("spell", card))))
    if definition.modes and DecisionKind.MODE not in asked:
        labels = tuple(mode_label(definition.modes[m].label, m) for m in spell.modes)
        forced.append(("700.2a", (("variant", "one_mode"), ("spell", card), ("modes", labels))))
    if definition.cost is not None and definition.cost.x_count and DecisionKind.X not in asked:
        forced.append(("107.3a", (("variant", "one_x"), ("spell", card), ("x", spell.x))))
    for rule, facts in forced:
        judge_note(runner.state, AUTO, rule, facts, pid)


_STOP = object()


def _cast_answer(runner: Driver, action: Cast | Activate, decision: Decision, targets: list[str],
                 modes: list[int]) -> object:
    """The answer the action's options give to one casting question."""
    kind = decision.kind
    if kind is DecisionKind.ALTERNATIVE_COST:
        return "awaken" if getattr(action, "awaken", False) else "mana_cost"
    if kind is DecisionKind.GIFT:
        gift = getattr(action, "gift", None)
        return runner.player(gift) if gift else "no"
    if kind is DecisionKind.ADDITIONAL_COST:   # CR 601.2b: the casting stage is named after the keyword
        casting = runner.state.casting
        stage = casting.stage if casting is not None else ""
        listed = getattr(action, "costs", ())
        if stage == "additional":     # "forage or pay {B}": costs: [forage] forages, else the mana is paid
            return next((o for o in decision.options if o in listed), "mana")
        return "yes" if stage in listed else "no"
    if kind is DecisionKind.CHOOSE_OBJECT and runner.state.casting is not None \
            and runner.state.casting.stage == "sacrifice_any":     # CR 601.2b: costs: [sacrifice], then choose
        return _STOP if "sacrifice" in getattr(action, "costs", ()) else "done"
    if kind is DecisionKind.MODE:
        if not modes and "done" in decision.options:   # CR 700.2d, 700.2h: no more modes than those listed
            return "done"
        if not modes:
            raise runner.error(N_("{card} is modal: give modes: [N]; options: {options}"), card=action.card,
                               options=_numbered(decision))
        return modes.pop(0)
    if kind is DecisionKind.X:
        if action.x is None:
            raise runner.error(N_("{card} has X in its cost: give x: N; payable: {options}"), card=action.card,
                               options=repr(list(decision.options)))
        return action.x
    if kind is DecisionKind.TARGET:
        if targets:
            try:
                return resolve_choice(runner.state, targets.pop(0), decision.options, decision.prompt)
            except BadReference as exc:
                raise runner.error(N_("{problem} [{rule}]"), problem=exc, rule=decision.rule) from None
        if "done" in decision.options:
            return "done"
        if len(decision.options) == 1:   # spec "Forced decisions": a single legal target
            return decision.options[0]
        raise runner.error(N_("{prompt}: give targets: [...] [{rule}]; legal targets: {options}"),
                           prompt=decision.prompt, rule=decision.rule,
                           options=option_listing(runner.state, decision.options))
    return _STOP


def _numbered(decision: Decision) -> tuple[Explained, ...]:
    return tuple(Explained(N_("{index}: {option}"), index=o, option=label)
                 for o, label in zip(decision.options, decision.labels, strict=False))


def _check_costs(runner: Driver, action: Cast | Activate, spell: GameObject) -> None:
    """Options the engine decided alone (one possibility) must agree with what the scenario asked."""
    costs = getattr(spell, "costs", ())
    if isinstance(action, Cast):
        paid = any(isinstance(r, AwakenPaid) for r in costs)
        if paid != action.awaken:
            if action.awaken:
                raise runner.error(N_("{card} can't be cast for its awaken cost now (CR 601.2b, 702.113a)"),
                                   card=action.card)
            raise runner.error(N_("{card} can't be cast for its mana cost now (CR 601.2b, 702.113a)"), card=action.card)
        _check_gift(runner, action, spell)
        announced = additional_costs.chosen(printed(spell), costs)
        for word in action.costs:
            casting = runner.state.casting
            if word == "sacrifice" and (costs_module.sacrifice_any_chosen(costs) or (
                    casting is not None and casting.stage == "sacrifice_any")):
                continue      # CR 601.2b: the permanents to sacrifice are chosen (or being chosen)
            if word not in paid_flags(printed(spell), costs) and \
                    (announced is None or additional_costs.way_name(announced) != word):
                raise runner.error(N_("{card}'s {word} cost can't be paid now: it has no {word}, or the total cost "
                                      "with it can't be paid (CR 601.2b, 601.2f–h)"), card=action.card, word=word)
    if action.x is not None and getattr(spell, "x", None) != action.x:
        raise runner.error(N_("x: {x} doesn't apply: {card} has no X to choose, or X can only be {only} "
                              "(CR 107.3a)"), x=action.x, card=action.card, only=getattr(spell, "x", 0))
    if action.modes and tuple(getattr(spell, "modes", ())) != tuple(action.modes):
        raise runner.error(N_("modes {modes} don't apply to {card} (CR 700.2)"), modes=repr(list(action.modes)),
                           card=action.card)


def _check_gift(runner: Driver, action: Cast, spell: GameObject) -> None:
    """CR 702.174a: the gift is promised as the scenario says, or the engine could not do so."""
    promised = any(isinstance(r, GiftPromise) for r in spell.costs)
    if action.gift and not promised:
        why = Explained(N_("it has no gift")) if printed(spell).keyword("gift") is None else \
            Explained(N_("the promised spell's targets can't all be chosen (CR 702.174l, 601.2c)"))
        raise runner.error(N_("{card}'s gift can't be promised now: {why} (CR 702.174a)"), card=action.card, why=why)
    if promised and not action.gift:
        raise runner.error(N_("{card} can't be cast without promising its gift now: unpromised, it has no legal "
                              "target (CR 702.174a, 601.2c); add gift: PLAYER"), card=action.card)


def check_ability_index(runner: Driver, oid: int, index: int) -> int:
    """``ability: N`` counts the object's activated abilities, mana abilities included, in printed order
    (spec "Actions"); returns the engine's index of that ability among all the object's abilities."""
    obj = runner.state.objects[oid]
    if obj.face_down:
        raise runner.error(N_("a face-down permanent has no abilities (CR 708.2a)"))
    from manastack.cards.render import ability_text

    lost = obj.zone is Zone.BATTLEFIELD and lost_abilities(runner.state, obj)    # CR 613.1f: none of its own
    abilities = {} if lost else dict(enumerate(all_abilities(printed(obj))))   # printed, keyword-made (702.6a)
    abilities.update({n: d.abilities[i] for n, d, i in granted_abilities(runner.state, obj)})   # then granted
    activated = [i for i, a in abilities.items() if isinstance(a, (Activated, ManaAbilitySpec))
                 and not (getattr(a, "granted", False) and i < GRANTED_ACTIVATED)]
    if index >= len(activated):
        listed = "; ".join(f"{n}: {ability_text(abilities[i])}" for n, i in enumerate(activated))
        raise runner.error(N_("{card} has no activated ability {number}; its activated abilities: {abilities}"),
                           card=obj.card, number=index, abilities=listed or Explained(N_("none")))
    return activated[index]


# -- choose -------------------------------------------------------------------------------------------
def choose(runner: Driver, action: Choose) -> None:
    """``choose``: answer the pending decision that is not priority (spec "choose")."""
    state = runner.state
    pid = runner.player(action.by)
    decision = state.decision
    if decision is None or decision.kind is DecisionKind.PRIORITY:
        _skip_taken(runner, action)
        return
    if decision.player != pid:
        raise runner.error(N_("it is {player}'s decision, not {other}'s: {decision}"),
                           player=state.players[decision.player].name, other=action.by,
                           decision=explain.show_decision(state, decision))
    answer = action.answer
    if isinstance(answer, Order):
        _order(runner, answer)
    elif isinstance(answer, TopBottom) and decision.kind is DecisionKind.SURVEIL:
        answer_surveil(runner, pid, answer)
    elif isinstance(answer, TopBottom):
        _scry(runner, pid, answer)
    else:
        asking = state.casting.object if state.casting is not None else None
        for item in _items(answer):
            current = state.decision
            if current is None or current.player != pid or current.kind is DecisionKind.PRIORITY:
                raise runner.error(N_("{item}: no more choices are asked of {player}"), item=repr(item),
                                   player=action.by)
            runner.choose(pid, option_for(runner, answer, item, current))
        _finish_targets(runner, answer, pid, asking)


def _items(answer: object) -> list[object]:
    """The single picks an answer is made of, in order."""
    if isinstance(answer, Targets):
        return list(answer.targets)
    if isinstance(answer, Cards):
        return list(answer.cards)
    return [answer]


def option_for(runner: Driver, answer: object, item: object, decision: Decision) -> object:
    """The option of ``decision`` that one pick of ``answer`` names; error 2 if none."""
    state = runner.state
    where = Explained(N_("{prompt} [{rule}]"), prompt=decision.prompt, rule=decision.rule)
    try:
        option = _option(state, answer, item, decision, where)
    except BadReference as exc:
        raise runner.error(exc) from None
    if option not in decision.options:
        raise runner.error(N_("{where}: that answer is not an option; {decision}"), where=where,
                           decision=explain.show_decision(state, decision))
    return option


def _option(state: GameState, answer: object, item: object, decision: Decision, where: Where) -> object:
    if isinstance(answer, YesNo):
        return "yes" if answer.value else "no"
    if isinstance(answer, (Targets, Cards)):
        return resolve_choice(state, str(item), decision.options, where)
    if isinstance(answer, PlayerChoice):
        return resolve_choice(state, answer.player, decision.options, where,
                              plain_players=decision.kind is DecisionKind.CHOOSE_PLAYER)
    if isinstance(answer, ColorChoice):
        return _color(answer.color, decision, where)
    if isinstance(answer, Damage):
        return _division(state, answer, decision, where)
    if isinstance(answer, Mode):
        return answer.mode
    if isinstance(answer, Option):
        if answer.option >= len(decision.options):
            raise BadReference(N_("{where}: option {number} doesn't exist (0 to {last})"), where=where,
                               number=answer.option, last=len(decision.options) - 1)
        return decision.options[answer.option]
    raise BadReference(N_("{where}: this form of choose doesn't answer it"), where=where)


def _color(color: str, decision: Decision, where: Where) -> object:
    symbol = COLOR_SYMBOLS[Color(color)]
    for option in decision.options:
        letter = option[-1] if isinstance(option, tuple) else option   # mana abilities: (source, ability, letter)
        if str(letter).strip("{}").lower() in (color, symbol.lower()):
            return option
    raise BadReference(N_("{where}: {colors} is not an option"), where=where, colors=color)


def _division(state: GameState, answer: Damage, decision: Decision, where: Where) -> object:
    """CR 510.1c-d: the option assigning exactly the amounts given (recipients not named get 0)."""
    recipients = sorted({r for option in decision.options if isinstance(option, tuple) for r, _ in option})
    wanted: dict[object, int] = {}
    for ref, amount in answer.assignments:
        wanted[resolve_choice(state, ref, recipients, where)] = amount
    for option in decision.options:
        if not isinstance(option, tuple):
            continue
        given = {r: n for r, n in option if n}
        if given == {r: n for r, n in wanted.items() if n}:
            return option
    raise BadReference(N_("{where}: that division is not legal (all of the damage, among the blockers; with "
                          "trample, the player only once each blocker has lethal damage, CR 510.1c, 702.19b); "
                          "legal: {divisions}"), where=where, divisions=explain.semicolons(decision.labels))


def _finish_targets(runner: Driver, answer: object, pid: int, asking: int | None) -> None:
    """After the listed targets, an "up to" target of the same spell or ability with more room is closed."""
    state = runner.state
    decision = state.decision
    same = state.casting is not None and state.casting.object == asking
    if decision is None or decision.player != pid or not same or "done" not in decision.options:
        return
    sacrificing = state.casting is not None and state.casting.stage == "sacrifice_any"   # "any number of …"
    if (isinstance(answer, Targets) and decision.kind is DecisionKind.TARGET) or \
            (isinstance(answer, Cards) and sacrificing):
        runner.choose(pid, "done")


def _order(runner: Driver, answer: Order) -> None:
    """CR 603.3b: listed first is put on the stack first; a target asked meanwhile interrupts the list. Every
    name is checked against the waiting abilities first — the last one too, though it goes on the stack without
    a choice."""
    refs = list(answer.order)
    taken: list[int] = []
    for ref in refs:
        try:
            taken.append(resolve_trigger(runner.state, ref, runner.state.ordering, "order", taken))
        except BadReference as exc:
            raise runner.error(exc) from None
    while refs:
        decision = runner.state.decision
        if decision is None or decision.kind is not DecisionKind.TRIGGER_ORDER:
            runner.pending_order, runner.order_player = refs, decision.player if decision else None
            return
        _order_one(runner, refs.pop(0), decision)


def _order_one(runner: Driver, ref: str, decision: Decision) -> None:
    try:
        index = resolve_trigger(runner.state, ref, runner.state.ordering, decision.prompt)
    except BadReference as exc:
        raise runner.error(exc) from None
    runner.choose(decision.player, index)


def _scry(runner: Driver, pid: int, answer: TopBottom) -> None:
    """CR 701.22a: each card looked at goes on top or to the bottom (the engine asks card by card), then each
    group is put in the answer's order, top first."""
    state = runner.state
    if answer.graveyard:
        raise runner.error(N_("scry puts cards on the bottom, not into the graveyard (CR 701.22a): write {syntax}"),
                           syntax="{top: [...], bottom: [...]}")
    named = [*answer.top, *answer.bottom]       # top first, then the bottom cards, top first
    left, placed = list(range(len(named))), [0] * len(named)
    while state.decision is not None and state.decision.kind is DecisionKind.SCRY and state.resolution \
            and state.decision.options == ("top", "bottom"):
        looked = state.players[pid].library[len(state.resolution.answers)]
        position = next((i for i in left if names_object(state, named[i], looked)), None)
        if position is None:
            raise runner.error(N_("{prompt}: name {card} in top or bottom"), prompt=state.decision.prompt,
                               card=state.objects[looked].card)
        left.remove(position)
        placed[position] = looked
        runner.choose(pid, "top" if position < len(answer.top) else "bottom")
    if left:
        raise runner.error(N_("not looked at: {cards}"), cards=tuple(named[i] for i in left))
    while state.decision is not None and state.decision.kind is DecisionKind.SCRY:
        runner.choose(pid, next(oid for oid in placed if oid in state.decision.options))


def _skip_taken(runner: Driver, action: Choose) -> None:
    """Spec "Forced decisions": a choose for a decision taken automatically is accepted if it names the option
    taken, and skipped; any other choose without a pending decision is error 2."""
    state = runner.state
    answer = action.answer
    if isinstance(answer, Order):
        abilities = [o for o in state.stack if state.objects[o].is_ability]
        for ref in answer.order:
            try:
                resolve_object(state, ref, abilities, "order")
            except ValueError:
                break
        else:
            return
    if isinstance(answer, Damage) and _damage_was_dealt(runner, answer):
        return
    items = _items(answer)
    if runner.auto and len(runner.auto) >= len(items):
        for start in range(len(runner.auto) - len(items) + 1):   # earlier automatic choices may go unanswered
            if _names_taken(state, answer, items, runner.auto[start:start + len(items)]):
                runner.auto = runner.auto[start + len(items):]
                return
        taken = tuple(Explained(N_("{prompt}: {option}"), prompt=d.prompt, option=d.labels[0] if d.labels else str(o))
                      for d, o in runner.auto)
        raise runner.error(N_("that choice was taken automatically (it was the only option), and differently: "
                              "{choices}"), choices=explain.semicolons(taken))
    raise runner.error(N_("no decision is pending to choose for; now: {legal}"), legal=explain.legal_now(state))


def _names_taken(state: GameState, answer: object, items: list[object],
                 taken: list[tuple[Decision, object]]) -> bool:
    """Whether each pick of ``answer`` names the option of the automatic choice at the same place (an object that
    has since moved, a discarded card say, by the name the choice showed)."""
    for item, (d, opt) in zip(items, taken, strict=True):
        if isinstance(answer, (Cards, Targets)) and isinstance(opt, int) and opt not in state.objects:
            if parse_reference(str(item)).name.lower() != (label_text(d.labels[0]) if d.labels else "").lower():
                return False
            continue
        try:
            if _option(state, answer, item, d, "") != opt:
                return False
        except ValueError:
            return False
    return True


def _damage_was_dealt(runner: Driver, answer: Damage) -> bool:
    """A division the engine made alone (one legal way, CR 510.1c): the combat damage dealt during the previous
    action must be the one named."""
    dealt: dict[str, int] = {}
    for event in runner.state.events[runner.window_start:]:
        target = event.get("target")
        if event.kind == "damage" and event.get("combat") and isinstance(target, (ObjectRef, PlayerRef)):
            dealt[target.name.lower()] = dealt.get(target.name.lower(), 0) + event.amount
    if not dealt:
        return False
    named = {parse_reference(ref).name.lower(): n for ref, n in answer.assignments}
    return all(dealt.get(name, 0) == n for name, n in named.items())
