/** The rows of a raw `db.execute` result (both drivers answer `{ rows }`), typed as the statement's columns. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
