"""What a game's page reads of the shell's components, as plain attributes of the page: the status
line's refusal and notice, the painter's cache, the privacy screen's viewer and the replay."""

from __future__ import annotations

from typing import Any, Dict, Optional


class PageState:
    """The components' state on the page (a mixin of ``ShellPage``)."""

    status_line: Any
    painter: Any
    privacy: Any
    replay_bar: Any

    @property
    def message(self) -> Optional[str]:
        """Why the last input was refused (shown first in the status line), or None."""
        return self.status_line.message

    @message.setter
    def message(self, text: Optional[str]) -> None:
        self.status_line.message = text

    @property
    def info(self) -> Optional[str]:
        """What just happened (a notice in the status line), or None."""
        return self.status_line.info

    @info.setter
    def info(self, text: Optional[str]) -> None:
        self.status_line.info = text

    @property
    def cache(self) -> Dict[str, Any]:
        """The painter's cache of what is on the page."""
        return self.painter.cache

    @property
    def viewer(self) -> Optional[int]:
        """The seat of the person who last saw secret cards."""
        return self.privacy.viewer

    @property
    def screen_for(self) -> Optional[int]:
        """The seat the privacy screen waits for, or None."""
        return self.privacy.screen_for

    @property
    def replay(self) -> Any:
        """The replay being shown, or None."""
        return self.replay_bar.replay
