"""CR 708.5, 400.2, 701.22a: what a player's observation and trace view may show. A face-down spell or permanent
is known only to its controller — on the stack, being cast, attacking, blocked, pumped or changing control —
and a scry's question, which names the top card of the scryer's library, is the scryer's alone."""

from __future__ import annotations

import json

from helpers import ANA, BO, attack, block, cast, changed, choose, named, pass_priority, position, resolve
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step


def _unseen(game, name: str, viewer: int) -> bool:  # type: ignore[no-untyped-def]
    """Neither ``viewer``'s observation nor their trace view names ``name``."""
    return name not in json.dumps(game.observation(viewer)) and not any(name in line for line in game.trace(viewer))


def test_708_5_a_face_down_spell_is_hidden_from_the_opponent_while_cast_and_on_the_stack():
    """CR 708.5, 702.37c: Bo sees a face-down spell cast and resolve, never which card it is; Ana sees it."""
    game = position(battlefield=(["Plains", "Plains", "Plains"], []), hand=(["Exalted Angel"], []))
    cast(game, "Exalted Angel", choices=("face_down",))
    assert game.state.objects[game.state.stack[-1]].face_down
    assert _unseen(game, "Exalted Angel", BO)
    assert "Exalted Angel" in json.dumps(game.observation(ANA))
    resolve(game)
    assert _unseen(game, "Exalted Angel", BO)


def test_708_5_a_face_down_attacker_blocked_and_pumped_stays_hidden():
    """CR 708.5: attacking, being blocked and being pumped don't reveal a face-down creature."""
    game = position(battlefield=(["Exalted Angel", "Forest"], ["Grizzly Bears"]), hand=(["Giant Growth"], []))
    angel = named(game, "Exalted Angel")
    game.state.objects[angel].face_down = True
    changed(game)
    attack(game, angel)
    block(game, (named(game, "Grizzly Bears"), angel))
    cast(game, "Giant Growth", angel)
    resolve(game)
    assert any("a face-down creature" in line for line in game.trace(BO))
    assert _unseen(game, "Exalted Angel", BO)


def test_701_22a_the_scry_question_is_the_scryers_alone():
    """CR 701.22a, 400.2: while Ana scries, Bo's observation shows that she decides, not the card she looks at."""
    game = position(battlefield=(["Island"], []), hand=(["Opt"], []),
                    library=(["Shock", "Island"], ["Island"] * 5), step=Step.MAIN1)
    cast(game, "Opt")
    pass_priority(game)
    pass_priority(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.SCRY
    seen = game.observation(BO)
    assert seen["decision"]["player"] == ANA and seen["decision"]["prompt"] is None
    assert "Shock" not in json.dumps(seen)
    assert "Shock" in game.observation(ANA)["decision"]["prompt"]
    choose(game, "top")
    assert _unseen(game, "Shock", BO)
