// The one database schema: each feature's tables live in their own file here
// and are re-exported so Drizzle and drizzle-kit see them all.
export * from './auth';
export * from './memberships';
export * from './notifications';
export * from './profiles';
export * from './properties';
export * from './request-limits';
