import { existsSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import packageJson from './package.json' with { type: 'json' };
import { compileCatalogue } from './src/shared/i18n/compiled-messages.ts';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@shared': fromRoot('./src/shared'),
  '@server': fromRoot('./src/server'),
  '@web': fromRoot('./src/web'),
  '@tests': fromRoot('./tests'),
};

/**
 * The browser's module names: the aliases above, and 'zod' as the browser
 * has it (src/web/lib/zod-browser.ts: generated parsers off for the CSP,
 * schemas made on first use). The web tests use the same (vitest.config.ts).
 */
export const browserAliases = [
  ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
  { find: /^zod$/, replacement: fromRoot('./src/web/lib/zod-browser.ts') },
];

// The installable app (issue 16; docs/decisions/121-pwa-service-worker.md):
// the web app manifest, and the service worker src/web/sw/sw.ts built in
// injectManifest mode. The page registers it itself (src/web/lib/pwa), in
// production builds only, and asks before a new version takes over.
/**
 * The pages precached with the shell, so they open offline even when their
 * code was fetched before the service worker took over (issue 16's list:
 * the pages a helper reads on a dead signal). Any other page's code is
 * cached when first loaded (the 'homestay-assets' route of src/web/sw/sw.ts).
 */
const OFFLINE_PAGES = [
  'features/welcome/pages/welcome-page.tsx',
  'features/dashboard/pages/dashboard-page.tsx',
  'features/notifications/pages/notifications-page.tsx',
  'features/chores/pages/chores-page.tsx',
  'features/chores/pages/chore-details-page.tsx',
  'features/messaging/pages/inbox-page.tsx',
  'features/messaging/pages/chat-page.tsx',
  'features/properties/pages/properties-page.tsx',
  'features/properties/pages/property-details-page.tsx',
  'features/onboarding/pages/onboarding-page.tsx',
  'features/agreements/pages/agreement-form-page.tsx',
  'features/agreements/pages/review-agreement-page.tsx',
  'features/rewards/pages/rewards-page.tsx',
];

/**
 * The app's own pages (not found, route error, restricted, an account
 * waiting for deletion): lazy, and precached.
 */
const APP_PAGES = [
  'app/pages/not-found-page.tsx',
  'app/pages/route-error-page.tsx',
  'app/restricted-page.tsx',
  'features/account-data/pages/deletion-pending-page.tsx',
];

/**
 * The pages a new visitor opens first (public, outside the shell). Their
 * icons stay out of the shared icons chunk (ownIconsOf), or each of these
 * pages would load every icon the app shares (decision 148).
 */
const PUBLIC_PAGES = [
  'features/landing/pages/landing-page.tsx',
  'features/auth/pages/login-page.tsx',
  'features/auth/pages/signup-page.tsx',
];

/** Where an import in `from` of src/web or src/shared resolves, or null (a package). */
function resolveSource(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@web/')
    ? fromRoot(`./src/web/${specifier.slice(5)}`)
    : specifier.startsWith('@shared/')
      ? fromRoot(`./src/shared/${specifier.slice(8)}`)
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

const STATIC_IMPORT = /^import\s+(?:type\s+)?([^;]*?)\s+from\s+'([^']+)';/gms;

/**
 * The sources of the given pages of src/web and of every module of src/web
 * and src/shared they import statically (what a dynamic import() brings
 * loads later anyway), by file.
 */
function staticSourcesOf(pages: string[]): Map<string, string> {
  const sources = new Map<string, string>();
  const visit = (file: string) => {
    if (sources.has(file)) return;
    const source = readFileSync(file, 'utf8');
    sources.set(file, source);
    for (const [, , specifier = ''] of source.matchAll(STATIC_IMPORT)) {
      const next = resolveSource(file, specifier);
      if (next) visit(next);
    }
  };
  for (const page of pages) visit(fromRoot(`./src/web/${page}`));
  return sources;
}

/**
 * The lucide icon files (`triangle-exclamation-point`) the given pages of
 * src/web use, through their static imports of src/web and src/shared: read
 * from the sources, and mapped from the names imported (`TriangleAlert`) to
 * files by lucide-react's own index.
 */
