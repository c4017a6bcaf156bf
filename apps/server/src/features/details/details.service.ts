import {
  type AddVehicleInput,
  addVehicleSchema,
  type DocumentStatus,
  expiryStateOf,
  insuranceFormSchema,
  isLowerThanLastReading,
  detailsMessages as m,
  updateMileageSchema,
} from '@portal/domain/details';
import { DomainError, parseCommand } from '@portal/domain/errors';
import { localDateOf } from '@portal/domain/time';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { isUuid } from '../../lib/uuid.ts';
import * as repo from './details.repository.ts';

export type { DocumentStatus };

const notFound = () => new DomainError('NOT_FOUND', m.vehicleNotFound);

type DropDeps<F> = F extends (deps: AppDeps, ...args: infer A) => unknown ? A : never;

const today = (deps: AppDeps) => localDateOf(deps.clock.now());

/** The vehicle when it is assigned to the viewer; a malformed or foreign id is not found. */
const ownVehicle = async (viewer: Viewer, vehicleId: string) => {
  const row = isUuid(vehicleId) ? await repo.findOwnVehicle(viewer.instructorId, vehicleId) : null;
  if (!row) throw notFound();
  return row;
};

const toInsuranceView = (
  deps: AppDeps,
  row: NonNullable<Awaited<ReturnType<typeof repo.findOwnVehicle>>>['insurance'],
) => (row ? { ...row, expiryState: expiryStateOf(row.endDate, today(deps)) } : null);

const getProfile = async (_deps: AppDeps, viewer: Viewer) => {
  const row = await repo.findPersonalDetails(viewer.instructorId);
  if (!row) throw new DomainError('NOT_FOUND', 'Instructor not found');
  const { person: p, details: d } = row;
  return {
    personalDetails: {
      personId: p.id,
      name: {
        title: p.title,
        firstName: p.firstName,
        lastName: p.lastName,
        fullName: `${p.firstName} ${p.lastName}`,
      },
      dateOfBirth: p.dateOfBirth,
      address: p.addressLine1
        ? { line1: p.addressLine1, line2: p.addressLine2, town: p.town, county: p.county, postcode: p.postcode ?? '' }
        : null,
      emailAddress: p.emailAddress,
      mobileNumber: p.mobileNumber,
      landlineNumber: p.landlineNumber,
    },
    drivingDetails: {
      licenceNumber: d?.drivingLicenceNumber ?? null,
      licenceValidTo: d?.drivingLicenceValidTo ?? null,
    },
    myBusiness: {
      adiNumber: row.adiNumber,
      businessName: d?.businessName ?? null,
      businessEmail: d?.businessEmail ?? null,
      vatNumber: d?.vatNumber ?? null,
    },
  };
};

const listCertifications = async (deps: AppDeps, viewer: Viewer) =>
  (await repo.findCertifications(viewer.instructorId)).map((c) => ({
    ...c,
    expiryState: expiryStateOf(c.toDate, today(deps)),
  }));

const listAdditionalDrivers = async (_deps: AppDeps, viewer: Viewer) =>
  (await repo.findAdditionalDrivers(viewer.instructorId)).map((d) => ({
    id: d.id,
    name: { fullName: d.fullName },
  }));

const listVehicleAssignments = async (deps: AppDeps, viewer: Viewer) => {
  const rows = await repo.findVehicleAssignments(viewer.instructorId);
  const readings = await repo.findMileage(rows.map((r) => r.vehicle.id));
  return rows.map(({ assignment, vehicle, insurance }) => ({
    id: assignment.id,
    assignmentDate: assignment.assignmentDate,
    vehicle: {
      ...vehicle,
      mileage: readings.filter((r) => r.vehicleId === vehicle.id),
      insurance: toInsuranceView(deps, insurance),
    },
  }));
};

/** A car the instructor adds (spec silent: ours); a registration already known is refused, nothing written. */
const addVehicle = async (deps: AppDeps, viewer: Viewer, input: AddVehicleInput) => {
  if (input.instructorId !== viewer.instructorId) throw new DomainError('NOT_FOUND', 'Instructor not found');
  const { instructorId: _instructorId, mileage, ...vehicle } = parseCommand(addVehicleSchema, input);
  const at = deps.clock.now();
  const id = await repo.insertOwnVehicle(viewer.instructorId, vehicle, { mileage, at, assignmentDate: today(deps) });
  if (!id) throw new DomainError('INVALID_INPUT', m.registrationTaken, { field: 'registration' });
  const added = (await listVehicleAssignments(deps, viewer)).find((a) => a.vehicle.id === id);
  return added!;
};

