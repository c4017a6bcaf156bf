import { describe, expect, it } from 'vitest';
import { openBankDetails, sealBankDetails } from './bank-seal.ts';

const secret = 'a-server-key-of-at-least-thirty-two-characters';
const leadId = '2f1c3a52-7d7e-4c1e-9a57-0b6f1f6f4a11';
const details = { nameOnAccount: 'Daniel Hughes', accountNumber: '12345678', sortCode: '40-47-84' };

describe('bank details at rest', () => {
  it('opens what it sealed, for that lead only', () => {
    const sealed = sealBankDetails(secret, leadId, details);
    expect(sealed).not.toContain('12345678');
    expect(openBankDetails(secret, leadId, sealed)).toEqual(details);
    expect(openBankDetails(secret, '2f1c3a52-7d7e-4c1e-9a57-0b6f1f6f4a12', sealed)).toBeNull();
    expect(openBankDetails(`${secret}!`, leadId, sealed)).toBeNull();
  });

  it('still opens a value sealed before lib/crypto existed (rows already in the database)', () => {
    const before =
      'W9rhv_P8XLRH5376Zw2blQwNSDWy9hMOTNhPr9TkknpyqcdsC8mUuXZUEC_CzIVppVFaUGgUwWK8UiHzDsRBTeESbQVszC3hbcmYwfJf4NfXfhx8fhGv1eW5TnfISh_u2Zmzx3TmHT6o9uiRCzM';
    expect(openBankDetails(secret, leadId, before)).toEqual(details);
  });
});
