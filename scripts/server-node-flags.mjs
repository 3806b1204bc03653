// Node's flags for the app's server process: `npm start` (package.json),
// `npm run cluster` and the benches run it with these (docs/decisions/153).
//
// --max-semi-space-size=32: a young generation of up to 3 × 32 MB instead of
// 3 × 16 MB. A request's garbage (SQL text, rows, the reply) dies young; with
// twice the room, half as many scavenges, and fewer objects live long enough
// to be promoted. Explore at 50 connections spent ~12 % of the server's CPU
// in the collector; its CPU per request fell ~20 % (1.7 -> 1.4 ms), at the
// cost of up to ~48 MB more memory per process under load.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
