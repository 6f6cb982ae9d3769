"""Answering a surveil (spec "choose": ``{top: [A], graveyard: [B]}``, CR 701.25a).

The engine asks card by card, top card first, whether it stays on top or goes to the graveyard; then, while two
or more stay, which of them goes on top next. The answer gives both: the cards in ``top`` in their new order
(top first), and those in ``graveyard``.
"""

from __future__ import annotations

from manastack.judge.driving import Driver
from manastack.judge.references import resolve_object
from manastack.judge.schema import TopBottom
from manastack.rules.effects.surveil import GRAVEYARD, TOP
from manastack.types.decisions import DecisionKind
from manastack.types.markers import N_
from manastack.types.state import GameState


def answer_surveil(runner: Driver, pid: int, answer: TopBottom) -> None:
    """Answer every question of the pending surveil from ``answer``; error 2 if a card is missing or extra."""
    if answer.bottom:
        raise runner.error(N_("surveil puts cards into the graveyard, not on the bottom (CR 701.25a): write {syntax}"),
                           syntax="{top: [...], graveyard: [...]}")
    top, binned = list(answer.top), list(answer.graveyard)
    while _asking(runner, (TOP, GRAVEYARD)):
        state = runner.state
        resolution = state.resolution
        assert resolution is not None
        looked = state.players[pid].library[len(resolution.answers)]
        if _take(state, top, looked) is not None:
            runner.choose(pid, TOP)
        elif _take(state, binned, looked) is not None:
            runner.choose(pid, GRAVEYARD)
        else:
            raise runner.error(N_("surveil: name {card} in top or graveyard"), card=state.objects[looked].card)
    if top or binned:
        raise runner.error(N_("not looked at: {cards}"), cards=tuple(top + binned))
    order = list(answer.top)
    while _asking(runner, None):
        state = runner.state
        options = [o for o in state.decision.options if isinstance(o, int)]  # type: ignore[union-attr]
        ref = order.pop(0)
        runner.choose(pid, next(o for o in options if names_object(state, ref, o)))


def _asking(runner: Driver, options: tuple[str, str] | None) -> bool:
    """Whether the surveil asks its first kind of question (``options``) or, with None, the order of the top."""
    decision = runner.state.decision
    if decision is None or decision.kind is not DecisionKind.SURVEIL or not runner.state.resolution:
        return False
    return (decision.options == options) if options is not None else decision.options != (TOP, GRAVEYARD)


def _take(state: GameState, refs: list[str], oid: int) -> str | None:
    """Remove and return the first reference naming ``oid``."""
    for i, ref in enumerate(refs):
        if names_object(state, ref, oid):
            return refs.pop(i)
    return None


def names_object(state: GameState, ref: str, oid: int) -> bool:
    """Whether the scenario's reference ``ref`` names the looked-at card ``oid``."""
    try:
        resolve_object(state, ref, [oid], "surveil")
    except ValueError:
        return False
    return True
