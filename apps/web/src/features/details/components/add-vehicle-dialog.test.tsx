import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { serverError } from '../../../test/graphql-operations.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { AddVehicleDialog } from './add-vehicle-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const taken = 'A car with this registration is already registered. Please contact support if it is yours.';

const open = () => {
  const onAdded = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<AddVehicleDialog instructorId="i-1" onAdded={onAdded} onClose={onClose} />);
  return { onAdded, onClose };
};
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};
const fill = async () => {
  await userEvent.type(box('Registration'), 'yk24 ltr');
  await userEvent.type(box('Make'), 'Vauxhall');
  await userEvent.type(box('Model'), 'Corsa');
  await choose('Transmission', 'Manual');
  await choose('Fuel', 'Petrol');
  await userEvent.type(box('Current mileage'), '12040');
};

describe('"Add a car"', () => {
  it('says what is missing and sends nothing until the car is complete', async () => {
    const server = mockGraphQL({});
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Add car' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(5);
    await userEvent.type(box('Registration'), 'not a plate!');
    await userEvent.tab();
    await screen.findByText('Please enter a valid registration, for example AB12 CDE');
    expect(server.named('AddVehicle')).toHaveLength(0);
  });

  it('adds the car with its mileage, then tells the page and closes', async () => {
    const server = mockGraphQL({
      addVehicle: () => ({
        data: {
          addVehicle: {
            __typename: 'VehicleAssignment',
            id: 'a-1',
            vehicle: { __typename: 'Vehicle', id: 'v-1', registration: 'YK24LTR' },
          },
        },
      }),
    });
    const { onAdded, onClose } = open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Add car' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onAdded).toHaveBeenCalled();
    expect(server.named('AddVehicle')[0]!.variables).toEqual({
      input: {
        instructorId: 'i-1',
        registration: 'YK24LTR',
        manufacturer: 'Vauxhall',
        model: 'Corsa',
        specification: null,
        transmissionType: 'Manual',
        fuelType: 'Petrol',
        mileage: '12040',
      },
    });
  });

  it("keeps the dialog open with the server's words when it refuses the car", async () => {
    mockGraphQL({ addVehicle: () => ({ errors: [serverError('INVALID_INPUT', taken)] }) });
    const { onAdded, onClose } = open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Add car' }));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(onAdded).not.toHaveBeenCalled();
  });
});
