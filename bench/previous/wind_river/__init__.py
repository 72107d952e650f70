"""Wind River's half of the bots: the evaluation, the hard level's search and the fast lane,
offered to :mod:`engine.bots` as :data:`engine.wind_river.bots.policy.POLICY`."""
