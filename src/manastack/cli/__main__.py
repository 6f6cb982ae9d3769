"""``python -m manastack.cli``: the same as the ``manastack`` command."""

from manastack.cli import main

main()
