"""The keyword registry: every keyword module's ``KEYWORD``, in the order their abilities are numbered.

The core never names a keyword; it asks this registry, which works out once per card definition which
keywords the card has (``keywords_of``) and loops over what they declare. Importing the registry declares
the keywords' card-file fields and words to the card format (``cards.keywords.declare``), so the card
definitions, which sit below the rules, never import a keyword module. ``using`` adds a keyword for the
length of a block: a keyword a test defines works in a game and leaves nothing behind.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from manastack.cards.keywords import declare, withdraw
from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef
from manastack.rules.keywords import (
    awaken,
    changeling,
    devoid,
    embalm,
    enchant,
    equip,
    exalted,
    flashback,
    gift,
    ingest,
    morph,
    offspring,
    phasing,
    prowess,
    storm,
    ward,
)
from manastack.rules.keywords.base import AlternativeCost, Keyword
from manastack.types.mana import ManaCost
from manastack.types.state import GameState

KEYWORDS: list[Keyword] = [
    enchant.KEYWORD, gift.KEYWORD, prowess.KEYWORD, exalted.KEYWORD, awaken.KEYWORD, morph.KEYWORD,
    equip.KEYWORD, embalm.KEYWORD, phasing.KEYWORD, changeling.KEYWORD,
    offspring.KEYWORD, devoid.KEYWORD, ingest.KEYWORD,
    flashback.KEYWORD,
    ward.KEYWORD, storm.KEYWORD,
]
declare(*(k.card for k in KEYWORDS))

CACHES: list[dict[Any, Any]] = []     # per-definition caches made from the registry (emptied by ``using``)
_OF: PerDefinition[tuple[tuple[Keyword, Any], ...]] = PerDefinition()
_NAMED: dict[str, Keyword] = {}
_STAGES: dict[str, tuple[str, ...]] = {}
_ALTERNATIVES: PerDefinition[tuple[tuple[AlternativeCost, Any], ...]] = PerDefinition()
CACHES += [_OF, _NAMED, _STAGES, _ALTERNATIVES]


def keywords_of(definition: CardDef) -> tuple[tuple[Keyword, Any], ...]:
    """The keywords a definition has, each with its field's value (True for a ``keywords:`` word), in
    registry order; worked out once per definition."""
    known = _OF.get(id(definition))
    if known is not None:
        return known
    return _OF.put(definition, tuple((k, v) for k in KEYWORDS if (v := _value(definition, k)) is not None))


def named(name: str) -> Keyword | None:
    """The registered keyword called ``name`` (a condition word or a casting stage is named after it)."""
    found = _NAMED.get(name)
    if found is None and not _NAMED:
        _NAMED.update({k.name: k for k in KEYWORDS})
        found = _NAMED.get(name)
    return found


def alternatives(definition: CardDef) -> tuple[tuple[AlternativeCost, Any], ...]:
    """The alternative costs the definition's keywords offer (CR 118.9), each with its field's value."""
    known = _ALTERNATIVES.get(id(definition))
    if known is not None:
        return known
    return _ALTERNATIVES.put(definition, tuple((k.alternative, v) for k, v in keywords_of(definition)
                                               if k.alternative is not None))


def face_up_cost(definition: CardDef) -> ManaCost | None:
    """CR 116.2b: the cost of turning a face-down permanent with this definition face up (its morph cost)."""
    for keyword, value in keywords_of(definition):
        if keyword.turn_face_up is not None:
            return keyword.turn_face_up(definition, value)
    return None


def every_creature_type(definition: CardDef) -> bool:
    """CR 702.73a, 604.3: whether a keyword of the definition makes it every creature type (changeling)."""
    return any(keyword.every_creature_type for keyword, _ in keywords_of(definition))


def untap_step_actions(game: GameState, player: int) -> None:
    """CR 502.1: the keywords' turn-based actions that happen before the active player untaps (phasing)."""
    for keyword in KEYWORDS:
        if keyword.untap_step is not None:
            keyword.untap_step(game, player)


def cost_stages() -> tuple[str, ...]:
    """The casting stages of the keywords' optional additional costs (CR 601.2b), in registry order."""
    found = _STAGES.get("")
    if found is None:
        found = _STAGES[""] = tuple(k.name for k in KEYWORDS if k.cost is not None)
    return found


def paid_flags(definition: CardDef, costs: tuple[object, ...]) -> frozenset[str]:
    """The keywords of ``definition`` whose cost records are among ``costs`` (cast for awaken, gift promised)."""
    if not costs:
        return frozenset()
    return frozenset(k.name for k, _ in keywords_of(definition)
                     if k.cost_record is not None and any(isinstance(r, k.cost_record) for r in costs))


def additional_mana(definition: CardDef, costs: tuple[object, ...]) -> ManaCost | None:
    """CR 601.2f: the mana the keywords' additional costs recorded in ``costs`` add to the total cost
    (offspring, 702.175a); None when they add nothing."""
    if not costs:
        return None
    found: ManaCost | None = None
    for keyword, value in keywords_of(definition):
        if keyword.additional_mana is not None and keyword.cost_record is not None \
                and any(isinstance(r, keyword.cost_record) for r in costs):
            mana = keyword.additional_mana(value)
            found = mana if found is None else found.plus(mana)
    return found


def _value(definition: CardDef, keyword: Keyword) -> Any:
    card = keyword.card
    if card.field is not None:
        return definition.keyword(card.field)
    return True if card.word in definition.keywords else None


@contextmanager
def using(*keywords: Keyword) -> Iterator[None]:
    """The keywords are registered (after the others) inside the block only."""
    KEYWORDS.extend(keywords)
    declare(*(k.card for k in keywords))
    _forget()
    try:
        yield
    finally:
        for keyword in keywords:
            KEYWORDS.remove(keyword)
        withdraw(*(k.card for k in keywords))
        _forget()


def _forget() -> None:
    for cache in CACHES:
        cache.clear()


_FROM_GRAVEYARD: PerDefinition[bool] = PerDefinition()
CACHES.append(_FROM_GRAVEYARD)


def castable_from_graveyard(definition: CardDef) -> bool:
    """Whether a keyword lets the card be cast from its owner's graveyard (flashback, 702.34a); worked out once (legal
    actions ask it for every card in a graveyard)."""
    known = _FROM_GRAVEYARD.get(id(definition))
    if known is None:
        known = _FROM_GRAVEYARD.put(definition, any(a.from_graveyard for a, _ in alternatives(definition)))
    return known
