/** 推广赚钱 (issue 22): the wire types, inferred from ./schemas/promotion.ts. */
import type { z } from 'zod';
import type { spreadInfo, spreadSummary, spreadUser, spreadUserQuery } from './schemas/promotion';

export type SpreadInfo = z.infer<typeof spreadInfo>;
export type SpreadSummary = z.infer<typeof spreadSummary>;
export type SpreadUser = z.infer<typeof spreadUser>;
export type SpreadUserQuery = z.input<typeof spreadUserQuery>;
