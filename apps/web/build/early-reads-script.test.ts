import { describe, expect, it } from 'vitest';
import { withEarlyReadsScript } from './prerender.ts';

const template = '<!doctype html><html><head><meta charset="UTF-8" /><link rel="icon" href="/favicon.svg" /><style>.a{}</style></head><body></body></html>';

describe("a signed-in shell's early reads script", () => {
  it('comes first in the head, right after the character set, before the style and the scripts', () => {
    expect(withEarlyReadsScript(template, '<script>1</script>')).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" /><script>1</script><link rel="icon" href="/favicon.svg" /><style>.a{}</style></head><body></body></html>',
    );
  });

  it('leaves a page without early reads as it is, and refuses a template with no character set', () => {
    expect(withEarlyReadsScript(template, '')).toBe(template);
    expect(() => withEarlyReadsScript('<head></head>', '<script>1</script>')).toThrow(/meta charset/);
  });
});
