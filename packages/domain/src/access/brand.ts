/** Route brand segment: `aa` is the yellow brand, `bsm` the blue-and-white one. */
export type BrandSlug = 'aa' | 'bsm';
/** Brand codes as stored on propositions and agreements. */
export const brandCodes = ['AADS', 'BSM'] as const;
export type BrandCode = (typeof brandCodes)[number];

export const brandSlugs: readonly BrandSlug[] = ['aa', 'bsm'];

/** Spec 1 §2: any text containing the blue-and-white brand's code gives that brand; anything else the yellow one. */
export const brandFromText = (text: string | null | undefined): BrandSlug =>
  (text ?? '').toLowerCase().includes('bsm') ? 'bsm' : 'aa';

export const isBrandSlug = (value: string | undefined): value is BrandSlug => value === 'aa' || value === 'bsm';

/** The brand a signed-in instructor sees: the yellow brand unless every held brand is BSM. */
export const primaryBrandSlug = (held: readonly BrandCode[]): BrandSlug =>
  held.length > 0 && held.every((code) => code === 'BSM') ? 'bsm' : 'aa';

/** AADS shows 'AA'; any other brand shows 'BSM'. */
export const brandLabel = (code: string): 'AA' | 'BSM' => (code === 'AADS' ? 'AA' : 'BSM');

export type BrandInfo = {
  slug: BrandSlug;
  name: string;
  productName: string;
  /** Fictional numbers from Ofcom's drama range: the real ones are not reproduced in the spec. */
  supportPhone: string;
  supportSite: string;
  homePage: string;
  privacyNotice: string;
  legalName: string;
};

export const brands: Record<BrandSlug, BrandInfo> = {
  aa: {
    slug: 'aa',
    name: 'AA Driving School',
    productName: 'AA Instructor Portal',
    supportPhone: '0808 157 0192',
    supportSite: 'https://support.instructor-portal.example/aa',
    homePage: 'https://www.aa-driving-school.example',
    privacyNotice: 'https://www.aa-driving-school.example/privacy-notice',
    legalName: 'Automobile Association Developments Limited',
  },
  bsm: {
    slug: 'bsm',
    name: 'BSM',
    productName: 'BSM Instructor Portal',
    supportPhone: '0808 157 0345',
    supportSite: 'https://support.instructor-portal.example/bsm',
    homePage: 'https://www.bsm.example',
    privacyNotice: 'https://www.bsm.example/privacy-notice',
    legalName: 'British School of Motoring Limited',
  },
};

/**
 * The legal statement of the footer (spec 1 §1, spec 4 §6): the same words on every page and on every PDF the
 * portal writes (invoices, documents).
 */
export const legalStatement = (slug: BrandSlug): string => {
  const { name, legalName } = brands[slug];
  return (
    `${name} is a trading name of ${legalName}, registered in England and Wales. ${legalName} is an appointed ` +
    'representative of an insurance services company which is authorised and regulated by the Financial Conduct ' +
    'Authority, for regulated hire and insurance distribution.'
  );
};
