"""Observations never contain another seat's hidden cards (CR 400.2), checked against the true state."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from hidden_cards import hidden_names, scramble_hidden  # noqa: E402
from manastack.env import raw_env  # noqa: E402


def test_observations_do_not_depend_on_hidden_cards() -> None:
    """At every step of a game, each seat's observation (vector and raw dictionary) is the same as in a copy of
    the game whose cards hidden from that seat were all replaced; its own hand is counted exactly."""
    aec = raw_env(decks=None)
    aec.reset(seed=9)
    rng = np.random.default_rng(9)
    layout = aec.layout
    hand = layout.segments["hand"]
    for _ in range(150):
        game = aec.game
        if game is None or game.is_over():
            break
        for seat in (0, 1):
            scrambled = scramble_hidden(game, seat)
            assert hidden_names(scrambled, seat) != hidden_names(game, seat)
            raw = game.observation(seat)
            assert raw == scrambled.observation(seat)
            vector = layout.encode(raw)
            assert np.array_equal(vector, layout.encode(scrambled.observation(seat)))
            own = [game.state.objects[o].card for o in game.state.players[seat].hand]
            assert vector[hand].sum() == len(own)
            for name in set(own):
                assert vector[hand][layout.cards.index(name)] == own.count(name)
            other = game.state.players[1 - seat]
            shown = {c["id"] for c in raw["exile"] + raw["stack"]} | {p["id"] for p in raw["battlefield"]}
            assert shown.isdisjoint(other.hand) and raw["players"][1 - seat]["hand"] is None
        mask = aec.observe(aec.agent_selection)["action_mask"]
        aec.step(int(rng.choice(np.flatnonzero(mask))))
