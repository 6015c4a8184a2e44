#!/usr/bin/env bash
# Serve the Panel apps (ladder, quiz, split, explain) and the drills on http://127.0.0.1:5006 with `panel serve`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
exec .venv/bin/tutor apps "$@"
