"""What every effect verb shares: its parameter model, the resolution context, and references.

A verb is a frozen parameter model with ``do: Literal[...]`` plus an ``apply(ctx, effect)`` function,
registered in ``registry``. ``apply`` either finishes (returns None) or returns a Decision: the
resolution then pauses as data (``Resolution``) and ``apply`` runs again with the answer in
``ctx.answers`` — so a verb asks all its questions before it changes anything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.vocabulary.base import EffectBase as EffectBase
from manastack.rules.events import note, object_refs
from manastack.rules.zones import last_known
from manastack.types.decisions import ref_labels
from manastack.types.events import ObjectRef, ref_id
from manastack.types.objects import GameObject
from manastack.types.state import GameState

if TYPE_CHECKING:
    from manastack.cards.parts import ObjectFilter
    from manastack.types.decisions import Decision, Prompt


class Ctx:
    """A resolving spell or ability as the verbs see it (CR 608.2)."""

    __slots__ = ("answers", "controller", "game", "obj", "results", "source", "targets")

    def __init__(self, game: GameState, obj: GameObject, targets: dict[str, tuple[int, ...]],
                 results: dict[str, object], answers: list[object]) -> None:
        self.game = game
        self.obj = obj
        self.controller = obj.controller
        self.source = obj.source if obj.is_ability else obj.id
        self.targets = targets
        self.results = results
        self.answers = answers

    @property
    def name(self) -> str:
        return self.obj.source_name or self.obj.card

    @property
    def ref(self) -> ObjectRef:
        """The resolving spell or ability as a question names it: by its source's name ("Shock: …")."""
        return ObjectRef(self.obj.id, self.name)

    def gift_recipient(self) -> int | None:
        from manastack.rules.keywords.gift import promised_to

        return promised_to(self.game, self.obj)


def objects(ctx: Ctx, ref: str) -> list[int]:
    """The objects a reference names: a target's name, ``this`` (the source), ``attached`` (what the source
    enchants or equips), ``trigger`` (the object an ability triggered on), ``linked`` (objects linked to a
    delayed or reflexive ability), or a name an earlier instruction remembered."""
    if ref == "this":
        return [ctx.source] if ctx.source is not None and ctx.source in ctx.game.objects else []
    if ref == "trigger":
        oid = ctx.obj.trigger_event.get("object")
        return [oid] if isinstance(oid, int) and oid in ctx.game.objects else []
    if ref == "attached":    # "enchanted creature", "equipped creature": what the source is attached to (303.4b)
        src = ctx.game.objects.get(ctx.source) if ctx.source is not None else None
        host = src.attached_to if src is not None else None
        return [host] if host is not None and host in ctx.game.objects else []
    if ref == "your_graveyard":   # "all land cards from your graveyard": every card there (a filter narrows it)
        return list(ctx.game.players[ctx.controller].graveyard)
    if ref == "targeting":   # the spell or ability that made the object a target (603.2e, ward 702.21a)
        oid = ctx.obj.trigger_event.get("old") if ctx.obj.trigger_event.get("kind") == "targeted" else None
        return [oid] if isinstance(oid, int) and oid in ctx.game.objects else []
    if ref == "linked":      # objects linked to a delayed or reflexive ability (CR 603.7, 607)
        linked = ctx.obj.trigger_event.get("objects", ())
        return [o for o in linked if o in ctx.game.objects]  # type: ignore[attr-defined]
    if ref in ctx.results:   # objects an earlier instruction remembered ("the exiled card")
        remembered = ctx.results[ref]
        return [o for o in remembered if o in ctx.game.objects]  # type: ignore[attr-defined]
    return [t for t in ctx.targets.get(ref, ()) if t >= 0 and t in ctx.game.objects]


def remembered(ctx: Ctx, ref: str) -> list[int]:
    """Object ids as an earlier instruction remembered them, even if those objects have since left (their
    last known information stays readable, CR 608.2h); otherwise as ``objects`` finds them."""
    if ref == "this" and ctx.source is not None:   # the source, even if paying the cost moved it (608.2h)
        return [ctx.source]
    known = ctx.results.get(ref)
    if isinstance(known, tuple):
        return [oid for oid in known if isinstance(oid, int)]
    return objects(ctx, ref)


