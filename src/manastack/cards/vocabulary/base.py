"""What every instruction's parameter model shares (the verbs' models live beside it, one module per verb).

A verb is declared here, below the rules: its frozen parameter model (``do: Literal["verb"]``) and how its
rules text is rendered (``render``). The rules implement it (``rules.effects.registry``).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from manastack.cards.words import Condition


class EffectBase(BaseModel):
    """Fields every instruction has: ``if`` makes it conditional (gift promised, awaken paid, "if you do")."""

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    if_: Condition = Field("always", alias="if")

    def remembers(self) -> tuple[str, ...]:
        """The names later instructions of the same body may use for what this one did."""
        name = self.__dict__.get("remember")     # a field of the verbs that remember (no lookup failure)
        return (name,) if isinstance(name, str) else ()
