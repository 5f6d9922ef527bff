/** A route's `:id`: a positive integer, else null (the page shows its not-found state, no request made). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