function iconFilesOf(pages: string[]): Set<string> {
  const index = readFileSync(
    fromRoot('./node_modules/lucide-react/dist/esm/lucide-react.mjs'),
    'utf8',
  );
  const fileOf = new Map<string, string>();
  for (const [, names = '', file = ''] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const name of names.matchAll(/as (\w+)/g)) fileOf.set(name[1] ?? '', file);
  }
  const icons = new Set<string>();
  for (const source of staticSourcesOf(pages).values()) {
    for (const [, names = '', specifier = ''] of source.matchAll(STATIC_IMPORT)) {
      if (specifier !== 'lucide-react') continue;
      for (const name of names.replace(/[{}]/g, '').split(',')) {
        const file = fileOf.get(name.replace(/^\s*type\s+/, '').trim());
        if (file) icons.add(file);
      }
    }
  }
  return icons;
}

/** The namespaces i18n starts with, before any page (src/web/lib/i18n/i18n.ts's `ns`). */
const STARTING_NAMESPACES = ['common', 'labels', 'validation', 'shell'];

/**
 * The catalogue namespaces each route's page names in `useTranslation(...)`
 * through its static imports, by route id (the pages of src/web/app/router.tsx's
 * `pageModules`). The router starts loading them with the page's code
 * (src/web/app/route-namespaces.ts), so a page does not render, suspend on
 * its texts and only then fetch them (decision 151). A namespace the page
 * loads another way is simply not fetched early.
 */
function routeNamespaces(): Record<string, string[]> {
  const router = readFileSync(fromRoot('./src/web/app/router.tsx'), 'utf8');
  const byRoute: Record<string, string[]> = {};
  const pages = [...router.matchAll(/(\w+):\s*\(\)\s*=>\s*import\(\s*'@web\/([^']+)',?\s*\)/g)];
  // Every page import of the router read, whatever the formatter did to it.
  if (pages.length === 0 || pages.length !== router.split("import('@web/").length - 1)
    throw new Error('routeNamespaces: the pages of src/web/app/router.tsx were not all read');
  for (const [, id = '', page = ''] of pages) {
    const namespaces = new Set<string>();
    for (const source of staticSourcesOf([`${page}.tsx`]).values()) {
      for (const [, list = ''] of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[\w-]+')/g))
        for (const [, name = ''] of list.matchAll(/'([\w-]+)'/g)) namespaces.add(name);
    }
    for (const loaded of STARTING_NAMESPACES) namespaces.delete(loaded);
    if (namespaces.size > 0) byRoute[id] = [...namespaces].sort();
  }
  return byRoute;
}

interface ViteManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  /** Files the chunk names by URL (the entry's Intl warm-up worker). */
  assets?: string[];
  isEntry?: boolean;
}

/**
 * Keeps in the precache the files outside /assets (index.html, icons, the
 * web manifest) and, under /assets, only the entry and OFFLINE_PAGES with
 * everything they import statically (read from Vite's build manifest), so
 * the precache stays under its 400 KB budget (scripts/check-precache.mjs).
 */
const onlyTheShell: ManifestTransform = async (entries) => {
  const outDir = fromRoot('./dist/web');
  const chunks: Record<string, ViteManifestChunk> = JSON.parse(
    await fs.readFile(`${outDir}/.vite/manifest.json`, 'utf8'),
  );
  const keep = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || keep.has(chunk.file)) return;
    keep.add(chunk.file);
    for (const css of chunk.css ?? []) keep.add(css);
    for (const asset of chunk.assets ?? []) keep.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(chunks)) {
    // workbox-window is imported lazily (src/web/lib/pwa), yet needed at every start.
    if (chunk.isEntry || key.includes('node_modules/workbox-window/')) visit(key);
  }
  // The signed-in shell (header, menus, bell) frames every offline page;
  // the app's own pages (src/web/app/app-pages.tsx) load as any page does.
  for (const page of ['app/signed-in-shell.tsx', ...APP_PAGES, ...OFFLINE_PAGES]) {
    if (!chunks[page]) throw new Error(`OFFLINE_PAGES: ${page} is not a chunk of the build`);
    visit(page);
  }
  return {
    manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url)),
    warnings: [],
  };
};

const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  // The icons are in globPatterns already; listing them twice would precache them twice.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Homestay',
    short_name: 'Homestay',
    description: packageJson.description,
    lang: 'en',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    // The light scheme's --background (src/web/styles.css), as the
    // theme-color meta of index.html: the title bar blends with the page.
    theme_color: '#fbf7f1',
    background_color: '#fbf7f1',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // The app shell: code, styles, the page, the icons. Not the source maps
    // (only DevTools reads them), not the precompressed .br/.gz twins
    // (written after this step anyway); under /assets, only the shell.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    manifestTransforms: [onlyTheShell],
  },
});

