"""Limited play: opening boosters, sealed pools, booster drafts and the decks built from them.

``sets`` lists each set's cards with their rarity; ``boosters`` opens boosters as they were sold;
``sealed`` and ``draft`` make pools from them; ``deckbuilding`` turns a pool into a 40-card deck.
"""
