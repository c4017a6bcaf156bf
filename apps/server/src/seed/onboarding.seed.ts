import type { FranchiseOffer } from '@portal/domain/onboarding';
import { offerFranchise, onboardingLinkPath } from '../features/onboarding/index.ts';
import { seedId } from './seed-id.ts';

const startIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type SeedOffer = { key: string; shows: string; offer: FranchiseOffer };
type SeedOfferData = { key: string; shows: string; startInDays: number; offer: Omit<FranchiseOffer, 'startDate'> };

/** Three people offered a franchise: one per brand, and one with the DIT lead type (the instalments row). */
const offers: SeedOfferData[] = [
  {
    key: 'aa-full',
    shows: 'AA full franchise, 12 months',
    startInDays: 21,
    offer: {
      brand: 'AADS',
      title: 'Ms',
      firstName: 'Priya',
      surname: 'Shah',
      dateOfBirth: '1988-03-14',
      emailAddress: 'priya.shah@example.com',
      phoneNumber: '07700900311',
      address: '14 Headingley Lane',
      city: 'Leeds',
      zipCode: 'LS6 3HN',
      drivingNumber: 'SHAH9803148P99AB',
      adiNumber: '200101',
      franchiseName: 'Full Franchise Ford Fiesta Manual 12 months',
      franchiseType: 'Full',
      durationMonths: 12,
      leadType: 'Standard',
      paymentType: 'Direct Debit',
      paymentTerms: 'Weekly in advance',
      totalPayablePence: 1_248_000,
      weeklyPaymentPence: 24_000,
      courseInstalments: null,
      channel: 'Email',
    },
  },
  {
    key: 'bsm-full',
    shows: 'BSM full franchise, 1 month trial',
    startInDays: 28,
    offer: {
      brand: 'BSM',
      title: 'Mr',
      firstName: 'Daniel',
      surname: 'Okafor',
      dateOfBirth: '1979-11-02',
      emailAddress: 'daniel.okafor@example.com',
      phoneNumber: '07700900312',
      address: '3 Harrogate Road',
      city: 'Leeds',
      zipCode: 'LS7 3JB',
      drivingNumber: 'OKAFO711029D99CD',
      adiNumber: '200102',
      franchiseName: 'Full Franchise Vauxhall Corsa Manual 1 month',
      franchiseType: 'Full',
      durationMonths: 1,
      leadType: 'Standard',
      paymentType: 'Direct Debit',
      paymentTerms: 'Weekly in advance',
      totalPayablePence: 106_000,
      weeklyPaymentPence: 26_500,
      courseInstalments: null,
      channel: 'Email',
    },
  },
  {
    key: 'aa-dit',
    shows: 'AA DIT franchise (course payment instalments)',
    startInDays: 35,
    offer: {
      brand: 'AADS',
      title: 'Miss',
      firstName: 'Chloe',
      surname: 'Barnes',
      dateOfBirth: '1996-07-21',
      emailAddress: 'chloe.barnes@example.com',
      phoneNumber: '07700900313',
      address: '27 Street Lane',
      city: 'Leeds',
      zipCode: 'LS8 1BW',
      drivingNumber: 'BARNE957216C99EF',
      adiNumber: '200103',
      franchiseName: 'DIT Franchise Ford Puma Manual 6 months',
      franchiseType: 'Dit',
      durationMonths: 6,
      leadType: 'DIT',
      paymentType: 'Direct Debit',
      paymentTerms: 'Course fee in 12 weekly instalments',
      totalPayablePence: 360_000,
      weeklyPaymentPence: 30_000,
      courseInstalments: 12,
      channel: 'Email',
    },
  },
];

/** The offers, each starting a few weeks from today. */
export const seedOffers = (): SeedOffer[] =>
  offers.map(({ startInDays, offer, ...rest }) => ({ ...rest, offer: { ...offer, startDate: startIn(startInDays) } }));

export const seedOfferIds = (key: string) => ({
  leadId: seedId(`lead:${key}`),
  agreementId: seedId(`agreement:${key}`),
});

/** For the start banner and the README: each link with the answers to "Verify it's you". */
export const onboardingBannerLines = (baseUrl: string): string[] =>
  seedOffers().map(({ key, shows, offer }) => {
    const { leadId, agreementId } = seedOfferIds(key);
    const dob = offer.dateOfBirth.split('-').reverse().join('/');
    return (
      `    ${shows}:\n      ${baseUrl.replace(/\/$/, '')}${onboardingLinkPath(offer.brand, leadId, agreementId)}\n` +
      `      postcode ${offer.zipCode}, date of birth ${dob}, email ${offer.emailAddress}`
    );
  });

export const seedOnboarding = async (): Promise<void> => {
  for (const { key, offer } of seedOffers()) await offerFranchise(offer, seedOfferIds(key));
};
