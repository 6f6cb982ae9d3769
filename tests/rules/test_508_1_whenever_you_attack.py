"""CR 508.1, 603.2c: "whenever you attack" and "whenever you attack with one or more Lizards" trigger once per
declaration of attackers, however many creatures attack (Hired Claw, Hazardroot Herbalist)."""

from __future__ import annotations

from helpers import advance_to, attack, events, named, position
from manastack.types.enums import Step


def _triggers(game, name: str) -> int:   # type: ignore[no-untyped-def]
    return sum(1 for e in events(game, "triggered") if e.get("source").name == name)


def test_508_1_two_lizards_attacking_trigger_it_once():
    """603.2c: two Lizards attack: Hired Claw triggers once."""
    game = position(battlefield=(["Hired Claw", "Ravine Raider"], []))
    attack(game, named(game, "Hired Claw"), named(game, "Ravine Raider"))
    assert _triggers(game, "Hired Claw") == 1


def test_508_1_attacking_without_a_lizard_does_not_trigger_it():
    """508.1: only a Bear attacks: "with one or more Lizards" doesn't hold."""
    game = position(battlefield=(["Hired Claw", "Grizzly Bears"], []))
    attack(game, named(game, "Grizzly Bears"))
    assert _triggers(game, "Hired Claw") == 0


def test_508_1_a_lizard_declared_after_another_attacker_triggers_it():
    """508.1: the Lizard needn't be the first attacker: a Bear and Hired Claw attack: one trigger."""
    game = position(battlefield=(["Grizzly Bears", "Hired Claw"], []))
    attack(game, named(game, "Grizzly Bears"), named(game, "Hired Claw"))
    assert _triggers(game, "Hired Claw") == 1


def test_508_1_whenever_you_attack_not_when_the_opponent_does():
    """508.1: Hazardroot Herbalist triggers when its controller attacks, not the opponent, and not without
    attackers."""
    game = position(battlefield=(["Hazardroot Herbalist"], ["Grizzly Bears"]), active=1)
    attack(game, named(game, "Grizzly Bears"), defender=0)
    assert _triggers(game, "Hazardroot Herbalist") == 0
    advance_to(game, Step.DECLARE_ATTACKERS, turn=4)
    assert _triggers(game, "Hazardroot Herbalist") == 0
