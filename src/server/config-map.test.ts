import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('MAP_TILE_URL and MAP_TILE_ATTRIBUTION', () => {
  it('default to OpenStreetMap’s tiles and its credit, linked to its copyright page', () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution:
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    });
  });

  it('read a tile server with subdomains or retina tiles, and a credit with links', () => {
    const config = loadConfig({
      MAP_TILE_URL: 'https://{s}.tiles.example.com/base/{z}/{x}/{y}{r}.png?key=abc',
      MAP_TILE_ATTRIBUTION:
        '&copy; <a href="https://example.com/copyright">Example Maps</a> &amp; <a href="https://www.openstreetmap.org/copyright">OSM</a>',
    });
    expect(config.map.tileUrl).toBe(
      'https://{s}.tiles.example.com/base/{z}/{x}/{y}{r}.png?key=abc',
    );
    expect(config.map.tileAttribution).toContain('Example Maps');
  });

  it('stops start with one line naming MAP_TILE_URL when it is not a tile URL', () => {
    for (const bad of [
      'tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://tile.openstreetmap.org/{z}/{x}.png',
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'https://tiles.{s}.example.com/{z}/{x}/{y}.png',
      'https://tiles.example.com/{z}/{x}/{y}/{style}.png',
      'https://user:pass@tiles.example.com/{z}/{x}/{y}.png',
    ]) {
      expect(problemsOf({ MAP_TILE_URL: bad }), bad).toEqual([
        `Invalid configuration: MAP_TILE_URL must be an http(s) URL of map tiles with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png (got ${JSON.stringify(bad.length > 60 ? `${bad.slice(0, 57)}...` : bad)})`,
      ]);
    }
  });

  it('stops start when the credit holds HTML other than plain links', () => {
    for (const bad of [
      '<script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="https://x.example" onclick="alert(1)">x</a>',
      '<img src=x onerror=alert(1)>',
      'OSM <b>contributors</b>',
    ]) {
      const problems = problemsOf({ MAP_TILE_ATTRIBUTION: bad });
      expect(problems, bad).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^Invalid configuration: MAP_TILE_ATTRIBUTION must be text with links written <a href="https:\/\/…">…<\/a> and no other HTML/,
      );
    }
    expect(problemsOf({ MAP_TILE_ATTRIBUTION: 'x'.repeat(501) })[0]).toMatch(
      /MAP_TILE_ATTRIBUTION must be at most 500 characters/,
    );
  });
});
