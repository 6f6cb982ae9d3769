"""Determinization for search under hidden information (CR 400.2): one possible world consistent with what a
player knows.

A player sees the public zones (battlefield, stack, graveyards, exile), their own hand, how many cards every
hidden zone holds, and the options of a decision put to them. They know their own deck list, and are told the
opponents' deck lists (open decklists: the lists the game was set up with, ``GameState.decks``). Everything
else is hidden: which cards are in other players' hands, the order and content of every library (their own
included), the faces of opponents' face-down permanents, and the state of the shuffler.

:func:`belief` gathers that knowledge once per decision; :func:`determinize` clones the game and overwrites
every hidden card with one drawn from what is left of its owner's deck list once the cards the player can see
are taken out. From the real game it reads only what ``Game.observation`` shows that player, the public facts
of public objects (owner, whether a stack object is an ability), and the ids of the hidden slots; the ids carry
no information (a card gets a new id whenever it moves, CR 400.7, and every slot gets a freshly sampled card),
so the world it builds does not depend on the true hidden cards.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from manastack.types.rng import Rng

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.types.state import GameState

__all__ = ["Belief", "belief", "determinize", "hidden_slots", "unseen_cards"]


@dataclass(frozen=True)
class Belief:
    """What ``viewer`` knows of the hidden cards at one decision: for each player, the hidden slots to fill
    and the cards that may fill them."""

    viewer: int
    slots: tuple[tuple[int, ...], ...]
    pools: tuple[tuple[str, ...], ...]


def belief(game: Game, viewer: int) -> Belief:
    """Build ``viewer``'s belief from their observation (once per decision: every determinization reuses it)."""
    known = _decision_options(game, viewer)
    slots, pools = [], []
    for p in game.state.players:
        hidden = hidden_slots(game.state, p.id, viewer)
        slots.append(tuple(sorted(oid for oid in hidden if oid not in known)))
        pools.append(tuple(sorted(unseen_cards(game, p.id, viewer, known.intersection(hidden)).elements())))
    return Belief(viewer, tuple(slots), tuple(pools))


def determinize(game: Game, knowledge: Belief, rng: Rng) -> GameState:
    """A clone of ``game`` whose hidden cards are drawn from ``knowledge``, and whose shuffler is reseeded."""
    state = game.state.clone()
    state.recording = False
    state.events = []
    state.rng = Rng(rng.next64())     # the real shuffler's state would predict future shuffles
    for p, slots, pool in zip(state.players, knowledge.slots, knowledge.pools, strict=True):
        if not slots:
            continue
        names = _draw(pool, len(slots), state.decks[p.id] if state.decks else [], rng)
        for oid, name in zip(slots, names, strict=True):
            if name is None:
                continue
            replacement = state.objects[oid].copy()
            replacement.card = name
            state.objects[oid] = replacement
        kept = 1 if p.library and p.library[0] not in slots else 0    # a top card the player may look at (401.2)
        rest = p.library[kept:]
        rng.shuffle(rest)
        p.library[kept:] = rest
    return state


def hidden_slots(state: GameState, owner: int, viewer: int) -> list[int]:
    """The ids of ``owner``'s objects whose card ``viewer`` cannot see: library, another's hand, and another's
    face-down permanents (CR 708.2)."""
    from manastack.rules.play_from_library import may_look_at_top

    p = state.players[owner]
    slots = list(p.library)
    if owner == viewer and slots and may_look_at_top(state, viewer):
        slots = slots[1:]       # CR 401.2: Glarb lets its controller look at the top card any time
    if owner != viewer:
        slots += p.hand
        slots += [oid for oid in state.battlefield
                  if state.objects[oid].face_down and state.objects[oid].controller == owner]
    return slots


def unseen_cards(game: Game, owner: int, viewer: int, known: frozenset[int] = frozenset()) -> Counter[str]:
    """What may be in ``owner``'s hidden slots: their deck list less every card of theirs ``viewer`` can see
    (``known``: hidden objects the pending decision shows ``viewer``)."""
    observation = game.observation(viewer)
    pool = Counter(game.state.decks[owner] if game.state.decks else ())
    seen: list[str] = []
    me = observation["players"][owner]
    seen += [c["name"] for c in me["graveyard"]]
    if me["hand"] is not None:
        seen += [c["name"] for c in me["hand"]]
    if me.get("top") is not None:
        seen.append(me["top"]["name"])
    for card in observation["exile"] + observation["stack"]:
        if card.get("owner") == owner and _is_card(game, card["id"]):
            seen.append(card["name"])
    for perm in observation["battlefield"]:
        if not perm["token"] and not perm["face_down"] and _owner(game, perm["id"]) == owner:
            seen.append(perm["name"])
    seen += [game.state.objects[oid].card for oid in known]
    pool.subtract(seen)
    return +pool


def _draw(pool: tuple[str, ...], count: int, deck: list[str], rng: Rng) -> list[str | None]:
    """``count`` names drawn without replacement from ``pool``; if the pool runs short (cards created during the
    game), the rest from the whole deck list. None: no deck list to draw from (a game set up without one, like a
    judge scenario), so that slot keeps its card."""
    names: list[str | None] = list(pool)
    rng.shuffle(names)
    while len(names) < count:
        names.append(deck[rng.below(len(deck))] if deck else None)
    return names[:count]


def _decision_options(game: Game, viewer: int) -> frozenset[int]:
    """Objects the pending decision shows ``viewer`` (e.g. the cards of a library search): they are known."""
    decision = game.decision
    if decision is None or decision.player != viewer:
        return frozenset()
    return frozenset(o for o in decision.options if isinstance(o, int) and o in game.state.objects)


def _is_card(game: Game, oid: int) -> bool:
    """Whether a public stack or exile object is a card (not an ability or a copy): public information."""
    obj = game.state.objects.get(oid)
    return obj is not None and not obj.is_ability and not obj.token and not obj.is_copy


def _owner(game: Game, oid: int) -> int | None:
    """The owner of a public object (CR 108.3: ownership is public)."""
    obj = game.state.objects.get(oid)
    return None if obj is None else obj.owner
