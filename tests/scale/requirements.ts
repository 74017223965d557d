/**
 * The scale suites need Debian's redis-server/redis-cli (a Redis Cluster) and pgbouncer. On a
 * developer's machine without them a suite skips, saying why. Under CI (`CI=true`, which
 * `.ci/run` sets) a missing binary fails the file loudly instead: CI installs them, so a skip
 * there would hide that the suite never ran (issue 40).
 */
export function skipUnlessPresent(file: string, missing: string | null, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!missing) return false;
  if (env.CI === 'true' || env.CI === '1') {
    throw new Error(`${file} cannot run under CI: ${missing}. .ci/run installs pgbouncer and redis-server; install them, do not skip.`);
  }
  console.warn(`${file} skipped: ${missing}`);
  return true;
}
