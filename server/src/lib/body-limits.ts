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
