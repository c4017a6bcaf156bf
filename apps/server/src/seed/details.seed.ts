import type { DocumentStatus } from '@portal/domain/details';
import { addDays, addMonths, formatISO, subDays, subMonths } from 'date-fns';
import {
  additionalDrivers,
  certifications,
  documentFiles,
  documents,
  instructorAgreements,
  instructorDetails,
  insuranceHistory,
  insurances,
  mileageReadings,
  vehicleAssignments,
  vehicles,
} from '../db/schema/index.ts';
import { db } from '../db/unit-of-work.ts';
import { reviewDocument } from '../features/details/index.ts';
import { instructorIdFor } from './foundation.seed.ts';
import { seedId } from './seed-id.ts';

const day = (at: Date) => formatISO(at, { representation: 'date' });

type SeedDoc = {
  key: string;
  type: string;
  status: DocumentStatus;
  daysAgo?: number;
  /** Why the office rejected it (shown beside the document). */
  reason?: string;
};

/** The instructor's own documents, one or more in every status. */
const customerDocs: SeedDoc[] = [
  { key: 'licence', type: 'Driving licence', status: 'APPROVED', daysAgo: 200 },
  { key: 'adi-badge', type: 'ADI badge', status: 'APPROVED', daysAgo: 180 },
  { key: 'dbs', type: 'DBS certificate', status: 'OUTSTANDING' },
  {
    key: 'insurance',
    type: 'Insurance certificate',
    status: 'REJECTED',
    daysAgo: 12,
    reason: 'The certificate has expired. Please upload the one for your current policy.',
  },
  { key: 'address', type: 'Proof of address', status: 'FOR_APPROVAL', daysAgo: 2 },
  { key: 'v5c', type: 'Vehicle V5C', status: 'OUTSTANDING' },
];

const agreementDocs = ['Pre-contract Information', 'Driver Handbook', 'Service Intervals', 'Franchise Agreement'];

const seedVehicles = async (instructorId: string, tag: string, now: Date) => {
  const cars = [
    {
      key: 'fiesta',
      registration: 'YD73 KHX',
      manufacturer: 'Ford',
      model: 'Fiesta',
      specification: 'Titanium 1.0 EcoBoost',
      fuelType: 'Petrol' as const,
      start: 12,
      insuranceEnds: addDays(now, 18),
      km: 31200,
    },
    {
      key: 'corsa',
      registration: 'YC24 PLV',
      manufacturer: 'Vauxhall',
      model: 'Corsa Electric',
      specification: 'GS 50kWh',
      fuelType: 'Electric' as const,
      start: 5,
      insuranceEnds: addMonths(now, 7),
      km: 4100,
    },
  ];
  for (const car of cars) {
    const vehicleId = seedId(`vehicle:${tag}:${car.key}`);
    await db.insert(vehicles).values({
      id: vehicleId,
      registration: tag === '100001' ? car.registration : `${car.key.toUpperCase()} ${tag}`.slice(0, 20),
      manufacturer: car.manufacturer,
      model: car.model,
      specification: car.specification,
      transmissionType: 'Manual',
      fuelType: car.fuelType,
      vehicleType: 'Business',
    });
    await db.insert(vehicleAssignments).values({
      id: seedId(`assignment:${tag}:${car.key}`),
      instructorId,
      vehicleId,
      assignmentDate: day(subMonths(now, car.start)),
    });
    // A reading each month since the car arrived, about 1,400 miles a month.
    await db.insert(mileageReadings).values(
      Array.from({ length: car.start + 1 }, (_, i) => ({
        vehicleId,
        captureDate: subMonths(now, car.start - i),
        value: car.km + i * 1400 + ((i * 37) % 90),
      })),
    );
    const cover = {
      instructorId,
      vehicleId,
      certificateNumber: `AAI-${car.key.toUpperCase()}-${now.getUTCFullYear()}`,
      startDate: day(subDays(addMonths(car.insuranceEnds, -12), -1)),
      endDate: day(car.insuranceEnds),
    };
    await db.insert(insurances).values({ id: seedId(`insurance:${tag}:${car.key}`), ...cover });
    await db.insert(insuranceHistory).values({ ...cover, recordedAt: subMonths(car.insuranceEnds, 12) });
  }
};