/** A lucide icon module's file name (`arrow-right`), or null for any other module. */
const lucideIconFile = (id: string) =>
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.m?js$/.exec(id)?.[1] ?? null;

/** The public pages' icons, one small chunk of their own: see PUBLIC_PAGES. */
const PUBLIC_ICONS = iconFilesOf(PUBLIC_PAGES);
/** Icons kept out of the shared icons chunk: the public pages' and the app pages'. */
const OWN_ICONS = new Set([...PUBLIC_ICONS, ...iconFilesOf(APP_PAGES)]);

/** The pages the landing page links to (its footer): the likeliest after it. */
const LANDING_LINKED_PAGES = [
  'features/terms/pages/terms-page.tsx',
  'features/privacy/pages/privacy-page.tsx',
];

/**
 * The other pages a signed-out visitor opens (a link in a mail, the terms
 * from the landing page's footer, the introduction): they must not load the
 * 'signed-in' chunk (below) for a module or two of it.
 */
const SIGNED_OUT_PAGES = [
  'features/welcome/pages/welcome-page.tsx',
  'features/auth/pages/role-select-page.tsx',
  'features/auth/pages/reset-password-page.tsx',
  'features/memberships/pages/stop-invitations-page.tsx',
  'features/auth/pages/email-change-undo-page.tsx',
  ...LANDING_LINKED_PAGES,
];

/**
 * The app's own modules the signed-in shell and the offline pages import:
 * read once, for both groups below.
 */
const SIGNED_IN_SOURCES = [
  ...staticSourcesOf(['app/signed-in-shell.tsx', ...OFFLINE_PAGES]).keys(),
];

/**
 * The app's own modules (src/web, src/shared) that the signed-in shell and
 * the offline pages import, less those the first paint or a page a
 * signed-out visitor opens reaches: the 'signed-in' chunk's candidates. Split by rolldown's default,
 * they were some 45 files of 1-3 KB on the way to the dashboard, each a
 * request in turn on a phone's six connections (docs/performance.md, "First
 * paint on a phone"). All of them load with the shell and are precached.
 */
const SIGNED_IN_SHARED = (() => {
  const firstPaint = staticSourcesOf(['main.tsx', ...PUBLIC_PAGES, ...SIGNED_OUT_PAGES]);
  return new Set(SIGNED_IN_SOURCES.filter((file) => !firstPaint.has(file)));
})();

/**
 * The app's modules the signed-in shell and the offline pages share with a
 * page a signed-out visitor opens later (the introduction, a mailed link's
 * page), less those of the first paint and of the pages the landing page
 * links to (the terms, privacy): the 'app-shared' chunk's candidates.
 * Outside 'signed-in' so those pages load 8 KB rather than 30; in one chunk
 * rather than some 20 of 0.2-1.7 KB on the way to the dashboard.
 */
const APP_SHARED = (() => {
  const firstPaint = staticSourcesOf(['main.tsx', ...PUBLIC_PAGES, ...LANDING_LINKED_PAGES]);
  return new Set(
    SIGNED_IN_SOURCES.filter((file) => !firstPaint.has(file) && !SIGNED_IN_SHARED.has(file)),
  );
})();

/** A catalogue of src/shared/i18n/catalogues: its language is the folder, its namespace the file. */
const CATALOGUE_FILE =
  /[\\/]src[\\/]shared[\\/]i18n[\\/]catalogues[\\/]([\w-]+)[\\/]([\w-]+)\.json$/;

/**
 * The namespaces i18n.ts loads before the first render (its `ns`). One
 * added there and not here still loads, as a file of its own.
 */
const START_NAMESPACES = new Set(['common', 'labels', 'validation', 'shell']);

/** The language of a catalogue every page starts with, or null. */
function startCatalogueLocale(id: string): string | null {
  const [, locale = '', namespace = ''] = CATALOGUE_FILE.exec(id) ?? [];
  return START_NAMESPACES.has(namespace) ? locale : null;
}

