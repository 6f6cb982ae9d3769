"""``python -m manastack.sim DECK_A DECK_B [--games N] ...``: see :mod:`manastack.sim.cli`."""

from manastack.sim.cli import main

main()
