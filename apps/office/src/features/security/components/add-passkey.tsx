import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { passkeyNameSchema } from '@portal/domain/office';
import { FormAlert, FormTextField } from '@portal/ui/form';
import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAddPasskey } from '../api/use-staff-security.ts';

const schema = z.object({ name: passkeyNameSchema });
const NOT_CREATED = 'The passkey was not created. Try again.';

/** The browser's prompt to create a passkey, or null when the member closed it. */
const askBrowser = async (optionsJson: string): Promise<string | null> => {
  try {
    return JSON.stringify(await startRegistration({ optionsJSON: JSON.parse(optionsJson) }));
  } catch {
    return null;
  }
};

/** Names a new passkey and asks the browser to create it; the server checks and keeps it. */
export const AddPasskey = ({ onAdded }: { onAdded: (name: string) => void }) => {
  const { askOptions, submit, fetching } = useAddPasskey();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '' },
  });
  const handleAdd = handleSubmit(async ({ name }) => {
    setFailure(null);
    const options = await askOptions();
    if (!options.ok) return setFailure(options.message);
    const response = await askBrowser(options.value);
    if (!response) return setFailure(NOT_CREATED);
    const added = await submit(name, response);
    if (!added.ok) return setFailure(added.message);
    reset();
    onAdded(added.value.name);
  });
  return (
    <Box component="form" noValidate onSubmit={handleAdd} aria-label="Add a passkey">
      <FormAlert lines={failure ? [failure] : []} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <FormTextField control={control} name="name" label="Passkey name" placeholder="Work laptop" />
        </Box>
        <Button type="submit" variant="contained" disabled={fetching} sx={{ mt: 1 }}>
          Add a passkey
        </Button>
      </Box>
    </Box>
  );
};
