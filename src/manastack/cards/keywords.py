"""The card-facing side of keyword abilities: which card-file field or ``keywords:`` word each one adds.

A keyword ability is one module in ``rules.keywords`` (see its package docstring). What a card file may
write for it is declared there as a ``CardKeyword`` and handed to this module (``declare``), so the card
format knows the field without importing the rules: the card definitions sit below the rules (the layer
contract in ``pyproject.toml``). ``CardDef`` validates a declared field with the keyword's own type and keeps
the value in ``CardDef.keyword_fields``; nothing in the card format names a keyword.

>>> from typing import Literal
>>> shout = CardKeyword(name="shout", rule='702.999', field="shout", annotation=Literal["loud"])
>>> with declared_also(shout):
...     "shout" in declared_fields()
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from pydantic import TypeAdapter

from manastack.types.enums import Color


@dataclass(frozen=True)
class CardKeyword:
    """What a keyword ability adds to the card format (CR 702.1: a keyword ability is a word standing for
    an ability or a rule).

    ``field`` is the card-file field holding its parameters (``gift: food``, ``equip: "{1}"``), validated by
    ``annotation``; a keyword written in a card's ``keywords:`` list instead (Prowess) has ``word`` and no
    field. ``text`` renders the field as a line of rules text, printed ``before`` the spell text or after
    the abilities. A field keyword is also a word a filter may name ("a card with awaken"); with
    ``condition`` its name is a condition word too ("if the gift was promised": ``if: gift``).
    ``colors`` makes the keyword a characteristic-defining ability setting the object's colors from the
    field's value (True for a word): CR 604.3 — it functions in every zone, and it is the color the object
    starts from in layer 5, before any effect changes it (613.3). Devoid is one (702.114a).
    """

    name: str
    rule: str
    field: str | None = None
    annotation: Any = None
    text: Callable[[Any], str] | None = None
    before: bool = False
    word: str | None = None
    condition: bool = False
    colors: Callable[[Any], frozenset[Color]] | None = None
    adapter: TypeAdapter[Any] | None = dataclasses.field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.field is not None and self.adapter is None:
            object.__setattr__(self, "adapter", TypeAdapter(self.annotation))


_FIELDS: dict[str, CardKeyword] = {}     # by card-file field, in declaration order
_WORDS: dict[str, CardKeyword] = {}      # by ``keywords:`` word


def declare(*keywords: CardKeyword) -> None:
    """Make the keywords' fields and words part of the card format (the rules' keyword registry calls this)."""
    for keyword in keywords:
        if keyword.field is not None:
            _FIELDS[keyword.field] = keyword
        if keyword.word is not None:
            _WORDS[keyword.word] = keyword


def withdraw(*keywords: CardKeyword) -> None:
    """Take declared keywords out of the card format again."""
    for keyword in keywords:
        if keyword.field is not None and _FIELDS.get(keyword.field) is keyword:
            del _FIELDS[keyword.field]
        if keyword.word is not None and _WORDS.get(keyword.word) is keyword:
            del _WORDS[keyword.word]


@contextmanager
def declared_also(*keywords: CardKeyword) -> Iterator[None]:
    """The keywords are part of the card format inside the block only (a keyword defined by a test)."""
    declare(*keywords)
    try:
        yield
    finally:
        withdraw(*keywords)


def declared_fields() -> dict[str, CardKeyword]:
    """Every declared card-file field, in declaration order (the order its text is printed in)."""
    return _FIELDS


def declared_conditions() -> tuple[str, ...]:
    """The condition words the declared keywords add (``gift``, ``awaken``)."""
    return tuple(k.name for k in _FIELDS.values() if k.condition)


def defined_colors(words: tuple[str, ...], value: Callable[[str], Any]) -> frozenset[Color] | None:
    """CR 604.3, 202.2: the colors a declared keyword's characteristic-defining ability gives a card with these
    ``keywords:`` words whose field values ``value(field)`` returns; None when no keyword defines them."""
    for keyword in (*_FIELDS.values(), *_WORDS.values()):
        if keyword.colors is None:
            continue
        found = value(keyword.field) if keyword.field is not None else (True if keyword.word in words else None)
        if found is not None:
            return keyword.colors(found)
    return None


def declared_words() -> dict[str, CardKeyword]:
    """Every declared ``keywords:`` word (Prowess, Exalted)."""
    return _WORDS
