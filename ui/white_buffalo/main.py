"""The White Buffalo page's script (``<script type="py">`` in white-buffalo.html)."""

from ui.white_buffalo.page import boot

APP = boot()
