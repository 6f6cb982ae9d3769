"""Object references (spec ``scenario-format.md``, "Object references").

``Name`` is the one object with that name among the candidates the context allows; ``Name@Player`` the one
controlled by Player (owned by Player outside the battlefield and the stack); ``Name@Player#2`` the second such
object in order of appearance (object ids grow in setup order, then creation order). Abilities are named by their
source's name, with ``/ words`` of the ability's rules text when one source has several. A player is named by
name. Failures raise ``schema.BadReference`` (a ``ValueError``) whose message lists the candidates; callers turn
it into error 2.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from manastack.judge.schema import BadReference, Reference, parse_reference
from manastack.rules.abilities import ability_at, all_abilities, printed
from manastack.rules.characteristics import object_name
from manastack.rules.targets import player_target, target_player
from manastack.types.decisions import Label, Prompt
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef
from manastack.types.explained import Explained
from manastack.types.markers import N_
from manastack.types.objects import GameObject
from manastack.types.records import PendingTrigger
from manastack.types.state import GameState

MAX_LISTED = 15
#: Where a reference is read, for its error: a field (``attack``), a phrase, or what a decision asks.
Where = str | Explained | Prompt


def player_id(state: GameState, name: str) -> int | None:
    """The player named ``name`` (exactly, then case-insensitively), or None."""
    for player in state.players:
        if player.name == name:
            return player.id
    for player in state.players:
        if player.name.lower() == name.strip().lower():
            return player.id
    return None


def display_name(state: GameState, obj: GameObject) -> str:
    """The name a reference uses: an ability's source's name; else the object's name, a copy's being what it
    copies (CR 707.2); the printed card's name only where the object has no name (face down, CR 708.2a)."""
    if obj.is_ability:
        return obj.source_name or obj.card
    return object_name(obj)


def ability_words(obj: GameObject) -> str:
    """An ability's rules text as the engine renders it ("" for spells and permanents)."""
    from manastack.cards.render import ability_text

    if not obj.is_ability:
        return ""
    return ability_text(ability_at(printed(obj), obj.ability_index))


def fragment_names(fragment: str, abilities: list[object], index: int) -> bool:
    """Spec "Object references": ``Source / words`` picks the ability whose text contains the words. A
    fragment that is exactly an ability's keyword label (``gift``, ``prowess``) names that ability, so
    ``Scrapshooter / gift`` means the gift trigger even though the other ability's text mentions the gift."""
    from manastack.cards.render import ability_text

    wanted = fragment.strip().lower()
    labelled = [i for i, a in enumerate(abilities) if getattr(a, "label", "").lower() == wanted]
    if labelled:
        return index in labelled
    return index < len(abilities) and wanted in ability_text(abilities[index]).lower()


def _holder(obj: GameObject) -> int:
    """Spec: ``@Player`` is the controller on the battlefield and the stack, the owner elsewhere."""
    return obj.controller if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) else obj.owner


def _names_match(state: GameState, obj: GameObject, name: str) -> bool:
    return display_name(state, obj).lower() == name.strip().lower()


def _fits(state: GameState, obj: GameObject, ref: Reference) -> bool:
    """Name and ``@Player`` (the ``#`` index is applied to the fitting objects in order)."""
    if not _names_match(state, obj, ref.name):
        return False
    if ref.controller is not None and state.players[_holder(obj)].name.lower() != ref.controller.lower():
        return False
    if ref.ability_fragment is not None:
        return fragment_names(ref.ability_fragment, all_abilities(printed(obj)), obj.ability_index) \
            if obj.is_ability else False
    return True


def describe(state: GameState, oid: int) -> str:
    """A reference that names ``oid`` and its zone: ``Grizzly Bears@Ana#2 (battlefield)``."""
    return f"{reference(state, oid)} ({state.objects[oid].zone.value})"


