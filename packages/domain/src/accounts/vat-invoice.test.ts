import { describe, expect, it } from 'vitest';
import { feeVatRateLabel, invoiceIssuerOf, invoiceIssuers, invoiceNumberOf, invoiceSequenceOf } from './index.ts';

describe('VAT invoices (issue 23 defect 9)', () => {
  it("names each brand's company as the issuer, with an address and a VAT number", () => {
    expect(invoiceIssuerOf('AADS')).toBe(invoiceIssuers.aa);
    expect(invoiceIssuerOf('BSM')).toBe(invoiceIssuers.bsm);
    for (const issuer of Object.values(invoiceIssuers)) {
      expect(issuer.legalName).not.toBe('');
      expect(issuer.address).toMatch(/[A-Z]{1,2}\d{1,2} \d[A-Z]{2}$/);
      expect(issuer.vatNumber.replaceAll(' ', '')).toMatch(/^GB\d{9}$/);
    }
    expect(feeVatRateLabel).toBe('20%');
  });

  it('numbers each issuer in one sequence of its own, read back from the number', () => {
    expect(invoiceNumberOf(invoiceIssuers.aa, 16)).toBe('AA-INV-000016');
    expect(invoiceNumberOf(invoiceIssuers.bsm, 1)).toBe('BSM-INV-000001');
    expect(invoiceSequenceOf(invoiceIssuers.aa, 'AA-INV-000129')).toBe(129);
    expect(invoiceSequenceOf(invoiceIssuers.aa, 'BSM-INV-000129')).toBeNull();
    expect(invoiceSequenceOf(invoiceIssuers.aa, 'INV-000129')).toBeNull();
  });
});
