"""CR 603: triggered abilities — "dies" triggers look back in time (603.10a), and are put on the stack the
next time a player would receive priority (603.3)."""

from __future__ import annotations

import pytest

from helpers import (
    ANA,
    BO,
    P1,
    advance_to,
    attack,
    block,
    cast,
    choose,
    events,
    life,
    named,
    position,
    priority_player,
    resolve,
    resolve_top,
)
from manastack.cards.pool import CardPool
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step

pytestmark = pytest.mark.skipif("Blood Artist" not in CardPool.builtin(), reason="needs Blood Artist")


def triggers_of(game, name: str = "Blood Artist") -> list:  # type: ignore[no-untyped-def]
    return [e for e in events(game, "trigger") if e.get("source").name == name]


def answer_triggers(game) -> None:  # type: ignore[no-untyped-def]
    """Order triggers as offered, and target Bo with each Blood Artist trigger."""
    while game.decision is not None and game.decision.kind is not DecisionKind.PRIORITY:
        d = game.decision
        choose(game, P1 if P1 in d.options else d.options[0])


def test_603_10a_a_creature_that_dies_sees_itself_die() -> None:
    """603.10a, 700.4: a "whenever a creature dies" ability of a creature that dies triggers on its own death
    (leaves-the-battlefield abilities look back in time)."""
    game = position(battlefield=(["Mountain"], ["Blood Artist"]), hand=(["Shock"], []))
    cast(game, "Shock", named(game, "Blood Artist"))
    resolve(game)
    answer_triggers(game)
    assert len(triggers_of(game)) == 1


def test_603_10a_creatures_dying_at_once_all_see_each_other() -> None:
    """603.10a: when creatures die simultaneously (Wrath of God), each "dies" ability sees every one of them."""
    game = position(battlefield=(["Plains"] * 4 + ["Blood Artist", "Grizzly Bears"], ["Hill Giant"]),
                    hand=(["Wrath of God"], []))
    cast(game, "Wrath of God")
    resolve_top(game)
    answer_triggers(game)
    assert len(triggers_of(game)) == 3
    resolve(game)
    assert life(game) == (23, 17)


def test_603_10a_state_based_deaths_are_simultaneous_too() -> None:
    """704.3, 603.10a: creatures destroyed by the same state-based action check die together: a blocking Blood
    Artist sees the other blocker die with it."""
    game = position(battlefield=(["Hill Giant"], ["Blood Artist", "Grizzly Bears"]))
    giant, artist, bears = named(game, "Hill Giant"), named(game, "Blood Artist"), named(game, "Grizzly Bears")
    attack(game, giant)
    block(game, (artist, giant), (bears, giant))
    advance_to(game, Step.COMBAT_DAMAGE)
    choose(game, ((artist, 1), (bears, 2)))
    answer_triggers(game)
    assert len(triggers_of(game)) == 2


def test_603_3_triggers_wait_until_a_player_would_receive_priority() -> None:
    """603.3: a triggered ability is put on the stack the next time a player would receive priority, by its
    controller (Bo's Blood Artist trigger, in Ana's turn)."""
    game = position(battlefield=(["Mountain"], ["Blood Artist", "Grizzly Bears"]), hand=(["Shock"], []))
    cast(game, "Shock", named(game, "Grizzly Bears"))
    resolve_top(game)
    assert game.decision.player == BO and game.decision.kind is DecisionKind.TARGET   # 603.3d: Bo targets
    answer_triggers(game)
    assert priority_player(game) == ANA and len(game.state.stack) == 1
