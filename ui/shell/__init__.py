"""What every game page shares: the move line with undo/redo (``session``), seats and the bots'
turns (``seats``, ``autoplay``), storage and saves (``storage``, ``saves``, ``summary``), safe
markup (``safe_html``, ``colours``), the new-game form (``form``) and the page's life (``page``).

Nothing here imports a game package (tests/test_layout.py): a game's page hands its engine
package to :class:`ui.shell.session.Sessions` and plugs its view (``ui.shell.view.GameView``) into
the conductor :class:`ui.shell.page.Page`.
"""
