"""Smoke test of the phase.rs peer benchmark (skipped without phase-python or its card data)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("phase", reason="phase-python (the peer engine) is not installed")

from manastack.bench.peer import (
    PeerResult,
    expand_decklist,
    find_card_data,
    peer_available,
    run_peer_games,
)

_REPO_ROOT = Path(__file__).resolve().parents[1]
_CARD_DATA = find_card_data() or find_card_data(_REPO_ROOT)

# Small decks built only from cards of the bench decks (which the peer card data covers).
_DECK_A = ["24 Forest", "12 Grizzly Bears", "8 Giant Growth", "16 Kalonian Tusker"]
_DECK_B = ["24 Mountain", "8 Lightning Bolt", "8 Monastery Swiftspear", "20 Goblin Guide"]


def test_expand_decklist() -> None:
    assert expand_decklist(["2 Forest", "", "Shock", "3x Mountain"]) == [
        "Forest",
        "Forest",
        "Shock",
        "Mountain",
        "Mountain",
        "Mountain",
    ]


@pytest.mark.skipif(_CARD_DATA is None, reason="shared/peers/phase-card-data.json not found")
def test_run_peer_games_plays_two_games() -> None:
    assert peer_available()
    assert _CARD_DATA is not None
    result = run_peer_games(_DECK_A, _DECK_B, games=2, seed=1, card_data=_CARD_DATA)
    assert isinstance(result, PeerResult)
    assert result.games == 2
    assert result.decisions > 0
    assert result.turns > 0
    assert result.seconds > 0
