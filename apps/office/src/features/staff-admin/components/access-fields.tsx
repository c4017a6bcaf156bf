import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { type BrandCode, type OfficeRole, officeRoles } from '@portal/domain/office';

const toggle = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/** Roles and brands as checkboxes; only the Admin's own brands are offered. */
export const AccessFields = ({
  roles,
  brands,
  ownBrands,
  onChange,
}: {
  roles: readonly OfficeRole[];
  brands: readonly BrandCode[];
  ownBrands: readonly BrandCode[];
  onChange: (next: { roles: OfficeRole[]; brands: BrandCode[] }) => void;
}) => (
  <>
    <FormLabel component="legend">Roles</FormLabel>
    <FormGroup row>
      {officeRoles.map((role) => (
        <FormControlLabel
          key={role}
          label={role}
          control={
            <Checkbox
              checked={roles.includes(role)}
              onChange={() => onChange({ roles: toggle(roles, role), brands: [...brands] })}
            />
          }
        />
      ))}
    </FormGroup>
    <FormLabel component="legend">Brands</FormLabel>
    <FormGroup row>
      {ownBrands.map((brand) => (
        <FormControlLabel
          key={brand}
          label={brand === 'AADS' ? 'AA' : 'BSM'}
          control={
            <Checkbox
              checked={brands.includes(brand)}
              onChange={() => onChange({ roles: [...roles], brands: toggle(brands, brand) })}
            />
          }
        />
      ))}
    </FormGroup>
  </>
);
