"""The one palette of Village's art. Change a colour here and run scripts/build-assets."""

# Paper, ink and wood
PARCHMENT = "#ead9b0"
PARCHMENT_LIGHT = "#f4e8c8"
PARCHMENT_DARK = "#cfb785"
INK = "#3a2717"
INK_SOFT = "#6b4f33"
WOOD = "#8a5a2e"
WOOD_LIGHT = "#b07c45"
WOOD_DARK = "#553418"
TABLE = "#4a3020"
TABLE_DARK = "#2e1d12"
STONE = "#a59d8c"
STONE_DARK = "#756d5f"
ROOF = "#9a4a2f"
ROOF_DARK = "#6e3120"
THATCH = "#c9a24e"
FIELD = "#b59a45"
MEADOW = "#8f9a52"
MEADOW_DARK = "#6b7538"
WATER = "#5f8aa0"
WATER_DARK = "#3b6075"
GOLD = "#c99a2e"
GOLD_LIGHT = "#ecc964"
GOLD_DARK = "#8a6416"
SILVER = "#c9c6bd"
GLASS = ["#3f6f9c", "#a8423a", "#d2a23c", "#5f8c4a"]  # stained glass

# Player colours (seat colours are chosen by the game)
PLAYERS = {
    "red":    {"base": "#b23a2c", "light": "#d8644f", "dark": "#6e1f17", "text": "#fbefe0"},
    "yellow": {"base": "#dcae2e", "light": "#f3d36a", "dark": "#8c6a12", "text": "#3a2717"},
    "blue":   {"base": "#3b68a3", "light": "#6b95c8", "dark": "#1f3a62", "text": "#fbefe0"},
    "white":  {"base": "#e9e2d1", "light": "#fffaf0", "dark": "#9c937f", "text": "#3a2717"},
}
PLAYER_ORDER = ["red", "yellow", "blue", "white"]

# Influence cubes and plague
CUBES = {
    "brown":  {"base": "#7b4a26", "light": "#a8703f", "dark": "#472810", "symbol": "circle"},
    "pink":   {"base": "#d77f98", "light": "#f0a9bc", "dark": "#8e4459", "symbol": "diamond"},
    "orange": {"base": "#e0822a", "light": "#f5ab5c", "dark": "#97500f", "symbol": "triangle"},
    "green":  {"base": "#5c8a36", "light": "#86b45c", "dark": "#33541b", "symbol": "plus"},
    "black":  {"base": "#2a2623", "light": "#504a44", "dark": "#0e0c0b", "symbol": "cross"},
}
CUBE_ORDER = ["brown", "pink", "orange", "green", "black"]

MONK = {"base": "#2b2522", "light": "#4d443e", "dark": "#0f0c0a", "text": "#e9dcc0"}

FONT_TITLE = "EB Garamond"
FONT_TEXT = "Open Sans"
