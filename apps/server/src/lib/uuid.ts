const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID can name nothing: callers answer NOT_FOUND, never a database error. */
export const isUuid = (id: string): boolean => UUID.test(id);
