"""CR 702.83: exalted — a keyword module (``rules.keywords.exalted``) written in a card's ``keywords:`` list."""

from __future__ import annotations

from helpers import attack, named, position, resolve
from manastack.cards.pool import CardPool
from manastack.rules.abilities import all_abilities

card = CardPool.builtin().__getitem__


def test_702_83a_exalted_is_numbered_after_the_printed_abilities():
    """702.83a: exalted stands for a triggered ability, made from the ``keywords:`` word."""
    pridemage = card("Qasali Pridemage")
    labels = [getattr(a, "label", "") for a in all_abilities(pridemage)]
    assert labels[len(pridemage.abilities):] == ["exalted"]


def test_702_83a_a_creature_attacking_alone_gets_plus_one():
    """702.83a–b: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.\""""
    game = position(battlefield=(["Qasali Pridemage", "Grizzly Bears"], []))
    bears = named(game, "Grizzly Bears")
    attack(game, bears)
    resolve(game)
    assert game.characteristics(bears).power == 3


def test_702_83b_two_attackers_do_not_attack_alone():
    game = position(battlefield=(["Qasali Pridemage", "Grizzly Bears", "Hill Giant"], []))
    bears, giant = named(game, "Grizzly Bears"), named(game, "Hill Giant")
    attack(game, bears, giant)
    assert game.state.stack == []
