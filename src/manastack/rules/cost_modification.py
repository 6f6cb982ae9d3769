"""Cost increases and reductions (CR 601.2f): the total cost of a spell is its mana cost (or alternative cost)
plus additional costs and cost increases, minus cost reductions, locked in before it is paid.

601.2f: "…the mana cost or alternative cost …, plus all additional costs and cost increases, and minus all cost
reductions"; increases apply before reductions, and a reduction of generic mana lowers only the generic part (it
can't reduce the colored requirement; Conduit of Ruin's ruling of 2015-08-25). It changes only the total cost
paid, never the spell's mana cost or mana value (ruling of Conduit of Ruin). The changes come from static
abilities of permanents and emblems (604, 114.4) and from the spell's own "this spell costs … less" (601.2f).
"""

from __future__ import annotations

from dataclasses import replace

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef, CostChange
from manastack.rules.characteristics import chars, event_cache, name_of, printed_definition
from manastack.rules.class_levels import has_ability
from manastack.rules.keywords.registry import CACHES
from manastack.rules.statics import static_holders
from manastack.types.actions import Choice
from manastack.types.enums import Zone
from manastack.types.mana import ManaCost
from manastack.types.objects import GameObject
from manastack.types.state import GameState

_CHANGES: PerDefinition[tuple[CostChange, ...]] = PerDefinition()
CACHES.append(_CHANGES)
SOURCES_KEY = -601   # the event cache's slot for the permanents and emblems with cost changes


def changes_of(definition: CardDef) -> tuple[CostChange, ...]:
    """The definition's cost-changing abilities, found once."""
    known = _CHANGES.get(id(definition))
    if known is not None:
        return known
    return _CHANGES.put(definition, tuple(a for a in definition.abilities if isinstance(a, CostChange)))


def _sources(game: GameState) -> list[int]:
    """Permanents (of the ``static_holders``: one that lost all abilities has none, 613.1f) and emblems (114.4) with a
    cost change for other spells, worked out once per event (a hot path)."""
    cache = event_cache(game)
    found = cache.get(SOURCES_KEY)
    if found is None:
        found = [o for o in [*static_holders(game), *game.command]
                 if any(not c.this_spell for c in changes_of(printed_definition(game.objects[o])))]
        cache[SOURCES_KEY] = found
    return found  # type: ignore[return-value]


def applying(game: GameState, player: int, spell: GameObject,
             targeted: bool = True) -> list[tuple[str, int, str]]:
    """CR 601.2f: each change to ``spell``'s total cost, as (where it comes from, change, the color a reduction
    takes off first or ""); ``targeted`` False leaves out the "if it targets …" ones."""
    found: list[tuple[str, int, str]] = []
    definition = printed_definition(spell)
    for change in changes_of(definition):
        if change.if_targets is not None and not targeted:
            continue
        if change.this_spell and _holds(game, spell, change) and _targets_fit(game, player, spell, change):
            times = sacrificed_count(game, player, spell) if change.per_sacrificed else _times(game, player, change)
            found.append((definition.name, change.generic * times, change.color or ""))
    for oid in _sources(game):
        source = game.objects[oid]
        for change in changes_of(printed_definition(source)):
            if not change.this_spell and has_ability(source, change) and _affects(game, source, change, player, spell):
                found.append((name_of(game, source), change.generic * _times(game, source.controller, change),
                              change.color or ""))
    return [f for f in found if f[1]]


def total_cost(game: GameState, player: int, spell: GameObject, cost: ManaCost, targeted: bool = True) -> ManaCost:
    """CR 601.2f: ``cost`` with every increase added, then every reduction taken off: off its generic part, or,
    for "costs {U} (or {1}) less", off its {U} symbols first and then its generic part (Eluge's ruling)."""
    changes = applying(game, player, spell, targeted)
    if not changes:
        return cost
    more = sum(n for _, n, _ in changes if n > 0)
    colored = list(cost.colored)
    less = 0
    for _, n, color in changes:
        for _ in range(-n if n < 0 else 0):
            if color and color in colored:
                colored.remove(color)
            else:
                less += 1
    generic = max(0, cost.generic + more - less)
    changed = replace(cost, generic=generic, colored=tuple(colored), text="")
    return replace(changed, text=changed.render())


