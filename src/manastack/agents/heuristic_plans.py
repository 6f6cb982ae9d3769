"""Board reading and spell plans for the heuristic agent (see :mod:`manastack.agents.heuristic`).

A *plan* says whether a spell in hand is worth casting now, and if so how: whether to promise its gift
(CR 702.174a) and which object or player each named target slot gets (601.2c). The agent makes the plan at
priority and follows it through the casting decisions that come next.

Values are in "creature points" (``value``): a Grizzly Bears is worth about 8, a card in hand about 5.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from manastack.rules.characteristics import chars
from manastack.types.enums import COLOR_SYMBOLS, CardType, Step

if TYPE_CHECKING:
    from manastack.types.state import GameState

PLAYER_BASE = -1000  # target ids at or below this stand for players (see rules.targets.target_player)
CARD = 5.0           # what a card (given to the opponent, or drawn) is worth
HARMFUL = frozenset({
    "damage", "destroy", "exile", "bounce", "counter", "tap", "sacrifice", "lose_life", "discard", "mill",
    "fight", "weaken", "minus_counters", "return_to_hand", "shrink", "put_on_library", "to_library",
})
HELPFUL = frozenset({"pump", "gain_life", "draw", "counters", "untap", "grant", "regenerate", "hexproof",
                     "add_counters"})


@dataclass
class Plan:
    """How to cast one spell: its value, the gift promise and the targets by slot name."""

    card: int
    name: str
    value: float
    gift: bool = False
    targets: dict[str, list[Any]] = field(default_factory=dict)


# -- board reading ------------------------------------------------------------------------------------
def player_of(option: object) -> int | None:
    return PLAYER_BASE - option if isinstance(option, int) and option <= PLAYER_BASE else None


def opponent(state: GameState, me: int) -> int:
    for p in state.players:
        if p.id != me and p.in_game:
            return p.id
    return (me + 1) % len(state.players)


def is_land(state: GameState, oid: int) -> bool:
    return chars(state, state.objects[oid]).is_land


def is_creature(state: GameState, oid: int) -> bool:
    return chars(state, state.objects[oid]).is_creature


def mana_value(state: GameState, oid: int) -> int:
    return chars(state, state.objects[oid]).definition.mana_value


def power(state: GameState, oid: int) -> int:
    return chars(state, state.objects[oid]).power or 0


def toughness(state: GameState, oid: int) -> int:
    return chars(state, state.objects[oid]).toughness or 0


def left(state: GameState, oid: int) -> int:
    """Damage that kills the creature now."""
    return toughness(state, oid) - state.objects[oid].damage


def keywords(state: GameState, oid: int) -> Any:
    return chars(state, state.objects[oid]).keywords


def value(state: GameState, oid: object) -> float:
    """How much an object is worth keeping (players are worth the most)."""
    if not isinstance(oid, int) or oid not in state.objects:
        return 1000.0
    c = chars(state, state.objects[oid])
    if c.is_land and not c.is_creature:
        return 3.0
    extra = 3.0 if c.is_land else 0.0  # an awakened land is a land too
    return (c.power or 0) * 2 + (c.toughness or 0) + c.definition.mana_value + len(c.keywords) * 0.5 + extra


def creatures(state: GameState, controller: int) -> list[int]:
    """The creatures ``controller`` controls."""
    return [o for o in state.battlefield if state.objects[o].controller == controller and is_creature(state, o)]


def untapped_lands(state: GameState, me: int) -> int:
    return sum(1 for o in state.battlefield if state.objects[o].controller == me and not state.objects[o].tapped
               and is_land(state, o) and not (is_creature(state, o) and state.objects[o].sick))


def lands_on_field(state: GameState, me: int) -> int:
    return sum(1 for o in state.battlefield if state.objects[o].controller == me and is_land(state, o))


def damage_amount(body: Any) -> int:
    total = 0
    for effect in body.effects:
        if getattr(effect, "do", "") == "damage" and isinstance(getattr(effect, "amount", None), int) \
                and getattr(effect, "each", None) is None:
            total += effect.amount
    return total


def verbs_of(body: Any) -> set[str]:
    return {getattr(e, "do", "") for e in body.effects} if body is not None else set()


def reach_in_hand(state: GameState, me: int, mana: int, exclude: int | None = None) -> int:
    """Face damage the burn in hand can deal with ``mana`` mana (cheapest first)."""
    spells = []
    for oid in state.players[me].hand:
        if oid == exclude:
            continue
        definition = chars(state, state.objects[oid]).definition
        body = definition.spell
        if body is None or definition.keyword("gift") is not None:
            continue
        if any(t.kind in ("any", "player") for t in body.targets) or any(
                t.filter.types == () for t in body.targets):
            damage = damage_amount(body)
            if damage:
                spells.append((definition.mana_value, -damage))
    total = 0
    for cost, damage in sorted(spells):
        if cost <= mana:
            mana -= cost
            total -= damage
    return total


def instant_burn(state: GameState, me: int) -> int:
    """The most damage one instant burn spell in hand can deal to a creature with the untapped lands."""
    mana = untapped_lands(state, me)
    best = 0
    for oid in state.players[me].hand:
        definition = chars(state, state.objects[oid]).definition
        if definition.spell is not None and definition.has_type(CardType.INSTANT) and definition.mana_value <= mana:
            best = max(best, damage_amount(definition.spell))
    return best


def kills(state: GameState, source: int, target: int, bonus: int = 0) -> bool:
    """Whether ``source`` (with ``bonus`` power) deals lethal damage to ``target`` in a fight or combat."""
    p = power(state, source) + bonus
    return p > 0 and (p >= left(state, target) or "Deathtouch" in keywords(state, source))


# -- plans --------------------------------------------------------------------------------------------
def plan_spell(agent: Any, state: GameState, me: int, oid: int) -> Plan | None:
    """A plan for casting the instant or sorcery ``oid`` now, or None when it is not worth it."""
    definition = chars(state, state.objects[oid]).definition
    body = definition.spell
    if body is None:
        return None
    verbs = verbs_of(body)
    name = definition.name
    instant = definition.has_type(CardType.INSTANT)
    if "fight" in verbs:
        return _plan_fight(state, me, oid, name, body, definition.keyword("gift") is not None)
    if any(getattr(e, "do", "") in ("damage", "destroy") and getattr(e, "each", None) is not None
           for e in body.effects):
        return _plan_sweeper(state, me, oid, name, body, definition.keyword("gift") is not None)
    if "damage" in verbs:
        return agent.plan_burn(state, me, oid, name, body, definition.keyword("gift") is not None)
    if "pump" in verbs and any(getattr(e, "each", None) is not None for e in body.effects if e.do == "pump"):
        return _plan_rally(state, me, oid, name, body, definition.keyword("gift") is not None)
    if "draw" in verbs:
        return _plan_draw(state, me, oid, name, body, instant)
    if "return_card" in verbs:
        return _plan_recycle(state, me, oid, name, body, instant)
    return None


def _plan_fight(state: GameState, me: int, oid: int, name: str, body: Any, has_gift: bool) -> Plan | None:
    mine_spec, theirs_spec = body.targets[0].name, body.targets[1].name
    opp = opponent(state, me)
    best: tuple[float, int, int, bool] | None = None
    for m in creatures(state, me):
        for t in creatures(state, opp):
            if "Hexproof" in keywords(state, t) or "Shroud" in keywords(state, t):
                continue
            for gift in ((False, True) if has_gift else (False,)):
                bonus = 1 if gift else 0
                if not kills(state, m, t, bonus):
                    continue
                dies = power(state, t) >= left(state, m) + bonus or "Deathtouch" in keywords(state, t)
                score = value(state, t) - (value(state, m) + bonus * 2 if dies else 0) - (2.0 if gift else 0)
                score += 2.0 * bonus if not dies else 0
                if best is None or score > best[0]:
                    best = (score, m, t, gift)
    if best is None or best[0] <= 1:
        return None
    return Plan(oid, name, best[0], best[3], {mine_spec: [best[1]], theirs_spec: [best[2]]})


def _plan_sweeper(state: GameState, me: int, oid: int, name: str, body: Any, has_gift: bool) -> Plan | None:
    """Damage or destruction to each creature: worth it when it kills more of theirs than of ours."""
    amount = None
    for e in body.effects:
        if getattr(e, "each", None) is not None and e.do in ("damage", "destroy"):
            amount = e.amount if e.do == "damage" else 10_000
    if amount is None:
        return None
    opp = opponent(state, me)
    dead = [o for o in state.battlefield if is_creature(state, o) and left(state, o) <= amount
            and not (amount >= 10_000 and is_land(state, o))]
    score = sum(value(state, o) for o in dead if state.objects[o].controller == opp) - \
        sum(value(state, o) * 1.2 for o in dead if state.objects[o].controller == me)
    plan = Plan(oid, name, score)
    if has_gift and body.targets:
        spec = body.targets[0].name
        extra = [o for o in creatures(state, opponent(state, me)) if o not in dead and left(state, o) <= amount + 1]
        if state.players[opp].life <= 1:
            plan.gift, plan.targets, plan.value = True, {spec: [PLAYER_BASE - opp]}, score + 100
        elif extra:
            best = max(extra, key=lambda o: value(state, o))
            if value(state, best) > CARD:
                plan.gift, plan.targets, plan.value = True, {spec: [best]}, score + value(state, best) - CARD
    return plan if plan.value >= 6 else None


def _combat_pump_gain(state: GameState, me: int, mine: list[int], bonus: int) -> tuple[float, float, list[int]]:
    """(value gained, face damage added, creatures of ours that die in a blocked fight) when ``mine`` get +bonus."""
    combat = state.combat
    gain, face = 0.0, 0.0
    dying: list[int] = []
    if combat is None:
        return gain, face, dying
    blocks: dict[int, list[int]] = {}
    for blocker, attacker in combat.blockers.items():
        if blocker in state.objects and attacker in state.objects:
            blocks.setdefault(attacker, []).append(blocker)
    for attacker, _ in combat.attackers.items():
        if attacker not in state.objects:
            continue
        ours = state.objects[attacker].controller == me
        blockers = blocks.get(attacker, [])
        if ours and attacker in mine:
            if not blockers and attacker not in combat.blocked:
                face += bonus
            elif blockers:
                b = blockers[0]
                if not kills(state, attacker, b) and kills(state, attacker, b, bonus):
                    gain += value(state, b)
                if kills(state, b, attacker):
                    dying.append(attacker)
        elif not ours:
            for b in blockers:
                if b in mine and not kills(state, b, attacker) and kills(state, b, attacker, bonus):
                    gain += value(state, attacker)
    return gain, face, dying


def _plan_rally(state: GameState, me: int, oid: int, name: str, body: Any, has_gift: bool) -> Plan | None:
    """+N/+0 to each of our creatures: after blockers, for lethal or to win fights."""
    if state.step is not Step.DECLARE_BLOCKERS or state.combat is None or not state.combat.declared_blockers:
        return None
    bonus = max((e.power for e in body.effects if e.do == "pump" and isinstance(e.power, int)), default=0)
    mine = creatures(state, me)
    gain, face, dying = _combat_pump_gain(state, me, mine, bonus)
    opp = opponent(state, me)
    unblocked = sum(power(state, a) for a, d in state.combat.attackers.items()
                    if a in state.objects and state.objects[a].controller == me and a not in state.combat.blocked)
    if unblocked and unblocked + face >= state.players[opp].life:
        gain += 100
    plan = Plan(oid, name, gain + face * 0.5)
    if has_gift and dying and body.targets:
        save = max(dying, key=lambda o: value(state, o))
        blocker = next(b for b, a in state.combat.blockers.items() if a == save)
        if kills(state, save, blocker, bonus) and "First strike" not in keywords(state, blocker):
            plan.gift, plan.targets = True, {body.targets[0].name: [save]}
            plan.value += value(state, save) - 1.5
    return plan if plan.value >= 5 else None


def _plan_draw(state: GameState, me: int, oid: int, name: str, body: Any, instant: bool) -> Plan | None:
    definition = chars(state, state.objects[oid]).definition
    if instant and not (state.active != me and state.step is Step.END):
        return None
    discard = bool(getattr(definition.additional_cost, "discard", 0))
    if discard:
        hand = [o for o in state.players[me].hand if o != oid]
        spare = [o for o in hand if is_land(state, o)] if lands_on_field(state, me) >= 4 else []
        if not spare and len(hand) > 1:
            return None
        if not hand:
            return None
    targets = {t.name: [PLAYER_BASE - me] for t in body.targets if t.kind in ("player", "any")}
    return Plan(oid, name, 6.0, False, targets)


def _plan_recycle(state: GameState, me: int, oid: int, name: str, body: Any, instant: bool) -> Plan | None:
    if instant and not (state.active != me and state.step is Step.END):
        return None
    grave = [o for o in state.players[me].graveyard if o in state.objects and is_creature(state, o)]
    if not grave:
        return None
    best = max(grave, key=lambda o: value(state, o))
    return Plan(oid, name, value(state, best), False, {t.name: [best] for t in body.targets})


def favourite(state: GameState, me: int, options: list[object]) -> object | None:
    """For "as this enters, choose a color / a creature type" (CR 614.12): the option that most of the player's
    own cards on the battlefield and in hand share (a color letter, or a creature type), if any does."""
    counts: dict[object, int] = {}
    mine = [o for o in state.battlefield if state.objects[o].controller == me] + list(state.players[me].hand)
    for oid in mine:
        c = chars(state, state.objects[oid])
        for kind in (*(COLOR_SYMBOLS[col] for col in c.colors), *(c.subtypes if c.is_creature else ())):
            counts[kind] = counts.get(kind, 0) + 1
    scored = [(counts.get(o, 0), o) for o in options if isinstance(o, str)]
    best = max(scored, key=lambda s: s[0], default=None)
    return best[1] if best is not None and best[0] > 0 else None
