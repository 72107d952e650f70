"""The Manitou page's script (``<script type="py">`` in manitou.html)."""

from ui.manitou.page import boot

APP = boot()
