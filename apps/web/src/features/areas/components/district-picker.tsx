import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { AreaRegionFragment } from '../../../gql/graphql.ts';
import { type AreaDraft, toggleDistrict, toggleSector } from '../hooks/area-draft.ts';

type Props = {
  region: AreaRegionFragment;
  draft: AreaDraft;
  onChange: (draft: AreaDraft) => void;
  /** DIT areas are view only. */
  readOnly?: boolean;
};

/**
 * District and sector coverage that works with a thumb: a district is one tap (a 48px row); once in, its sectors
 * open beneath it as chips, each one tap to leave out or bring back.
 */
export const DistrictPicker = ({ region, draft, onChange, readOnly = false }: Props) => (
  <List
    dense
    aria-label={`Districts of ${region.regionName}`}
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
      gap: 0.5,
      alignItems: 'start',
    }}
  >
    {region.districts.map((district) => {
      const covered = draft.districts.has(district.id);
      const inSectors = district.sectors.filter((s) => !draft.sectorOptOuts.has(s.id)).length;
      const labelId = `district-${district.id}`;
      return (
        <ListItem
          key={district.id}
          disablePadding
          sx={{ display: 'block', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <ListItemButton
            onClick={() => onChange(toggleDistrict(draft, district))}
            disabled={readOnly}
            sx={{ minHeight: 48 }}
            role="checkbox"
            aria-checked={covered}
            aria-labelledby={labelId}
            data-testid={`district-${district.districtCode}`}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              {covered ? <CheckBox color="primary" /> : <CheckBoxOutlineBlank />}
            </ListItemIcon>
            <ListItemText
              id={labelId}
              primary={district.districtCode}
              secondary={covered ? `${inSectors} of ${district.sectors.length} sectors` : 'Not covered'}
            />
          </ListItemButton>
          {covered && district.sectors.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 1.5 }}>
              {district.sectors.map((sector) => {
                const on = !draft.sectorOptOuts.has(sector.id);
                return (
                  <Chip
                    key={sector.id}
                    label={sector.sectorCode}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    onClick={readOnly ? undefined : () => onChange(toggleSector(draft, sector.id))}
                    aria-pressed={on}
                    aria-label={`Sector ${sector.sectorCode} ${on ? 'covered' : 'left out'}`}
                    sx={{ minHeight: 44, minWidth: 72 }}
                  />
                );
              })}
            </Box>
          )}
        </ListItem>
      );
    })}
  </List>
);
