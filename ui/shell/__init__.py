"""What every game page shares: the move line with undo/redo (``session``), seats and the bots'
turns (``seats``, ``autoplay``), storage and saves (``storage``, ``saves``, ``summary``), safe
markup (``safe_html``, ``colours``), the new-game form (``form``) and the page's life (``page``).

Nothing here imports a game package (tests/test_layout.py): a game's page hands its engine
package to :func:`ui.shell.session.for_game` and subclasses :class:`ui.shell.page.ShellPage`.
"""
