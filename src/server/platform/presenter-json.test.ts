import { describe, expect, it } from 'vitest';
import { presenterJson } from './presenter-json';

describe('presenterJson', () => {
  it('writes the reply as built in production, and leaves the checking serializer elsewhere', () => {
    const compile = presenterJson('production').serializerCompiler;
    expect(compile).toBeDefined();
    const write = compile?.({ schema: {}, method: 'GET', url: '/api/explore', httpStatus: '200' });
    expect(write?.({ items: [{ id: 'a', fit: null }], nextCursor: null })).toBe(
      '{"items":[{"id":"a","fit":null}],"nextCursor":null}',
    );
    expect(presenterJson('test')).toEqual({});
    expect(presenterJson('development')).toEqual({});
  });
});
