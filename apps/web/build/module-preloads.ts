/** Vite's manifest: each source module's chunk and the chunks it imports statically. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The files of some source modules' chunks and of what they import statically. */
export function chunksOf(manifest: Manifest, modules: string[]) {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} n'est pas dans le manifeste de Vite.`);
    visit(module);
  }
  return [...seen].map((key) => manifest[key]!.file);
}

/**
 * index.html with a modulepreload link for each chunk of the modules that the page does not already
 * load: the browser fetches them beside the entry, instead of one after the other once the entry runs.
 */
export function withModulePreloads(template: string, manifest: Manifest, modules: string[], options: { isLowPriority?: boolean } = {}) {
  const priority = options.isLowPriority ? ' fetchpriority="low"' : '';
  const preloads = chunksOf(manifest, modules)
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${priority}>`);
  return template.replace('</head>', `${preloads.join('')}</head>`);
}
