/** The site's own address as the caller reached it (through a trusted proxy, its scheme and host). */
export const siteUrlOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
