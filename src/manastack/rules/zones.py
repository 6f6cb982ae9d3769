"""Moving objects between zones (CR 400), creating tokens (CR 111) and last known information (CR 608.2h).

Every zone change makes a new object (CR 400.7): the old id stays in ``game.lki`` so that
"that creature" and look-back triggers (CR 603.10) can still read what it was.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from manastack.cards.schema import CardDef
from manastack.rules.characteristics import chars, forget_staying, is_creature, remember_leaving
from manastack.rules.copiable import CopyValues
from manastack.rules.events import emit, note, object_ref, player_ref
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef
from manastack.types.objects import GameObject
from manastack.types.state import GameState

CAST_FROM = "cast_from"            # ``GameObject.chosen`` key: the zone a spell was cast from (CR 601.2a)
EXILE_INSTEAD = "exile_instead"    # ``GameObject.chosen`` key: it's exiled as it leaves the stack (the rule why)
GRAVEYARD_TO_EXILE = "graveyard_to_exile"   # ``chosen`` key: exiled if it would go from the stack to a graveyard


def new_card(game: GameState, definition: CardDef, owner: int, zone: Zone) -> GameObject:
    """Put a new card object into a zone (setting up a game or a scenario)."""
    obj = GameObject(game.new_id(), definition, owner, zone, game.new_timestamp())
    game.objects[obj.id] = obj
    game.zone_list(zone, owner).append(obj.id)
    return obj


def move(game: GameState, oid: int, to: Zone, *, top: bool = True, controller: int | None = None,
         rule: str = "400.7", why: str = "", counters: dict[str, int] | None = None,
         copy: CopyValues | None = None, tapped: bool = False) -> GameObject | None:
    """CR 400.7: move an object to another zone as a new object; returns it (None if a token ceased).
    ``tapped``: it is put onto the battlefield tapped (the effect says so; 614.1c-style, never untapped first).
    ``counters``: it enters the battlefield with them on it (CR 122.6), as do those its own "enters with"
    replacement effects give it (614.1c). ``copy``: the copiable values it enters the battlefield with (CR 614.1c,
    707.2: "enter as a copy"). ``tapped``: "put it onto the battlefield tapped" (CR 110.5b)."""
    old = game.objects[oid]
    src_zone = old.zone
    if src_zone is Zone.STACK and to is not Zone.EXILE and old.chosen and old.chosen.get(EXILE_INSTEAD):
        to, rule, why = Zone.EXILE, str(old.chosen[EXILE_INSTEAD]), "exiled_instead"   # CR 702.34a, 614.6
    elif src_zone is Zone.STACK and to is Zone.GRAVEYARD and old.chosen and old.chosen.get(GRAVEYARD_TO_EXILE):
        to, rule = Zone.EXILE, "614.1a"     # Daring Waverider: "if that spell would be put into your graveyard"
        why = "countered_exiled_instead" if why == "countered" else "exiled_instead_of_graveyard"
    if old.token and src_zone is not Zone.BATTLEFIELD:   # CR 111.8: it stays, and ceases to exist (704.5d)
        note(game, "token_stays", "111.8", objects=(oid,),
             data=(("object", ObjectRef(oid, old.card)), ("zone", src_zone)))
        return None
    if to is Zone.GRAVEYARD:
        from manastack.rules.replacement import exiled_instead_of_graveyard

        if exiled_instead_of_graveyard(game, old, src_zone):     # CR 614.1a: it never goes to the graveyard
            to, why = Zone.EXILE, "exiled_instead"
    if to is Zone.EXILE and src_zone is Zone.BATTLEFIELD and is_creature(game, old):
        game.creatures_exiled.append((oid, old.controller))   # "creatures … that were exiled this turn"
    if src_zone is Zone.BATTLEFIELD:
        remember_leaving(game, oid)
    game.zone_list(src_zone, old.owner).remove(oid)
    if src_zone is Zone.GRAVEYARD:
        game.players[old.owner].left_graveyard += 1   # "three or more cards left your graveyard this turn"
    if src_zone is Zone.BATTLEFIELD and to is Zone.GRAVEYARD and chars(game, old).is_creature:
        game.died.append(old.controller)    # CR 700.4: it died ("creatures you controlled that died this turn")
    if src_zone in (Zone.BATTLEFIELD, Zone.STACK):
        game.lki[oid] = old
        _detach_all(game, oid)
        if game.batch is not None and src_zone is Zone.BATTLEFIELD:
            game.batch.append(oid)
    del game.objects[oid]
    new = GameObject(game.new_id(), old.definition, old.owner, to, game.new_timestamp())
    new.token = old.token
    new.is_copy = old.is_copy
    if to is Zone.BATTLEFIELD:
        new.face_down = old.face_down and src_zone is Zone.STACK     # CR 708.4: a face-down spell enters so
        new.copy_of = old.copy_of if src_zone is Zone.STACK else None  # CR 707.2: entering as a copy
        if copy is not None:
            new.copy_of, new.chosen = copy[0], dict(copy[1])
        new.controller = _entering_controller(game, new, old.controller if controller is None else controller)
        new.sick = True
        new.costs = old.costs if src_zone is Zone.STACK else ()
        new.x = old.x if src_zone is Zone.STACK else 0     # CR 107.3m: its enters abilities use the spell's X
        new.tapped = tapped or _enters_tapped(game, new)
        new.counters = _entering_counters(game, new, old if src_zone is Zone.STACK else None, counters)
        new.entered_turn = game.turn_number
    elif to is Zone.STACK:
        new.controller = old.controller if controller is None else controller
    game.objects[new.id] = new
    if (new.token and to is not Zone.BATTLEFIELD) or (new.is_copy and to is not Zone.STACK):
        game.ceasing.append(new.id)      # CR 704.5d–e: gone at the next state-based action check
    dest = game.zone_list(to, old.owner)
    if to is Zone.LIBRARY and top:
        dest.insert(0, new.id)       # libraries are listed top card first
    else:
        dest.append(new.id)
    if to is Zone.BATTLEFIELD:
        _entered(game, new)
    _emit_move(game, old, new, src_zone, to, rule, why, copy)
    if src_zone is Zone.BATTLEFIELD and game.effects:
        from manastack.rules.until_leaves import source_left

        source_left(game, oid)      # CR 610.3: what it exiled "until it leaves" returns right away
    return new


def _emit_move(game: GameState, old: GameObject, new: GameObject, src: Zone, to: Zone, rule: str,
               why: str, copy: CopyValues | None) -> None:
    """``why``: the variant of the sentence (``manastack.sentences.catalog.ZONE_CHANGES``); the object is named
    as it was, with the new object's id (the one a player can refer to now)."""
    emit(game, "zone_change", rule, player=new.controller, objects=(new.id, old.id),
         data=(("from", src), ("to", to), ("old", old.id), ("variant", why), ("object", object_ref(game, old, new.id)),
               ("owner", player_ref(game, old.owner)), *((("copy_of", copy[0].name),) if copy is not None else ())))


