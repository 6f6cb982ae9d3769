"""``python -m manastack``: the same as the ``manastack`` command."""

from manastack.cli import main

if __name__ == "__main__":
    main()
