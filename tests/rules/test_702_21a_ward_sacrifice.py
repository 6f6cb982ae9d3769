"""CR 702.21a with a non-mana cost: "Ward—Sacrifice a Food." (Ygra, Eater of All) — the spell is countered unless
its controller sacrifices a Food they control (118.12); a Food artifact creature is a Food (ruling)."""

from __future__ import annotations

from helpers import BO, add_mana, cast, choose, named, obj, pass_priority, position, resolve
from manastack.cards.pool import CardPool
from manastack.cards.render import rules_text
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def _shock_ygra(bo: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Ygra, Eater of All"], bo), hand=([], ["Shock"]), active=BO)
    add_mana(game, BO, "R")
    cast(game, "Shock", named(game, "Ygra, Eater of All"))
    while game.decision is not None and game.decision.kind is DecisionKind.PRIORITY and game.state.stack:
        pass_priority(game)
    return game


def test_702_21a_sacrificing_a_food_lets_the_spell_resolve():
    """702.21a, 118.12: Bo sacrifices his Hill Giant (a Food while Ygra is out) and Shock deals its damage."""
    game = _shock_ygra(["Hill Giant"])
    assert game.decision.kind is DecisionKind.YES_NO and game.decision.player == BO
    choose(game, "yes")
    if game.decision is not None and game.decision.kind is DecisionKind.CHOOSE_OBJECT:
        choose(game, named(game, "Hill Giant"))
    resolve(game)
    assert named(game, "Hill Giant", Zone.GRAVEYARD) and obj(game, named(game, "Ygra, Eater of All")).damage == 2


def test_702_21a_a_player_without_a_food_isnt_asked():
    """118.12: Bo controls no Food (his Plains isn't one): the cost can't be paid and Shock is countered."""
    game = _shock_ygra(["Plains"])
    resolve(game)
    assert obj(game, named(game, "Ygra, Eater of All")).damage == 0 and named(game, "Shock", Zone.GRAVEYARD)


def test_702_21a_the_ward_line_names_its_cost():
    assert rules_text(CardPool.builtin()["Ygra, Eater of All"]).splitlines()[0] == "Ward\u2014Sacrifice a Food."
