import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdfjs reads the metrics of the 14 standard fonts (pdfkit's Helvetica) from its own folder.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of each page of a PDF as pdfjs-dist reads it (what a reader's copy and paste gives), one line per text run. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

type StructNode = { role?: string; alt?: string; children?: StructNode[] } | { type: string };

/**
 * What a screen reader gets from a tagged PDF: whether it is marked, its language, and each page's
 * structure as roles in reading order (`H1`, `Table > TR > TH`…), alternative texts in brackets.
 */
export async function pdfStructure(bytes: Uint8Array): Promise<{ isMarked: boolean; language: string | undefined; roles: string[][] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  try {
    const markInfo = await pdf.getMarkInfo();
    const { info } = (await pdf.getMetadata()) as { info: { Language?: string } };
    const roles: string[][] = [];
    const walk = (node: StructNode, parents: string[], into: string[]) => {
      if (!('children' in node) && !('role' in node)) return;
      const path = node.role && node.role !== 'Root' ? [...parents, node.role] : parents;
      if (node.role && node.role !== 'Root') into.push(path.join(' > ') + (node.alt ? ` [${node.alt}]` : ''));
      for (const child of node.children ?? []) walk(child, path, into);
    };
    for (let number = 1; number <= pdf.numPages; number++) {
      const pageRoles: string[] = [];
      const tree = (await (await pdf.getPage(number)).getStructTree()) as StructNode | null;
      if (tree) walk(tree, [], pageRoles);
      roles.push(pageRoles);
    }
    return { isMarked: Boolean(markInfo?.Marked), language: info.Language, roles };
  } finally {
    await pdf.destroy();
  }
}
