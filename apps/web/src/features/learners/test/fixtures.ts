import type { LearnerDetails } from '../api/use-learner-details.ts';

const address = { __typename: 'Address', line2: null, town: 'Leeds', county: 'West Yorkshire' } as const;

/** Olivia, as the learner page reads her (typed by the generated LearnerDetails document). */
export const olivia = {
  __typename: 'Learner',
  id: '0b8a3f52-5c1e-4c8e-9d55-0d1f0a000001',
  name: {
    __typename: 'PersonName',
    title: 'Miss',
    firstName: 'Olivia',
    lastName: 'Bennett',
    fullName: 'Olivia Bennett',
  },
  mobileNumber: '+447700900200',
  emailAddress: 'olivia.bennett@example.com',
  dateOfBirth: '2007-05-14',
  customerType: 'Learner',
  sourcedBy: 'Business',
  approved: true,
  pendingApproval: false,
  pickupAddress: { ...address, line1: '22 Headingley Lane', postcode: 'LS6 2AS' },
  address: { ...address, line1: '22 Headingley Lane', postcode: 'LS6 2AS' },
  allocations: [],
  tests: [
    {
      __typename: 'DrivingTest',
      id: 'test-upcoming',
      date: '2030-06-20',
      type: 'Practical',
      status: 'Upcoming',
      editable: true,
    },
    {
      __typename: 'DrivingTest',
      id: 'test-theory',
      date: '2030-01-10',
      type: 'Theory',
      status: 'Passed',
      editable: false,
    },
  ],
} satisfies LearnerDetails;
