import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { onboardingMessages as m } from '@portal/domain/onboarding';
import { useSnackbar } from '@portal/ui/feedback';
import { FormField } from '@portal/ui/form';
import { useAddBankDetails } from '../api/use-add-bank-details.ts';
import { useDdiDocumentUrl } from '../api/use-ddi-document-url.ts';
import type { FranchiseAgreementData } from '../api/use-franchise-agreement.ts';
import { type BankField as Field, useBankForm } from '../hooks/use-bank-form.ts';

/**
 * "Your payments" (spec 1 §5): each field checked on blur, or continuously once the confirmation is ticked;
 * "Continue to documents" needs the box ticked and no errors, and moves on once the details are saved.
 */
export const PaymentsSection = ({
  agreement,
  token,
  onSaved,
}: {
  agreement: FranchiseAgreementData;
  token: string;
  onSaved: () => void;
}) => {
  const { enqueueSnackbar } = useSnackbar();
  const { save, fetching } = useAddBankDetails(token);
  const ddiUrl = useDdiDocumentUrl(token);
  const { form, confirmed, confirm, handleTyped } = useBankForm();
  const handleContinue = form.handleSubmit(async (values) => {
    const outcome = await save({ personKey: agreement.personKey, ...values });
    if (!outcome.ok) {
      // The bank's refusal of the account shows under the account number too.
      if (outcome.message !== m.bankSaveFailed) {
        form.setError('accountNumber', { type: 'server', message: outcome.message });
      }
      enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 4000 });
      return;
    }
    onSaved();
  });

  const field = (name: Field, label: string, extra: { inputMode?: 'numeric'; autoComplete?: string } = {}) => (
    <FormField
      control={form.control}
      name={name}
      label={label}
      onValueChange={handleTyped(name)}
      slotProps={{ htmlInput: { inputMode: extra.inputMode, autoComplete: extra.autoComplete } }}
      disabled={fetching}
      fullWidth
    />
  );

  return (
    <Box component="section" aria-label="Your payments" sx={{ mb: 4 }}>
      <PaymentsIntro agreement={agreement} ddiUrl={ddiUrl} />
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
        {field('nameOnAccount', 'Name on account', { autoComplete: 'name' })}
        {field('accountNumber', 'Account number', { inputMode: 'numeric' })}
        {field('sortCode', 'Sort code', { inputMode: 'numeric' })}
        <FormControlLabel
          control={<Checkbox checked={confirmed} onChange={(e) => confirm(e.target.checked)} />}
          label={m.accountHolderConfirm}
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            variant="contained"
            size="large"
            onClick={handleContinue}
            disabled={!confirmed || !form.formState.isValid || fetching}
            sx={{ minHeight: 44, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            Continue to documents
          </Button>
          {agreement.bankDetails && (
            <Button
              variant="outlined"
              size="large"
              onClick={onSaved}
              sx={{ minHeight: 44, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              Keep these details and continue
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
};

/** The heading, the weekly amount with the link to the Direct Debit Instruction, and what is already set up. */
const PaymentsIntro = ({ agreement, ddiUrl }: { agreement: FranchiseAgreementData; ddiUrl: string | null }) => (
  <>
    <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
      Your payments
    </Typography>
    <Typography sx={{ color: 'text.secondary', mb: 2 }}>
      Your weekly payment of {agreement.paymentDueWeekly.formatted} is collected by Direct Debit. Read the{' '}
      {ddiUrl ? (
        <Link href={ddiUrl} target="_blank" rel="noopener">
          Direct Debit Instruction
        </Link>
      ) : (
        'Direct Debit Instruction'
      )}{' '}
      before you set it up.
    </Typography>
    {agreement.bankDetails && (
      <Typography sx={{ mb: 2 }} data-testid="bank-saved">
        Direct Debit set up from {agreement.bankDetails.nameOnAccount}'s account ending{' '}
        {agreement.bankDetails.accountNumberEnding}. Enter the details again to change them.
      </Typography>
    )}
  </>
);