def players(ctx: Ctx, ref: str) -> list[int]:
    """The players a reference names: ``you``, ``opponents``, ``each_player``, ``gift``, a player target,
    ``controller:<ref>`` or ``owner:<ref>`` (read with last known information, CR 608.2h)."""
    from manastack.rules.targets import target_player

    game = ctx.game
    if ref == "you":
        return [ctx.controller]
    if ref == "opponents":
        return [p.id for p in game.players if p.in_game and p.id != ctx.controller]
    if ref.startswith("opponents_of:"):
        them = set(players(ctx, ref.split(":", 1)[1]))
        return [p.id for p in game.players if p.in_game and p.id not in them]
    if ref == "each_player":
        return [p.id for p in game.players if p.in_game]
    if ref == "gift":
        recipient = ctx.gift_recipient()
        return [] if recipient is None else [recipient]
    if ref in ("trigger_player", "defending"):
        pid = ref_id(ctx.obj.trigger_event.get("player" if ref == "trigger_player" else "defender"))
        return [pid] if isinstance(pid, int) else []
    if ":" in ref:
        which, inner = ref.split(":", 1)
        ids = ctx.targets.get(inner, ()) if inner not in ("this", "trigger", "affected") else objects(ctx, inner)
        if inner in ("this", "trigger") and not ids:
            ids = _remembered(ctx, inner)
        found = [last_known(game, t) for t in ids if target_player(t) is None]
        return [getattr(o, "controller" if which == "controller" else "owner") for o in found if o is not None]
    return [p for t in ctx.targets.get(ref, ()) if (p := target_player(t)) is not None]


def _remembered(ctx: Ctx, inner: str) -> list[int]:
    oid = ctx.source if inner == "this" else ctx.obj.trigger_event.get("object")
    return [oid] if isinstance(oid, int) and ctx.game.lki.get(oid) else []


def amount(ctx: Ctx, value: int | str) -> int:
    """A number in an instruction: a literal, ``x`` (CR 107.3), converge (207.2c), a count of permanents you
    control, or a count remembered by an earlier one."""
    if isinstance(value, int):
        return value
    if value == "x":
        return _x(ctx)
    if value == "converge":
        return converge(ctx)
    if value == "linked":     # "for each of those cards that are still exiled" (CR 607.2a, 400.7)
        return len(objects(ctx, "linked"))
    if value == "opponents_creatures_exiled":   # exiled from the battlefield this turn, by any means (Vren)
        return sum(1 for _, controller in ctx.game.creatures_exiled if controller != ctx.controller)
    if value == "storm_count":   # CR 702.40a: the spells cast before the triggering one this turn
        before = ctx.obj.trigger_event.get("cast_before", 0)
        return before if isinstance(before, int) else 0
    if value == "trigger_amount":     # "that much": the amount of the event the ability triggered on (603.2)
        found = ctx.obj.trigger_event.get("amount", 0)
        return found if isinstance(found, int) else 0
    if value == "greatest_power":
        return greatest_power(ctx.game, ctx.controller)
    if value == "died_this_turn":     # CR 700.4: creatures you controlled that died this turn
        return ctx.game.died.count(ctx.controller)
    if value == "graveyard_creatures":
        return graveyard_creatures(ctx.game, ctx.controller)
    if value.startswith("devotion:"):
        return devotion(ctx.game, ctx.controller, value.split(":", 1)[1])
    if value.startswith("power_of:"):
        return _power_of(ctx, value.split(":", 1)[1])
    if value.startswith("mana_value_of:"):
        return _mana_value_of(ctx, value.split(":", 1)[1])
    if value.startswith("count:"):     # "count:creatures:2": "2 for each creature you control"
        _, what, *each = value.split(":")
        return count_controlled(ctx.game, ctx.controller, what) * (int(each[0]) if each else 1)
    if value.startswith("counters:"):     # CR 608.2h: on the source as it last existed (sacrificed as a cost)
        source = last_known(ctx.game, ctx.source) if ctx.source is not None else None
        return source.counters.get(value.split(":", 1)[1], 0) if source is not None else 0
    if value.startswith("greatest_mana_value:"):
        return _greatest_mana_value(ctx, value.split(":", 1)[1])
    if value.startswith("others:"):
        return _others(ctx, frozenset(value.split(":", 1)[1].split("/")))
    if value.startswith("other_attacking:"):
        return other_attacking(ctx, value.split(":", 1)[1])
    if value.startswith("opponents_hand_at_most:"):   # "for each opponent who has one or fewer cards in hand"
        most = int(value.split(":", 1)[1])
        return sum(1 for p in ctx.game.players if p.in_game and p.id != ctx.controller and len(p.hand) <= most)
    found = ctx.results.get(value, 0)
    return found if isinstance(found, int) else len(found)  # type: ignore[arg-type]


