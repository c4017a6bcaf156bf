import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { installNavigationGate } from './navigation-gate.ts';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt.tsx';

// As main.tsx does, before any router listens.
installNavigationGate();

type FormProps = { onSave?: () => Promise<boolean> | boolean; canSave?: boolean };

const Where = () => <output data-testid="where">{useLocation().pathname}</output>;

/** A form page: typing makes it dirty; a link, a button that navigates, and the prompt. */
const FormPage = ({ onSave = () => true, canSave }: FormProps) => {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  return (
    <div>
      <label>
        Name <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <Link to="/other">Go elsewhere</Link>
      <button type="button" onClick={() => navigate('/other')}>
        Navigate in code
      </button>
      <UnsavedChangesPrompt when={value !== ''} onSave={onSave} canSave={canSave} />
    </div>
  );
};

const pages = (props: FormProps) => (
  <Routes>
    <Route path="/form" element={<FormPage {...props} />} />
    <Route
      path="/other"
      element={
        <p>
          Other page <Link to="/form">Open the form</Link>
        </p>
      }
    />
  </Routes>
);

const renderForm = (props: FormProps = {}) =>
  render(
    <MemoryRouter initialEntries={['/form']}>
      {pages(props)}
      <Where />
    </MemoryRouter>,
  );

const where = () => screen.getByTestId('where').textContent;
const makeDirty = () => userEvent.type(screen.getByLabelText('Name'), 'Olivia');

describe('UnsavedChangesPrompt', () => {
  it('lets a clean form go without asking', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(where()).toBe('/other');
  });

  it('asks before leaving with changes, and staying keeps the page and its changes', async () => {
    renderForm();
    await makeDirty();
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'You have unsaved changes' })).toBeTruthy();
    expect(where()).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: 'Stay on page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/form');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Olivia');
  });

  it('saves and then goes where the user was going; a failed save stays', async () => {
    const onSave = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderForm({ onSave });
    await makeDirty();
    await userEvent.click(screen.getByRole('button', { name: 'Navigate in code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: 'Navigate in code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where()).toBe('/other'));
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('asks once more before discarding', async () => {
    renderForm();
    await makeDirty();
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(await screen.findByRole('dialog', { name: 'You have unsaved changes' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(where()).toBe('/other'));
    expect(screen.getByText('Other page')).toBeTruthy();
  });

  it('offers no Save while the form cannot be saved, and has thumb-sized buttons', async () => {
    renderForm({ canSave: false });
    await makeDirty();
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    const save = await screen.findByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(getComputedStyle(save).minHeight).toBe('44px');
  });

  it("holds the browser's back button too", async () => {
    window.history.replaceState(null, '', '/other');
    render(
      <BrowserRouter>
        {pages({})}
        <Where />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Open the form' }));
    expect(where()).toBe('/form');
    await makeDirty();
    window.history.back();
    expect(await screen.findByRole('dialog', { name: 'You have unsaved changes' })).toBeTruthy();
    expect(where()).toBe('/form');
    // The address bar is put back too (history.go is asynchronous).
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(where()).toBe('/other'));
    expect(window.location.pathname).toBe('/other');
  });

  it('asks the browser to confirm a reload or a closed tab only while there are changes', async () => {
    renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await makeDirty();
    expect(unload()).toBe(true);
  });
});
