import { type InvoiceIssuer, invoiceIssuerOf } from '@portal/domain/accounts';
import type { Config } from '../../config.ts';

/**
 * The supplier a brand's fee invoices name: the brand's company, its address and VAT registration number from the
 * configuration (INVOICE_SUPPLIER_<AA|BSM>_ADDRESS, _VAT_NUMBER), the domain's fictional ones when not set.
 */
export const invoiceSupplierOf = (
  config: Pick<
    Config,
    | 'INVOICE_SUPPLIER_AA_ADDRESS'
    | 'INVOICE_SUPPLIER_AA_VAT_NUMBER'
    | 'INVOICE_SUPPLIER_BSM_ADDRESS'
    | 'INVOICE_SUPPLIER_BSM_VAT_NUMBER'
  >,
  brandCode: string,
): InvoiceIssuer => {
  const issuer = invoiceIssuerOf(brandCode);
  const [address, vatNumber] =
    issuer.slug === 'aa'
      ? [config.INVOICE_SUPPLIER_AA_ADDRESS, config.INVOICE_SUPPLIER_AA_VAT_NUMBER]
      : [config.INVOICE_SUPPLIER_BSM_ADDRESS, config.INVOICE_SUPPLIER_BSM_VAT_NUMBER];
  return { ...issuer, address: address ?? issuer.address, vatNumber: vatNumber ?? issuer.vatNumber };
};
