import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { withModulePreloads, type Manifest } from './module-preloads.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Where the server finds the prerendered pages: a path → file table beside them. */
export const PRERENDERED_DIR = 'prerendered';

/** modules: the route modules of the page's paths; headerModules: the header's, on a signed-in page; sectionModules: an administration section's; role: whose page. */
/** tableKeys: the page's keys in the server's table, when not its paths (a TECH administrator's shell, src/prerender.tsx). */
/** readModules: on a signed-in page, what its first reads need, preloaded before the rest and at the usual priority. */
type Page = {
  paths: string[];
  file: string;
  title?: string;
  modules: string[];
  headerModules?: string[];
  sectionModules?: string[];
  readModules?: string[];
  role?: string;
  earlyReadsScript?: string;
  adminRole?: 'TECH' | 'SITE';
  tableKeys?: string[];
};
type PrerenderEntry = {
  prerenderedPages: Page[];
  preloadedPages: Page[];
  render: (path: string) => Promise<string>;
  renderShell: (path: string, role: string, adminRole?: 'TECH' | 'SITE') => Promise<string>;
};

/**
 * The mark of a signed-in page's shell on #root: main.tsx renders the app over it instead of hydrating it
 * (the running page is the user's, the shell no one's).
 */
export const SHELL_ATTRIBUTE = 'data-signed-in-shell';

/**
 * index.html with its style sheet written in a <style> element instead of linked (the page's policy allows
 * inline styles, not scripts): a page written at build paints from its HTML alone, one round trip sooner (on
 * Chromium's Slow 3G, 2 s: the signed-in shell painted at 4.9 s with the link). About 9 KB compressed in each
 * such page; the SPA's own index.html, for every other path, keeps the link.
 */
export async function withInlineStyleSheet(template: string, outDir: string) {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  if (links.length === 0) throw new Error("index.html n'a plus de feuille de style liée : le prérendu ne sait quoi écrire dans la page.");
  let html = template;
  for (const [link, file] of links) {
    const css = await readFile(path.join(outDir, file!), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${file} contient « </style » : il ne peut être écrit dans la page.`);
    // The link stays, disabled (not fetched): Vite's loader looks for it before each first import() of a lazy
    // chunk that lists the sheet, and without it fetched the sheet again and held the import until it came.
    html = html.replace(link, () => `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`);
  }
  return html;
}

/**
 * A signed-in shell with the script starting its first reads (src/prerender.tsx) first in its head, right after
 * the character set: it runs as the HTML is parsed, before the style and the scripts.
 */
export function withEarlyReadsScript(html: string, script: string | undefined) {
  if (!script) return html;
  const charset = /<meta charset="[^"]*" ?\/?>/.exec(html);
  if (!charset) throw new Error("index.html n'a plus de <meta charset> : le prérendu ne sait où écrire les premières lectures.");
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${script}${html.slice(at)}`;
}

/**
 * Writes the public pages' HTML at build (src/prerender.tsx rendered in Node), so their first paint
 * needs no script; each page preloads its route chunks. The signed-in pages get their shell (the header and
 * the page in its loading state, for no one) with their route chunks preloaded. The SPA's empty index.html
 * stays the fallback of every other path.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'parenthese-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // After the client files are written, before precompress (closeBundle) compresses them.
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // A folder of its own per build, so its modules are imported afresh without a query string: the lazy
      // chunks import the entry by its plain name, and an entry imported as `prerender.js?build=…` would be
      // loaded twice, each copy with its own module state (the shell's session and role hint).
      const serverDir = path.resolve(config.root, `node_modules/.prerender-${process.pid}-${Date.now()}`);
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        resolve: { alias: { '@': path.resolve(config.root, 'src') } },
        plugins: [react()],
        ssr: { noExternal: ['@parenthese/shared'] },
        build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      });
      const entry = (await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href)) as PrerenderEntry;
      const template = await withInlineStyleSheet(await readFile(path.join(outDir, 'index.html'), 'utf8'), outDir);
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const pageDir = path.join(outDir, PRERENDERED_DIR);
      // The page's own title in its HTML (the same the page sets once running): read before any script.
      const titled = (page: Page) => {
        if (!page.title) return template;
        if (!/<title>[^<]*<\/title>/.test(template)) throw new Error("index.html n'a plus de <title> : le prérendu ne sait où écrire celui de la page.");
        return template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
      };
      await mkdir(pageDir, { recursive: true });
      const table: Record<string, string> = {};
      for (const page of entry.prerenderedPages) {
        const html = await entry.render(page.paths[0]!);
        // Low priority: the page paints from its HTML and CSS, and the entry script comes first; the route's
        // chunks then download without competing with them (measured on /contact: first paint 2.5 s → 1.6 s
        // in Lighthouse's simulated slow 4G), still before the entry asks for them.
        const document = withModulePreloads(titled(page), manifest, page.modules, { isLowPriority: true }).replace('<div id="root"></div>', `<div id="root">${html}</div>`);
        if (!document.includes(html)) throw new Error('index.html n\'a plus de <div id="root"></div> : le prérendu ne sait où écrire.');
        await writeFile(path.join(pageDir, page.file), document);
        for (const pagePath of page.paths) table[pagePath] = `${PRERENDERED_DIR}/${page.file}`;
      }
      for (const page of entry.preloadedPages) {
        const shell = await entry.renderShell(page.paths[0]!, page.role!, page.adminRole);
        // The first reads' modules beside the entry: the reads leave as soon as it runs (on Fast 3G they left at
        // 3.7 s behind 26 low-priority files, 6 at a time over HTTP/1.1). The rest must not slow the entry down.
        const withReads = withModulePreloads(withEarlyReadsScript(titled(page), page.earlyReadsScript), manifest, page.readModules ?? []);
        const document = withModulePreloads(withReads, manifest, [...page.modules, ...(page.sectionModules ?? []), ...(page.headerModules ?? [])], { isLowPriority: true }).replace(
          '<div id="root"></div>',
          `<div id="root" ${SHELL_ATTRIBUTE}>${shell}</div>`,
        );
        if (!document.includes(shell)) throw new Error('index.html n\'a plus de <div id="root"></div> : le prérendu ne sait où écrire.');
        await writeFile(path.join(pageDir, page.file), document);
        for (const key of page.tableKeys ?? page.paths) table[key] = `${PRERENDERED_DIR}/${page.file}`;
      }
      await writeFile(path.join(pageDir, 'pages.json'), JSON.stringify(table, null, 2));
      await rm(serverDir, { recursive: true, force: true });
    },
  };
}
