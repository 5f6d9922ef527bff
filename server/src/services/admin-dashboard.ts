import { fen, fenToYuan } from 'shared-contracts';
import { DASHBOARD_DAYS, type AdminDashboard, type DashboardFigure } from 'shared-contracts/admin';
import { chinaDayNumber, chinaDayStart, chinaText } from 'shared-contracts/china-time';
import type { JobQueue } from '../jobs/queue';
import type { Repositories } from '../repositories';
import type { PerDay } from '../repositories/admin-dashboard';
import { recentRuleChanges } from './money-rule-changes';

const HOUR_MS = 3_600_000;

const dateOf = (day: number) => chinaText(chinaDayStart(day)).slice(0, 10);
const yuan = (amount: number) => fenToYuan(fen(amount));

/**
 * The console's 概览 (issue 20): today's figures beside yesterday's — days are China-time days from the
 * app clock — and the last DASHBOARD_DAYS days for the chart. Failed jobs are counted over the last
 * 24 hours (and the 24 before), the parcels waiting for a waybill now (and at the end of yesterday).
 */
export function adminDashboardService({ repos, jobs, now }: { repos: Repositories; jobs: Pick<JobQueue, 'failedBetween'>; now: () => Date }) {
  return {
    async read(): Promise<AdminDashboard> {
      const at = now();
      const today = chinaDayNumber(at);
      const first = today - (DASHBOARD_DAYS - 1);
      const todayStart = new Date(chinaDayStart(today));
      const [days, waitingNow, waitingThen, failedToday, failedYesterday, ruleChanges] = await Promise.all([
        repos.adminDashboard.days(new Date(chinaDayStart(first)), new Date(chinaDayStart(today + 1))),
        repos.adminDashboard.waitingParcels(),
        repos.adminDashboard.waitingParcelsAt(todayStart),
        jobs.failedBetween(new Date(at.getTime() - 24 * HOUR_MS), at),
        jobs.failedBetween(new Date(at.getTime() - 48 * HOUR_MS), new Date(at.getTime() - 24 * HOUR_MS)),
        recentRuleChanges(repos, at),
      ]);
      const on = (perDay: PerDay, day: number) => perDay.get(day) ?? 0;
      const figure = (perDay: PerDay, as: (n: number) => number = (n) => n): DashboardFigure => ({
        today: as(on(perDay, today)),
        yesterday: as(on(perDay, today - 1)),
      });
      return {
        date: dateOf(today),
        generated_at: chinaText(at),
        figures: {
          orders: figure(days.orders),
          parcels: figure(days.parcels),
          top_up: figure(days.topUp, yuan),
          consumption: figure(days.consumption, yuan),
          new_users: figure(days.newUsers),
          waiting_parcels: { today: waitingNow, yesterday: waitingThen },
          failed_jobs: { today: failedToday, yesterday: failedYesterday },
        },
        series: Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
          const day = first + i;
          return {
            date: dateOf(day),
            orders: on(days.orders, day),
            parcels: on(days.parcels, day),
            top_up: yuan(on(days.topUp, day)),
            consumption: yuan(on(days.consumption, day)),
          };
        }),
        money_rule_changes: ruleChanges,
      };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof adminDashboardService>;
