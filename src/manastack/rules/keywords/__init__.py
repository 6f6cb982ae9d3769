"""Keyword abilities (CR 702): one module per keyword, and the registry the core loops over.

A keyword is one module here (``gift.py``, ``awaken.py`` …) exporting ``KEYWORD``, a ``base.Keyword``.
It declares everything the keyword adds:

* to the card format, a ``cards.keywords.CardKeyword``: its card-file field and that field's type
  (``gift: food``, ``awaken: {n: 3, cost: ...}``) or its ``keywords:`` word (Prowess), its rules text,
  and the rule it cites;
* to the rules, hooks the core calls without naming the keyword: the abilities it stands for
  (``abilities``, numbered after the printed ones in registry order), what it adds to the spell's text
  (``spell_body``: an Aura's target, the awaken target), the spell's instructions as it resolves
  (``spell_effects``), what happens when it has resolved (``resolved``), an optional additional cost
  asked while casting (``cost``, a casting stage named after the keyword) and its cost record
  (``cost_record``), an alternative cost (``alternative``: awaken, casting face down), the condition
  word named after it (``paid``: "if the gift was promised"), the cost of turning a face-down
  permanent face up (``turn_face_up``), and a turn-based action of the untap step (``untap_step``).

``registry.KEYWORDS`` lists the modules in numbering order; ``registry.keywords_of`` works out once per card
definition which keywords it has, so a hook costs the hot paths one cached lookup. The card definitions sit
below the rules (the layer contract in ``pyproject.toml``): they never import this package; the registry
declares the card-facing part to them as it is imported (``cards.keywords.declare``), which every entry
point does before loading a card (``manastack`` imports the game, the game the rules). ``registry.using``
adds a keyword for the length of a block — the way a test defines one of its own (see
``tests/rules/test_702_1_keyword_modules.py``).

Adding a keyword: write its module with ``KEYWORD`` and its test file ``tests/rules/test_702_<n>_<name>.py``,
and list it in ``registry.KEYWORDS``. What the module needs and no hook offers yet is a new hook here,
looped over by the core, never a keyword name in the core.
"""
