/** The years any date the portal takes may fall in: wide for a calendar, narrow enough for every database. */
export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;
