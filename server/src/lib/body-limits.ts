/**
 * Request body limits. The default fits what a login or a form sends with room to spare; a route that
 * carries many recipients raises its own with `bodyLimit` in its route options. An over-limit body is
 * refused before it is read, with HTTP 413 and a Chinese envelope (error handler).
 */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * For the calls that carry a recipient list (purchase pricing, orders): 10,000 recipients at about
 * 300 bytes of JSON each (name, phone, full address, platform order number, escaped Chinese) with
 * headroom: `{ bodyLimit: BULK_BODY_LIMIT }` in the route options.
 */
export const BULK_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The Open API's calls that carry recipients (POST /open/v1/orders, /orders/price, /recipients/parse; issue 35),
 * read before their signature can be checked (it covers the body's hash), so kept as small as a whole order
 * allows. Measured by `npm run bench` (server/bench/open-api-body.ts) for 10,000 recipients: typical Chinese
 * names and addresses ~2.4 MB of compact UTF-8 JSON (~3.1 MB with every character \u-escaped, as PHP's and
 * Python's defaults write it); every row at the longest plausible values ~4.3 MB (~6.8 MB escaped). 1 MB holds only
 * ~4,000 typical rows, so the limit is 5 MiB: the longest-plausible UTF-8 order with 20% headroom, a typical one
 * (escaped or not) 1.7–2.2 times over; only an order of 10,000 longest rows \u-escaped needs splitting.
 * The header checks (key, timestamp, nonce and signature forms) run before a byte of it is read.
 */
export const OPEN_BODY_LIMIT = 5 * 1024 * 1024;
