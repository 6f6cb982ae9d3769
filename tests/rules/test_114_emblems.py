"""CR 114: emblems (``rules.emblems``) — created in the command zone, abilities working from there."""

from __future__ import annotations

from helpers import ANA, BO, activate, add_mana, cast, changed, named, obj, position, resolve
from manastack.cards.pool import CardPool
from manastack.cards.render import rules_text
from manastack.types.enums import Zone

OB, GIDEON = "Ob Nixilis Reignited", "Gideon, Ally of Zendikar"


def set_loyalty(game, oid: int, n: int) -> None:  # type: ignore[no-untyped-def]
    game.state.objects[oid].counters["loyalty"] = n
    changed(game)


def _minus(name: str, index: int, loyalty: int, *targets: int, bo=("Grizzly Bears",)):  # type: ignore[no-untyped-def]
    game = position(battlefield=([name, "Grizzly Bears"], list(bo)), hand=(["Divination"], []))
    oid = named(game, name)
    set_loyalty(game, oid, loyalty)
    activate(game, oid, index, *targets)
    resolve(game)
    return game


def test_114_1_an_emblem_is_put_into_the_command_zone_under_the_control_of_who_gets_it():
    """114.1–114.2: "Target opponent gets an emblem": the emblem is in the command zone, owned and controlled
    by that opponent; it is neither a card nor a permanent (114.5)."""
    game = _minus(OB, 2, 8, -1000 - BO)
    (emblem,) = game.state.command
    e = obj(game, emblem)
    assert e.zone is Zone.COMMAND and e.controller == BO and e.owner == BO
    assert e.card == "Ob Nixilis Reignited emblem" and e.definition.emblem and not e.definition.types


def test_114_4_an_emblems_triggered_ability_works_from_the_command_zone():
    """114.4: "Whenever a player draws a card, you lose 2 life": each card any player draws triggers it;
    "you" is the emblem's controller."""
    game = _minus(OB, 2, 8, -1000 - BO)
    add_mana(game, ANA, "UUU")
    cast(game, "Divination")
    resolve(game)
    assert game.state.players[BO].life == 16 and game.state.players[ANA].life == 20


def test_114_4_an_emblems_static_ability_works_from_the_command_zone():
    """114.4: "Creatures you control get +1/+1" applies to its controller's creatures, those that come later too,
    and not to an opponent's."""
    game = _minus(GIDEON, 2, 4, bo=("Hill Giant",))
    bears = named(game, "Grizzly Bears", owner=ANA)
    assert game.characteristics(bears).power == 3
    assert game.characteristics(named(game, "Hill Giant")).power == 3
    assert len(game.state.command) == 1


def test_114_1_the_emblem_verb_renders_the_emblems_text_in_quotation_marks():
    """114.1: "You get an emblem with "…"" — the emblem's abilities are written inside the quotation marks."""
    text = rules_text(CardPool.builtin()[GIDEON])
    assert 'You get an emblem with "Creatures you control get +1/+1."' in text


def test_114_1_no_emblem_for_a_player_who_left_the_game():
    """800.4a with 114.1: nothing is created for a player who has left the game."""
    from manastack.rules.emblems import create_emblem

    game = position()
    game.state.players[BO].lost = True
    assert create_emblem(game.state, CardPool.builtin()["Ob Nixilis Reignited emblem"], BO, 0) is None
    assert game.state.command == []


def test_114_emblems_survive_saving_and_cloning():
    """Architecture §1: an emblem is plain data, saved and restored with the game."""
    from manastack.game import Game

    game = _minus(GIDEON, 2, 4)
    again = Game.from_json(game.to_json())
    assert [again.state.objects[o].card for o in again.state.command] == ["Gideon, Ally of Zendikar emblem"]

