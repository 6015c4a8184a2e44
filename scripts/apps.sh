#!/usr/bin/env bash
# Serve every widget kind (ladder, quiz, split, explain, the drills, Raspisnoy) on http://127.0.0.1:5006 with Panel's server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
exec .venv/bin/tutor apps "$@"