def reference(state: GameState, oid: int) -> str:
    """A reference that names ``oid``, with ``#n`` when others in its zone share its name and player: the number
    that ``Name@Player#n`` means everywhere (``same_reference``)."""
    obj = state.objects[oid]
    base = f"{display_name(state, obj)}@{state.players[_holder(obj)].name}"
    twins = same_reference(state, obj)
    return base + (f"#{twins.index(oid) + 1}" if len(twins) > 1 else "")


def reference_label(state: GameState, oid: int) -> Label:
    """The option ``oid`` as the judge's trace names it: its reference and its zone, in the reader's language
    (``Grizzly Bears@Ana#2 (battlefield)``)."""
    return Label.of("in_zone", object=ObjectRef(oid, reference(state, oid)), zone=state.objects[oid].zone)


def same_reference(state: GameState, obj: GameObject) -> list[int]:
    """Spec "Object references": the objects in ``obj``'s zone with its name and player, in order of appearance
    (ids grow in setup order, then creation order) — what ``#N`` counts."""
    name, holder = display_name(state, obj).lower(), _holder(obj)
    return sorted(o for o, x in state.objects.items() if x.zone is obj.zone and _holder(x) == holder
                  and display_name(state, x).lower() == name)


def listing(state: GameState, ids: Sequence[int]) -> Explained | tuple[str, ...]:
    """Candidates as references, for error messages (a fact: the message's language writes "none")."""
    shown = tuple(describe(state, oid) for oid in sorted(ids)[:MAX_LISTED])
    if len(ids) > MAX_LISTED:
        return Explained(N_("{objects} … ({count} in all)"), objects=shown, count=len(ids))
    return shown or Explained(N_("none"))


def resolve_object(state: GameState, text: str, candidates: Iterable[int], where: Where) -> int:
    """The one object among ``candidates`` that ``text`` names, else ``BadReference`` listing the candidates
    (``where``: the field, or what is asked)."""
    ids = sorted(oid for oid in candidates if oid in state.objects)
    ref = parse_reference(text)
    fitting = [oid for oid in ids if _fits(state, state.objects[oid], ref)]
    if ref.index is not None:
        return _numbered(state, text, ref, ids, where)
    if len(fitting) == 1:
        return fitting[0]
    if not fitting:
        raise BadReference(N_("{where}: no object {reference!r}; candidates: {candidates}"), where=where,
                           reference=text, candidates=listing(state, ids))
    if _identical_abilities(state, fitting):
        return fitting[-1]
    raise BadReference(N_("{where}: {reference!r} is ambiguous, it could be: {candidates} (write Name@Player#N)"),
                       where=where, reference=text, candidates=listing(state, fitting))


def _numbered(state: GameState, text: str, ref: Reference, ids: list[int], where: Where) -> int:
    """Spec: ``Name@Player#N`` is the N-th such object in order of appearance in its zone — the same object in an
    action, an expectation and the trace — and it must be one of the legal choices here. Where the candidates
    span zones (an ``object:`` expectation), the battlefield's N-th is meant, else the stack's, else the one
    zone's that has an N-th."""
    picked = {}
    for zone in {state.objects[oid].zone for oid in ids}:
        such = sorted(o for o, x in state.objects.items() if x.zone is zone and _fits(state, x, ref))
        if ref.index is not None and ref.index <= len(such) and such[ref.index - 1] in ids:
            picked[zone] = such[ref.index - 1]
    for zone in (Zone.BATTLEFIELD, Zone.STACK):
        if zone in picked:
            return picked[zone]
    if len(picked) == 1:
        return next(iter(picked.values()))
    if picked:
        raise BadReference(N_("{where}: {reference!r} is ambiguous, it could be: {candidates}"), where=where,
                           reference=text, candidates=listing(state, list(picked.values())))
    raise BadReference(N_("{where}: {reference!r} names no legal choice here (#{index} of such objects in their "
                          "zone); candidates: {candidates}"), where=where, reference=text, index=ref.index,
                       candidates=listing(state, ids))


