import MenuItem from '@mui/material/MenuItem';
import { personTitles } from '@portal/domain/people';

/** The titles a learner's form offers (the new-learner form and the details form). */
export const titleOptions = personTitles.map((title) => (
  <MenuItem key={title} value={title}>
    {title}
  </MenuItem>
));
