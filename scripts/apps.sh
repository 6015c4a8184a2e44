#!/usr/bin/env bash
# Serve the four Panel apps (ladder, quiz, split, explain) on http://127.0.0.1:5006 with `panel serve`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
exec .venv/bin/tutor apps "$@"
