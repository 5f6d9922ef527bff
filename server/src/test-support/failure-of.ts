/** What `promise` was rejected with (undefined when it resolved), for a test to look at the error itself. */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error;
  }
}
