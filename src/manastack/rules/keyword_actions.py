"""Keyword actions (CR 701): destroy, sacrifice, discard, counter, tap and untap, draw, scry, fight, mill."""

from __future__ import annotations

from collections.abc import Sequence

from manastack.rules.characteristics import chars, has_keyword
from manastack.rules.events import emit, object_ref, player_ref, source_ref
from manastack.rules.zones import move
from manastack.types.decisions import Decision
from manastack.types.enums import Zone
from manastack.types.state import GameState


def destroy(game: GameState, oid: int, rule: str = "701.8a") -> bool:
    """CR 701.8: move a permanent to its owner's graveyard, unless it's indestructible (702.12b)."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    if has_keyword(game, obj, "Indestructible"):
        emit(game, "indestructible", "702.12b", objects=(oid,), data=(("object", object_ref(game, obj)),))
        return False
    from manastack.rules.replacement import regenerates

    if regenerates(game, obj):      # CR 701.19a: instead of being destroyed
        return False
    move(game, oid, Zone.GRAVEYARD, rule=rule, why="destroyed")
    return True


SACRIFICED = "sacrificed"     # the zone change's ``why``: "whenever you sacrifice" watches for it


def sacrifice(game: GameState, oid: int) -> None:
    """CR 701.21a: move a permanent its controller controls to its owner's graveyard (a Food sacrificed is
    counted for "if you've sacrificed a Food this turn")."""
    from manastack.rules.characteristics import chars

    obj = game.objects[oid]
    if "Food" in chars(game, obj).subtypes:
        game.players[obj.controller].sacrificed_food += 1
    move(game, oid, Zone.GRAVEYARD, rule="701.21a", why=SACRIFICED)


def discard(game: GameState, oid: int, rule: str = "701.9a") -> None:
    """CR 701.9a: move a card from its owner's hand to their graveyard."""
    move(game, oid, Zone.GRAVEYARD, rule=rule, why="discarded")


def counter(game: GameState, oid: int, to: Zone = Zone.GRAVEYARD) -> None:
    """CR 701.6a: a countered spell goes to its owner's graveyard (a copy ceases to exist, 707.10a) — or into
    exile, where the countering instruction says so (614.1a)."""
    obj = game.objects[oid]
    if obj.is_ability or obj.is_copy:
        game.stack.remove(oid)
        del game.objects[oid]
        emit(game, "countered", "701.6a", objects=(oid,), data=(("object", source_ref(game, obj)),))
        return
    move(game, oid, to, rule="701.6a", why="countered" if to is Zone.GRAVEYARD else "countered_exiled")


def tap(game: GameState, oid: int, rule: str = "701.26a") -> None:
    """CR 701.26a: turn a permanent sideways."""
    obj = game.objects[oid]
    if not obj.tapped:
        obj.tapped = True
        emit(game, "tapped", rule, objects=(oid,), data=(("object", object_ref(game, obj)),))


def untap(game: GameState, oid: int, rule: str = "701.26b") -> None:
    """CR 701.26b: rotate a permanent back upright."""
    obj = game.objects[oid]
    if obj.tapped:
        obj.tapped = False
        emit(game, "untapped", rule, objects=(oid,), data=(("object", object_ref(game, obj)),))


DRAWS = "draws"     # the variant of a move that is a draw (the trace says "Ana draws Shock.")


def draw(game: GameState, pid: int, count: int = 1, rule: str = "121.1") -> int:
    """CR 121.1: put the top card of the library into hand; drawing from an empty library marks the
    player for CR 704.5b. Returns the cards drawn."""
    player = game.players[pid]
    drawn = 0
    for _ in range(count):
        if not player.library:
            player.drew_from_empty = True
            emit(game, "draw_empty", "121.4", player=pid, data=(("player", player_ref(game, pid)),))
            continue
        move(game, player.library[0], Zone.HAND, rule=rule, why=DRAWS)
        drawn += 1
    return drawn


def mill(game: GameState, pid: int, count: int) -> list[int]:
    """CR 701.17a: put the top ``count`` cards of the library into the graveyard; with fewer cards there, all of
    them (701.17b). Returns the milled cards as they are in the graveyard."""
    library = game.players[pid].library
    milled = []
    for card in library[:max(count, 0)]:
        new = move(game, card, Zone.GRAVEYARD, rule="701.17a", why="mills")
        if new is not None:
            milled.append(new.id)
    return milled


def fight(game: GameState, a: int, b: int, answers: Sequence[object] = ()) -> Decision | None:
    """CR 701.14a: each of two creatures deals damage equal to its power to the other, at the same time (one damage
    event; 701.14c: a creature fighting itself deals twice its power to itself). CR 616.1: first the affected
    players choose the order of the effects modifying that damage where it matters (``answers``: those given so
    far); returns the next question, or None once the damage is dealt."""
    from manastack.rules.damage import ask_orders, deal_planned

    first, second = game.objects.get(a), game.objects.get(b)
    if first is None or second is None or first.zone is not Zone.BATTLEFIELD or second.zone is not Zone.BATTLEFIELD:
        return None
    pa, pb = chars(game, first).power or 0, chars(game, second).power or 0
    damage = [(first, ((b, pa),)), (second, ((a, pb),))] if a != b else [(first, ((a, 2 * pa),))]
    planned = ask_orders(game, damage, answers)
    if isinstance(planned, Decision):
        return planned
    emit(game, "fight", "701.14a", objects=(a, b),
         data=(("object", object_ref(game, first)), ("other", object_ref(game, second))))
    deal_planned(game, damage, planned)
    return None


def exile(game: GameState, oid: int, rule: str = "406.2") -> int | None:
    """CR 406.2: put an object into exile; returns the new object's id (a token exiled this way ceases to exist
    at the next state-based action check, CR 704.5d)."""
    new = move(game, oid, Zone.EXILE, rule=rule, why="exiled")
    return new.id if new else None
