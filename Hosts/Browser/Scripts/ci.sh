#!/usr/bin/env bash
# The browser host's CI: installs Chromium, chromedriver and Selenium when missing, builds the package,
# runs its Swift tests, the Selenium tests in headless Chromium (RideApp's, a smoke test of every mini-app, experiments),
# a 300-step random walk and the load test (100 sessions x 100 steps). Every step has a time limit; a failing
# browser test saves a screenshot under Hosts/Browser/Screenshots/failures/. Measured from a cold build on
# 2 cores shared with other builds (load average about 20): 496 s, of which 352 s is the build; 156 s warm.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
step() { echo "== browser: $1 (at $((SECONDS - started)) s)"; }
sudo_if_needed() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

step "Chromium, chromedriver and Selenium"
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    sudo_if_needed timeout 300 apt-get update -qq
    sudo_if_needed env DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y -qq chromium chromium-driver >/dev/null
fi
python3 -c "import selenium" 2>/dev/null || timeout 300 python3 -m pip install -q selenium
command -v chromium >/dev/null && command -v chromedriver >/dev/null && python3 -c "import selenium" \
    || { echo "Chromium, chromedriver or Selenium is missing and could not be installed; the browser tests cannot run." >&2; exit 1; }

step "swift build --build-tests (limit 10 min)"
timeout --kill-after=10 600 swift build --build-tests -Xswiftc -warnings-as-errors

step "Swift tests (limit 2 min)"
timeout --kill-after=10 120 swift test --skip-build

export PYTHONDONTWRITEBYTECODE=1
step "Selenium tests in headless Chromium: RideApp, a smoke test of every mini-app, experiments (limit 4 min)"
(cd Selenium && timeout --kill-after=10 240 python3 -W ignore -m unittest -v test_ride test_apps test_experiments)

step "random walk, ${WALK_STEPS:-300} steps (limit 5 min)"
WALK_STEPS="${WALK_STEPS:-300}" timeout --kill-after=10 300 python3 -W ignore Selenium/random_walk.py

step "load: ${LOAD_SESSIONS:-100} sessions x ${LOAD_STEPS:-100} steps (limit 3 min)"
timeout --kill-after=10 180 python3 Selenium/load.py --sessions "${LOAD_SESSIONS:-100}" --steps "${LOAD_STEPS:-100}"

step "done"
