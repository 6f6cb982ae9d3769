"""CR 500–514: every turn-based action is an event citing its rule — mana emptying (500.4), untapping
(502.3), discarding to hand size (514.1), damage wearing off (514.2) — and nothing is said when nothing
happens."""

from __future__ import annotations

from helpers import ANA, BO, add_mana, advance_to, cast, choose, events, named, pass_priority, position, resolve
from manastack.types.enums import Step


def test_500_4_mana_emptying_is_an_event() -> None:
    """500.4: when a step ends, unused mana empties from each player's pool — an event for each pool that
    had mana, and none for an empty pool."""
    game = position()
    add_mana(game, ANA, "RG")
    pass_priority(game)
    pass_priority(game)
    emptied = events(game, "mana_empties")
    assert [(e.rule, e.player) for e in emptied] == [("500.4", ANA)]
    advance_to(game, Step.END)
    assert len(events(game, "mana_empties")) == 1


def test_502_3_untapping_is_an_event() -> None:
    """502.3: the active player untaps their permanents, each an event citing 502.3."""
    game = position(battlefield=(["Mountain"], []), tapped=["Mountain"], active=BO)
    advance_to(game, Step.UPKEEP, turn=4)
    assert [e.rule for e in events(game, "untapped")] == ["502.3"]


def test_514_1_discarding_to_hand_size_cites_514_1() -> None:
    """514.1: the discard to maximum hand size is a turn-based action and cites 514.1."""
    game = position(hand=(["Forest"] * 8, []))
    advance_to(game, Step.END)
    pass_priority(game)
    pass_priority(game)
    choose(game, game.decision.options[0])
    discards = [e for e in events(game, "zone_change") if e.get("variant") == "discarded"]
    assert [e.rule for e in discards] == ["514.1"]


def test_514_2_damage_wearing_off_is_an_event() -> None:
    """514.2: all damage marked on permanents is removed in the cleanup step — an event naming the
    damaged permanents, and none when no permanent had damage."""
    game = position(battlefield=(["Mountain"], ["Leatherback Baloth"]), hand=(["Shock"], []))
    cast(game, "Shock", named(game, "Leatherback Baloth"))
    resolve(game)
    advance_to(game, Step.UPKEEP, turn=4)
    removed = events(game, "damage_removed")
    assert [(e.rule, e.objects) for e in removed] == [("514.2", (named(game, "Leatherback Baloth"),))]
    advance_to(game, Step.UPKEEP, turn=5)
    assert len(events(game, "damage_removed")) == 1
