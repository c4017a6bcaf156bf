import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { serverError } from '../../../test/graphql-operations.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { olivia } from '../test/fixtures.ts';
import { LearnerDetailsDialog } from './learner-details-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const found = {
  __typename: 'FullAddress',
  id: 'addr-1',
  line1: '14 Ash Road',
  line2: 'Flat 2',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS6 3AB',
} as const;

const server = (update: () => ReturnType<typeof updated> | { errors: ReturnType<typeof serverError>[] } = updated) =>
  mockGraphQL({
    learnerAddressLookup: () => ({
      data: { addressLookup: [{ __typename: 'AddressSearchResult', id: 'addr-1', description: '14 Ash Road, Leeds' }] },
    }),
    learnerAddressById: () => ({ data: { addressById: found } }),
    updateLearner: update,
    learnerDetails: () => ({ data: { learner: olivia } }),
  });
const updated = () => ({
  data: { updateLearner: { __typename: 'Learner' as const, id: olivia.id, name: olivia.name } },
});

const open = () => {
  const onClose = vi.fn();
  renderWithProviders(<LearnerDetailsDialog learner={olivia} onClose={onClose} />);
  return { onClose, save: () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement };
};
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe("the 'Edit learner details' modal (spec 3 §2.3, §5)", () => {
  it('opens with the learner as saved, and Save stays disabled until something changes', async () => {
    server();
    const { save } = open();
    expect(screen.getByRole('heading', { name: 'Edit learner details' })).toBeTruthy();
    expect([box('First name').value, box('Last name').value, box('Mobile').value, box('Email').value]).toEqual([
      'Olivia',
      'Bennett',
      '07700900200',
      'olivia.bennett@example.com',
    ]);
    expect([box('Address line 1').value, box('Town').value, box('Postcode').value]).toEqual([
      '22 Headingley Lane',
      'Leeds',
      'LS6 2AS',
    ]);
    expect(save().disabled).toBe(true);
    await userEvent.type(box('First name'), 'x');
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it.each([
    ['First name', '', 'This field is required'],
    ['Last name', '', 'This field is required'],
    ['Mobile', '0770090020', 'Please enter a valid phone number'],
    ['Email', 'olivia@', 'Must be a valid email address'],
    ['Address line 1', '', 'This field is required'],
    ['Town', '', 'This field is required'],
    ['Postcode', 'LS6', 'Must be a valid postcode'],
  ])('refuses %s "%s" with "%s" once the field is left, and keeps Save disabled', async (label, typed, message) => {
    server();
    const { save } = open();
    await userEvent.clear(box(label));
    if (typed) await userEvent.type(box(label), typed);
    expect(screen.queryByText(message)).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it('checks again on every change once left: the message goes as soon as the value is right', async () => {
    server();
    open();
    await userEvent.clear(box('Mobile'));
    await userEvent.type(box('Mobile'), '0770090020');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    await userEvent.type(box('Mobile'), '1');
    await waitFor(() => expect(screen.queryByText('Please enter a valid phone number')).toBeNull());
  });

  it('takes the address picked from a postcode search and sends the date of birth at noon UK', async () => {
    const api = server();
    const { onClose, save } = open();
    await userEvent.clear(box('Postcode'));
    await userEvent.type(box('Postcode'), 'ls6 3ab');
    await userEvent.click(screen.getByRole('button', { name: 'Find address' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Address' }));
    await userEvent.click(await screen.findByRole('option', { name: '14 Ash Road, Leeds' }));
    await waitFor(() => expect(box('Address line 1').value).toBe('14 Ash Road'));
    expect([box('Address line 2 (optional)').value, box('Town').value, box('Postcode').value]).toEqual([
      'Flat 2',
      'Leeds',
      'LS6 3AB',
    ]);
    await waitFor(() => expect(save().disabled).toBe(false));
    await userEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.named('LearnerAddressLookup')[0]?.variables).toEqual({ postcode: 'ls6 3ab' });
    expect(api.named('UpdateLearner')[0]?.variables).toEqual({
      input: {
        id: olivia.id,
        title: 'Miss',
        firstName: 'Olivia',
        lastName: 'Bennett',
        contactMobile: '07700900200',
        contactEmail: 'olivia.bennett@example.com',
        addressLine1: '14 Ash Road',
        addressLine2: 'Flat 2',
        addressTown: 'Leeds',
        addressPostcode: 'LS6 3AB',
        // 14 May is summer time: noon in the UK is 11:00 UTC.
        dateOfBirth: '2007-05-14T11:00:00.000Z',
      },
    });
    // The learner is read again (their name titles the page) before the modal closes.
    expect(api.named('LearnerDetails')).toHaveLength(1);
  });

  it("shows the server's refusal and lets the instructor try again", async () => {
    server(() => ({ errors: [serverError('INVALID_INPUT', 'Must be a valid postcode')] }));
    const { onClose, save } = open();
    await userEvent.type(box('Last name'), '-Smith');
    await waitFor(() => expect(save().disabled).toBe(false));
    await userEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toContain('Must be a valid postcode');
    expect(onClose).not.toHaveBeenCalled();
    expect(box('Last name').disabled).toBe(false);
  });
});
