"""The nearest passing colour on a colour's OKLCH lightness line, found by brute force with ColorAide.

An independent reference for Legible's PassingColorSuggestion: every conversion, the gamut test, the
contrast and the CIEDE2000 are ColorAide's; nothing is shared with the Swift code but the idea. The line
keeps the colour's OKLCH hue and chroma and walks the lightness from 0 to 1 in small steps; where a point
is outside sRGB its chroma is reduced (same lightness and hue) by bisection until it is inside. Every point
is rounded to 8-bit sRGB, and of those that pass, the one with the smallest CIEDE2000 from the original is
the nearest. A colour passes when its contrast with the kept colour meets the threshold read both ways a
checker may read it: ColorAide's WCAG 2.1 contrast (luminance from the exact sRGB matrix row) and WCAG 2's
published formula (its rounded weights, Scripts/lib/wcag.py); the two differ in the fourth decimal, and a
suggestion must pass whichever a reader uses.

Used by Scripts/references/make-suggestion-references and Scripts/checks/check-suggestions.
"""
import math
import pathlib
import sys

from coloraide import Color

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import wcag  # noqa: E402  (Scripts/lib/wcag.py)

STEPS = 1000          # lightness steps over 0...1 (0.001 each)
CHROMA_BISECTIONS = 16


def hex8(rgb):
    return "#" + "".join(f"{v:02x}" for v in rgb)


def rgb8(hex_text):
    return [int(hex_text[i:i + 2], 16) for i in (1, 3, 5)]


def contrast(a_hex, b_hex):
    """ColorAide's WCAG 2.1 contrast of two colours."""
    return Color(a_hex).contrast(Color(b_hex), method="wcag21")


def wcag_contrast(a_hex, b_hex):
    """WCAG 2's published formula (rounded weights) on two 8-bit colours."""
    return wcag.ratio_of_luminances(wcag.luminance(rgb8(a_hex)), wcag.luminance(rgb8(b_hex)))


def passes(a_hex, b_hex, threshold):
    return contrast(a_hex, b_hex) >= threshold and wcag_contrast(a_hex, b_hex) >= threshold


def delta_e(a_hex, b_hex):
    return Color(a_hex).delta_e(Color(b_hex), method="2000")


def _in_gamut(coords, tolerance=1e-7):
    return all(-tolerance <= v <= 1 + tolerance for v in coords)


def _rounded(coords):
    return [round(min(max(v, 0.0), 1.0) * 255) for v in coords]


def line_point(lightness, chroma, hue):
    """The 8-bit sRGB colour at `lightness` on the line of (chroma, hue), chroma reduced into gamut."""
    full = Color("oklch", [lightness, chroma, hue]).convert("srgb").coords()
    if _in_gamut(full):
        return _rounded(full)
    low, high = 0.0, 1.0
    for _ in range(CHROMA_BISECTIONS):
        middle = (low + high) / 2
        if _in_gamut(Color("oklch", [lightness, chroma * middle, hue]).convert("srgb").coords()):
            low = middle
        else:
            high = middle
    return _rounded(Color("oklch", [lightness, chroma * low, hue]).convert("srgb").coords())


def line_colors(original_hex):
    """Every distinct 8-bit colour on the original's lightness line, in lightness order."""
    lch = Color(original_hex).convert("oklch")
    lightness, chroma, hue = lch.coords(nans=False)
    if math.isnan(hue):
        hue = 0.0
    seen = []
    for step in range(STEPS + 1):
        color = hex8(line_point(step / STEPS, chroma, hue))
        if not seen or seen[-1] != color:
            seen.append(color)
    return list(dict.fromkeys(seen))


def nearest_passing(original_hex, fixed_hex, threshold):
    """(hex, ColorAide contrast, ΔE00) of the nearest passing colour on the original's line, or None."""
    original = Color(original_hex)
    best = None
    for color in line_colors(original_hex):
        if not passes(color, fixed_hex, threshold):
            continue
        ratio = contrast(color, fixed_hex)
        difference = original.delta_e(Color(color), method="2000")
        if best is None or difference < best[2]:
            best = (color, ratio, difference)
    return best
