"""The effect vocabulary: one module per verb, each declaring its parameter model and its rules text.

Cards own the vocabulary, rules own behaviour: nothing here imports ``manastack.rules``; the rules register
an implementation for every verb (``rules.effects.registry``). ``verbs`` lists them all.
"""