const seedDocuments = async (instructorId: string, tag: string, now: Date) => {
  const agreements = [
    {
      key: 'active',
      name: 'Full Franchise Ford Fiesta Agreement 2025',
      active: true,
      from: subMonths(now, 10),
      to: addMonths(now, 14),
    },
    {
      key: 'inactive',
      name: 'Full Franchise Vauxhall Corsa Agreement 2023',
      active: false,
      from: subMonths(now, 34),
      to: subMonths(now, 10),
    },
  ];
  for (const a of agreements) {
    const agreementId = seedId(`agreement:${tag}:${a.key}`);
    await db.insert(instructorAgreements).values({
      id: agreementId,
      instructorId,
      agreementName: a.name,
      active: a.active,
      fromDate: day(a.from),
      toDate: day(a.to),
    });
    for (const [i, type] of agreementDocs.entries()) {
      const id = seedId(`agreement-doc:${tag}:${a.key}:${i}`);
      await db.insert(documents).values({
        id,
        instructorId,
        owner: 'Franchise',
        agreementId,
        documentType: type,
        status: 'APPROVED',
        uploadedAt: a.from,
        uploadedBy: 'Franchise team',
        sortOrder: i,
      });
      // Written as a real PDF the first time it is opened (keys under seed/).
      await db.insert(documentFiles).values({
        documentId: id,
        version: 1,
        blobKey: `seed/agreements/${id}.pdf`,
        contentType: 'application/pdf',
        fileName: `${type}.pdf`,
        size: 0,
        uploadedAt: a.from,
      });
    }
  }
};

const seedCustomerDocuments = async (instructorId: string, tag: string, now: Date) => {
  for (const [i, d] of customerDocs.entries()) {
    const id = seedId(`document:${tag}:${d.key}`);
    const uploaded = d.daysAgo === undefined ? null : subDays(now, d.daysAgo);
    const waiting = d.status === 'OUTSTANDING' ? 'OUTSTANDING' : 'FOR_APPROVAL';
    await db.insert(documents).values({
      id,
      instructorId,
      owner: 'Customer',
      documentType: d.type,
      status: waiting,
      uploadedAt: uploaded,
      uploadedBy: uploaded ? 'Instructor' : null,
      sortOrder: i,
    });
    if (uploaded) {
      await db.insert(documentFiles).values({
        documentId: id,
        version: 1,
        blobKey: `seed/documents/${id}.pdf`,
        contentType: 'application/pdf',
        fileName: `${d.type}.pdf`,
        size: 0,
        uploadedAt: uploaded,
      });
    }
    // The office's decision, through the call the office makes.
    if (d.status === 'APPROVED' || d.status === 'REJECTED') {
      await reviewDocument(
        { clock: { now: () => addDays(uploaded ?? now, 1) } },
        { documentId: id, approved: d.status === 'APPROVED', by: 'Compliance team', reason: d.reason },
      );
    }
  }
};

/**
 * Two cars (one insured for under a month more), monthly readings, qualifications (the DBS ending soon), a second
 * driver, documents in every state and an active and an inactive franchise agreement. `tag` keeps ids apart.
 */
export const seedDetailsFor = async (instructorId: string, tag: string, now: Date): Promise<void> => {
  await db.insert(instructorDetails).values({
    instructorId,
    drivingLicenceNumber: 'HUGHE803174D99XY',
    drivingLicenceValidTo: '2034-03-16',
    businessName: 'Daniel Hughes Driving Tuition',
    businessEmail: 'lessons@danielhughes.example.co.uk',
  });
  await db.insert(certifications).values([
    {
      id: seedId(`cert:${tag}:adi`),
      instructorId,
      type: 'ADIBadge',
      reference: `ADI ${tag}`,
      toDate: day(addMonths(now, 26)),
    },
    {
      id: seedId(`cert:${tag}:dbs`),
      instructorId,
      type: 'DBS',
      reference: '001758964321',
      toDate: day(addDays(now, 21)),
    },
    {
      id: seedId(`cert:${tag}:standards`),
      instructorId,
      type: 'StandardsCheck',
      reference: 'Grade A',
      toDate: day(addMonths(now, 30)),
    },
  ]);
  await db
    .insert(additionalDrivers)
    .values({ id: seedId(`driver:${tag}:sarah`), instructorId, fullName: 'Sarah Hughes' });
  await seedVehicles(instructorId, tag, now);
  await seedDocuments(instructorId, tag, now);
  await seedCustomerDocuments(instructorId, tag, now);
};

/** Issue 12: Daniel Hughes (100001) shows My details and Documents. */
export const seedDetails = (now = new Date()): Promise<void> =>
  seedDetailsFor(instructorIdFor('100001'), '100001', now);
