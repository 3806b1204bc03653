import type { BlockCreate, BlockList, BlockResult } from '@shared/api/safety';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/guard';

// Blocks (issue 15). TODO(helper: blocks) implement.

export async function listBlocks(_db: Db, _viewer: Viewer): Promise<BlockList> {
  throw new Error('not implemented');
}

export async function blockPerson(
  _db: Db,
  _viewer: Viewer,
  _input: BlockCreate,
): Promise<{ result: BlockResult; created: boolean }> {
  throw new Error('not implemented');
}

export async function unblockPerson(_db: Db, _viewer: Viewer, _userId: string): Promise<void> {
  throw new Error('not implemented');
}
