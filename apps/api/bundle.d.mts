/** apps/api/bundle.mjs: esbuild's bundle of API entry points, with the files they read beside themselves. */
export function bundleApi(options: { entryPoints: Record<string, string>; outDir: string; sourcemap?: boolean }): Promise<void>;
