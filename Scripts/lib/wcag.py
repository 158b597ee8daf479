"""WCAG 2's relative luminance and contrast ratio, shared by the Python scripts in Scripts/.

https://www.w3.org/TR/WCAG22/#dfn-relative-luminance and #dfn-contrast-ratio, with the sRGB
decode's threshold at 0.04045 (IEC 61966-2-1; WCAG 2's older text writes 0.03928, which no 8-bit
value falls between). Pure Python, no dependencies; `linear_array` alone takes a numpy array.

The scripts are run as executables, not as a package, so they import this file by path:

    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "lib"))
    import wcag

Every function keeps the exact order of operations of the copies it replaced, so every figure the
scripts print or write is bit for bit what it was.
"""

# The published (rounded) weights of linear R, G and B in WCAG 2's relative luminance.
COEFFICIENTS = (0.2126, 0.7152, 0.0722)


def linear(c):
    """One sRGB channel from 0 to 1, made linear."""
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def linear_array(values):
    """`linear` over a numpy array of 8-bit channel values (0 to 255, any shape), as floats."""
    import numpy
    v = values / 255.0
    return numpy.where(v <= 0.04045, v / 12.92, ((v + 0.055) / 1.055) ** 2.4)


def luminance_of_linear(r, g, b):
    """Relative luminance of linear R, G, B (0 to 1), however they were linearised."""
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def luminance(rgb):
    """Relative luminance of an 8-bit sRGB colour (r, g, b), each 0 to 255."""
    r, g, b = rgb
    return luminance_of_linear(linear(r / 255), linear(g / 255), linear(b / 255))


def rgb_of_hex(colour):
    """(r, g, b) of "#rrggbb"; anything after the sixth digit (an alpha) is ignored."""
    return [int(colour[i:i + 2], 16) for i in (1, 3, 5)]


def luminance_of_hex(colour):
    return luminance(rgb_of_hex(colour))


def ratio_of_luminances(a, b):
    """The contrast ratio of two relative luminances, in either order: 1 to 21."""
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def contrast(a, b):
    """The contrast ratio of two 8-bit sRGB colours (r, g, b)."""
    return ratio_of_luminances(luminance(a), luminance(b))


def contrast_of_hex(a, b):
    """The contrast ratio of two "#rrggbb" colours."""
    return ratio_of_luminances(luminance_of_hex(a), luminance_of_hex(b))