/**
 * The catalogues' ICU messages parsed at build time, and no ICU parser in
 * the browser (decision 151): each catalogue reaches the app with its
 * messages as plain text or as intl-messageformat's syntax tree
 * (src/shared/i18n/compiled-messages.ts), and intl-messageformat is built
 * with formatjs's parser-free entry. Build only: the dev server and the
 * tests read the catalogues as written, with the parser.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'homestay:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser') return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, {
        skipSelf: true,
      });
    },
    transform(code, id) {
      const locale = CATALOGUE_FILE.exec(id)?.[1];
      if (!locale) return null;
      // Still JSON: Vite's own JSON step makes the module of it.
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code), locale)), map: null };
    },
  };
}

/**
 * react-router's own production build in the web build: its package.json
 * sends every bundler to its development build (react-router issues 12532,
 * 14102), whose dev warnings cost the first paint's code about 0.5 KB gzip.
 * The two builds differ in that flag alone. The dev server keeps the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'homestay:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'react-router') return null;
      const development = await this.resolve(source, importer, { skipSelf: true });
      return (
        development?.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2') ?? null
      );
    },
  };
}

// The web app lives in src/web and is built into dist/web, which the Fastify
// server serves in production (see src/server/platform/static-files.ts).
export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [precompiledMessages(), reactRouterProductionBuild(), react(), tailwindcss(), pwa],
  define: {
    // Read by src/web/app/route-namespaces.ts; undefined in the tests (vitest.config.ts).
    'import.meta.env.ROUTE_NAMESPACES': JSON.stringify(routeNamespaces()),
  },
  resolve: {
    alias: browserAliases,
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the chunk graph the precache is chosen from (onlyTheShell).
    manifest: true,
    // No <link rel=modulepreload> added by code for the files a lazy chunk
    // imports (decision 162): each costs the main thread about 0.75 ms to
    // start, 49 of them on the dashboard's first load, and the browser finds
    // those imports itself when the chunk arrives. The HTML's own preloads
    // (the entry's imports, found by the parser at no such cost) stay, and a
    // lazy chunk's CSS is still loaded.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // Hashed file names let the server cache /assets/* for a year.
    assetsDir: 'assets',
    // Leaflet's CSS names its own marker and layer-switcher images, which the
    // app's map never shows (docs/decisions/146-leaflet-map.md): as files
    // they are fetched only if used; inlined, the map's chunk would carry
    // them (3.4 KB gzip).
    assetsInlineLimit: (file) =>
      /[\\/]node_modules[\\/]leaflet[\\/]/.test(file) ? false : undefined,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod and the module that turns its generated parsers off
            // (src/web/lib/zod-browser.ts) in one chunk of their own, loaded
            // by the first page that makes a schema.
            // Icons shared by several pages in one chunk: as a chunk each
            // (some 70 of 0.3 KB), they cost more in file overhead than in
            // code. Not those of the public pages and the app's own
            // (OWN_ICONS), or each of them would load the whole chunk.
            // React and lucide's icon renderer first, in a chunk the first
            // paint loads anyway: a group takes its modules' dependencies
            // along, and the icons group would otherwise take them into its
            // own and make the first paint load every shared icon.
            // The texts every page starts with (i18n.ts's `ns`), one chunk
            // per language rather than four files in turn on every first load.
            {
              name: (id) => {
                const locale = startCatalogueLocale(id);
                return locale ? `texts-${locale}` : null;
              },
              test: (id) => startCatalogueLocale(id) !== null,
              priority: 30,
            },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/]((react|react-dom|scheduler)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]|lucide-react))/,
              priority: 20,
            },
            {
              name: 'public-icons',
              priority: 15,
              test: (id) => PUBLIC_ICONS.has(lucideIconFile(id) ?? ''),
            },
            {
              name: 'icons',
              priority: 10,
              test: (id) => {
                const icon = lucideIconFile(id);
                return icon !== null && !OWN_ICONS.has(icon);
              },
              minShareCount: 2,
            },
            // The signed-in pages' shared code in one chunk (SIGNED_IN_SHARED):
            // only what at least two chunks share, so a module of one page
            // stays with that page.
            {
              name: 'signed-in',
              priority: 5,
              test: (id) => SIGNED_IN_SHARED.has(id.split('?')[0] ?? id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'app-shared',
              priority: 4,
              test: (id) => APP_SHARED.has(id.split('?')[0] ?? id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]web[\\/]lib[\\/]zod-browser\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
});
