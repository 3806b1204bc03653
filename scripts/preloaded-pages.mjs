// Signed-in pages whose HTML names their code (issue 20; decision 151). A
// signed-in first load of the host's dashboard waited for the app's entry to
// download and run before its route fetched the page's and the signed-in
// shell's chunks (some 60 files). dist/web/preloaded/<name>.html is index.html
// with a modulepreload for each of them, so they download beside the entry.
// The server answers the page's path with it when the request carries a
// session cookie (src/server/platform/static-files.ts, PRELOADED_PAGES);
// anyone else gets index.html. Read from Vite's build manifest.
import fs from 'node:fs/promises';
import path from 'node:path';

/** The pages, by path: the name of their file under preloaded/ (the server's list too). */
export const PRELOADED_PAGES = { '/dashboard': 'dashboard' };

/**
 * The source modules (Vite manifest keys) each page's route loads: its page,
 * the shell, and the list of the route's catalogue namespaces.
 */
const PAGE_MODULES = {
  dashboard: [
    'features/dashboard/pages/dashboard-page.tsx',
    'app/signed-in-shell.tsx',
    'app/route-namespaces.ts',
  ],
};

/** The files `keys` import statically, themselves included, in load order. */
function chunkFiles(manifest, keys) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Preloaded pages: ${key} is not a chunk of the build.`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(`/${chunk.file}`);
  };
  for (const key of keys) visit(key);
  return files;
}

/** Writes dist/web/preloaded/; returns how many pages. */
export async function writePreloadedPages({ webRoot, quiet = false }) {
  const manifest = JSON.parse(await fs.readFile(path.join(webRoot, '.vite/manifest.json'), 'utf8'));
  const template = await fs.readFile(path.join(webRoot, 'index.html'), 'utf8');
  const outDir = path.join(webRoot, 'preloaded');
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.mkdir(outDir, { recursive: true });
  for (const name of Object.values(PRELOADED_PAGES)) {
    const links = chunkFiles(manifest, PAGE_MODULES[name])
      // What index.html loads already (the entry and its preloads).
      .filter((file) => !template.includes(`"${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
    if (!template.includes('</head>'))
      throw new Error('Preloaded pages: index.html has no </head>.');
    const html = template.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    await fs.writeFile(path.join(outDir, `${name}.html`), html);
  }
  const count = Object.keys(PRELOADED_PAGES).length;
  if (!quiet) console.log(`Preloaded pages: ${count} (dist/web/preloaded)`);
  return count;
}
