"""Heading ids for the lessons (``mkdocs.yml`` -> ``toc.slugify``).

Unicode-aware (a Russian heading keeps its words instead of becoming ``-``), and never
starting with a digit, so the theme's ``querySelector('#id')`` accepts every id.
"""

from __future__ import annotations

from markdown.extensions.toc import slugify_unicode  # type: ignore[import-untyped]


def slugify(value: str, separator: str) -> str:
    """A CSS-safe, unicode slug.

    >>> slugify("5-card Omaha", "-")
    'h-5-card-omaha'
    >>> slugify("Как сравнивают руки", "-")
    'как-сравнивают-руки'
    >>> slugify("?!", "-")
    'h'
    """
    slug = str(slugify_unicode(value, separator)).strip(separator)
    if not slug or not slug[0].isalpha():
        slug = "h" + (separator + slug if slug else "")
    return slug
