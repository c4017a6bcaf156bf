import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { DocumentsTab } from './documents-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const REFUSED = 'Only PDF, JPEG, PNG or HEIC files can be uploaded';

/** The documents queries answered empty, and the upload endpoint answering `status` with `body`. */
const server = (status: number, body: Record<string, unknown>) => {
  mockGraphQL({
    customerAndFranchiseDocuments: () => ({
      data: {
        customerAndFranchiseDocumentsByPerson: {
          __typename: 'CustomerAndFranchiseDocuments',
          customerDocuments: [],
        },
      },
    }),
    agreementsDocuments: () => ({ data: { agreementsDocumentsByPerson: [] } }),
  });
  const graphql = globalThis.fetch;
  const uploads: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url !== '/api/documents/upload') return graphql(url, init);
      uploads.push(init.body);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return uploads;
};

const chooseAndUpload = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Upload new document' }));
  const dialog = screen.getByRole('dialog', { name: 'Upload new document' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Document type/ }), 'First aid certificate');
  const file = new File(['<html></html>'], 'certificate.hta', { type: 'application/hta' });
  await userEvent.upload(screen.getByTestId('new-document-file'), file, { applyAccept: false });
  const upload = within(dialog).getByRole('button', { name: 'UPLOAD' });
  await waitFor(() => expect((upload as HTMLButtonElement).disabled).toBe(false));
  await userEvent.click(upload);
  return dialog;
};

describe('"Upload new document" (issue 23 defect 2)', () => {
  it("shows the server's refusal in the dialog and keeps it open, with what was typed", async () => {
    const uploads = server(415, { error: REFUSED, reason: 'INVALID_INPUT' });
    renderWithProviders(<DocumentsTab personKey="person-1" />);
    const dialog = await chooseAndUpload();
    expect(await within(dialog).findByText(REFUSED)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Upload new document' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Document type/ }) as HTMLInputElement).value).toBe(
      'First aid certificate',
    );
    expect(uploads).toHaveLength(1);
  });

  it('closes the dialog and says so when the upload is taken', async () => {
    server(200, { id: 'doc-1', status: 'FOR_APPROVAL' });
    renderWithProviders(<DocumentsTab personKey="person-1" />);
    await chooseAndUpload();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload new document' })).toBeNull());
    expect(await screen.findByRole('dialog', { name: 'Upload successful' })).toBeTruthy();
  });
});

describe('a rejected document (issue 24 §5)', () => {
  it("shows the office's reason beside it, and none beside the others", async () => {
    const doc = (
      id: string,
      documentType: string,
      status: 'REJECTED' | 'APPROVED',
      rejectionReason: string | null,
    ) => ({
      __typename: 'Document' as const,
      id,
      documentType,
      status,
      rejectionReason,
      uploadedDate: '2026-11-20T10:00:00Z',
      url: null,
      viewUrl: null,
      canUpload: status === 'REJECTED',
    });
    mockGraphQL({
      customerAndFranchiseDocuments: () => ({
        data: {
          customerAndFranchiseDocumentsByPerson: {
            __typename: 'CustomerAndFranchiseDocuments',
            customerDocuments: [
              doc('d1', 'Insurance certificate', 'REJECTED', 'The certificate has expired.'),
              doc('d2', 'ADI badge', 'APPROVED', null),
            ],
          },
        },
      }),
      agreementsDocuments: () => ({ data: { agreementsDocumentsByPerson: [] } }),
    });
    renderWithProviders(<DocumentsTab personKey="person-1" />);
    const rejected = await screen.findByTestId('document-row-Insurance certificate');
    expect(within(rejected).getByTestId('document-rejection-reason').textContent).toBe(
      'Reason: The certificate has expired.',
    );
    expect(within(screen.getByTestId('document-row-ADI badge')).queryByTestId('document-rejection-reason')).toBeNull();
  });
});
