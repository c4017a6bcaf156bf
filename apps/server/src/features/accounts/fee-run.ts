import { feeLinesForWeek, invoiceIssuerOf, invoiceNumberOf, weekEndOf } from '@portal/domain/accounts';
import type { BrandCode, StaffViewer } from '@portal/domain/office';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { AuditService } from '../audit/index.ts';
import { findInvoiceForPdf, updateInvoicePdfKey } from './accounts.repository.ts';
import {
  type AgreementRow,
  findAgreementsRunning,
  findBilledPeriods,
  insertLedger,
  insertPeriodInvoice,
  takeSeriesNumber,
} from './fees.repository.ts';
import { invoicePdfKey } from './invoice-link.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

export type FeeRunResult = { weekStart: string; issued: string[]; alreadyBilled: number };

/** Thrown inside an invoice's transaction when the period turned out billed already: it rolls the number back. */
class AlreadyBilled extends Error {}

type Line = ReturnType<typeof feeLinesForWeek>[number];

/**
 * Issues one period's invoice in one transaction: the issuer's next number (the counter row, locked until commit),
 * the invoice (refused by the unique key on franchise + period when another run billed it first: then everything
 * rolls back, the number too), its ledger entry and, for a staff member's run, its audit entry. Null when billed.
 */
const issuePeriod = (
  deps: AppDeps,
  audit: Pick<AuditService, 'record'>,
  staff: StaffViewer | null,
  agreement: AgreementRow,
  line: Line,
  invoiceDate: string,
): Promise<{ id: string; invoiceNumber: string; instructorId: string } | null> =>
  inTransaction(async () => {
    const issuer = invoiceIssuerOf(agreement.brand);
    const invoiceNumber = invoiceNumberOf(issuer, await takeSeriesNumber(issuer.prefix));
    const row = await insertPeriodInvoice({
      instructorId: agreement.instructorId,
      propositionAllocationId: agreement.franchiseId,
      invoiceNumber,
      invoiceDate,
      periodStart: line.periodStart,
      description: line.description,
      valuePence: line.grossPence,
      valueExVatPence: line.netPence,
      pdfAvailable: true,
      issuedBy: staff?.staffId ?? null,
    });
    if (!row) throw new AlreadyBilled();
    await insertLedger({
      instructorId: agreement.instructorId,
      propositionAllocationId: agreement.franchiseId,
      kind: 'Invoice',
      name: `Invoice ${invoiceNumber}: ${line.name}`,
      entryDate: invoiceDate,
      valuePence: -line.grossPence,
      valueExVatPence: -line.netPence,
    });
    if (staff)
      await audit.record({
        staffId: staff.staffId,
        operation: 'runFeeInvoices',
        targetType: 'Invoice',
        targetId: row.id,
        instructorId: agreement.instructorId,
        before: null,
        after: {
          invoiceNumber,
          franchiseId: agreement.franchiseId,
          periodStart: line.periodStart,
          grossPence: line.grossPence,
        },
      });
    return { ...row, instructorId: agreement.instructorId };
  }).catch((error: unknown) => {
    if (error instanceof AlreadyBilled) return null;
    throw error;
  });

/** Draws the invoice's PDF once and keeps it in blob storage (the portal's download serves the kept one). */
const drawPdf = async (deps: AppDeps, invoice: { id: string; instructorId: string }) => {
  const row = await findInvoiceForPdf(invoice.instructorId, invoice.id);
  if (!row) return;
  const key = invoicePdfKey(invoice.instructorId, invoice.id);
  await deps.blobs.put(key, await renderInvoicePdf(row, deps.config), 'application/pdf');
  await updateInvoicePdfKey(invoice.instructorId, invoice.id, key);
};

/**
 * The fee run for the week starting `monday`: every franchise agreement of the brands running that week is billed
 * what its proposition's price and frequency say (packages/domain `feeLinesForWeek`), once. Run twice, or on two
 * instances at once, a period is billed once: the unique key on franchise + period decides, and the loser's
 * transaction (its number too) rolls back. Each new invoice's PDF is drawn once and kept.
 */
export const runFeeInvoices = async (
  deps: AppDeps,
  audit: Pick<AuditService, 'record'>,
  input: { monday: string; brands: readonly BrandCode[]; staff: StaffViewer | null; invoiceDate?: string },
): Promise<FeeRunResult> => {
  const sunday = weekEndOf(input.monday);
  const [agreements, billed] = await Promise.all([
    findAgreementsRunning(input.brands, input.monday, sunday),
    findBilledPeriods(input.monday, sunday),
  ]);
  const issued: Array<{ id: string; invoiceNumber: string; instructorId: string }> = [];
  let alreadyBilled = 0;
  for (const agreement of agreements) {
    for (const line of feeLinesForWeek(agreement, input.monday)) {
      if (billed.has(`${agreement.franchiseId}|${line.periodStart}`)) {
        alreadyBilled += 1;
        continue;
      }
      const row = await issuePeriod(deps, audit, input.staff, agreement, line, input.monday);
      if (row) issued.push(row);
      else alreadyBilled += 1;
    }
  }
  for (const invoice of issued) await drawPdf(deps, invoice);
  return { weekStart: input.monday, issued: issued.map((i) => i.id), alreadyBilled };
};
