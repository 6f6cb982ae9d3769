"""CR 613.4c, 608.2h: "creatures your opponents control get -X/-0 until end of turn, where X is the number of colors
of mana spent to cast this spell" — the bonus counted X times, X read as the spell resolves (Roilmage's Trick)."""

from __future__ import annotations

from helpers import attack, cast, named, position, pt, resolve


def _trick(lands: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=([*lands, "Grizzly Bears"], ["Serra Angel"]), hand=(["Roilmage's Trick"], []))
    cast(game, "Roilmage's Trick")
    resolve(game)
    return game


def test_613_4c_four_colors_minus_four():
    """613.4c: four colors spent: Serra Angel is 0/4; Ana's Grizzly Bears is untouched."""
    game = _trick(["Plains", "Island", "Swamp", "Mountain"])
    assert pt(game, named(game, "Serra Angel")) == (0, 4)
    assert pt(game, named(game, "Grizzly Bears")) == (2, 2)


def test_613_4c_one_color_minus_one():
    """613.4c: only blue spent: -1/-0."""
    game = _trick(["Island"] * 4)
    assert pt(game, named(game, "Serra Angel")) == (3, 4)


def test_608_2h_for_each_other_attacking_ally():
    """608.2h: Angelic Captain counts the other attacking Allies as its ability resolves: two, not Grizzly Bears,
    not itself, not an Ally left at home."""
    game = position(battlefield=(["Angelic Captain", "Kor Castigator", "Reckless Cohort", "Grizzly Bears",
                                  "Coralhelm Guide"], []))
    attack(game, *(named(game, n) for n in ("Angelic Captain", "Kor Castigator", "Reckless Cohort", "Grizzly Bears")))
    resolve(game)
    assert pt(game, named(game, "Angelic Captain")) == (6, 5)