def _detach_all(game: GameState, oid: int) -> None:
    """CR 301.5c, 303.4: what was attached to an object that left stays where it is, unattached."""
    for other in game.battlefield:
        attached = game.objects[other]
        if attached.attached_to == oid:
            attached.attached_to = None


@contextmanager
def simultaneously(game: GameState) -> Iterator[None]:
    """CR 603.10a: objects leaving the battlefield together all see each other leave."""
    outer = game.batch
    if outer is None:
        game.batch_seq += 1
    game.batch = [] if outer is None else outer
    try:
        yield
    finally:
        game.batch = outer
        if outer is None and game.lki_chars:
            forget_staying(game)


def cease_to_exist(game: GameState, oid: int, rule: str) -> None:
    """CR 111.7, 704.5d: a token that left the battlefield (or a copy off the stack) ceases to exist."""
    obj = game.objects.pop(oid)
    game.zone_list(obj.zone, obj.owner).remove(oid)
    emit(game, "ceased", rule, objects=(oid,), data=(("object", object_ref(game, obj)),))


def create_token(game: GameState, token: CardDef, controller: int, *, tapped: bool = False,
                 rule: str = "111.2", copy_of: CardDef | None = None,
                 chosen: dict[str, object] | None = None) -> GameObject | None:
    """CR 111.2: create a token under ``controller``'s control; it enters the battlefield (603.6a).
    ``copy_of`` and ``chosen`` make it a copy with its copy exceptions, as it enters (CR 707.2, 707.9b).
    CR 111.4: a token the effect names by its subtypes ("a Fish token") says so in the event (``subtypes``), so
    another language reads its name as those subtypes ("una ficha de Pez").
    CR 800.4a: a token for a player who has left the game isn't created (None)."""
    if not game.players[controller].in_game:
        return None
    obj = GameObject(game.new_id(), token, controller, Zone.BATTLEFIELD, game.new_timestamp())
    obj.copy_of = copy_of
    obj.chosen = dict(chosen or {})
    obj.entered_turn = game.turn_number
    obj.controller = _entering_controller(game, obj, controller)
    obj.token = True
    obj.tapped = tapped or _enters_tapped(game, obj)
    obj.sick = True
    obj.counters = _entering_counters(game, obj, None, None)     # CR 614.1c, 306.5b: tokens too
    game.objects[obj.id] = obj
    game.battlefield.append(obj.id)
    _entered(game, obj)
    named_by_subtypes = copy_of is None and token.name == " ".join(token.subtypes)
    emit(game, "zone_change", rule, player=controller, objects=(obj.id, obj.id),
         data=(("from", None), ("to", Zone.BATTLEFIELD), ("variant", "token_tapped" if tapped else "token"),
               ("player", player_ref(game, controller)), ("token", token.name),
               *((("subtypes", token.subtypes),) if named_by_subtypes else ())))
    return obj


