import { sql, type SelectQueryBuilder } from 'kysely';
import type { Paginated } from 'shared-contracts';

/** The paging part of every list call's query or body: the contract's (shared-contracts/schemas). */
export { pageQuery } from 'shared-contracts/schemas';

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
 *
 * `count`, when given, answers the count instead (a list over a million rows counts from kept counters, or
 * without the joins only its columns need): it must count exactly the rows `query` selects.
 *
 * `reversed`, when given, is `query` with every ORDER BY turned round: a page in the second half is read from
 * the end (OFFSET reads every row it skips, so the last of 50,000 pages would read a million rows), then put
 * back in order. A page in the middle still skips half the rows.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, page_size }: PageRequest,
  count?: () => Promise<number>,
  reversed?: SelectQueryBuilder<DB, TB, O>,
): Promise<Paginated<O>> {
  const node = query.toOperationNode();
  if (node.limit || node.offset) throw new Error('paginate: the query already has LIMIT/OFFSET');
  if (node.distinctOn || node.frontModifiers?.some((m) => m.modifier === 'Distinct') || node.setOperations) {
    throw new Error('paginate: DISTINCT and set operations need a subquery to be counted');
  }
  const data_count = count ? await count() : await countOf(query);
  const offset = (page - 1) * page_size;
  if (offset >= data_count) return { list: [], page, page_size, data_count };
  if (reversed && offset > data_count / 2) {
    // rows [offset, offset + page_size) counted from the end: the last page may be short
    const end = Math.min(offset + page_size, data_count);
    const list = await reversed.offset(data_count - end).limit(end - offset).execute();
    return { list: list.reverse(), page, page_size, data_count };
  }
  return { list: await query.offset(offset).limit(page_size).execute(), page, page_size, data_count };
}

async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const unordered = query.clearOrderBy().clearSelect();
  const counted = query.toOperationNode().groupBy
    ? unordered.select(sql<string>`count(*) over ()`.as('data_count')).limit(1)
    : unordered.select(sql<string>`count(*)`.as('data_count'));
  const row = (await counted.executeTakeFirst()) as { data_count: string | number | bigint } | undefined;
  return Number(row?.data_count ?? 0);
}
