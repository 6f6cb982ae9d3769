"""Mana: the pool, mana abilities and paying costs (CR 106, 107.4, 605, 601.2g–h).

``find_payment`` is the automatic payment solver: it finds a way to pay a cost from the pool and
the player's untapped mana sources whenever one exists, preferring the pool, then lands, then
creatures, then sources that are sacrificed (Treasure).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

from manastack.cards.memo import PerDefinition
from manastack.cards.phrases import restriction_words
from manastack.cards.schema import CardDef, ManaAbilitySpec, ObjectFilter
from manastack.rules.as_enters_choice import chosen_color, chosen_type
from manastack.rules.characteristics import (
    Chars,
    chars,
    event_cache,
    has_keyword,
    lost_abilities,
    name_of,
    power,
    printed_definition,
)
from manastack.rules.events import emit, object_ref, player_ref
from manastack.rules.mana_restrictions import (
    INDEX,
    add_restricted,
    allows,
    spend_restricted,
    usable_pool,
)
from manastack.types.enums import CardType
from manastack.types.events import ObjectRef, Quoted
from manastack.types.mana import MANA_TYPES, ManaCost
from manastack.types.state import GameState

ANY_COLOR = frozenset("WUBRG")


class Spent(NamedTuple):
    """The permanents the rest of a cost taps, and those it sacrifices (CR 601.2h). A permanent the cost taps
    can't be tapped or sacrificed for mana first (118.3: it couldn't pay its part then); one the cost sacrifices
    may be tapped for mana first (601.2g comes before 601.2h, and a tapped permanent can be sacrificed), but not
    sacrificed for mana (it can be sacrificed only once)."""

    tapped: tuple[int, ...] = ()
    sacrificed: tuple[int, ...] = ()

    def spares(self, source: ManaSource) -> bool:
        """Whether ``source`` can still pay the rest of the cost."""
        if source.permanent in self.tapped:
            return not (source.taps or source.sacrifices)
        return not (source.sacrifices and source.permanent in self.sacrificed)


@dataclass(frozen=True)
class ManaSource:
    """One activation of one mana ability: ``amount`` mana, each of a letter in ``letters``."""

    permanent: int
    ability: int
    letters: frozenset[str]
    amount: int
    rank: int          # payment preference: 0 land, 1 other, 2 creature, SACRIFICED
    taps: bool = False  # its cost includes {T}: one such ability per permanent can be used (CR 602.5a)
    spend_only: ObjectFilter | None = None   # the mana's restriction (CR 106.6)

    @property
    def sacrifices(self) -> bool:
        """Whether its cost sacrifices the permanent (an Eldrazi Scion's): such sources are ranked last."""
        return self.rank == SACRIFICED


SACRIFICED = 3     # the rank of a source whose cost sacrifices its permanent: spent last
GRANTED_BASE = 1000   # mana abilities granted by effects are numbered from here, after the printed ones


_PRINTED: PerDefinition[tuple[tuple[int, ManaAbilitySpec], ...]] = PerDefinition()


def _printed(definition: CardDef) -> tuple[tuple[int, ManaAbilitySpec], ...]:
    """The definition's mana abilities with their index, found once (a hot path: every payment and priority)."""
    known = _PRINTED.get(id(definition))
    if known is None:
        known = _PRINTED.put(definition, tuple((i, a) for i, a in enumerate(definition.abilities)
                                               if isinstance(a, ManaAbilitySpec)))
    return known


def mana_abilities(game: GameState, oid: int) -> list[tuple[int, ManaAbilitySpec]]:
    """CR 605.1a: the object's mana abilities with their index: the printed ones, then those granted by
    continuous effects (CR 613.1f, e.g. Chromatic Lantern: "lands you control have '{T}: Add …'")."""
    obj = game.objects[oid]
    if obj.face_down:
        return []
    found = [] if lost_abilities(game, obj) else list(_printed(printed_definition(obj)))
    granted = chars(game, obj).granted_mana
    return found + [(GRANTED_BASE + k, a) for k, a in enumerate(granted)] if granted else found


def mana_ability_at(game: GameState, oid: int, index: int) -> ManaAbilitySpec:
    """The mana ability numbered ``index`` (printed, or granted: ``GRANTED_BASE`` and up)."""
    obj = game.objects[oid]
    if index >= GRANTED_BASE:
        return chars(game, obj).granted_mana[index - GRANTED_BASE]
    spec = printed_definition(obj).abilities[index]
    assert isinstance(spec, ManaAbilitySpec)
    return spec


def can_activate_mana(game: GameState, oid: int, index: int, spec: ManaAbilitySpec) -> bool:
    """CR 602.5a, 302.6: a {T} ability needs an untapped source, and a creature that isn't summoning sick;
    602.5b: "activate only if …" must hold, and "activate only once each turn" (``game.once_used``) too."""
    obj = game.objects[oid]
    if obj.phased_out or (spec.once_each_turn and (oid, index) in game.once_used):
        return False
    if spec.only_if != "always":
        from manastack.rules.conditions import holds  # conditions read characteristics, as this module does

        if not holds(game, obj, spec.only_if):
            return False
    if spec.cost.tap:
        if obj.tapped:
            return False
        if obj.sick and chars(game, obj).is_creature and not has_keyword(game, obj, "Haste"):
            return False
    if spec.cost.tap_untapped is not None and len(to_tap(game, obj.controller, oid, spec)) < \
            spec.cost.tap_untapped.count:
        return False      # CR 118.3: too few untapped permanents to tap
    if spec.cost.forage:
        from manastack.rules.forage import can_forage

        if not can_forage(game, obj.controller):
            return False      # CR 701.61a: neither three cards in the graveyard nor a Food
    # CR 605.1a, 602.2b: a mana ability may cost mana ({1}, {T}: Add one mana of any color): it must be payable,
    # from the pool and the mana abilities that cost no mana (never its own {T}, 118.3)
    return not spec.cost.mana.mana_value or can_pay(game, obj.controller, spec.cost.mana, _own_cost(spec, oid))


def _own_cost(spec: ManaAbilitySpec, oid: int) -> Spent:
    """What a mana ability's own cost taps and sacrifices: its mana can't come from its own {T} (118.3)."""
    return Spent((oid,) if spec.cost.tap else (), (oid,) if spec.cost.sacrifice_self else ())


def by_hand(spec: ManaAbilitySpec) -> bool:
    """A mana ability the payment solver leaves alone: one with a mana cost (CR 605.1a), or one whose cost needs
    choices of its own (forage, 701.61a) or whose mana is a color chosen for each (106.1b). They are activated by
    hand (``mana_activation``)."""
    return bool(spec.cost.mana.mana_value) or asks_choices(spec)


def asks_choices(spec: ManaAbilitySpec) -> bool:
    """Whether activating the ability asks more than a color: a forage cost (701.61a), or a color for each mana
    (106.1b: "two mana in any combination of colors")."""
    return spec.cost.forage or spec.add == "any_combination"


def mana_abilities_costing_mana(game: GameState, player: int) -> list[tuple[int, int]]:
    """CR 605.1a, 605.3a: the mana abilities activated by hand (``by_hand``: with a mana cost, or a forage cost)
    ``player`` could activate now, (source, index). The payment solver doesn't use them (``sources`` lists only the
    others): the mana waits in the pool (106.4). Worked out once per event."""
    cache = event_cache(game)
    key = -20 - player      # beside ``sources``' keys
    known = cache.get(key)
    if known is None:
        sources(game, player)    # its pass over the permanents lists these too, not yet checked
        known = cache[key] = [(oid, index) for oid, index, spec in cache[BY_HAND_KEY - player]  # type: ignore[attr-defined]
                              if can_activate_mana(game, oid, index, spec)]
    return known  # type: ignore[return-value]


def to_tap(game: GameState, player: int, oid: int, spec: ManaAbilitySpec) -> tuple[int, ...]:
    """CR 118.3, 605.3a: the permanents a "tap N untapped <filter>" mana ability may tap, the ones to tap first
    first. Those with a mana ability of their own are left out, so the payment solver never plans to use one
    permanent twice (tapped or sacrificed for its own mana and tapped for this); noncreatures come before
    creatures (which may still attack or block)."""
    from manastack.rules.tap_costs import tappable

    found = [o for o in tappable(game, player, spec.cost, oid) if not mana_abilities(game, o)]
    found.sort(key=lambda o: (chars(game, game.objects[o]).is_creature, o))
    return tuple(found)


def sources(game: GameState, player: int) -> list[ManaSource]:
    """Every mana ability ``player`` could activate now, best-to-spend first (worked out once per event;
    callers must not change the list)."""
    cache = event_cache(game)
    key = -2 - player
    known = cache.get(key)
    if known is None:
        known, cache[BY_HAND_KEY - player] = _find_sources(game, player)
        cache[key] = known
    return known  # type: ignore[return-value]


BY_HAND_KEY = -30    # the event cache's slots (one per player) for the mana abilities activated by hand


def _find_sources(game: GameState, player: int) -> tuple[list[ManaSource], list[tuple[int, int, ManaAbilitySpec]]]:
    """The sources, and the abilities activated by hand (``by_hand``) seen on the way, whether they can be
    activated now left to ``mana_abilities_costing_mana`` (that asks ``can_pay``, which reads the sources).
    The abilities are ``mana_abilities``' in its order, the printed ones sorted once per definition (``_split``)."""
    found: list[ManaSource] = []
    manual: list[tuple[int, int, ManaAbilitySpec]] = []
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller != player or obj.face_down:     # CR 708.2: face down, it has no mana abilities
            continue
        c = chars(game, obj)
        solved, by_hand_ = _NONE if lost_abilities(game, obj) else _split(printed_definition(obj))
        if c.granted_mana:
            more, more_by_hand = _sorted_out([(GRANTED_BASE + k, a) for k, a in enumerate(c.granted_mana)])
            solved, by_hand_ = (*solved, *more), (*by_hand_, *more_by_hand)
        if by_hand_:
            manual += [(oid, index, spec) for index, spec in by_hand_]
        for index, spec, letters in solved:
            if can_activate_mana(game, oid, index, spec):
                if letters is None:
                    letters = mana_letters(game, oid, spec)
                amount = mana_amount(game, oid, spec)
                if amount > 0 and letters:     # CR 107.1b: an ability can't add a negative amount of mana
                    source = ManaSource(oid, index, letters, amount, _rank(c, spec), spec.cost.tap, spec.spend_only)
                    found += [source] * _activations(game, player, oid, spec)
    found.sort(key=lambda s: (s.rank, len(s.letters), s.permanent))
    return found, manual


Solved = tuple[tuple[int, ManaAbilitySpec, frozenset[str] | None], ...]   # with the letters, when fixed
ByHand = tuple[tuple[int, ManaAbilitySpec], ...]
_NONE: tuple[Solved, ByHand] = ((), ())
_SPLIT: PerDefinition[tuple[Solved, ByHand]] = PerDefinition()


def _split(definition: CardDef) -> tuple[Solved, ByHand]:
    """The definition's mana abilities, those the solver uses (with their letters, when they are fixed) apart from
    those activated by hand (``by_hand``), worked out once."""
    known = _SPLIT.get(id(definition))
    if known is None:
        known = _SPLIT.put(definition, _sorted_out(_printed(definition)))
    return known


def _sorted_out(numbered: Sequence[tuple[int, ManaAbilitySpec]]) -> tuple[Solved, ByHand]:
    """Numbered mana abilities, those the solver uses apart from those activated by hand, each in their order."""
    return (tuple((i, a, _fixed_letters(a)) for i, a in numbered if not by_hand(a)),
            tuple((i, a) for i, a in numbered if by_hand(a)))


def _fixed_letters(spec: ManaAbilitySpec) -> frozenset[str] | None:
    """The kinds of mana the ability adds, when no permanent's choice decides them (``mana_letters``)."""
    return None if spec.add in ("any", "any_combination", "chosen") else frozenset(spec.add)


def _activations(game: GameState, player: int, oid: int, spec: ManaAbilitySpec) -> int:
    """How many times the solver may activate the ability: once, or, for an ability that taps N other
    permanents and not its own source, once per N of them (CR 602.5a limits only {T})."""
    part = spec.cost.tap_untapped
    if part is None or spec.cost.tap:
        return 1
    return len(to_tap(game, player, oid, spec)) // part.count


def mana_letters(game: GameState, oid: int, spec: ManaAbilitySpec) -> frozenset[str]:
    """The kinds of mana the ability can add: its letters, any color, or the color chosen as the permanent entered
    (CR 614.12; none chosen: it makes no mana, as Uncharted Haven's ruling says)."""
    if spec.add in ("any", "any_combination"):
        return ANY_COLOR
    if spec.add == "chosen":
        color = chosen_color(game.objects[oid])
        return frozenset(color) if color is not None else frozenset()
    return frozenset(spec.add)


def mana_amount(game: GameState, oid: int, spec: ManaAbilitySpec) -> int:
    """How much mana the ability adds: a number, or this permanent's power as the ability resolves (608.2h);
    107.1b: at least 0."""
    if spec.amount == "power_of:this":
        return max(0, power(game, game.objects[oid]))
    if spec.amount == "creatures_of_chosen_type":    # CR 614.12: "… of the chosen type" (none chosen: none)
        return _creatures_of_chosen_type(game, oid)
    return spec.amount


def _creatures_of_chosen_type(game: GameState, oid: int) -> int:
    kind = chosen_type(game, oid)
    you = game.objects[oid].controller
    return 0 if kind is None else sum(
        1 for o in game.battlefield if game.objects[o].controller == you and not game.objects[o].phased_out
        and (c := chars(game, game.objects[o])).is_creature and kind in c.subtypes)


def _rank(c: Chars, spec: ManaAbilitySpec) -> int:
    if spec.cost.sacrifice_self:
        return SACRIFICED
    if c.is_creature:
        return 2
    return 0 if CardType.LAND in c.types else 1


def pips_of(cost: ManaCost) -> list[frozenset[str]]:
    """The symbols that need a particular kind of mana, most restrictive first."""
    pips = [frozenset(c) for c in cost.colored] + [frozenset("C")] * cost.colorless
    pips += [frozenset(h) for h in cost.hybrid]
    pips.sort(key=len)
    return pips


def find_payment(game: GameState, player: int, cost: ManaCost, without: Spent | None = None,
                 spell: int | None = None) -> list[ManaSource] | None:
    """CR 601.2g: the mana abilities to activate so the pool can pay ``cost``; None if impossible. ``without``: what
    the rest of the cost taps and sacrifices, whose mana may not pay (``Spent``). ``spell``: the spell (or card)
    the cost is paid for, which restricted mana may pay for if it fits (CR 106.6; None: no spell, so no
    restricted mana)."""
    pool = usable_pool(game, player, spell)
    available = sources(game, player)
    spent = without if without is not None and (without.tapped or without.sacrificed) else None
    if spent is not None or any(s.spend_only is not None for s in available):
        available = [s for s in available if (spent is None or spent.spares(s))
                     and allows(game, player, s.spend_only, spell)]
    used: list[ManaSource] = []
    if _assign(pips_of(cost), 0, pool, available, used, cost.generic):
        return used
    return None


def _assign(pips: list[frozenset[str]], i: int, pool: list[int], available: list[ManaSource],
            used: list[ManaSource], generic: int) -> bool:
    if i == len(pips):
        return _cover_generic(pool, available, used, generic)
    for letter in sorted(pips[i], key=lambda m: -pool[INDEX[m]]):
        if pool[INDEX[letter]]:
            pool[INDEX[letter]] -= 1
            if _assign(pips, i + 1, pool, available, used, generic):
                return True
            pool[INDEX[letter]] += 1
    tried: set[tuple[int, int]] = set()
    for n, source in enumerate(available):
        if (source.permanent, source.ability) in tried:
            continue     # another activation of an ability already tried for this symbol: the same outcome
        tried.add((source.permanent, source.ability))
        for letter in sorted(source.letters & pips[i]):
            pool[INDEX[letter]] += source.amount - 1
            used.append(replace(source, letters=frozenset(letter)))   # the plan remembers which mana it makes
            if _assign(pips, i + 1, pool, _without(available, n), used, generic):
                return True
            used.pop()
            pool[INDEX[letter]] -= source.amount - 1
    return False


def _without(available: list[ManaSource], n: int) -> list[ManaSource]:
    """The sources still usable once source ``n`` is used: if it taps its permanent, that permanent's other
    {T} abilities can't be activated any more (CR 602.5a: a tapped permanent can't pay {T})."""
    used = available[n]
    return [s for i, s in enumerate(available)
            if i != n and not (used.taps and s.taps and s.permanent == used.permanent)]


def _cover_generic(pool: list[int], available: list[ManaSource], used: list[ManaSource], generic: int) -> bool:
    remaining = generic - sum(pool)
    tapped = {s.permanent for s in used if s.taps}
    added = 0
    for source in available:
        if remaining <= 0:
            break
        if source.taps and source.permanent in tapped:
            continue
        if source.taps:
            tapped.add(source.permanent)
        used.append(source)
        added += 1
        remaining -= source.amount
    if remaining > 0:
        del used[len(used) - added:]
    return remaining <= 0


def pay(game: GameState, player: int, cost: ManaCost, what: str | ObjectRef, without: Spent | None = None,
        spell: int | None = None) -> tuple[str, ...] | None:
    """CR 601.2g–h: activate mana abilities as the solver found, then pay the cost from the pool.
    Returns the mana spent, one letter per mana (None if the cost can't be paid); ``without`` and ``spell`` as in
    ``find_payment``."""
    plan = find_payment(game, player, cost, without, spell)
    if plan is None:
        return None
    for source in plan:
        letter = min(source.letters) if len(source.letters) == 1 else \
            _letter_needed(game, player, cost, source, spell)
        activate_mana(game, player, source.permanent, source.ability, letter)
    return _spend(game, player, cost, what, spell)


def _letter_needed(game: GameState, player: int, cost: ManaCost, source: ManaSource, spell: int | None) -> str:
    """For a source of several colors, the color the cost still lacks (else its first)."""
    pool = usable_pool(game, player, spell)
    for pip in pips_of(cost):
        if not any(pool[INDEX[m]] for m in pip) and pip & source.letters:
            return min(pip & source.letters)
    return min(source.letters - {"C"}) if source.letters - {"C"} else "C"


def activate_mana(game: GameState, player: int, oid: int, index: int, letter: str,
                  picks: tuple[int | str, ...] = ()) -> None:
    """CR 605.3a: a mana ability resolves at once: pay its cost, add the mana. ``letter``: the kind of mana, or for
    "any combination of colors" one letter per mana (106.1b); ``picks``: how it forages (701.61a), if it does."""
    from manastack.rules.forage import forage
    from manastack.rules.keyword_actions import sacrifice

    spec = mana_ability_at(game, oid, index)
    obj = game.objects[oid]
    name = name_of(game, obj)
    if spec.cost.mana.mana_value and pay(game, player, spec.cost.mana, name, _own_cost(spec, oid)) is None:
        raise ValueError(f"{name}'s mana ability costs {spec.cost.mana.render()}, which can't be paid")   # 601.2h
    if spec.once_each_turn:
        game.once_used.append((oid, index))     # CR 602.5b: "activate only once each turn"
    if spec.cost.tap:
        obj.tapped = True
    if spec.cost.tap_untapped is not None:
        _tap_for_mana(game, player, oid, spec)
    if spec.cost.forage:
        forage(game, player, picks)
    amount = mana_amount(game, oid, spec)
    each = letter if spec.add == "any_combination" else letter * amount
    if spec.spend_only is None:
        for m in each:
            game.players[player].pool[INDEX[m]] += 1
        emit(game, "mana", "605.3a", player=player, objects=(oid,), amount=amount,
             data=(("tapped", spec.cost.tap), ("variant", "tap" if spec.cost.tap else "activate"),
                   ("player", player_ref(game, player)), ("source", object_ref(game, obj)), ("letters", each)))
    else:
        _add_restricted(game, player, oid, spec, letter, amount)
    if spec.cost.sacrifice_self:
        sacrifice(game, oid)      # CR 701.21a, 605.3a: part of the mana ability's cost


def _tap_for_mana(game: GameState, player: int, oid: int, spec: ManaAbilitySpec) -> None:
    """CR 118.3, 605.3a: tap the permanents the cost names (the first of ``to_tap``)."""
    from manastack.rules.tap_costs import pay_tapping

    assert spec.cost.tap_untapped is not None
    pay_tapping(game, to_tap(game, player, oid, spec)[:spec.cost.tap_untapped.count])


def _add_restricted(game: GameState, player: int, oid: int, spec: ManaAbilitySpec, letter: str, amount: int) -> None:
    """CR 106.6, 605.3a: the mana goes into the pool with its restriction; the trace says which."""
    assert spec.spend_only is not None
    add_restricted(game, player, letter, amount, spec.spend_only)
    emit(game, "mana", "106.6", player=player, objects=(oid,), amount=amount,
         data=(("tapped", spec.cost.tap), ("variant", "tap_restricted" if spec.cost.tap else "activate_restricted"),
               ("player", player_ref(game, player)), ("source", object_ref(game, game.objects[oid])),
               ("letters", letter * amount), ("spend_only", Quoted(restriction_words(spec.spend_only)))))


def _spend(game: GameState, player: int, cost: ManaCost, what: str | ObjectRef, spell: int | None) -> tuple[str, ...]:
    """CR 601.2h: pay from the mana this payment may spend (106.6: restricted mana only where allowed)."""
    real = game.players[player].pool
    pool = usable_pool(game, player, spell)
    pips = pips_of(cost)
    letters = _pip_letters(pips, list(pool)) or [max(pip, key=lambda m: pool[INDEX[m]]) for pip in pips]
    for letter in letters:
        pool[INDEX[letter]] -= 1
    for _ in range(cost.generic):
        letter = max(MANA_TYPES, key=lambda m: (pool[INDEX[m]] > 0, m == "C", pool[INDEX[m]]))
        pool[INDEX[letter]] -= 1
        letters.append(letter)
    for letter in letters:
        real[INDEX[letter]] -= 1
    spend_restricted(game, player, letters, spell)
    emit(game, "paid", "601.2h", player=player,
         data=(("player", player_ref(game, player)), ("cost", cost.render()), ("what", what)))
    return tuple(letters)


def _pip_letters(pips: list[frozenset[str]], pool: list[int]) -> list[str] | None:
    """The mana to spend on each symbol: a matching found by backtracking (greedy can fail for two hybrid
    symbols sharing a color), preferring the mana the pool has most of; None if there is none."""
    if not pips:
        return []
    for letter in sorted(pips[0], key=lambda m: (-pool[INDEX[m]], m)):
        if pool[INDEX[letter]]:
            pool[INDEX[letter]] -= 1
            rest = _pip_letters(pips[1:], pool)
            pool[INDEX[letter]] += 1
            if rest is not None:
                return [letter, *rest]
    return None


def can_pay(game: GameState, player: int, cost: ManaCost, without: Spent | None = None,
            spell: int | None = None) -> bool:
    """Whether some payment of ``cost`` exists now (``without`` and ``spell`` as in ``find_payment``)."""
    return find_payment(game, player, cost, without, spell) is not None


def empty_pools(game: GameState) -> None:
    """CR 500.4: mana empties from each player's pool at the end of each step and phase, except mana an effect
    says isn't lost until end of turn (``Player.kept_mana``: at most as much of each type as is still in the pool,
    mana of one type being alike)."""
    for p in game.players:
        p.restricted_mana = ()     # CR 106.6: restricted mana is never mana an effect keeps
        if any(p.pool):
            kept = [min(k, n) for k, n in zip(p.kept_mana, p.pool, strict=True)]
            p.kept_mana = tuple(kept)
            if kept == p.pool:
                continue
            p.pool = kept
            emit(game, "mana_empties", "500.4", player=p.id, data=(("player", player_ref(game, p.id)),))
