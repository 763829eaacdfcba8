import { describe, expect, it } from 'vitest';
import { chunksOf, withModulePreloads, type Manifest } from './module-preloads';

const template = [
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-b2.js"></head><body><div id="root"></div></body></html>',
].join('');

/** The shape of Vite's manifest: an entry, two route chunks sharing a chunk, and one only loaded later. */
const manifest: Manifest = {
  'src/main.tsx': { file: 'assets/index-a1.js', imports: ['_jsx-runtime-b2.js'] },
  '_jsx-runtime-b2.js': { file: 'assets/jsx-runtime-b2.js' },
  'src/app/query-client.tsx': { file: 'assets/query-client-c3.js', imports: ['_jsx-runtime-b2.js'] },
  'src/features/employee/booking/index.ts': { file: 'assets/booking-d4.js', imports: ['src/main.tsx', '_card-e5.js'] },
  'src/features/employee/profile/index.ts': { file: 'assets/profile-f6.js', imports: ['_card-e5.js'] },
  '_card-e5.js': { file: 'assets/card-e5.js', imports: ['_jsx-runtime-b2.js'] },
  'src/features/admin/index.ts': { file: 'assets/admin-g7.js' },
};

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"( fetchpriority="low")?>/g)].map((match) => match[1]);

describe('a page with its route chunks preloaded', () => {
  it("links each chunk of the page's modules and of what they import, once", () => {
    const html = withModulePreloads(template, manifest, ['src/app/query-client.tsx', 'src/features/employee/booking/index.ts']);
    expect(preloadsOf(html).sort()).toEqual(['/assets/booking-d4.js', '/assets/card-e5.js', '/assets/jsx-runtime-b2.js', '/assets/query-client-c3.js']);
    // jsx-runtime was already preloaded by index.html: linked once; the entry's script stays the only script.
    expect(html.match(/jsx-runtime-b2\.js/g)).toHaveLength(1);
    expect(html.match(/index-a1\.js/g)).toHaveLength(1);
  });

  it("leaves out other pages' chunks and keeps the empty root", () => {
    const html = withModulePreloads(template, manifest, ['src/features/employee/profile/index.ts']);
    expect(html).not.toContain('booking-d4.js');
    expect(html).not.toContain('admin-g7.js');
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('profile-f6.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('asks for them at low priority when told (the entry, already loading, comes first), and only for the added links', () => {
    const html = withModulePreloads(template, manifest, ['src/features/employee/booking/index.ts'], { isLowPriority: true });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/booking-d4.js" fetchpriority="low">');
    expect(html.match(/fetchpriority/g)).toHaveLength(2); // booking and card, not index.html's own jsx-runtime link
    expect(withModulePreloads(template, manifest, ['src/features/employee/booking/index.ts'])).not.toContain('fetchpriority');
  });

  it('fails the build for a module missing from the manifest (a renamed route entry), rather than preload nothing', () => {
    expect(() => chunksOf(manifest, ['src/features/employee/nulle-part/index.ts'])).toThrow(/manifeste/);
  });
});
