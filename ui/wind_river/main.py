"""The Wind River page's script (``<script type="py">`` in wind-river.html)."""

from ui.wind_river.page import boot

APP = boot()
