"""Restricted mana (CR 106.6): "Spend this mana only to cast a creature spell."

CR 106.6: an ability that makes mana may restrict how that mana can be spent. The mana goes into the pool
with its restriction and keeps it there (106.4): ``Player.restricted_mana`` holds one (letter, spell filter)
per restricted mana, a part of ``Player.pool`` (the pool counts every mana, restricted or not); the filter is
kept as its JSON text, plain data that saves and compares like the rest of the state. A payment
(601.2g–h) sees only the mana it may spend: restricted mana pays for a spell being cast that fits the filter,
never an activation cost or any other payment. Restricted mana empties from the pool like any other (500.4).
"""

from __future__ import annotations

from functools import lru_cache

from manastack.cards.parts import ObjectFilter
from manastack.rules.filters import matches
from manastack.types.mana import MANA_TYPES
from manastack.types.state import GameState

INDEX = {m: i for i, m in enumerate(MANA_TYPES)}   # the pool's order (W U B R G C, as in ``rules.mana``)


def allows(game: GameState, player: int, restriction: ObjectFilter | str | None, spell: int | None) -> bool:
    """CR 106.6: mana with ``restriction`` (a filter, or its JSON text) may pay for ``spell`` (a spell being cast,
    or a card about to be; None: a payment that isn't a spell's)."""
    if restriction is None:
        return True
    if spell is None or spell not in game.objects:
        return False
    flt = restriction if isinstance(restriction, ObjectFilter) else restriction_filter(restriction)
    return matches(game, game.objects[spell], flt, player)


@lru_cache(maxsize=64)
def restriction_filter(text: str) -> ObjectFilter:
    """The filter a restriction's JSON text stands for (read once per text)."""
    return ObjectFilter.model_validate_json(text)


def add_restricted(game: GameState, player: int, letter: str, amount: int, restriction: ObjectFilter) -> None:
    """CR 106.6, 106.4: ``amount`` mana of ``letter`` goes into the pool, each one carrying the restriction."""
    p = game.players[player]
    p.pool[INDEX[letter]] += amount
    text = restriction.model_dump_json(exclude_defaults=True)
    p.restricted_mana = (*p.restricted_mana, *((letter, text),) * amount)


def usable_pool(game: GameState, player: int, spell: int | None) -> list[int]:
    """CR 601.2h, 106.6: the pool's mana, less the restricted mana this payment may not spend."""
    p = game.players[player]
    pool = list(p.pool)
    for letter, restriction in p.restricted_mana:
        if not allows(game, player, restriction, spell):
            pool[INDEX[letter]] -= 1
    return pool


def spend_restricted(game: GameState, player: int, letters: tuple[str, ...] | list[str], spell: int | None) -> None:
    """CR 106.6: mana of ``letters`` was spent; where the payment may use restricted mana of a letter, that is
    the mana spent (it can pay for less than the rest, so spending it first never loses a payment)."""
    p = game.players[player]
    if not p.restricted_mana:
        return
    left = list(p.restricted_mana)
    for letter in letters:
        for i, (have, restriction) in enumerate(left):
            if have == letter and allows(game, player, restriction, spell):
                del left[i]
                break
    # the pool may hold no more restricted mana of a letter than it holds mana of that letter
    p.restricted_mana = tuple(_within_pool(left, p.pool))


def _within_pool(entries: list[tuple[str, str]], pool: list[int]) -> list[tuple[str, str]]:
    counts = [0] * len(pool)
    kept = []
    for letter, restriction in entries:
        if counts[INDEX[letter]] < pool[INDEX[letter]]:
            counts[INDEX[letter]] += 1
            kept.append((letter, restriction))
    return kept

