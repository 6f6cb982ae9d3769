"""CR 608.2d: "you may put any number of land cards that player owns from exile onto the battlefield under your
control" (Oblivion Sower): chosen one at a time, none allowed; face-down exiled cards can't be chosen (708.2)."""

from __future__ import annotations

from helpers import choose, named, position
from manastack.types.actions import CastSpell
from manastack.types.decisions import DecisionKind


def _to_the_question(game) -> None:  # type: ignore[no-untyped-def]
    """Pass priority and target Bo with the cast trigger until it asks its question on resolution."""
    while game.decision.kind in (DecisionKind.PRIORITY, DecisionKind.TARGET):
        if game.decision.kind is DecisionKind.TARGET:
            choose(game, game.decision.options[0])
        else:
            game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "PassPriority"))
        if game.decision is None or not game.state.stack:
            return


def _sower(library: list[str]):  # type: ignore[no-untyped-def]
    """Ana casts Oblivion Sower with Bruno's library as given; its cast trigger resolves up to its question."""
    game = position(battlefield=(["Plains"] * 6, []), hand=(["Oblivion Sower"], []),
                    library=(["Island"] * 3, library))
    game.apply(CastSpell(0, named(game, "Oblivion Sower")))
    _to_the_question(game)
    return game


def test_608_2d_only_lands_that_player_owns_and_done():
    """608.2d: the lands among the exiled cards are offered, with "done" (any number includes none)."""
    game = _sower(["Forest", "Shock", "Mountain", "Plains", "Island"])
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT
    names = {game.state.objects[o].card for o in game.decision.options if o != "done"}
    assert names == {"Forest", "Mountain", "Plains"} and "done" in game.decision.options


def test_608_2d_choosing_none_leaves_them_in_exile():
    """608.2d: "may": choosing no card puts none onto the battlefield."""
    game = _sower(["Forest", "Shock", "Mountain", "Plains", "Island"])
    choose(game, "done")
    assert all(game.state.objects[o].controller == 0 for o in game.state.battlefield)
    assert len([o for o in game.state.exile if game.state.objects[o].owner == 1]) == 4


def test_708_2_a_face_down_exiled_card_is_not_a_land_card():
    """708.2 (Oblivion Sower's ruling): a face-down card in exile has no characteristics, so it isn't offered."""
    game = position(battlefield=(["Plains"] * 6, []), hand=(["Oblivion Sower"], []),
                    library=(["Island"] * 3, ["Shock"] * 5), exile=([], ["Forest"]))
    forest = named(game, "Forest")
    game.state.objects[forest].face_down = True
    game.apply(CastSpell(0, named(game, "Oblivion Sower")))
    _to_the_question(game)
    assert game.decision.kind is not DecisionKind.CHOOSE_OBJECT and game.state.objects[forest].zone.value == "exile"
