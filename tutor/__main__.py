"""``python -m tutor``: the same as the ``tutor`` command."""

import sys

from tutor.cli import main

if __name__ == "__main__":
    sys.exit(main())
