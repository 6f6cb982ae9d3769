"""CR 614.1c, 614.12: "As this enters, you may [cost]. If you do, it enters with N +1/+1 counters on it" — the
choice is made as the permanent spell resolves, and the counters are on it as it enters (``rules.as_enters``)."""

from __future__ import annotations

from helpers import ANA, cast, named, position, resolve
from manastack.types.enums import Zone

DESPOILER = (["Swamp"] * 6, [])


def _enter(answers: tuple[object, ...], exiled: list[str]):  # type: ignore[no-untyped-def]
    game = position(battlefield=DESPOILER, hand=(["Ulamog's Despoiler"], []), exile=([], exiled))
    cast(game, "Ulamog's Despoiler")
    resolve(game, *answers)
    return game, game.state.objects[named(game, "Ulamog's Despoiler", Zone.BATTLEFIELD, ANA)]


def test_614_12_paid_it_enters_with_the_counters():
    """614.12: the cost paid, the permanent enters with four +1/+1 counters (122.6)."""
    game, despoiler = _enter(("yes",), ["Forest", "Mountain"])
    assert despoiler.counters == {"+1/+1": 4}
    assert game.characteristics(despoiler.id).power == 9


def test_614_12_declined_or_unpayable_it_enters_without_them():
    """118.12: not paid (declined, or too few cards in exile), no counters."""
    _, declined = _enter(("no",), ["Forest", "Mountain"])
    _, unpayable = _enter((), ["Forest"])
    assert not declined.counters and not unpayable.counters