def reduction_bound(game: GameState, player: int, spell: GameObject) -> int:
    """How much less than its mana value the spell may cost now (for a quick "can it be afforded" check)."""
    if not _sources(game) and not changes_of(printed_definition(spell)):
        return 0     # the common case: no permanent changes costs, nor does the card its own
    return max(0, -sum(n for _, n, _ in applying(game, player, spell)))


def _targets_fit(game: GameState, player: int, spell: GameObject, change: CostChange) -> bool:
    """"If it targets an attacking or tapped creature": one of its chosen targets fits; before any is chosen (is
    it castable at all?), one of the objects it could target does (casting then offers only those, if it must)."""
    if change.if_targets is None:
        return True
    from manastack.rules.filters import matches

    chosen = [t for slot in spell.targets for t in slot if t in game.objects]
    if chosen or spell.zone is Zone.STACK:
        return any(matches(game, game.objects[t], change.if_targets, player, spell.id) for t in chosen)
    return any(matches(game, game.objects[o], change.if_targets, player, spell.id) for o in game.battlefield)


def reduction_targets(game: GameState, player: int, spell: GameObject, options: list[Choice],
                      cost: ManaCost) -> list[Choice]:
    """The target options that keep the cast completable: if the spell can be paid for only with its "if it
    targets …" reduction, only those that earn it (every option offered keeps a legal completion possible)."""
    from manastack.rules.filters import matches
    from manastack.rules.mana import can_pay

    wanted = [c.if_targets for c in changes_of(printed_definition(spell)) if c.if_targets is not None]
    if not wanted or can_pay(game, player, total_cost(game, player, spell, cost, targeted=False), spell=spell.id):
        return options
    return [o for o in options if isinstance(o, int) and o in game.objects
            and any(matches(game, game.objects[o], w, player, spell.id) for w in wanted)]


def _holds(game: GameState, obj: GameObject, change: CostChange) -> bool:
    if change.condition == "always":
        return True
    from manastack.rules.conditions import holds

    return holds(game, obj, change.condition)


def _affects(game: GameState, source: GameObject, change: CostChange, player: int, spell: GameObject) -> bool:
    """Whose spells, which spells ("instant and sorcery spells", "creature spells"), the first each turn."""
    if (change.who == "you") != (player == source.controller):
        return False
    types = printed_definition(spell).types
    wanted = change.spells.types
    if wanted and not any(t in types for t in wanted):
        return False
    if any(t in types for t in change.spells.not_types):     # "noncreature spells you cast"
        return False
    if change.spells.colorless is not None and (not chars(game, spell).colors) != change.spells.colorless:
        return False      # "colorless spells you cast" (CR 105.2c; devoid, 702.114a, in every zone)
    if change.first_each_turn and any(p == player and (not wanted or any(t in ts for t in wanted))
                                      for p, ts in zip(game.spells_cast, game.spell_types_cast, strict=False)):
        return False
    return _holds(game, source, change)


def sacrificed_count(game: GameState, player: int, spell: GameObject) -> int:
    """"For each permanent sacrificed this way" (601.2b, 601.2f): those chosen for the spell's "sacrifice any
    number of …" cost; for a card not yet cast (can it be afforded?), as many as its caster could sacrifice."""
    from manastack.rules.costs import sacrifice_any_chosen, sacrificeable

    if spell.zone is Zone.STACK:
        return len(sacrifice_any_chosen(spell.costs))
    cost = printed_definition(spell).additional_cost
    if cost is None or cost.sacrifice_any is None:
        return 0
    return len(sacrificeable(game, player, cost.sacrifice_any, spell.id))


def _times(game: GameState, player: int, change: CostChange) -> int:
    """"For each <filter>": how many objects in the named zones (a player's own graveyard and exiled cards)."""
    if change.per is None:
        return 1
    from manastack.rules.filters import matches

    ids: list[int] = []
    for zone in change.per_zones:
        if zone == "battlefield":
            ids += game.battlefield
        elif zone == "graveyard":
            ids += game.players[player].graveyard
        else:
            ids += [o for o in game.exile if game.objects[o].owner == player]
    return sum(1 for o in ids if matches(game, game.objects[o], change.per, player, None))

