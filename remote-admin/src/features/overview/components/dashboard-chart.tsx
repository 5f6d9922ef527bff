import { CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardDay } from 'shared-contracts/admin';
import { useTheme } from 'styled-components';

/**
 * The 概览 chart: the last 14 days' orders and parcels (left axis) and top-up and spending in yuan (right
 * axis). recharts is loaded with this file only (React.lazy in dashboard.tsx, chunk admin-chart): never on
 * the shop's first visit, and after the console's first paint.
 */
export default function DashboardChart({ series }: { series: DashboardDay[] }) {
  const theme = useTheme();
  const data = series.map((day) => ({ ...day, label: day.date.slice(5) }));
  return (
    <ResponsiveContainer width="100%" height={320}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.colorBorderSecondary} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} />
        <YAxis yAxisId="count" allowDecimals={false} tick={{ fontSize: 12 }} />
        <YAxis yAxisId="yuan" orientation="right" tick={{ fontSize: 12 }} />
        <Tooltip formatter={(value, name) => (String(name).endsWith('（元）') ? Number(value).toFixed(2) : value)} labelFormatter={(_, payload) => payload?.[0]?.payload?.date ?? ''} />
        <Legend />
        <Line yAxisId="count" type="monotone" dataKey="orders" name="订单数" stroke={theme.colorPrimary} strokeWidth={2} dot={false} />
        <Line yAxisId="count" type="monotone" dataKey="parcels" name="包裹数" stroke={theme.colorInfo} strokeWidth={2} dot={false} strokeDasharray="4 2" />
        <Line yAxisId="yuan" type="monotone" dataKey="top_up" name="充值（元）" stroke={theme.colorSuccess} strokeWidth={2} dot={false} />
        <Line yAxisId="yuan" type="monotone" dataKey="consumption" name="消费（元）" stroke={theme.colorWarning} strokeWidth={2} dot={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
