import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import path from 'node:path';

/*
 * PostgreSQL runs detached from the app (so a Ctrl-C reaches the app first)
 * and has no option to stop when the process that started it dies. After a
 * `kill -9` of the app it would run on, without an owner, until the next start
 * (minutes, or for ever). The watchdog is a tiny shell that holds the read end
 * of a pipe whose write end only the app holds: the kernel closes that end
 * whenever the app ends, however it ends (kill -9, OOM killer, crash), even
 * while its parent has not reaped it yet. The shell's `read` then returns and
 * it asks the postmaster named in postmaster.pid for a fast shutdown, which
 * keeps every committed row. After a clean stop the lock file is gone and the
 * watchdog just exits. Reading the pid at that moment (not at start) keeps one
 * watchdog right across restarts by the supervisor.
 */
const SCRIPT = `
read -r _ignored
pidfile="$1"
[ -f "$pidfile" ] || exit 0
pid=$(head -n 1 "$pidfile")
case "$pid" in ''|*[!0-9]*) exit 0 ;; esac
if [ -r "/proc/$pid/cmdline" ] && ! grep -q postgres "/proc/$pid/cmdline"; then exit 0; fi
kill -INT "$pid" 2>/dev/null
exit 0
`;

/** Starts the watchdog of the cluster in `clusterDir`; it lives as long as this process. */
export function startOwnerWatchdog(clusterDir: string): void {
  const child = spawn(
    'sh',
    ['-c', SCRIPT, 'homestay-pg-watchdog', path.join(clusterDir, 'postmaster.pid')],
    {
      // Its own process group: a Ctrl-C or a signal to the app's group leaves it
      // alone; it acts only when the app is gone.
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    },
  );
  child.on('error', () => undefined);
  child.unref();
  // The pipe must not keep the app's event loop alive on its own.
  (child.stdin as Socket | null)?.unref();
}
