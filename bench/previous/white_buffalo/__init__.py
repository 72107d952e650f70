"""White Buffalo's computer players: the bots' view of a position (:mod:`.view`), the normal
bot's rules of thumb (:mod:`.heuristic`), the hard bot's determinized search (:mod:`.search`) and
the hook for :mod:`engine.bots` (:mod:`.policy`)."""
