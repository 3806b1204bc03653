/**
 * The pool's size when DATABASE_POOL_SIZE is unset (decision 159). The
 * embedded database runs on this machine's cores, so the pool is sized to
 * them: twice the cores. Every connection past that is one more backend
 * taking turns on the same cores; at Explore's 50 connections on 2 cores, 10
 * of them made a query wait for its slice and put the p99 at twice the
 * median, where 4 met the budget. A database elsewhere has cores this
 * process cannot count: node-postgres's own 10.
 */
export function defaultPoolSize(databaseUrl: string | undefined, cores: number): number {
  if (databaseUrl) return 10;
  return Math.min(100, Math.max(2, 2 * cores));
}
