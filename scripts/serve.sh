#!/usr/bin/env bash
# Build the static site (if needed) and serve the tutor on http://127.0.0.1:8000
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
exec .venv/bin/tutor serve "$@"
