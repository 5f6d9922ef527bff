import { sql, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Paginated } from 'shared-contracts';

const PAGE_MESSAGE = '页码不正确';
const PAGE_SIZE_MESSAGE = `每页数量只能是 ${PAGE_SIZES.join('、')}`;
/** Far past any real list; keeps OFFSET within reason. */
const MAX_PAGE = 100_000;

/**
 * The paging part of every list call's query or body (SPEC §7 `page`, `page_size`; §9 sizes 10, 20, 50,
 * 100, 200, 500, default 10). Numbers or numeric text; anything else is a 400 with a Chinese message.
 * Extend it for a list's filters: `pageQuery.extend({ status: … })`.
 */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(MAX_PAGE, { error: PAGE_MESSAGE })
    .default(1),
  page_size: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .refine((size): size is (typeof PAGE_SIZES)[number] => (PAGE_SIZES as readonly number[]).includes(size), { error: PAGE_SIZE_MESSAGE })
    .default(DEFAULT_PAGE_SIZE),
});

export type PageRequest = { page: number; page_size: number };

/**
 * One page of a filtered select, as every list call answers (DESIGN "The contract": `{ list, page,
 * page_size, data_count }`). The count and the rows come from the same query — its joins and WHERE —
 * so they cannot disagree: the count drops the selections and the ORDER BY, the rows keep them and get
 * OFFSET/LIMIT. Give the query an ORDER BY that ends in a unique column, or pages may overlap. A page
 * past the end answers an empty list with the real count (and skips the rows query).
 *
 * A GROUP BY query counts its groups (`count(*) over ()`); DISTINCT, set operations or a query that
 * already has LIMIT/OFFSET are refused — wrap them in a subquery first.
 */
export async function paginate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, { page, page_size }: PageRequest): Promise<Paginated<O>> {
  const node = query.toOperationNode();
  if (node.limit || node.offset) throw new Error('paginate: the query already has LIMIT/OFFSET');
  if (node.distinctOn || node.frontModifiers?.some((m) => m.modifier === 'Distinct') || node.setOperations) {
    throw new Error('paginate: DISTINCT and set operations need a subquery to be counted');
  }
  const unordered = query.clearOrderBy().clearSelect();
  const counted = node.groupBy
    ? unordered.select(sql<string>`count(*) over ()`.as('data_count')).limit(1)
    : unordered.select(sql<string>`count(*)`.as('data_count'));
  const row = (await counted.executeTakeFirst()) as { data_count: string | number | bigint } | undefined;
  const data_count = Number(row?.data_count ?? 0);
  const offset = (page - 1) * page_size;
  const list = offset < data_count ? await query.offset(offset).limit(page_size).execute() : [];
  return { list, page, page_size, data_count };
}
