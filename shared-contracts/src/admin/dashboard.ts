/**
 * The console's 概览 dashboard (issue 20), zod-free. GET /api/admin/dashboard (permission dashboard.read):
 * today's figures beside yesterday's, days in China time (00:00–24:00 UTC+8), money in yuan.
 */

/** How many days the dashboard's chart covers, today included. */
export const DASHBOARD_DAYS = 14;

/** A figure of today beside the same figure of yesterday. */
export interface DashboardFigure {
  today: number;
  yesterday: number;
}

/** One China-time day of the chart. */
export interface DashboardDay {
  /** YYYY-MM-DD */
  date: string;
  orders: number;
  parcels: number;
  /** yuan */
  top_up: number;
  /** yuan */
  consumption: number;
}

export interface AdminDashboard {
  /** today, YYYY-MM-DD (China time) */
  date: string;
  /** when the figures were counted, China time YYYY-MM-DD HH:mm:ss */
  generated_at: string;
  figures: {
    /** orders placed */
    orders: DashboardFigure;
    /** parcels in those orders */
    parcels: DashboardFigure;
    /** paid top-ups, yuan */
    top_up: DashboardFigure;
    /** spent on orders minus what was refunded, yuan */
    consumption: DashboardFigure;
    /** users registered */
    new_users: DashboardFigure;
    /** paid parcels without a waybill yet: now, and at the end of yesterday */
    waiting_parcels: DashboardFigure;
    /** background jobs that failed for good: the last 24 hours, and the 24 hours before */
    failed_jobs: DashboardFigure;
  };
  /** the last DASHBOARD_DAYS days, oldest first, today last */
  series: DashboardDay[];
}
