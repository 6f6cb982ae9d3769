"""CR 601.3, 305.1, 116.2a, 611.2a–b: a permission to play an exiled card, for as long as the effect says.

"Until end of turn, you may play that card" (Emberheart Challenger), "until the end of your next turn"
(Alania's Pathmaker): a land exiled this way is played (305.1) only in its owner's main phase with an empty
stack and within their land plays; a spell is cast following its timing rules; the permission ends when the
effect says (514.2, 611.2b)."""

from __future__ import annotations

from helpers import ANA, advance_to, cast, events, named, pass_priority, position, resolve
from manastack.types.actions import CastSpell, PlayLand
from manastack.types.enums import Step, Zone


def _pathmaker(library: list[str], **kw):   # type: ignore[no-untyped-def]
    game = position(battlefield=(["Mountain"] * 5, []), hand=(["Alania's Pathmaker"], []),
                    library=(library, ["Island"] * 10), **kw)
    cast(game, "Alania's Pathmaker")
    resolve(game)
    return game


def test_611_2b_until_the_end_of_your_next_turn_spans_the_opponents_turn_and_yours():
    """611.2b: "until the end of your next turn": the exiled Shock can still be cast on the opponent's turn
    (an instant) and in the controller's next turn, and no longer after that turn ends."""
    game = _pathmaker(["Shock", "Island", "Island", "Island"])
    shock = named(game, "Shock", Zone.EXILE)
    assert events(game, "may_cast")[0].rule == "611.2b"
    advance_to(game, Step.UPKEEP, turn=4)
    assert CastSpell(ANA, shock) in _ana_actions(game)
    advance_to(game, Step.MAIN1, turn=5)
    assert CastSpell(ANA, shock) in _ana_actions(game)
    advance_to(game, Step.UPKEEP, turn=6)
    assert CastSpell(ANA, shock) not in _ana_actions(game)


def test_305_1_a_land_exiled_this_way_is_played_only_with_a_land_play_left():
    """305.1, 305.2: playing the exiled land uses the turn's land play: after playing one from the hand, the
    exiled Forest can't be played this turn, but it can on the next."""
    game = position(battlefield=(["Mountain"] * 4, []), hand=(["Alania's Pathmaker", "Mountain"], []),
                    library=(["Forest"] + ["Island"] * 4, ["Island"] * 10))
    game.apply(PlayLand(ANA, named(game, "Mountain", Zone.HAND)))
    cast(game, "Alania's Pathmaker")
    resolve(game)
    forest = named(game, "Forest", Zone.EXILE)
    assert PlayLand(ANA, forest) not in game.legal_actions()
    advance_to(game, Step.MAIN1, turn=5)
    assert PlayLand(ANA, forest) in game.legal_actions()
    game.apply(PlayLand(ANA, forest))
    assert named(game, "Forest", Zone.BATTLEFIELD)


def test_116_2a_an_exiled_land_is_not_played_on_the_opponents_turn_or_with_a_spell_on_the_stack():
    """116.2a, 305.1 (the ruling: all timing rules are followed): only in your own main phase, stack empty."""
    game = _pathmaker(["Forest", "Island", "Island", "Island"], turn=3)
    forest = named(game, "Forest", Zone.EXILE)
    advance_to(game, Step.MAIN1, turn=4)
    assert PlayLand(ANA, forest) not in _ana_actions(game)


def test_514_2_until_end_of_turn_ends_in_the_cleanup_step():
    """514.2, 611.2a: "until end of turn, you may play that card": the permission is gone the next turn."""
    game = position(battlefield=(["Mountain"] * 2 + ["Forest"], []),
                    hand=(["Emberheart Challenger", "Giant Growth"], []),
                    library=(["Shock"] + ["Island"] * 4, ["Island"] * 10))
    cast(game, "Emberheart Challenger")
    resolve(game)
    cast(game, "Giant Growth", named(game, "Emberheart Challenger"))
    resolve(game)
    shock = named(game, "Shock", Zone.EXILE)
    assert events(game, "may_cast")[0].rule == "601.3"
    advance_to(game, Step.UPKEEP, turn=4)
    assert CastSpell(ANA, shock) not in _ana_actions(game)


def _ana_actions(game):   # type: ignore[no-untyped-def]
    """Ana's priority actions now (passing the opponent's priority to her if need be)."""
    while game.decision is not None and game.decision.player != ANA:
        pass_priority(game)
    return game.legal_actions()


def test_611_2b_until_your_next_end_step_ends_as_it_begins():
    """611.2b, 603.7a: Dragonhawk's exiled Shock can be cast in the main phase, not once Ana's end step has begun;
    the delayed ability then deals 2 damage for it (still exiled)."""
    game = position(battlefield=(["Mountain"] * 6, []), hand=(["Dragonhawk, Fate's Tempest"], []),
                    library=(["Shock"] + ["Island"] * 4, ["Island"] * 10))
    cast(game, "Dragonhawk, Fate's Tempest")
    resolve(game)
    shock = named(game, "Shock", Zone.EXILE)
    assert CastSpell(ANA, shock) in game.legal_actions()
    advance_to(game, Step.END)
    assert CastSpell(ANA, shock) not in _ana_actions(game)
    resolve(game)
    assert game.state.players[1].life == 18