def converge(ctx: Ctx) -> int:
    """CR 207.2c (converge), 601.2h: the number of colors of mana spent to cast this spell (none for a copy,
    707.10, or a spell cast without paying its mana cost)."""
    from manastack.rules.mana_spent import colors_spent  # it reads abilities, whose keywords need this module

    n = colors_spent(ctx.obj)
    note(ctx.game, "converge", "207.2c", player=ctx.controller, data=(("colors", n), ("spell", ctx.name)))
    return n


def _greatest_mana_value(ctx: Ctx, where: str) -> int:
    """CR 202.3: the greatest mana value among cards in your graveyard (``graveyard``) or permanents you control
    (``permanents``), 0 if there are none."""
    from manastack.rules.characteristics import definition_of

    game = ctx.game
    if where == "graveyard":
        found = [game.objects[c] for c in game.players[ctx.controller].graveyard]
    else:
        found = [o for oid in game.battlefield if (o := game.objects[oid]).controller == ctx.controller
                 and not o.phased_out]
    return max((definition_of(o).mana_value for o in found), default=0)


def other_attacking(ctx: Ctx, kind: str) -> int:
    """"For each other attacking Ally": attacking creatures of that kind other than the source, counted as the
    instruction is followed (CR 506.4, 608.2h; the Angelic Captain rulings: whoever controls them)."""
    from manastack.rules.characteristics import chars

    combat = ctx.game.combat
    if combat is None:
        return 0
    found = 0
    for oid in combat.attackers:
        obj = ctx.game.objects.get(oid)
        if obj is not None and oid != ctx.source:
            c = chars(ctx.game, obj)
            found += kind in c.subtypes or any(t.value == kind for t in c.types)
    return found


def greatest_power(game: GameState, player: int) -> int:
    """CR 208.1: the greatest power among creatures ``player`` controls (0 with none, or none above 0)."""
    from manastack.rules.characteristics import chars

    powers = [c.power for o in game.battlefield if game.objects[o].controller == player
              and (c := chars(game, game.objects[o])).is_creature and c.power is not None]
    return max([0, *powers])


def graveyard_creatures(game: GameState, player: int) -> int:
    """The number of creature cards in ``player``'s graveyard (CR 404, 205.2a: a card's printed types)."""
    from manastack.rules.characteristics import chars

    return sum(1 for o in game.players[player].graveyard if chars(game, game.objects[o]).is_creature)


def devotion(game: GameState, player: int, letter: str) -> int:
    """CR 700.5: the number of that color's mana symbols in the costs of permanents the player controls."""
    from manastack.rules.characteristics import definition_of

    total = 0
    for oid in game.battlefield:
        obj = game.objects[oid]
        cost = definition_of(obj).cost
        if obj.controller == player and cost is not None:
            total += cost.colored.count(letter) + sum(1 for h in cost.hybrid if letter in h)
    return total


def _x(ctx: Ctx) -> int:
    """CR 107.3: the X chosen for the spell or activated ability; CR 107.3m: a triggered ability of a permanent
    (its enters ability) uses the X of the spell that permanent was."""
    if ctx.obj.x or not (ctx.obj.is_ability and ctx.obj.trigger_event) or ctx.source is None:
        return ctx.obj.x
    source = last_known(ctx.game, ctx.source)
    return source.x if source is not None else 0


