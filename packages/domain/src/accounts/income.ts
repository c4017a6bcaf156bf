import type { LedgerEntryKind } from './enums.ts';

/**
 * Issue 23 defect 6: an instructor is VAT registered when they have given a VAT number (My business). Only then is
 * VAT split out of their lesson income; an instructor below the threshold keeps every penny a learner pays as income.
 */
export const isVatRegistered = (vatNumber: string | null | undefined): boolean => (vatNumber ?? '').trim() !== '';

/** Money a learner pays the instructor (and its refunds): the lines whose VAT depends on the instructor. */
const LESSON_MONEY: readonly LedgerEntryKind[] = ['Purchase', 'Refund'];

/**
 * A ledger line's value excluding VAT as the instructor's accounts show it: lesson money of an instructor who is not
 * VAT registered carries no VAT (ex VAT = the value); fees the office charges keep their VAT.
 */
export const valueExVatFor = (
  line: { kind: LedgerEntryKind; value: number; valueExVat: number },
  vatRegistered: boolean,
): number => (LESSON_MONEY.includes(line.kind) && !vatRegistered ? line.value : line.valueExVat);

/**
 * A money movement is on the accounts from the day it happened: a purchase is dated when it is paid, so nothing is
 * dated after today (dates yyyy-MM-dd); a line that is, is left out rather than counted early.
 */
export const isPostedBy = (date: string, today: string): boolean => date <= today;
