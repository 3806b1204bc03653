#!/usr/bin/env bash
# apt-get install for CI, patient with another process holding the apt/dpkg
# lock (unattended upgrades, a parallel job): waits and retries. Needs root.
set -euo pipefail
if [ "$(id -u)" != 0 ]; then
  echo "Installing $* needs root (apt-get); install it by hand and run again." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# Keep configuration written before the install (postgres15.sh turns off the
# default cluster) instead of asking.
export UCF_FORCE_CONFFOLD=1
retry() {
  local attempt
  for attempt in $(seq 1 30); do
    if "$@" </dev/null; then return 0; fi
    echo "apt busy or failing (attempt $attempt of 30); retrying in 10 s" >&2
    sleep 10
  done
  return 1
}
retry apt-get -o DPkg::Lock::Timeout=120 -o Acquire::Retries=3 update -qq
retry apt-get -o DPkg::Lock::Timeout=120 -o Acquire::Retries=3 \
  -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold \
  install -y -qq "$@"
