import { beforeAll, expect, it } from 'vitest';
import { addCalendarInstructor, type CalendarInstructor } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { withDb } from '../../../test/with-db.ts';
import { seedDetailsFor } from '../../seed/details.seed.ts';

const START = new Date('2030-03-10T10:00:00Z');

const DETAILS = `query ($id: ID!) {
  instructor(id: $id) {
    personalDetails { personId name { title fullName } dateOfBirth address { line1 postcode } emailAddress mobileNumber }
    drivingDetails { licenceNumber }
    myBusiness { adiNumber businessName }
    certifications { id type reference toDate expiryState }
    additionalDrivers { name { fullName } }
    vehicleAssignments {
      id assignmentDate
      vehicle { id registration manufacturer model transmissionType fuelType vehicleType
        mileage { captureDate value } insurance { id certificateNumber startDate endDate expiryState } }
    }
  }
}`;
const UPDATE_MILEAGE = `mutation ($input: UpdateMileageInput!) { updateMileage(input: $input) { captureDate value } }`;
const LEGACY_MILEAGE = `mutation ($id: ID!, $m: VehicleMileageInput!) {
  updateInstructorDetails(id: $id, vehicleMileage: $m) { vehicleAssignments { vehicle { id mileage { value } } } }
}`;
const UPDATE_INSURANCE = `mutation ($input: InsuranceInput!) { updateInsurance(input: $input) { id certificateNumber startDate endDate expiryState } }`;
const LEGACY_INSURANCE = `mutation ($input: InsuranceHistoryInput!) { updateInsuranceHistory(input: $input) { certificateNumber startDate endDate } }`;

type Vehicle = {
  id: string;
  mileage: Array<{ value: number }>;
  insurance: { id: string; certificateNumber: string; startDate: string; endDate: string; expiryState: string } | null;
};
type DetailsAnswer = {
  instructor: {
    personalDetails: { personId: string; name: { fullName: string } };
    certifications: Array<{ type: string; expiryState: string }>;
    vehicleAssignments: Array<{ vehicle: Vehicle }>;
  };
};