/** A new reading; one lower than the last needs `confirmLower` (the web asks first). */
const updateMileage = async (
  deps: AppDeps,
  viewer: Viewer,
  input: { vehicleKey: string; mileage: string; confirmLower?: boolean | null },
) => {
  const command = parseCommand(updateMileageSchema, input);
  const { vehicle } = await ownVehicle(viewer, command.vehicleKey);
  const last = await repo.findLastReading(vehicle.id);
  if (isLowerThanLastReading(command.mileage, last?.value) && !command.confirmLower) {
    throw new DomainError('INVALID_INPUT', m.mileageLower(String(last?.value)), { field: 'mileage' });
  }
  return repo.insertReading(vehicle.id, command.mileage, deps.clock.now());
};

/** Create or update the vehicle's insurance (both flag paths land here). */
const updateInsurance = async (
  deps: AppDeps,
  viewer: Viewer,
  input: { instructorId: string; vehicleId: string; certificateNumber: string; startDate: string; endDate: string },
) => {
  if (input.instructorId !== viewer.instructorId) throw notFound();
  const form = parseCommand(insuranceFormSchema, input);
  const { vehicle } = await ownVehicle(viewer, input.vehicleId);
  const row = await repo.upsertInsurance(
    { instructorId: viewer.instructorId, vehicleId: vehicle.id, ...form },
    deps.clock.now(),
  );
  return toInsuranceView(deps, row)!;
};

/** The legacy call: the history record names the instructor by their person id. */
const updateInsuranceHistory = async (
  deps: AppDeps,
  viewer: Viewer,
  input: { personKey: string; vehicleKey: string; certificateNumber: string; startDate: string; endDate: string },
) => {
  const own = await repo.findPersonalDetails(viewer.instructorId);
  if (!own || own.person.id !== input.personKey) throw notFound();
  const { personKey: _personKey, vehicleKey, ...form } = input;
  return updateInsurance(deps, viewer, { instructorId: viewer.instructorId, vehicleId: vehicleKey, ...form });
};

const listInsuranceHistory = async (_deps: AppDeps, viewer: Viewer, vehicleId: string) => {
  await ownVehicle(viewer, vehicleId);
  return repo.findInsuranceHistory(viewer.instructorId, vehicleId);
};

/**
 * The home page's "documents to upload" (one statement): own documents outstanding or rejected, plus each
 * qualification and insurance that has expired or ends within 30 days (each needs a new certificate).
 */
const countDocumentsToUpload = async (deps: AppDeps, viewer: Viewer) => {
  const facts = await repo.findUploadFacts(viewer.instructorId);
  const day = today(deps);
  return facts.documents + facts.endDates.filter((end) => expiryStateOf(end, day) !== 'valid').length;
};

export const createDetailsService = (deps: AppDeps) => ({
  getProfile: (...args: DropDeps<typeof getProfile>) => getProfile(deps, ...args),
  listCertifications: (...args: DropDeps<typeof listCertifications>) => listCertifications(deps, ...args),
  listAdditionalDrivers: (...args: DropDeps<typeof listAdditionalDrivers>) => listAdditionalDrivers(deps, ...args),
  listVehicleAssignments: (...args: DropDeps<typeof listVehicleAssignments>) => listVehicleAssignments(deps, ...args),
  addVehicle: (...args: DropDeps<typeof addVehicle>) => addVehicle(deps, ...args),
  updateMileage: (...args: DropDeps<typeof updateMileage>) => updateMileage(deps, ...args),
  updateInsurance: (...args: DropDeps<typeof updateInsurance>) => updateInsurance(deps, ...args),
  updateInsuranceHistory: (...args: DropDeps<typeof updateInsuranceHistory>) => updateInsuranceHistory(deps, ...args),
  listInsuranceHistory: (...args: DropDeps<typeof listInsuranceHistory>) => listInsuranceHistory(deps, ...args),
  countDocumentsToUpload: (...args: DropDeps<typeof countDocumentsToUpload>) => countDocumentsToUpload(deps, ...args),
});

export type DetailsService = ReturnType<typeof createDetailsService>;
