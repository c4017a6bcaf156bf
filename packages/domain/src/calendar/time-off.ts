import { multiLineText } from '../validation/index.ts';
import { NOTES_MAX_LENGTH } from './constants.ts';
import { timeOffMessages as m } from './messages.ts';

/** Notes of a lesson or an unavailable slot: at most 280 characters (spec 2 §5), no control characters but layout. */
export const notesSchema = multiLineText().max(NOTES_MAX_LENGTH, m.notesTooLong);

export const isNotesTooLong = (notes: string): boolean => notes.length > NOTES_MAX_LENGTH;
