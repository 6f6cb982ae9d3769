"""Verb ``skip_next_untap``: "<permanent> doesn't untap during its controller's next untap step" (CR 502.3).

The effect waits for the next untap step of whoever controls the permanent then: in that step the
permanent doesn't untap, and the effect is used up (whether or not the permanent was tapped).
"""


from __future__ import annotations

from typing import Literal

from manastack.cards.vocabulary.base import EffectBase
from manastack.cards.words import ObjectRef


class SkipNextUntap(EffectBase):
    do: Literal["skip_next_untap"]
    what: ObjectRef


def render(e: SkipNextUntap) -> str:
    return f"{e.what} doesn't untap during its controller's next untap step"

