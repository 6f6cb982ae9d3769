"""Boosters open as they were sold: slot counts, rarity rates within bounds, and seeds that reproduce."""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

import pytest

from manastack.cards.reference import REFERENCE_ENV
from manastack.limited.boosters import DRAFT_BOOSTER_FOIL_CHANCE, open_boosters
from manastack.limited.sets import UnknownSet, card_set

_REPO = Path(__file__).resolve().parents[2]
REFERENCE = Path(os.environ[REFERENCE_ENV]) if os.environ.get(REFERENCE_ENV) else _REPO.parent / "shared" / "data"
MANY = 2000


def rarities(booster: tuple) -> Counter[str]:
    return Counter("foil" if card.foil else card.rarity for card in booster)


def test_play_booster_slots() -> None:
    """A BLB play booster: seven commons, three uncommons, a rare or mythic, a wildcard, a foil, a basic land."""
    for booster in open_boosters("BLB", 1, 200):
        nonfoil = Counter(c.rarity for c in booster if not c.foil)
        assert len(booster) == 14
        assert nonfoil["basic"] == 1
        assert nonfoil["common"] >= 7 and nonfoil["uncommon"] >= 3
        assert nonfoil["rare"] + nonfoil["mythic"] >= 1
        assert sum(c.foil for c in booster) == 1
        assert not any(c.rarity == "basic" for c in booster[7:-1]), "the wildcard and foil are never basic"


def test_draft_booster_slots() -> None:
    """A BFZ draft booster: ten commons (one may be a foil of any rarity), three uncommons, a rare, a land."""
    for booster in open_boosters("BFZ", 1, 200):
        nonfoil = Counter(c.rarity for c in booster if not c.foil)
        foils = sum(c.foil for c in booster)
        assert len(booster) == 15 and foils <= 1
        assert nonfoil["common"] == 10 - foils and nonfoil["uncommon"] == 3 and nonfoil["basic"] == 1
        assert nonfoil["rare"] + nonfoil["mythic"] == 1


def test_no_common_twice_in_a_booster() -> None:
    """A booster's nonfoil commons are all different cards."""
    for code in ("BLB", "BFZ"):
        for booster in open_boosters(code, 3, 200):
            commons = [c.name for c in booster if c.rarity == "common" and not c.foil]
            assert len(commons) == len(set(commons))


def test_mythic_rate_is_about_one_in_eight() -> None:
    """The rare slot holds a mythic about one time in eight (BFZ: 15 mythics, 53 rares, two of each rare)."""
    boosters = open_boosters("BFZ", 11, MANY)
    mythics = sum(1 for b in boosters for c in b if c.rarity == "mythic" and not c.foil) / MANY
    assert 0.10 <= mythics <= 0.15


def test_draft_booster_foil_rate() -> None:
    """About 15/67 of BFZ boosters hold a foil in place of a common."""
    boosters = open_boosters("BFZ", 12, MANY)
    rate = sum(1 for b in boosters if any(c.foil for c in b)) / MANY
    assert abs(rate - DRAFT_BOOSTER_FOIL_CHANCE) < 0.03


def test_play_booster_rare_count() -> None:
    """A play booster holds at least one rare or mythic, and more now and then (wildcard and foil slots)."""
    boosters = open_boosters("BLB", 13, MANY)
    rares = [sum(c.rarity in ("rare", "mythic") for c in b) for b in boosters]
    assert min(rares) >= 1
    assert 1.03 <= sum(rares) / MANY <= 1.25


def test_every_card_of_the_set_can_be_opened() -> None:
    """Over many boosters every nonbasic card of the set turns up."""
    for code in ("BLB", "BFZ"):
        seen = {c.name for b in open_boosters(code, 5, 3000) for c in b}
        assert card_set(code).names <= seen


def test_seeds_reproduce() -> None:
    """The same set and seed open the same boosters; another seed opens others."""
    assert open_boosters("BLB", 7, 6) == open_boosters("blb", 7, 6)
    assert open_boosters("BLB", 7, 6) != open_boosters("BLB", 8, 6)


def test_unknown_set() -> None:
    with pytest.raises(UnknownSet, match="known sets are BFZ, BLB"):
        card_set("XYZ")


@pytest.mark.skipif(not REFERENCE.is_dir(), reason=f"no reference card data at {REFERENCE}")
@pytest.mark.parametrize("code", ["BLB", "BFZ"])
def test_set_lists_match_the_reference(code: str) -> None:
    """Every printing's number, name, rarity, colors and types are the reference set's."""
    data = json.loads((REFERENCE / "sets" / f"{code}.json").read_text(encoding="utf-8"))["data"]["cards"]
    expected = sorted((int(c["number"]), c["name"],
                       "basic" if "Basic" in c["supertypes"] and "Land" in c["types"] else c["rarity"],
                       "".join(x for x in "WUBRG" if x in c.get("colors", [])), tuple(c["types"])) for c in data)
    assert [(c.number, c.name, c.rarity, c.colors, c.types) for c in card_set(code).cards] == expected
