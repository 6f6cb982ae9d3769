"""Verb ``attach``: "attach <Equipment or Aura> to <object>" (CR 701.3).

701.3a: attaching puts an Aura or Equipment onto an object; it can't be attached to an object it couldn't
enchant or equip (an Equipment: a creature, 301.5c; an Aura: what its enchant ability allows, 303.4a).
701.3b: if it can't be attached, or is already attached to that object, nothing happens.
701.3c: attached to a new object, it becomes unattached from the old one.
613.7e: it receives a new timestamp when it becomes attached.
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class Attach(EffectBase):
    do: Literal["attach"]
    what: ObjectRef = "this"
    to: ObjectRef = "target"


def render(e: Attach) -> str:
    return f"attach {e.what} to {e.to}"

