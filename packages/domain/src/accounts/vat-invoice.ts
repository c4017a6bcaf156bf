import { type BrandSlug, brandFromText, brands } from '../access/brand.ts';
import { STANDARD_VAT_RATE } from '../money/money.ts';

/**
 * Who issues an instructor's fee invoice: the brand's company (issue 23 defect 9). A UK VAT invoice names the
 * supplier, its address and VAT registration number. The addresses and VAT numbers are fictional, as the support
 * numbers are: the real ones are not reproduced in the spec.
 */
export type InvoiceIssuer = { slug: BrandSlug; legalName: string; address: string; vatNumber: string; prefix: string };

export const invoiceIssuers: Record<BrandSlug, InvoiceIssuer> = {
  aa: {
    slug: 'aa',
    legalName: brands.aa.legalName,
    address: '1 Example Way, Basingstoke, Hampshire, RG21 0AA',
    vatNumber: 'GB 100 2003 04',
    prefix: 'AA-INV-',
  },
  bsm: {
    slug: 'bsm',
    legalName: brands.bsm.legalName,
    address: '2 Example Road, Basingstoke, Hampshire, RG21 0BS',
    vatNumber: 'GB 200 3004 05',
    prefix: 'BSM-INV-',
  },
};

/** The issuer of a franchise's invoices, from its brand code (AADS: AA; any other: BSM). */
export const invoiceIssuerOf = (brandCode: string): InvoiceIssuer =>
  invoiceIssuers[brandCode === 'AADS' ? 'aa' : brandFromText(brandCode)];

/** One unbroken sequence per issuer: AA-INV-000001, AA-INV-000002, ... and BSM-INV-000001, ... */
export const invoiceNumberOf = (issuer: InvoiceIssuer, sequence: number): string =>
  `${issuer.prefix}${String(sequence).padStart(6, '0')}`;

/** The sequence of an invoice number of this issuer, or null for another issuer's (or an older) number. */
export const invoiceSequenceOf = (issuer: InvoiceIssuer, invoiceNumber: string): number | null => {
  if (!invoiceNumber.startsWith(issuer.prefix)) return null;
  const digits = invoiceNumber.slice(issuer.prefix.length);
  return /^\d+$/.test(digits) ? Number(digits) : null;
};

/** The VAT rate shown on a fee invoice, "20%": franchise fees are standard rated. */
export const feeVatRateLabel = `${STANDARD_VAT_RATE / 100}%`;
