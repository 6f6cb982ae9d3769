"""Verb ``copy_spell``: "copy target instant or sorcery spell; you may choose new targets for the copy"
(CR 707.10). The copy keeps the original's choices — modes, X, the costs it was cast with, so a promised
gift stays promised to the same opponent (702.174, 707.10) — and is controlled by whoever copied it. With
``for_each_other``: "copy that spell for each other <filter> that the spell could target. Each copy targets a
different one of those <objects>" (Zada, Hedron Grinder; 707.10c: the copies' targets are set, not chosen)."""


from __future__ import annotations

from typing import Literal

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import Amount, ObjectRef


class CopySpell(EffectBase):
    do: Literal["copy_spell"]
    what: ObjectRef = "target"
    new_targets: bool = True
    times: Amount = 1                    # "copy it for each …" (storm, CR 702.40a)
    for_each_other: ObjectFilter | None = None   # one copy per other object it could target, targeting that one


def render(e: CopySpell) -> str:
    from manastack.cards.phrases import amount_words

    what = "that spell" if e.what == "trigger" else e.what     # the spell whose casting triggered the ability
    if e.for_each_other is not None:
        from manastack.cards.phrases import describe_filter

        noun = describe_filter(e.for_each_other).removeprefix("another ")
        return (f"copy {what} for each other {noun} that the spell could target. Each copy targets a different one "
                f"of those {_plural_noun(noun)}")
    if e.times == 1:
        return f"copy {what}" + ("; you may choose new targets for the copy" if e.new_targets else "")
    return f"copy {what} {amount_words(e.times)} times" + (
        "; you may choose new targets for the copies" if e.new_targets else "")



def _plural_noun(noun: str) -> str:
    """"creature you control" -> "creatures": the kind named, in the plural."""
    return noun.split(" ")[0] + "s"
