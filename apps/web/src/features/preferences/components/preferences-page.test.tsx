import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flags, instructor } from '../../../test/fixtures.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const notice = (phone: string) =>
  `This feature isn't available for your franchise type. Please call us on ${phone} to find out more.`;

describe('/settings/preferences gating (spec 2 §2, spec 4 §6; issue 23 defect 5)', () => {
  it.each([
    ['a ThirdParty franchisee (100005)', [['ThirdParty', 'BSM']] as const, '0808 157 0345'],
    ['a Solo franchisee (100004)', [['Solo', 'AADS']] as const, '0808 157 0192'],
  ])('gives %s the franchise notice under the page title, not a blank page', async (_, franchises, phone) => {
    const me = instructor({ adiNumber: '100005', franchises: franchises.map(([t, b]) => [t, b]) });
    mockGraphQL({ me: () => ({ data: { me } }), getDsGlobalConfig: () => ({ data: flags() }) });
    renderApp('/settings/preferences');
    expect((await screen.findByRole('alert')).textContent).toBe(notice(phone));
    expect(screen.getByRole('heading', { name: 'Preferences', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: phone }).getAttribute('href')).toBe(`tel:${phone.replace(/\s/g, '')}`);
  });
});
