import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SecondFactorKind } from '@portal/domain/office';
import { AuthHeading } from '@portal/ui/page';
import { useState } from 'react';
import type { SecondFactorMethodProps } from './second-factor-method.ts';
import { methodOrder, secondFactorMethods } from './second-factor-methods.tsx';

type Props = SecondFactorMethodProps & { factors: readonly SecondFactorKind[]; onCancel: () => void };

/**
 * Step two: one of the member's second factors (`factors`, from the password step), with links to the others
 * and back to the password.
 */
export const SecondFactorStep = ({ factors, onCancel, ...methodProps }: Props) => {
  const offered = methodOrder.filter((kind) => factors.includes(kind));
  const [chosen, setChosen] = useState<SecondFactorKind | undefined>(offered[0]);
  const method = chosen ? secondFactorMethods[chosen] : undefined;
  if (!method) return null;
  return (
    <Box>
      <AuthHeading title={method.title}>{method.hint}</AuthHeading>
      <method.Form key={chosen} {...methodProps} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, justifyContent: 'space-between' }}>
        {offered
          .filter((kind) => kind !== chosen)
          .map((kind) => (
            <Button key={kind} variant="text" onClick={() => setChosen(kind)}>
              {secondFactorMethods[kind].switchLabel}
            </Button>
          ))}
        <Button variant="text" onClick={onCancel}>
          Start again
        </Button>
      </Box>
    </Box>
  );
};
