"""Object references (spec ``scenario-format.md``, "Object references").

``Name`` is the one object with that name among the candidates the context allows; ``Name@Player`` the one
controlled by Player (owned by Player outside the battlefield and the stack); ``Name@Player#2`` the second such
object in order of appearance (object ids grow in setup order, then creation order). Abilities are named by their
source's name, with ``/ words`` of the ability's rules text when one source has several. A player is named by
name. Failures raise ``ValueError`` whose message lists the candidates; callers turn it into error 2.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from manastack.judge.schema import Reference, parse_reference
from manastack.rules.abilities import ability_at, all_abilities, printed
from manastack.rules.characteristics import chars
from manastack.rules.targets import player_target, target_player
from manastack.types.enums import Zone
from manastack.types.objects import GameObject
from manastack.types.records import PendingTrigger
from manastack.types.state import GameState

MAX_LISTED = 15


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
    """The name a reference uses: a spell's card, an ability's source, a face-down permanent's card."""
    if obj.is_ability:
        return obj.source_name or obj.card
    return obj.card


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
    wanted = name.strip().lower()
    if display_name(state, obj).lower() == wanted:
        return True
    return not obj.is_ability and chars(state, obj).name.lower() == wanted


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


def describe(state: GameState, oid: int, among: Iterable[int] = ()) -> str:
    """A reference that names ``oid`` (with ``#n`` when others share its name and player)."""
    obj = state.objects[oid]
    base = f"{display_name(state, obj)}@{state.players[_holder(obj)].name}"
    twins = sorted(o for o in among if o in state.objects and _same_ref(state, state.objects[o], obj))
    if len(twins) > 1 and oid in twins:
        base += f"#{twins.index(oid) + 1}"
    where = obj.zone.value
    return f"{base} ({where})"


def _same_ref(state: GameState, a: GameObject, b: GameObject) -> bool:
    return display_name(state, a) == display_name(state, b) and _holder(a) == _holder(b)


def listing(state: GameState, ids: Sequence[int]) -> str:
    """Candidates as references, for error messages."""
    shown = [describe(state, oid, ids) for oid in sorted(ids)[:MAX_LISTED]]
    more = f" … ({len(ids)} in all)" if len(ids) > MAX_LISTED else ""
    return (", ".join(shown) + more) if shown else "none"


def resolve_object(state: GameState, text: str, candidates: Iterable[int], where: str) -> int:
    """The one object among ``candidates`` that ``text`` names, else ``ValueError`` listing the candidates."""
    ids = sorted(oid for oid in candidates if oid in state.objects)
    ref = _parse(text)
    fitting = [oid for oid in ids if _fits(state, state.objects[oid], ref)]
    if ref.index is not None:
        return _numbered(state, text, ref, ids, where)
    if len(fitting) == 1:
        return fitting[0]
    if not fitting:
        raise ValueError(f"{where}: no object {text!r}; candidates: {listing(state, ids)}")
    if _identical_abilities(state, fitting):
        return fitting[-1]
    raise ValueError(f"{where}: {text!r} is ambiguous, it could be: {listing(state, fitting)} "
                     "(write Name@Player#N)")


def _numbered(state: GameState, text: str, ref: Reference, ids: list[int], where: str) -> int:
    """Spec: ``Name@Player#N`` is the N-th such object in order of appearance, counted among every object of
    that name and player in the zones the question is about — then it must be one of the legal choices."""
    zones = {state.objects[oid].zone for oid in ids}
    such = sorted(oid for oid, obj in state.objects.items() if obj.zone in zones and _fits(state, obj, ref))
    if ref.index is None or ref.index > len(such):
        raise ValueError(f"{where}: {text!r} asks for #{ref.index} but {len(such)} object(s) fit; "
                         f"candidates: {listing(state, ids)}")
    chosen = such[ref.index - 1]
    if chosen not in ids:
        raise ValueError(f"{where}: {text!r} is not a legal choice here; candidates: {listing(state, ids)}")
    return chosen


def _identical_abilities(state: GameState, ids: Sequence[int]) -> bool:
    """Spec "Forced decisions": several copies of the same ability of the same source match each other."""
    objs = [state.objects[oid] for oid in ids]
    return all(o.is_ability for o in objs) and len({(o.source, o.ability_index) for o in objs}) == 1


def _parse(text: str) -> Reference:
    try:
        return parse_reference(text)
    except ValueError as exc:
        raise ValueError(str(exc)) from None


def resolve_choice(state: GameState, text: str, options: Sequence[object], where: str,
                   plain_players: bool = False) -> object:
    """A decision option named by ``text``: a player (by name; a target id -1000-pid, or the plain id when
    ``plain_players``) or an object id among the options."""
    pid = player_id(state, text) if "@" not in text and "#" not in text else None
    if pid is not None:
        option = pid if plain_players else player_target(pid)
        if option in options:
            return option
        raise ValueError(f"{where}: {state.players[pid].name} can't be chosen; options: "
                         f"{option_listing(state, options)}")
    objects = [o for o in options if isinstance(o, int) and o in state.objects]
    try:
        return resolve_object(state, text, objects, where)
    except ValueError:
        raise ValueError(f"{where}: {text!r} is not among the options: {option_listing(state, options)}") from None


def option_label(state: GameState, option: object) -> str:
    """An option of a decision as a scenario would name it."""
    if isinstance(option, int):
        pid = target_player(option)
        if pid is not None:
            return state.players[pid].name
        if option in state.objects:
            return describe(state, option, state.objects)
    return repr(option) if not isinstance(option, str) else option


def option_listing(state: GameState, options: Sequence[object]) -> str:
    return ", ".join(option_label(state, o) for o in options) or "none"


def resolve_trigger(state: GameState, text: str, triggers: Sequence[PendingTrigger], where: str) -> int:
    """The index of the waiting triggered ability ``text`` names (for ``choose: {order: …}``)."""
    from manastack.cards.render import ability_text
    from manastack.rules.triggers import ability_of

    ref = _parse(text)
    fitting = []
    for i, trig in enumerate(triggers):
        if trig.source_name.lower() != ref.name.lower():
            continue
        if ref.controller is not None and state.players[trig.controller].name.lower() != ref.controller.lower():
            continue
        if ref.ability_fragment and not fragment_names(ref.ability_fragment, all_abilities(trig.definition),
                                                       trig.ability_index):
            continue
        fitting.append(i)
    fitting.sort(key=lambda i: (triggers[i].source, i))   # "#2": the second source in order of appearance
    names = ", ".join(f"{t.source_name} / {ability_text(ability_of(t))}" for t in triggers)
    if not fitting:
        raise ValueError(f"{where}: no waiting triggered ability {text!r}; waiting: {names}")
    if ref.index is not None:
        if ref.index > len(fitting):
            raise ValueError(f"{where}: {text!r} asks for #{ref.index} but {len(fitting)} fit; waiting: {names}")
        return fitting[ref.index - 1]
    alike = {(triggers[i].source, triggers[i].ability_index) for i in fitting}
    if len(alike) > 1:
        raise ValueError(f"{where}: {text!r} is ambiguous among: {names} (add '/ words' of the ability)")
    return fitting[0]
