// `npm run bench` (part): the size of a whole Open API order of 10,000 recipients (OPEN_MAX_RECIPIENTS) as
// POST /open/v1/orders takes it, typical and at the longest plausible values, compact UTF-8 JSON and with
// every non-ASCII character \u-escaped, against OPEN_BODY_LIMIT (lib/body-limits.ts): the figures the limit
// was set from (issue 35). No server, no timing.
import { OPEN_MAX_RECIPIENTS } from 'shared-contracts';
import { OPEN_BODY_LIMIT } from '../src/lib/body-limits';
import { bodySizes, openOrderBody } from '../src/test-support/open-api-orders';

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
console.log(`\n== Open API order body, ${OPEN_MAX_RECIPIENTS.toLocaleString('en')} recipients (OPEN_BODY_LIMIT ${mb(OPEN_BODY_LIMIT)})`);
for (const style of ['typical', 'longest'] as const) {
  const sizes = bodySizes(openOrderBody(OPEN_MAX_RECIPIENTS, style));
  for (const [form, bytes] of Object.entries(sizes)) {
    console.log(
      `${style.padEnd(8)} ${form.padEnd(8)} ${String(bytes).padStart(9)} bytes  ${mb(bytes).padStart(8)}  ${(bytes / OPEN_BODY_LIMIT).toFixed(
        2,
      )} of the limit  ${bytes <= OPEN_BODY_LIMIT ? 'fits' : 'OVER'}`,
    );
  }
}
