import { z } from 'zod';

export const LIST_PAGE_SIZE_MAX = 100;
export const LIST_PAGE_SIZE_DEFAULT = 20;
export const LIST_SEARCH_MAX_LENGTH = 100;

/** ?search=&page=&pageSize= of every admin list (query strings, so numbers are coerced). */
export const listQuerySchema = z.object({
  search: z.string().trim().max(LIST_SEARCH_MAX_LENGTH, `Maximum ${LIST_SEARCH_MAX_LENGTH} caractères`).optional().default(''),
  page: z.coerce.number({ error: 'Numéro de page invalide' }).int('Numéro de page invalide').min(1, 'Numéro de page invalide').max(100_000, 'Numéro de page invalide').optional().default(1),
  pageSize: z.coerce
    .number({ error: 'Taille de page invalide' })
    .int('Taille de page invalide')
    .min(1, 'Taille de page invalide')
    .max(LIST_PAGE_SIZE_MAX, `Au plus ${LIST_PAGE_SIZE_MAX} éléments par page`)
    .optional()
    .default(LIST_PAGE_SIZE_DEFAULT),
});
export type ListQuery = z.output<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

/** One page of a list, with the total so the web app can show a count and a pager. */
export function pageResultSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type PageResult<Item> = { items: Item[]; total: number; page: number; pageSize: number };
