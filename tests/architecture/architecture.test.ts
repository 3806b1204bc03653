import { describe, expect, it } from 'vitest';
import {
  deepFeatureImports,
  foundationImportsOfFeatures,
  MAX_LINES,
  oversizedFiles,
  realtimeCasts,
  reExports,
} from './boundaries';
import { type ImportEdge, importCycles, importEdges, sourceFiles } from './import-graph';

// The structure of the code, held by a test (issue 13, decision 070): no
// import cycles, features reached only through what they offer, foundations
// that lean on no feature, small files, and realtime payloads narrowed by
// their kind, never cast.

const sourceTree = sourceFiles('src');
const edges = importEdges(sourceTree);
const show = (list: ImportEdge[]) => list.map((e) => `${e.from} -> ${e.to}`);

describe('the import graph of src/', () => {
  it('is read: every feature file is found and imports resolve', () => {
    expect(sourceTree.length).toBeGreaterThan(300);
    expect(edges.length).toBeGreaterThan(1000);
  });

  it('has no import cycle', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('reaches another feature only through its service or presenter (server) or api.ts and components/ (web)', () => {
    expect(show(deepFeatureImports(edges))).toEqual([]);
  });

  it('has no re-export: a thing is imported from the module that defines it', () => {
    expect(reExports(sourceTree)).toEqual([]);
  });

  it('keeps platform, db, web components and web lib free of any feature', () => {
    expect(show(foundationImportsOfFeatures(edges))).toEqual([]);
  });
});

describe('source files', () => {
  it(`stay under ${MAX_LINES} lines (seed data aside)`, () => {
    const files = [
      ...sourceTree,
      ...sourceFiles('tests'),
      ...sourceFiles('e2e'),
      ...sourceFiles('bench'),
    ];
    expect(oversizedFiles(files)).toEqual([]);
  });

  it('never cast a realtime payload: the client narrows the event union by kind', () => {
    expect(realtimeCasts(sourceTree)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const edge = (from: string, to: string): ImportEdge => ({ from, to, typeOnly: false });

  it('find a cycle of two and of three files, and none in a chain', () => {
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts')])).toEqual([['a.ts', 'b.ts']]);
    expect(
      importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts'), edge('c.ts', 'a.ts')]),
    ).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts')])).toEqual([]);
  });

  it('flag a deep import into another feature and let the public modules through', () => {
    const server = 'src/server/features';
    const web = 'src/web/features';
    const deep = [
      edge(`${server}/rewards/service.ts`, `${server}/chores/access.ts`),
      edge(`${web}/chores/components/a.tsx`, `${web}/rewards/pages/rewards-page.tsx`),
      edge(`${web}/chores/components/a.tsx`, `${web}/properties/labels.ts`),
      edge(`${web}/chores/components/a.tsx`, `${web}/auth/components/nested/b.tsx`),
    ];
    const allowed = [
      edge(`${server}/rewards/service.ts`, `${server}/chores/service.ts`),
      edge(`${server}/rewards/service.ts`, `${server}/profile/presenter.ts`),
      edge(`${server}/rewards/service.ts`, `${server}/rewards/access.ts`),
      edge(`${web}/chores/pages/p.tsx`, `${web}/properties/api.ts`),
      edge(`${web}/chores/pages/p.tsx`, `${web}/agreements/components/agreement-view.tsx`),
    ];
    expect(deepFeatureImports([...deep, ...allowed])).toEqual(deep);
  });

  it('flag a foundation that imports a feature', () => {
    const bad = edge('src/server/platform/x/y.ts', 'src/server/features/chores/service.ts');
    const fine = edge('src/server/features/chores/service.ts', 'src/server/platform/x/y.ts');
    expect(foundationImportsOfFeatures([bad, fine])).toEqual([bad]);
  });

  it('spot a re-export, forwarded or of an imported name', () => {
    expect(reExports(['tests/architecture/fixtures/re-exports.ts'])).toHaveLength(2);
  });

  it('spot a cast of a realtime payload', () => {
    expect(realtimeCasts(['tests/architecture/fixtures/casts-realtime.ts'])).toHaveLength(2);
  });
});
