// The one database schema: each feature's tables live in their own file here
// and are re-exported so Drizzle and drizzle-kit see them all.
export * from './account-data';
export * from './agreements';
export * from './auth';
export * from './backups';
export * from './chores';
export * from './discovery';
export * from './jobs';
export * from './mail-opt-outs';
export * from './memberships';
export * from './messaging';
export * from './notifications';
export * from './profiles';
export * from './properties';
export * from './push';
export * from './realtime';
export * from './request-limits';
export * from './reviews';
export * from './safety';