def count_controlled(game: GameState, player: int, what: str) -> int:
    """CR 608.2h: "the number of creatures (lands, tokens) you control", or of a card type or subtype ("for each
    Raccoon you control"), counted as the instruction is followed."""
    from manastack.rules.characteristics import chars
    from manastack.types.enums import CardType

    if what[:1].isupper():      # a card type or subtype: "Raccoon", "Artifact"
        return sum(1 for oid in game.battlefield if game.objects[oid].controller == player
                   and not game.objects[oid].phased_out
                   and what in {*(c := chars(game, game.objects[oid])).subtypes, *(t.value for t in c.types)})
    if what == "tokens":
        return sum(1 for oid in game.battlefield if game.objects[oid].controller == player
                   and not game.objects[oid].phased_out and game.objects[oid].token)
    if what == "creatures_with_power_4_or_greater":
        return sum(1 for oid in game.battlefield if game.objects[oid].controller == player
                   and not game.objects[oid].phased_out and (c := chars(game, game.objects[oid])).is_creature
                   and (c.power or 0) >= 4)
    kind = CardType.CREATURE if what == "creatures" else CardType.LAND
    return sum(1 for oid in game.battlefield if game.objects[oid].controller == player
               and not game.objects[oid].phased_out and kind in chars(game, game.objects[oid]).types)


def sacrificed(ctx: Ctx) -> tuple[int, ...]:
    """The permanents sacrificed to pay the spell's or ability's cost (CR 601.2h, 602.2b; recorded as it was
    paid)."""
    from manastack.types.costs import AdditionalCostPaid

    return tuple(o for r in ctx.obj.costs if isinstance(r, AdditionalCostPaid) and r.kind == "sacrifice"
                 for o in r.objects)


def _others(ctx: Ctx, kinds: frozenset[str]) -> int:
    """CR 608.2c: "the number of other Squirrels, Bats, Lizards, and Rats you control", counted as it resolves."""
    from manastack.rules.characteristics import chars

    game = ctx.game
    return sum(1 for oid in game.battlefield if oid != ctx.source and game.objects[oid].controller == ctx.controller
               and not game.objects[oid].phased_out and kinds & set(chars(game, game.objects[oid]).subtypes))


def _power_of(ctx: Ctx, ref: str) -> int:
    """The power of an object, using last known information if it has left the battlefield (CR 608.2h); ``this``
    is the ability's source (Heartfire Hero: "it deals damage equal to its power" as it last existed)."""
    from manastack.rules.characteristics import power

    if ref == "this":
        ids: object = (ctx.source,) if ctx.source is not None else ()
    elif ref == "linked":
        ids = ctx.obj.trigger_event.get("objects", ())
    elif ref == "sacrificed":       # CR 608.2h: the permanent sacrificed to pay the cost, as it last existed
        ids = sacrificed(ctx)
    else:
        ids = ctx.targets.get(ref, ())
    for oid in ids:  # type: ignore[attr-defined]
        known = last_known(ctx.game, oid)
        if known is not None:
            return power(ctx.game, known)
    return 0


def _mana_value_of(ctx: Ctx, ref: str) -> int:
    """CR 202.3: the mana value of the object a reference names (an earlier instruction's, or a target), wherever
    it is now (X is 0 outside the stack, 202.3e)."""
    from manastack.rules.characteristics import definition_of

    for oid in remembered(ctx, ref):
        known = last_known(ctx.game, oid)
        if known is not None:
            return definition_of(known).mana_value
    return 0


def answer(ctx: Ctx, index: int = 0) -> object:
    """The answer given to this instruction's ``index``-th question, or None while unanswered."""
    return ctx.answers[index] if len(ctx.answers) > index else None


def choose_permanent(ctx: Ctx, flt: ObjectFilter, prompt: Prompt, at: int = 0) -> list[int] | Decision:
    """CR 608.2d: the controller chooses one permanent that fits ``flt`` as the instruction is followed (none
    fits: nothing is chosen; one fits: it is the only choice); ``at`` is the answer that names it."""
    from manastack.rules.forced import take_only_option
    from manastack.types.actions import as_int
    from manastack.types.decisions import Decision, DecisionKind

    game = ctx.game
    options = fitting_permanents(ctx, flt)
    if not options:
        return []
    decision = Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, prompt, options,
                        ref_labels(object_refs(game, options)), "608.2d")
    if len(options) == 1:
        return [as_int(take_only_option(game, decision))]
    chosen = answer(ctx, at)
    return decision if chosen is None else [as_int(chosen)]


def fitting_permanents(ctx: Ctx, flt: ObjectFilter) -> tuple[int, ...]:
    """The permanents that fit ``flt``, read for the controller of the instruction."""
    from manastack.rules.filters import matches

    game = ctx.game
    return tuple(o for o in game.battlefield if matches(game, game.objects[o], flt, ctx.controller, ctx.source))
