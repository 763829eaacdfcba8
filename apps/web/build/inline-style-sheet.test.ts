import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withInlineStyleSheet } from './prerender.ts';

function distWith(css: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'inline-style-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/index-abc.css'), css);
  return dir;
}

const template = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body>';

describe('the style sheet of a page written at build', () => {
  it('is written in the page instead of linked: it paints with no second round trip', async () => {
    const html = await withInlineStyleSheet(template, distWith('.a{color:red}'));
    expect(html).toBe('<head><style>.a{color:red}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled></head><body><div id="root"></div></body>');
  });

  // Vite's loader fetches a lazy chunk's style sheet unless a <link> to it is in the page; disabled, it is not fetched.
  it('keeps a disabled link to it, so that the lazy chunks do not fetch it again', async () => {
    const html = await withInlineStyleSheet(template, distWith('.a{}'));
    expect(html.match(/<link [^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/index-abc.css" disabled>']);
  });

  it('keeps a `$` of the style sheet as it is (no replacement pattern)', async () => {
    expect(await withInlineStyleSheet(template, distWith(".a::after{content:'$&'}"))).toContain(".a::after{content:'$&'}");
  });

  it('refuses a style sheet that would close the element, and a template with no style sheet', async () => {
    await expect(withInlineStyleSheet(template, distWith('.a{}</style><p>'))).rejects.toThrow(/<\/style/);
    await expect(withInlineStyleSheet('<head></head>', distWith(''))).rejects.toThrow(/feuille de style/);
  });
});
