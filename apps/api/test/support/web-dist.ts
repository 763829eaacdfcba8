import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The files every built web app has: its page, its icon and a hashed script. */
const BUILT_APP_FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Parenthèse</title>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'assets/index-3f9a1c2b.js': 'console.log(1)',
};

/**
 * A small built web app in a temporary folder, for `createTestApp({ webDistDir })`: the usual files and
 * `files` (a path under the folder and its content, e.g. what the precompression or prerendering writes).
 */
export function createWebDist(files: Record<string, string | Buffer> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'parenthese-web-'));
  for (const [name, content] of Object.entries({ ...BUILT_APP_FILES, ...files })) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
