/** Node's flags for the app's server process (npm start, the cluster, the benches). */
export const SERVER_NODE_FLAGS: string[];
