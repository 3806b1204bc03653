import { bareFastify } from './bare-fastify';
import { dbRead } from './db-read';
import { exploreSearch } from './explore-search';
import { homestayApp } from './homestay-app';
import { signedInApp } from './signed-in-app';
import type { Target } from './target';

/** Every server the target process starts, in order. Add new ones here. */
export const targets: Target[] = [bareFastify, homestayApp, signedInApp, dbRead, exploreSearch];
