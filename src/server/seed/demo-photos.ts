import { createHash } from 'node:crypto';
import sharp from 'sharp';

// Pleasant, generated property photos for the demo data: a sky gradient, a
// sun, rolling hills or water, and a simple house, boat or tree, drawn as SVG
// and rendered by sharp. No network, and the same picture every run.

export type Scene = 'farm' | 'house' | 'boat' | 'hostel' | 'forest' | 'mountain';

type Palette = {
  skyTop: string;
  skyBottom: string;
  sun: string;
  land: [string, string];
  accent: string;
};

const PALETTES: Palette[] = [
  {
    skyTop: '#7dd3fc',
    skyBottom: '#fef3c7',
    sun: '#fbbf24',
    land: ['#65a30d', '#3f6212'],
    accent: '#b45309',
  },
  {
    skyTop: '#fda4af',
    skyBottom: '#fde68a',
    sun: '#f97316',
    land: ['#84cc16', '#4d7c0f'],
    accent: '#7c2d12',
  },
  {
    skyTop: '#a5b4fc',
    skyBottom: '#e0f2fe',
    sun: '#fde047',
    land: ['#22c55e', '#15803d'],
    accent: '#1e3a8a',
  },
  {
    skyTop: '#38bdf8',
    skyBottom: '#ecfeff',
    sun: '#facc15',
    land: ['#4ade80', '#166534'],
    accent: '#0f766e',
  },
  {
    skyTop: '#c4b5fd',
    skyBottom: '#fce7f3',
    sun: '#fb923c',
    land: ['#a3e635', '#65a30d'],
    accent: '#7f1d1d',
  },
];

/** A small deterministic number source from a name. */
function numbers(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest();
  let i = 0;
  return () => {
    if (i >= state.length) {
      state = createHash('sha256').update(state).digest();
      i = 0;
    }
    return (state[i++] ?? 0) / 255;
  };
}

function foreground(scene: Scene, p: Palette, w: number, h: number, r: () => number): string {
  const ground = h * 0.68;
  switch (scene) {
    case 'boat':
      return `<path d="M${w * 0.3} ${ground + 10} L${w * 0.7} ${ground + 10} L${w * 0.64} ${ground + 60} L${w * 0.36} ${ground + 60} Z" fill="#92400e"/>
        <rect x="${w * 0.49}" y="${ground - 170}" width="8" height="180" fill="#78350f"/>
        <path d="M${w * 0.5 + 8} ${ground - 160} L${w * 0.62} ${ground - 10} L${w * 0.5 + 8} ${ground - 10} Z" fill="#fff7ed"/>`;
    case 'forest':
    case 'mountain': {
      const trees = Array.from({ length: 7 }, (_, k) => {
        const x = w * (0.08 + k * 0.13 + r() * 0.04);
        const size = 60 + r() * 70;
        return `<path d="M${x} ${ground - size * 1.6} L${x + size / 2} ${ground + 10} L${x - size / 2} ${ground + 10} Z" fill="#166534" opacity="${0.75 + r() * 0.25}"/>`;
      }).join('');
      const peaks =
        scene === 'mountain'
          ? `<path d="M0 ${ground} L${w * 0.25} ${h * 0.25} L${w * 0.45} ${ground} Z" fill="#64748b"/><path d="M${w * 0.3} ${ground} L${w * 0.6} ${h * 0.18} L${w * 0.9} ${ground} Z" fill="#475569"/><path d="M${w * 0.55} ${h * 0.26} L${w * 0.6} ${h * 0.18} L${w * 0.65} ${h * 0.26} Z" fill="#f8fafc"/>`
          : '';
      return peaks + trees;
    }
    default: {
      const x = w * (0.35 + r() * 0.2);
      const width = scene === 'hostel' ? 320 : 220;
      const height = scene === 'hostel' ? 190 : 140;
      const windows = Array.from({ length: scene === 'hostel' ? 6 : 2 }, (_, k) => {
        const wx = x + 24 + (k % 3) * 90;
        const wy = ground - height + 30 + Math.floor(k / 3) * 70;
        return `<rect x="${wx}" y="${wy}" width="46" height="40" rx="4" fill="#fef9c3"/>`;
      }).join('');
      const barn =
        scene === 'farm'
          ? `<rect x="${w * 0.12}" y="${ground - 110}" width="150" height="110" fill="#b91c1c"/><path d="M${w * 0.12 - 10} ${ground - 110} L${w * 0.12 + 75} ${ground - 170} L${w * 0.12 + 160} ${ground - 110} Z" fill="#7f1d1d"/>`
          : '';
      return `${barn}<rect x="${x}" y="${ground - height}" width="${width}" height="${height}" fill="#fff7ed"/>
        <path d="M${x - 20} ${ground - height} L${x + width / 2} ${ground - height - 90} L${x + width + 20} ${ground - height} Z" fill="${p.accent}"/>
        ${windows}<rect x="${x + width - 70}" y="${ground - 70}" width="40" height="70" fill="${p.accent}"/>`;
    }
  }
}

/** A JPEG of the scene, the same bytes for the same name. */
export async function demoPhoto(
  name: string,
  scene: Scene,
  width = 1200,
  height = 800,
): Promise<Buffer> {
  const r = numbers(name);
  const p = PALETTES[Math.floor(r() * PALETTES.length)] ?? (PALETTES[0] as Palette);
  const ground = height * 0.68;
  const water = scene === 'boat';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
      <linearGradient id="land" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${water ? '#38bdf8' : p.land[0]}"/><stop offset="1" stop-color="${water ? '#075985' : p.land[1]}"/></linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * (0.15 + r() * 0.7)}" cy="${height * (0.15 + r() * 0.15)}" r="${50 + r() * 40}" fill="${p.sun}" opacity="0.9"/>
    <path d="M0 ${ground} Q ${width * 0.25} ${ground - 60 - r() * 60} ${width * 0.5} ${ground} T ${width} ${ground} V ${height} H 0 Z" fill="url(#land)"/>
    ${foreground(scene, p, width, height, r)}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
