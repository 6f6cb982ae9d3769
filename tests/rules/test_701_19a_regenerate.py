"""CR 701.19a: "Regenerate [permanent]" — the next time it would be destroyed this turn, instead remove all damage
marked on it, tap it, and remove it from combat; CR 602.5b: "Activate only if …" (Skitterskin)."""

from __future__ import annotations

from helpers import ANA, activate, named, position, resolve
from manastack.rules.priority import activatable
from manastack.types.enums import Zone

SKITTERSKIN = ["Skitterskin", "Culling Drone", "Swamp", "Swamp", "Swamp", "Swamp"]


def test_701_19a_destroy_is_replaced_and_the_shield_is_used_up():
    """701.19a: Doom Blade doesn't destroy it: it is tapped instead; the shield is gone afterwards."""
    game = position(battlefield=(SKITTERSKIN, []))
    skitterskin = named(game, "Skitterskin")
    activate(game, skitterskin, 1)
    resolve(game)
    from manastack.rules.keyword_actions import destroy

    assert destroy(game.state, skitterskin) is False
    assert game.state.objects[skitterskin].tapped
    assert destroy(game.state, skitterskin) is True
    assert named(game, "Skitterskin", Zone.GRAVEYARD, ANA)


def test_701_19a_lethal_damage_is_removed():
    """701.19a, 704.5g: lethal damage would destroy it; regeneration removes the damage instead."""
    game = position(battlefield=(SKITTERSKIN, []))
    skitterskin = named(game, "Skitterskin")
    activate(game, skitterskin, 1)
    resolve(game)
    game.state.objects[skitterskin].damage = 3
    game.state.event_seq += 1
    from manastack.rules.sba import check

    check(game.state)
    assert game.state.objects[skitterskin].damage == 0 and game.state.objects[skitterskin].tapped


def test_602_5b_the_ability_cant_be_activated_without_another_colorless_creature():
    """602.5b: "Activate only if you control another colorless creature" — a red Hill Giant doesn't count."""
    game = position(battlefield=(["Skitterskin", "Hill Giant", "Swamp", "Swamp"], []))
    assert activatable(game.state, ANA, named(game, "Skitterskin"), True) == []
    game = position(battlefield=(["Skitterskin", "Culling Drone", "Swamp", "Swamp"], []))
    assert activatable(game.state, ANA, named(game, "Skitterskin"), True) == [1]
