// A test that starts a child process (a second app instance, the period-close script) hands it the
// clock of the run: when the run's clock is shifted with libfaketime (README, "a month's last
// evening"), the child must read the same shifted time, or heartbeats and dates disagree.

/** LD_PRELOAD / FAKETIME of this run, for a child process's environment. */
export function clockShift(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ["LD_PRELOAD", "FAKETIME"]) {
    const v = process.env[k];
    if (v) out[k] = v;
  }
  return out;
}
