import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brandLabel } from '@portal/domain/access';
import { RouterLink } from '@portal/ui/layout';
import type { ConversationDetail } from '../api/use-chat-conversation.ts';

type Instructor = NonNullable<ConversationDetail['officeInstructor']>;

const Fact = ({ label, value }: { label: string; value: string | null | undefined }) =>
  value ? (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  ) : null;

/** The instructor at the side of their conversation: who they are, their franchises, what they owe. */
export const InstructorFacts = ({ instructor }: { instructor: Instructor }) => (
  <Paper variant="outlined" component="aside" aria-labelledby="facts-title" sx={{ p: 2 }}>
    <Stack spacing={1.25}>
      <Typography id="facts-title" variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {instructor.name.fullName}
      </Typography>
      <Fact label="ADI number" value={instructor.adiNumber} />
      <Fact label="Status" value={instructor.status} />
      <Fact label="Mobile" value={instructor.mobile} />
      <Fact label="Email" value={instructor.email} />
      <Fact label="Area" value={[instructor.town, instructor.postcode].filter(Boolean).join(', ')} />
      <Fact
        label="Franchises"
        value={instructor.franchises
          .filter((f) => !f.dormant)
          .map((f) => `${brandLabel(f.brand)} ${f.name}`)
          .join('; ')}
      />
      <Fact label="Arrears" value={instructor.arrears.total.pence > 0 ? instructor.arrears.total.formatted : 'None'} />
      <RouterLink to={`/instructors/${instructor.id}`}>Open the instructor’s page</RouterLink>
    </Stack>
  </Paper>
);
