import { build, type Plugin, type Rolldown } from 'vite';

/** Set in the planning build, so that it is a plain build: no plan of its own, no prerender, no compressed copies. */
export const CHUNK_PLANNING_ENV = 'PARENTHESE_CHUNK_PLANNING';

/**
 * Chunks smaller than this (minified, before compression; about 5 KB with brotli) are merged: an icon, a
 * button, a date helper. Measured on the 13 signed-in pages: at 8,000 they kept 26-42 files, at 16,000 22-41
 * with fewer bytes, at 32,000 15-25 files but up to 25 KB more a page (the booking page's).
 */
export const SMALL_CHUNK_BYTES = 16_000;

/** The landing page's module: with the entry, what '/' downloads; never merged, so '/' keeps its budget. */
const LANDING_MODULE = '/src/features/public/index.ts';

/** What a chunk's name says of it, from a build's output (the part the plan reads). */
export type PlannedChunk = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'moduleIds' | 'imports' | 'code'>;

/** Whose pages import a route chunk: the signed-in areas by their feature folder, anything else is shared. */
function areaOf(chunk: PlannedChunk) {
  return chunk.facadeModuleId?.match(/\/src\/features\/(employee|psychologist|admin)\//)?.[1] ?? 'shared';
}

/**
 * Which group each module goes to (issue 37 item 3, decision 0080). Rolldown gives each set of routes that
 * share modules a chunk of its own, so a signed-in page preloaded about 50 files, half of them under 1 KB:
 * over HTTP/1.1 (6 connections at a time) that is 8 waves of round trips, 4.5 s on Fast 3G. The small chunks
 * are merged by whose routes import them, in at most four groups a page:
 * - `employee`, `psychologist`, `admin`: those only that area's routes import;
 * - `signed-in`: those several of these areas import;
 * - `shared`: those the other routes import too (the public site's, the header's, the sign-in dialog's), so that
 *   a public page gets one group, without the signed-in areas' modules.
 * What '/' downloads (the entry, the landing page and what they import) is never merged into these; the landing's
 * own small chunks (its icons, which other routes share) go together in a `landing` group. A chunk is merged only
 * when each chunk it imports is merged too, is '/''s, or is loaded anyway by every route that loads its group,
 * so that a group never pulls a larger chunk into a page that did not load it.
 */
export function planChunkGroups(chunks: PlannedChunk[]): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: PlannedChunk) => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    };
    visit(start.fileName);
    return seen;
  };
  const landingAndEntry = chunks.filter((chunk) => chunk.isEntry || chunk.facadeModuleId?.endsWith(LANDING_MODULE));
  const pinned = new Set(landingAndEntry.flatMap((chunk) => [...closure(chunk)]));
  const entryClosure = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk)]));

  // Which routes (dynamic entries) load each chunk, and so which areas.
  const routes = new Map<string, Set<string>>();
  const areas = new Map<string, Set<string>>();
  for (const route of chunks.filter((chunk) => chunk.isDynamicEntry)) {
    for (const fileName of closure(route)) {
      if (!routes.has(fileName)) routes.set(fileName, new Set());
      if (!areas.has(fileName)) areas.set(fileName, new Set());
      routes.get(fileName)!.add(route.fileName);
      areas.get(fileName)!.add(areaOf(route));
    }
  }
  const groupOf = (fileName: string) => {
    const chunkAreas = areas.get(fileName)!;
    if (chunkAreas.has('shared')) return 'shared';
    return chunkAreas.size === 1 ? [...chunkAreas][0]! : 'signed-in';
  };

  const merged = new Set(
    chunks
      .filter((chunk) => !chunk.isEntry && !chunk.isDynamicEntry && !pinned.has(chunk.fileName) && areas.has(chunk.fileName))
      .filter((chunk) => Buffer.byteLength(chunk.code) < SMALL_CHUNK_BYTES)
      .map((chunk) => chunk.fileName),
  );
  // The routes that will load each group: a chunk merged into it may import a chunk left apart only when every
  // one of them loads that chunk anyway (the class-name helper, say), so the group pulls nothing into a page.
  const groupRoutes = new Map<string, Set<string>>();
  for (const fileName of merged) {
    const group = groupOf(fileName);
    groupRoutes.set(group, new Set([...(groupRoutes.get(group) ?? []), ...routes.get(fileName)!]));
  }
  const isLoadedBy = (imported: string, group: string) => [...groupRoutes.get(group)!].every((route) => routes.get(imported)?.has(route));
  for (let isChanged = true; isChanged;) {
    isChanged = false;
    for (const fileName of merged) {
      const group = groupOf(fileName);
      if (byFile.get(fileName)!.imports.some((imported) => !pinned.has(imported) && !merged.has(imported) && !isLoadedBy(imported, group))) {
        merged.delete(fileName);
        isChanged = true;
      }
    }
  }

  const plan = new Map<string, string>();
  for (const fileName of merged) {
    for (const moduleId of byFile.get(fileName)!.moduleIds) plan.set(moduleId, groupOf(fileName));
  }
  // The landing page's own small chunks (its icons, shared with other routes) in one file: '/' downloads the same
  // modules in fewer files, and a page gets them with one request (six fewer for the booking page and its second
  // step). Only those the entry does not import: they import the entry, and the entry importing their group back
  // would make a cycle that runs an icon before the entry has defined what draws it.
  for (const chunk of chunks) {
    const isLandingOnly = pinned.has(chunk.fileName) && !entryClosure.has(chunk.fileName) && !chunk.isDynamicEntry;
    if (isLandingOnly && Buffer.byteLength(chunk.code) < SMALL_CHUNK_BYTES) for (const moduleId of chunk.moduleIds) plan.set(moduleId, 'landing');
  }
  return plan;
}

/**
 * Builds the app once without writing it, plans the groups from that build's chunks, then gives the plan to
 * Rolldown's code splitting for the real build (one more build's time, about 3 s).
 */
export function chunkGroups(): Plugin {
  const plan = new Map<string, string>();
  let configFile: string | undefined;
  let mode = 'production';
  return {
    name: 'parenthese-chunk-groups',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && process.env[CHUNK_PLANNING_ENV] !== '1',
    config: () => ({
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: (moduleId: string) => plan.get(moduleId) ?? null, debugName: 'planned groups', includeDependenciesRecursively: false }] } } },
      },
    }),
    configResolved(config) {
      configFile = config.configFile;
      mode = config.mode;
    },
    async buildStart() {
      process.env[CHUNK_PLANNING_ENV] = '1';
      try {
        const output = await build({ configFile, mode, logLevel: 'silent', build: { write: false, manifest: false } });
        const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk') : []));
        plan.clear();
        for (const [moduleId, group] of planChunkGroups(chunks)) plan.set(moduleId, group);
      } finally {
        delete process.env[CHUNK_PLANNING_ENV];
      }
    },
  };
}
