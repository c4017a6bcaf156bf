import { inject, it } from 'vitest';
import { checkA11y } from '../../web/e2e/support/a11y.ts';
import { baseUrl, describeJourneys, newPage } from '../../web/e2e/support/browser.ts';
import { signIn } from '../../web/e2e/support/sign-in.ts';
import { officeSignIn } from './support/office-sign-in.ts';

const DESK = { width: 1280, height: 800 };

const stamp = () => Date.now().toString(36);

describeJourneys('Office chat inbox', () => {
  it('an agent answers an instructor, who sees the reply under the agent’s name without reloading', async () => {
    const support = inject('officeStaff').support;
    const office = await newPage(DESK);
    await officeSignIn(office, support, 'inbox');
    await office.getByRole('heading', { name: 'Chat inbox', level: 1 }).waitFor();
    await office.getByText('Live', { exact: true }).waitFor();

    // The instructor (Daniel, ADI 100001) asks something in the portal's message centre, on a phone.
    const portal = await newPage();
    await signIn(portal, 'aa', '100001');
    await portal.goto(`${baseUrl()}/messages`);
    const question = `Can I move Friday's lesson? ${stamp()}`;
    await portal.getByLabel('Send a message').fill(question);
    await portal.getByRole('button', { name: 'Send' }).click();

    // The inbox hears it without a reload: Daniel waits, at the top.
    const row = office.getByRole('link').filter({ hasText: question });
    await row.getByText('Waiting', { exact: false }).waitFor({ timeout: 5_000 });
    await row.click();
    const log = office.getByRole('log', { name: 'Conversation with Daniel Hughes' });
    await log.getByText(question).waitFor();
    await office.getByRole('complementary').getByText('100001').waitFor();
    await checkA11y(office, 'office-inbox');

    // A canned reply to start from, made the agent's own, and sent.
    await office.getByLabel('Canned reply').click();
    await office.getByRole('option', { name: 'Looking into it' }).click();
    const reply = office.getByRole('textbox', { name: 'Reply' });
    const answer = `Yes - Friday is moved to 10:00. ${stamp()}`;
    await reply.fill(answer);
    await office.getByRole('button', { name: 'Send', exact: true }).click();
    await log.getByText(answer).waitFor();
    await office.getByText('Answered', { exact: true }).first().waitFor();

    // The portal shows it at once, named.
    await portal.getByTestId('chat-log').getByText(answer, { exact: true }).waitFor({ timeout: 5_000 });
    await portal.getByTestId('chat-log').getByText(support.name, { exact: false }).first().waitFor();
  });
});