def _entered(game: GameState, obj: GameObject) -> None:
    """Remember the creatures that entered the battlefield this turn, and under whose control ("if another
    creature entered the battlefield under your control this turn"), even if they have left since."""
    from manastack.rules.as_enters_choice import entered

    if is_creature(game, obj):
        game.creatures_entered.append((obj.id, obj.controller))
    entered(game, obj)        # CR 614.12: "as this enters, choose …"


def _entering_controller(game: GameState, obj: GameObject, controller: int) -> int:
    """CR 614.1: replacement effects may change who controls a permanent as it enters."""
    if not game.effects:
        return controller
    from manastack.rules.characteristics import definition_of
    from manastack.rules.replacement import entering_controller
    from manastack.types.enums import CardType

    return entering_controller(game, controller, CardType.CREATURE in definition_of(obj).types, obj.card)


def _enters_tapped(game: GameState, obj: GameObject) -> bool:
    """CR 614.1c: "enters tapped" replaces how the permanent enters."""
    from manastack.rules.replacement import enters_tapped

    return enters_tapped(game, obj)


def _entering_counters(game: GameState, obj: GameObject, spell: GameObject | None,
                       given: dict[str, int] | None) -> dict[str, int]:
    from manastack.rules.counter_doubling import doubled
    from manastack.rules.replacement import entering_counters

    found = entering_counters(game, obj, spell)
    for kind, n in (given or {}).items():
        found[kind] = found.get(kind, 0) + n
        note(game, "enters_with", "122.6", player=obj.controller, objects=(obj.id,), amount=n,
             data=(("object", ObjectRef(obj.id, obj.card)), ("counter", kind)))
    # CR 122.6, 614.1a: its controller puts them (no player is named): "put twice that many" applies
    return {kind: doubled(game, obj.controller, obj, kind, n) for kind, n in found.items()}


def last_known(game: GameState, oid: int) -> GameObject | None:
    """CR 608.2h: the object now, or as it last existed in a public zone."""
    return game.objects.get(oid) or game.lki.get(oid)
