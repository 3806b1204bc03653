// `npm start`: builds when the sources are newer than the last build, then runs
// the built server in this very process (so signals reach it directly).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await ensureBuilt();
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