def _identical_abilities(state: GameState, ids: Sequence[int]) -> bool:
    """Spec "Forced decisions": several copies of the same ability of the same source match each other."""
    objs = [state.objects[oid] for oid in ids]
    return all(o.is_ability for o in objs) and len({(o.source, o.ability_index) for o in objs}) == 1


def resolve_choice(state: GameState, text: str, options: Sequence[object], where: Where,
                   plain_players: bool = False) -> object:
    """A decision option named by ``text``: a player (by name; a target id -1000-pid, or the plain id when
    ``plain_players``) or an object id among the options."""
    pid = player_id(state, text) if "@" not in text and "#" not in text else None
    if pid is not None:
        option = pid if plain_players else player_target(pid)
        if option in options:
            return option
        raise BadReference(N_("{where}: {player} can't be chosen; options: {options}"), where=where,
                           player=state.players[pid].name, options=option_listing(state, options))
    objects = [o for o in options if isinstance(o, int) and o in state.objects]
    try:
        return resolve_object(state, text, objects, where)
    except BadReference:
        raise BadReference(N_("{where}: {reference!r} is not among the options: {options}"), where=where,
                           reference=text, options=option_listing(state, options)) from None


def option_label(state: GameState, option: object) -> str:
    """An option of a decision as a scenario would name it."""
    if isinstance(option, int):
        pid = target_player(option)
        if pid is not None:
            return state.players[pid].name
        if option in state.objects:
            return describe(state, option)
    return repr(option) if not isinstance(option, str) else option


def option_listing(state: GameState, options: Sequence[object]) -> Explained | tuple[str, ...]:
    """A decision's options as a scenario names them, for error messages (a fact, like ``listing``)."""
    return tuple(option_label(state, o) for o in options) or Explained(N_("none"))


def resolve_trigger(state: GameState, text: str, triggers: Sequence[PendingTrigger], where: Where,
                    taken: Collection[int] = ()) -> int:
    """The index of the waiting triggered ability ``text`` names (for ``choose: {order: …}``), not one of
    ``taken`` (named earlier in the same order)."""
    from manastack.cards.render import ability_text
    from manastack.rules.triggers import ability_of

    ref = parse_reference(text)
    fitting, named = [], []
    for i, trig in enumerate(triggers):
        if trig.source_name.lower() != ref.name.lower():
            continue
        if ref.controller is not None and state.players[trig.controller].name.lower() != ref.controller.lower():
            continue
        named.append(i)
        if i in taken:
            continue
        if ref.ability_fragment and not fragment_names(ref.ability_fragment, all_abilities(trig.definition),
                                                       trig.ability_index):
            continue
        fitting.append(i)
    names = tuple(f"{t.source_name} / {ability_text(ability_of(t))}" for t in triggers)
    if not fitting:
        raise BadReference(N_("{where}: no waiting triggered ability {reference!r}; waiting: {abilities}"),
                           where=where, reference=text, abilities=names)
    if ref.index is not None:
        fitting = [i for i in fitting if _source_number(state, triggers, named, i) == ref.index]
        if not fitting:
            raise BadReference(N_("{where}: no waiting triggered ability of {reference!r} (#{index} of such objects "
                                  "in its zone); waiting: {abilities}"), where=where, reference=text,
                               index=ref.index, abilities=names)
    alike = {(triggers[i].source, triggers[i].ability_index) for i in fitting}
    if len(alike) > 1:
        raise BadReference(N_("{where}: {reference!r} is ambiguous among: {abilities} (add '/ words' of the ability, "
                              "or #N)"), where=where, reference=text, abilities=names)
    return fitting[0]


def _source_number(state: GameState, triggers: Sequence[PendingTrigger], named: list[int], i: int) -> int:
    """The ``#N`` of a trigger's source: the same number the source has everywhere (``same_reference``); a
    source that has left counts among the sources of the waiting abilities of that name, in order of appearance."""
    source = state.objects.get(triggers[i].source)
    if source is not None:
        return same_reference(state, source).index(source.id) + 1
    return sorted({triggers[j].source for j in named}).index(triggers[i].source) + 1
