"""Keyword abilities that static abilities give to spells: "instant and sorcery spells you cast have storm"
(CR 604.1, 611.3a, 702.40a), and their "when you cast this spell" abilities, which trigger from the stack
(CR 601.2i, 603.2).
"""

from __future__ import annotations

from manastack.cards.schema import Static, Triggered
from manastack.rules.abilities import granted_index, printed
from manastack.rules.emblems import with_emblems
from manastack.rules.keywords.registry import KEYWORDS
from manastack.types.objects import GameObject
from manastack.types.state import GameState


def granted_words(game: GameState, spell: GameObject) -> tuple[str, ...]:
    """The keywords static abilities of permanents and emblems give ``spell`` (their controller's spells of the
    filter's types)."""
    words: list[str] = []
    types = printed(spell).types
    for oid in with_emblems(game):
        source = game.objects[oid]
        if source.controller != spell.controller or source.phased_out or source.face_down:
            continue
        for ability in printed(source).abilities:
            if isinstance(ability, Static) and ability.affects == "spells" and \
                    (not ability.filter.types or any(t in types for t in ability.filter.types)):
                words += [w for w in ability.keywords if w not in words]
    return tuple(words)


def granted_cast_triggers(game: GameState, spell: GameObject) -> list[int]:
    """CR 601.2i, 603.2: the "when you cast this spell" abilities of keywords granted to the spell (storm), by
    their granted index; its printed and keyword-made ones trigger with the permanents' (``triggers``)."""
    if spell.face_down or spell.is_ability:
        return []
    granted = granted_words(game, spell)
    if not granted:
        return []
    return [granted_index(position, i) for position, keyword in enumerate(KEYWORDS)
            if keyword.card.word in granted and keyword.abilities is not None
            for i, a in enumerate(keyword.abilities(printed(spell), True)) if isinstance(a, Triggered)]