describeIntegration('my details over GraphQL', { start: START }, (fx) => {
  let t: Fixture;
  let other: CalendarInstructor;
  let cars: Vehicle[];
  let otherCar: string;
  const details = async () => {
    const answer = await t.gqlAsViewer<DetailsAnswer>(DETAILS, { id: t.instructor.instructorId });
    expect(answer.errors).toBeUndefined();
    return answer.data!.instructor;
  };
  const lastReading = async (index = 0) => (await details()).vehicleAssignments[index]!.vehicle.mileage.at(-1)!.value;

  beforeAll(async () => {
    t = fx();
    await withDb(t.db, () => seedDetailsFor(t.instructor.instructorId, t.instructor.adiNumber, START));
    other = await addCalendarInstructor(t.db);
    await withDb(t.db, () => seedDetailsFor(other.instructorId, other.adiNumber, START));
    cars = (await details()).vehicleAssignments.map((a) => a.vehicle);
    otherCar = (await t.services.details.listVehicleAssignments(other.viewer))[0]!.vehicle.id;
  });

  it('shows the personal details, qualifications flagged when ending within 30 days, cars with mileage and insurance', async () => {
    const me = await details();
    expect(me.personalDetails.name.fullName).toMatch(/\w+ \w+/);
    expect(me.certifications.map((c) => [c.type, c.expiryState])).toEqual([
      ['ADIBadge', 'valid'],
      ['DBS', 'expiringSoon'],
      ['StandardsCheck', 'valid'],
    ]);
    expect(me.vehicleAssignments).toHaveLength(2);
    const [fiesta, corsa] = me.vehicleAssignments.map((a) => a.vehicle);
    expect(fiesta!.mileage).toHaveLength(13);
    expect(fiesta!.insurance).toMatchObject({ endDate: '2030-03-28', expiryState: 'expiringSoon' });
    expect(corsa!.insurance?.expiryState).toBe('valid');
  });

  it("gives spec 4 §3's person fields on the instructor itself (the same as personal details); none of another's", async () => {
    const spec4 = `query ($id: ID!) {
      instructor(id: $id) {
        personId name { title firstName lastName fullName } dateOfBirth emailAddress landlineNumber
        address { line1 town postcode }
        personalDetails { personId name { title firstName lastName fullName } dateOfBirth emailAddress landlineNumber
          address { line1 town postcode } }
      }
    }`;
    const answer = await t.gqlAsViewer<{ instructor: Record<string, unknown> }>(spec4, {
      id: t.instructor.instructorId,
    });
    expect(answer.errors).toBeUndefined();
    const { personalDetails, ...own } = answer.data!.instructor;
    expect(own).toEqual(personalDetails);
    expect((own.name as { fullName: string }).fullName).toMatch(/\w+ \w+/);
    const theirs = await t.gqlAsViewer(spec4, { id: other.instructorId });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('adds a reading through the newer call, digits only, and asks before a lower one', async () => {
    const last = await lastReading();
    const ok = await t.gqlAsViewer(UPDATE_MILEAGE, { input: { vehicleKey: cars[0]!.id, mileage: String(last + 120) } });
    expect(ok.data).toEqual({ updateMileage: { captureDate: START.toISOString(), value: last + 120 } });
    for (const bad of ['12,000', '5.5', '-3', 'abc', '']) {
      const refused = await t.gqlAsViewer(UPDATE_MILEAGE, { input: { vehicleKey: cars[0]!.id, mileage: bad } });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const lower = await t.gqlAsViewer(UPDATE_MILEAGE, { input: { vehicleKey: cars[0]!.id, mileage: '10' } });
    expect(lower.errors?.[0]?.message).toBe(
      `This reading is lower than the last one (${last + 120} miles). Save it anyway?`,
    );
    expect(await lastReading()).toBe(last + 120);
    const confirmed = await t.gqlAsViewer(UPDATE_MILEAGE, {
      input: { vehicleKey: cars[0]!.id, mileage: '10', confirmLower: true },
    });
    expect(confirmed.errors).toBeUndefined();
    expect(await lastReading()).toBe(10);
  });

  it('adds a reading through the legacy call and answers with the refreshed instructor', async () => {
    const answer = await t.gqlAsViewer<{
      updateInstructorDetails: { vehicleAssignments: Array<{ vehicle: Vehicle }> };
    }>(LEGACY_MILEAGE, { id: t.instructor.instructorId, m: { id: cars[1]!.id, mileage: '99999' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateInstructorDetails.vehicleAssignments[1]?.vehicle.mileage.at(-1)?.value).toBe(99999);
  });

  it("gives NOT_FOUND for another instructor's car or id, and changes nothing", async () => {
    const before = await t.services.details.listVehicleAssignments(other.viewer);
    const calls = [
      t.gqlAsViewer(UPDATE_MILEAGE, { input: { vehicleKey: otherCar, mileage: '999999' } }),
      t.gqlAsViewer(UPDATE_MILEAGE, { input: { vehicleKey: 'not-a-uuid', mileage: '999999' } }),
      t.gqlAsViewer(LEGACY_MILEAGE, { id: t.instructor.instructorId, m: { id: otherCar, mileage: '999999' } }),
      t.gqlAsViewer(LEGACY_MILEAGE, { id: other.instructorId, m: { id: otherCar, mileage: '999999' } }),
      t.gqlAsViewer(UPDATE_INSURANCE, {
        input: {
          instructorId: t.instructor.instructorId,
          vehicleId: otherCar,
          certificateNumber: 'X',
          startDate: '2030-04-01',
          endDate: '2031-04-01',
        },
      }),
      t.gqlAsViewer(UPDATE_INSURANCE, {
        input: {
          instructorId: other.instructorId,
          vehicleId: otherCar,
          certificateNumber: 'X',
          startDate: '2030-04-01',
          endDate: '2031-04-01',
        },
      }),
      t.gqlAsViewer(DETAILS, { id: other.instructorId }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.services.details.listVehicleAssignments(other.viewer)).toEqual(before);
  });

  it('renews the insurance through the newer call, keeping the history', async () => {
    const answer = await t.gqlAsViewer(UPDATE_INSURANCE, {
      input: {
        id: cars[0]!.insurance!.id,
        instructorId: t.instructor.instructorId,
        vehicleId: cars[0]!.id,
        certificateNumber: 'NEW-2030',
        startDate: '2030-03-29',
        endDate: '2031-03-29',
      },
    });
    expect(answer.data).toEqual({
      updateInsurance: {
        id: cars[0]!.insurance!.id,
        certificateNumber: 'NEW-2030',
        startDate: '2030-03-29',
        endDate: '2031-03-29',
        expiryState: 'valid',
      },
    });
    const history = await t.services.details.listInsuranceHistory(t.viewer, cars[0]!.id);
    expect(history.map((h) => h.certificateNumber)).toEqual([cars[0]!.insurance!.certificateNumber, 'NEW-2030']);
  });

  it('renews through the legacy call, and refuses a missing field or an end before the start', async () => {
    const personKey = (await details()).personalDetails.personId;
    const input = {
      personKey,
      vehicleKey: cars[1]!.id,
      certificateNumber: 'LEG-1',
      startDate: '2030-10-01',
      endDate: '2031-10-01',
    };
    const ok = await t.gqlAsViewer(LEGACY_INSURANCE, { input });
    expect(ok.data).toEqual({
      updateInsuranceHistory: { certificateNumber: 'LEG-1', startDate: '2030-10-01', endDate: '2031-10-01' },
    });
    const missing = await t.gqlAsViewer(LEGACY_INSURANCE, { input: { ...input, certificateNumber: '  ' } });
    expect(missing.errors?.[0]?.message).toBe('This field is required');
    const backwards = await t.gqlAsViewer(LEGACY_INSURANCE, {
      input: { ...input, certificateNumber: 'B', endDate: '2030-09-01' },
    });
    expect(backwards.errors?.[0]?.message).toBe('The insurance end date must be after the start date');
    const foreign = await t.gqlAsViewer(LEGACY_INSURANCE, { input: { ...input, personKey: other.instructorId } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const now = (await details()).vehicleAssignments[1]!.vehicle.insurance;
    expect(now?.certificateNumber).toBe('LEG-1');
  });

  it('counts documents to upload: outstanding and rejected, plus qualifications and insurance ending soon', async () => {
    // Other: 2 outstanding + 1 rejected documents, the DBS and the Fiesta's insurance.
    expect(await t.services.details.countDocumentsToUpload(other.viewer)).toBe(5);
  });

  it('adds a car with its first reading; refuses a bad field, a known registration and another id, adding nothing', async () => {
    const ADD = `mutation ($input: AddVehicleInput!) { addVehicle(input: $input) {
      assignmentDate vehicle { registration manufacturer model specification transmissionType fuelType vehicleType
        mileage { value } insurance { id } } } }`;
    const car = {
      instructorId: t.instructor.instructorId,
      registration: 'yk24 ltr',
      manufacturer: 'Vauxhall',
      model: 'Corsa',
      specification: '1.2 SE',
      transmissionType: 'Manual',
      fuelType: 'Petrol',
      mileage: '12040',
    };
    const count = async () => (await details()).vehicleAssignments.length;
    const before = await count();
    const refusal = async (change: Record<string, unknown>) =>
      (await t.gqlAsViewer(ADD, { input: { ...car, ...change } })).errors?.[0];
    expect(await refusal({ registration: 'not a plate!' })).toMatchObject({
      message: 'Please enter a valid registration, for example AB12 CDE',
      extensions: { code: 'BAD_USER_INPUT', field: 'registration' },
    });
    expect((await refusal({ model: ' ' }))?.message).toBe('This field is required');
    expect((await refusal({ mileage: '12,040' }))?.message).toBe('Mileage must be digits only');
    expect((await refusal({ instructorId: other.instructorId }))?.extensions?.code).toBe('NOT_FOUND');
    expect(await count()).toBe(before);

    const added = await t.gqlAsViewer<{ addVehicle: unknown }>(ADD, { input: car });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addVehicle).toEqual({
      assignmentDate: '2030-03-10',
      vehicle: {
        registration: 'YK24LTR',
        manufacturer: 'Vauxhall',
        model: 'Corsa',
        specification: '1.2 SE',
        transmissionType: 'Manual',
        fuelType: 'Petrol',
        vehicleType: 'Personal',
        mileage: [{ value: 12040 }],
        insurance: null,
      },
    });
    expect(await count()).toBe(before + 1);
    const again = await refusal({ registration: 'YK24LTR' });
    expect(again).toMatchObject({
      message: 'A car with this registration is already registered. Please contact support if it is yours.',
      extensions: { code: 'BAD_USER_INPUT', field: 'registration' },
    });
    expect(await count()).toBe(before + 1);
  });
});
