"""CR 601.3, 305.1, 401.2: Glarb, Calamity's Augur — "You may look at the top card of your library any time. You may
play lands and cast spells with mana value 4 or greater from the top of your library." Timing rules still apply."""

from __future__ import annotations

from helpers import ANA, BO, ids, pass_priority, play_land, position
from manastack.game import Game
from manastack.observation import observe
from manastack.types.actions import CastSpell, PlayLand
from manastack.types.enums import Step, Zone

GLARB = "Glarb, Calamity's Augur"


def _top_actions(game: Game) -> list[object]:
    top = game.state.players[ANA].library[0]
    return [a for a in game.legal_actions() if isinstance(a, (CastSpell, PlayLand)) and a.card == top]


def test_601_3_a_spell_with_mana_value_4_or_greater_may_be_cast_from_the_top():
    """601.3: Hill Giant (mana value 4) on top can be cast; Divination (3) can't."""
    giant = position(battlefield=([GLARB, "Mountain", "Mountain", "Mountain", "Mountain"], []),
                     library=(["Hill Giant", "Island"], []))
    assert _top_actions(giant) == [CastSpell(ANA, giant.state.players[ANA].library[0])]
    divination = position(battlefield=([GLARB, "Island", "Island", "Island"], []), library=(["Divination"], []))
    assert _top_actions(divination) == []


def test_601_3_no_permission_without_glarb():
    """601.3: without the static ability, the top card of the library can't be cast."""
    game = position(battlefield=(["Mountain"] * 4, []), library=(["Hill Giant"], []))
    assert _top_actions(game) == []


def test_305_1_a_land_from_the_top_is_a_land_play():
    """305.1, 305.2: a land on top may be played, but only within the turn's one land play."""
    game = position(battlefield=([GLARB], []), hand=(["Forest"], []), library=(["Island", "Island"], []))
    assert _top_actions(game) == [PlayLand(ANA, game.state.players[ANA].library[0])]
    play_land(game, "Forest")
    assert _top_actions(game) == []


def test_307_1_timing_still_applies():
    """307.1 (the ruling): a creature spell on top can't be cast in the opponent's turn."""
    game = position(battlefield=([GLARB, "Mountain", "Mountain", "Mountain", "Mountain"], []),
                    library=(["Hill Giant"], []), active=BO, step=Step.MAIN1)
    pass_priority(game)      # Bo passes: Ana has priority in Bo's main phase
    assert game.decision is not None and game.decision.player == ANA
    assert _top_actions(game) == []


def test_401_2_only_its_controller_sees_the_top_card():
    """401.2, 400.2: Ana may look at her top card (her view shows it); Bo's view of her library shows no card."""
    game = position(battlefield=([GLARB], []), library=(["Hill Giant"], ["Island"]))
    mine, theirs = observe(game.state, ANA), observe(game.state, BO)
    assert mine["players"][ANA]["top"]["name"] == "Hill Giant"
    assert theirs["players"][ANA]["top"] is None
    assert mine["players"][BO]["top"] is None
    assert ids(game, "Hill Giant", Zone.LIBRARY)


def test_401_2_a_world_imagined_for_search_keeps_the_top_card_she_sees():
    """401.2, 400.2: determinizing Ana's hidden cards keeps the top card she may look at; the rest is resampled."""
    from manastack.agents.determinize import belief, determinize
    from manastack.types.rng import Rng

    game = position(battlefield=([GLARB], []), library=(["Hill Giant", "Island", "Forest"], ["Island"]))
    top = game.state.players[ANA].library[0]
    knowledge = belief(game, ANA)
    for seed in range(5):
        world = determinize(game, knowledge, Rng(seed))
        assert world.players[ANA].library[0] == top and world.objects[top].card == "Hill Giant"


def test_613_1b_613_1f_the_permission_goes_with_glarb_and_its_abilities():
    """601.3, 613.1b, 613.1f, 702.26b: the permission is read from Glarb as it is now: none once it phases out or
    loses all abilities, and it is Bo's once he controls Glarb (Ana no longer may cast from her library's top)."""
    from manastack.rules.continuous import add_effect
    from manastack.rules.control import update_control
    from manastack.rules.keywords.phasing import phase_out
    from manastack.rules.play_from_library import playable_top

    for change in ("phase_out", "lose_all", "control"):
        game = position(battlefield=([GLARB, "Mountain", "Mountain", "Mountain", "Mountain"], []),
                        library=(["Hill Giant"], ["Hill Giant"]))
        assert _top_actions(game)
        glarb = ids(game, GLARB)[0]
        if change == "phase_out":
            phase_out(game.state, [glarb])
        elif change == "lose_all":
            add_effect(game.state, glarb, BO, "6", (glarb,), (("lose_all", True),), "end_of_turn")
        else:
            add_effect(game.state, glarb, BO, "2", (glarb,), (("controller", BO),), "end_of_turn")
            update_control(game.state)
            assert playable_top(game.state, BO) == game.state.players[BO].library[0]
        assert _top_actions(game) == []


def test_601_3_202_3e_an_x_spell_on_top_is_cast_only_with_an_x_that_gives_mana_value_4():
    """601.3, 601.2b, 202.3e (the ruling): Endless One ({X}, mana value 0 in the library) may be cast from the top,
    and the X Ana may announce is only one that makes its mana value 4 or greater (here 4 or 5, her mana)."""
    from manastack.types.decisions import DecisionKind

    game = position(battlefield=([GLARB] + ["Forest"] * 5, []), library=(["Endless One", "Island"], []))
    top = game.state.players[ANA].library[0]
    assert _top_actions(game) == [CastSpell(ANA, top)]
    game.apply(CastSpell(ANA, top))
    assert game.decision is not None and game.decision.kind is DecisionKind.X
    assert game.decision.options == (4, 5)


def test_601_2b_from_hand_every_x_may_be_announced():
    """601.2b: the limit is the permission's: cast from the hand, Endless One may be cast with any X paid for."""
    from manastack.types.decisions import DecisionKind

    game = position(battlefield=([GLARB] + ["Forest"] * 5, []), hand=(["Endless One"], []))
    game.apply(CastSpell(ANA, ids(game, "Endless One", Zone.HAND)[0]))
    assert game.decision is not None and game.decision.kind is DecisionKind.X
    assert game.decision.options == (0, 1, 2, 3, 4, 5)


def test_601_3_no_x_big_enough_can_be_paid():
    """601.3, 601.2b: with three lands no X gives Endless One mana value 4, so it isn't offered from the top."""
    game = position(battlefield=([GLARB] + ["Forest"] * 3, []), library=(["Endless One"], []))
    assert _top_actions(game) == []


def test_401_2_the_new_top_card_stays_unseen_until_the_spell_is_cast():
    """401.2 (the ruling): while Ana is casting Endless One from the top, she can't look at the new top card (Hill
    Giant); once the spell is cast (601.2i) she can again."""
    from manastack.types.decisions import DecisionKind

    game = position(battlefield=([GLARB] + ["Forest"] * 5, []), library=(["Endless One", "Hill Giant"], []))
    game.apply(CastSpell(ANA, game.state.players[ANA].library[0]))
    assert game.decision is not None and game.decision.kind is DecisionKind.X
    assert observe(game.state, ANA)["players"][ANA]["top"] is None
    while game.state.casting is not None:
        assert game.decision is not None
        game.apply(game.legal_actions()[0])
    assert observe(game.state, ANA)["players"][ANA]["top"]["name"] == "Hill Giant"
