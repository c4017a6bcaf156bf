import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import { firstStepsTitle } from '@portal/domain/home';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { DashboardRowLink } from './dashboard-row-link.tsx';

export type FirstStepItem = { kind: string; label: string; href: string; done: boolean };

/** A new franchisee's first steps: each a full-width link (48 px, thumb-reachable), ticked once done. */
export const FirstStepsCard = ({ steps }: { steps: readonly FirstStepItem[] }) => {
  const done = steps.filter((s) => s.done).length;
  return (
    <DashboardCard
      testId="first-steps"
      title={firstStepsTitle}
      subheader={`${done} of ${steps.length} done. Each one gets your business ready for learners.`}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {steps.map((step) => (
          <DashboardRowLink
            key={step.kind}
            to={step.href}
            testId={`first-step-${step.kind}`}
            data={{ 'data-done': step.done }}
          >
            {step.done ? (
              <CheckCircle aria-hidden sx={{ color: 'success.main' }} />
            ) : (
              <RadioButtonUnchecked aria-hidden sx={{ color: 'text.secondary' }} />
            )}
            <Box component="span" sx={{ flex: 1 }}>
              {step.label}
              <Box component="span" sx={visuallyHidden}>
                {step.done ? ' (done)' : ' (to do)'}
              </Box>
            </Box>
          </DashboardRowLink>
        ))}
      </Box>
    </DashboardCard>
  );
};
