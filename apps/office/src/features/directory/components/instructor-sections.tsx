import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@portal/ui/layout';
import type { InstructorPageFieldsFragment } from '../../../gql/graphql.ts';

type Page = InstructorPageFieldsFragment;
type OfficeLink = Page['links']['allocation'];

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });
const moment = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });
const ukDate = (iso: string) => iso.split('-').reverse().join('/');

/** A section's way to the tool that acts on it, or its words alone where the tool is still to come. */
export const SectionLink = ({ link }: { link: OfficeLink }) =>
  link.path ? (
    <Link component={RouterLink} to={link.path}>
      {link.label}
    </Link>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {link.label}
    </Typography>
  );

export const LearnersSection = ({ page }: { page: Page }) => (
  <>
    <Typography>
      {page.learners.counts.length === 0
        ? 'No learners allocated.'
        : page.learners.counts.map((c) => `${c.count} ${c.status.toLowerCase()}`).join(', ')}
    </Typography>
    {page.learners.pending.length > 0 && (
      <List dense aria-label="Learners waiting for the instructor's answer">
        {page.learners.pending.map((l) => (
          <ListItem key={l.id} disableGutters>
            <ListItemText
              primary={l.name}
              secondary={`Allocated ${day.format(new Date(l.allocatedAt))}, waiting for an answer`}
            />
          </ListItem>
        ))}
      </List>
    )}
    <SectionLink link={page.links.allocation} />
  </>
);

const documentStatus: Record<Page['documents'][number]['status'], string> = {
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  OUTSTANDING: 'To upload',
  FOR_APPROVAL: 'Waiting for review',
};

export const DocumentsSection = ({ page }: { page: Page }) => (
  <>
    <List dense aria-label="Documents">
      {page.documents.map((d) => (
        <ListItem key={d.id} disableGutters>
          <ListItemText
            primary={d.documentType}
            secondary={`${documentStatus[d.status]}${d.expiry ? `, expires ${ukDate(d.expiry)}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
    <SectionLink link={page.links.documents} />
  </>
);

export const ArrearsSection = ({ page }: { page: Page }) =>
  page.arrears.total.pence === 0 ? (
    <Typography>Nothing owed.</Typography>
  ) : (
    <>
      <Typography>Owes {page.arrears.total.formatted}</Typography>
      <List dense aria-label="Invoices in arrears">
        {page.arrears.invoices.map((i) => (
          <ListItem key={i.id} disableGutters>
            <ListItemText primary={`${i.reference}: ${i.amount.formatted}`} secondary={`Dated ${ukDate(i.date)}`} />
          </ListItem>
        ))}
      </List>
    </>
  );

export const MessagesSection = ({ page }: { page: Page }) => (
  <>
    <List dense aria-label="Latest messages">
      {page.messages.map((m) => (
        <ListItem key={m.id} disableGutters>
          <ListItemText
            primary={m.body}
            secondary={`${m.fromInstructor ? page.name.fullName : (m.agentName ?? 'The office')}, ${moment.format(new Date(m.created))}`}
          />
        </ListItem>
      ))}
    </List>
    {page.messages.length === 0 && <Typography>No messages yet.</Typography>}
    <SectionLink link={page.links.chat} />
  </>
);
