import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { StaffSecurityQuery } from '../../../gql/graphql.ts';

type Passkey = StaffSecurityQuery['staffSecurity']['passkeys'][number];

const dayOf = (value: unknown) =>
  new Date(String(value)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** The member's passkeys, each with when it was added and last used, and a button to remove it. */
export const PasskeyList = ({
  passkeys,
  onRemove,
  removing,
}: {
  passkeys: readonly Passkey[];
  onRemove: (passkey: Passkey) => void;
  removing: boolean;
}) =>
  passkeys.length === 0 ? (
    <Typography sx={{ mb: 2 }}>You have no passkeys yet.</Typography>
  ) : (
    <List aria-label="Your passkeys" sx={{ mb: 2 }}>
      {passkeys.map((passkey) => (
        <ListItem
          key={passkey.id}
          divider
          secondaryAction={
            <Button disabled={removing} onClick={() => onRemove(passkey)} aria-label={`Remove ${passkey.name}`}>
              Remove
            </Button>
          }
        >
          <ListItemText
            primary={passkey.name}
            secondary={`Added ${dayOf(passkey.createdAt)}${passkey.lastUsedAt ? ` · last used ${dayOf(passkey.lastUsedAt)}` : ' · not used yet'}`}
          />
        </ListItem>
      ))}
    </List>
  );
