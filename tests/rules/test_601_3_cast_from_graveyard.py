"""CR 601.3, 601.2f, 614.1a: Festival of Embers — "during your turn, you may cast instant and sorcery spells from
your graveyard by paying 1 life in addition to their other costs"; "if a card or token would be put into your
graveyard from anywhere, exile it instead"."""

from __future__ import annotations

from helpers import ANA, P1, cast, named, pass_priority, position, resolve
from manastack.types.actions import CastSpell
from manastack.types.enums import Zone


def _festival(**kw):   # type: ignore[no-untyped-def]
    return position(battlefield=(["Festival of Embers", "Mountain", "Forest", "Forest"], ["Grizzly Bears"]),
                    graveyard=(["Shock", "Grizzly Bears"], []), **kw)


def test_601_3_only_instants_and_sorceries_and_only_in_your_turn():
    """601.3: Shock can be cast from Ana's graveyard in her turn; her Grizzly Bears card can't; in Bo's turn,
    neither."""
    game = _festival()
    legal = game.legal_actions()
    assert CastSpell(ANA, named(game, "Shock", Zone.GRAVEYARD)) in legal
    assert CastSpell(ANA, named(game, "Grizzly Bears", Zone.GRAVEYARD)) not in legal
    other = _festival(active=1)
    pass_priority(other)
    assert CastSpell(ANA, named(other, "Shock", Zone.GRAVEYARD)) not in other.legal_actions()


def test_601_2f_it_costs_1_life_more_and_the_card_is_exiled_after():
    """601.2f, 614.1a: casting it costs {R} and 1 life; after resolving it is exiled, not put into the graveyard."""
    game = _festival()
    cast(game, named(game, "Shock", Zone.GRAVEYARD), P1)
    resolve(game)
    assert game.state.players[0].life == 19 and game.state.players[1].life == 18
    assert named(game, "Shock", Zone.EXILE)


def test_614_1a_only_its_controllers_graveyard():
    """614.1a: "your graveyard": Bo's creature dying still goes to Bo's graveyard."""
    game = position(battlefield=(["Festival of Embers", "Mountain"], ["Grizzly Bears"]), hand=(["Shock"], []))
    cast(game, "Shock", named(game, "Grizzly Bears"))
    resolve(game)
    assert named(game, "Grizzly Bears", Zone.GRAVEYARD)


def _festival_and_flashback():   # type: ignore[no-untyped-def]
    return position(battlefield=(["Festival of Embers"] + ["Island"] * 4, []), graveyard=(["Otterball Antics"], []))


def test_601_3_a_flashback_card_is_one_action_cast_either_way():
    """601.3, 601.2b: Festival's permission and flashback's both let Ana cast Otterball Antics from her graveyard:
    one action, then she chooses the mana cost (and 1 life) or the flashback cost."""
    game = _festival_and_flashback()
    antics = named(game, "Otterball Antics", Zone.GRAVEYARD)
    assert game.legal_actions().count(CastSpell(ANA, antics)) == 1
    game.apply(CastSpell(ANA, antics))
    assert set(game.state.decision.options) == {"mana_cost", "flashback"}


def test_702_34a_cast_with_its_flashback_cost_it_costs_no_life():
    """702.34a: the flashback cost replaces the mana cost; Festival's 1 life is paid only for a cast by its own
    permission (601.2f)."""
    game = _festival_and_flashback()
    cast(game, named(game, "Otterball Antics", Zone.GRAVEYARD), choices=["flashback"])
    resolve(game)
    assert game.state.players[ANA].life == 20


def test_601_2f_cast_for_its_mana_cost_it_costs_1_life():
    """601.2f: cast by Festival's permission for its mana cost {1}{U}, it costs 1 life more."""
    game = _festival_and_flashback()
    cast(game, named(game, "Otterball Antics", Zone.GRAVEYARD), choices=["mana_cost"])
    resolve(game)
    assert game.state.players[ANA].life == 19
