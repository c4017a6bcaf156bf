import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { staffMayUse } from '@portal/domain/office';
import { useState } from 'react';
import type { InstructorPageFieldsFragment } from '../../../gql/graphql.ts';
import { useSignedInStaff } from '../../auth/index.ts';
import { useSetCapacityLock } from '../api/use-set-capacity-lock.ts';
import { CapacityLockDialog } from './capacity-lock-dialog.tsx';
import { franchiseLabel } from './labels.ts';

type Franchise = InstructorPageFieldsFragment['franchises'][number];

/** Franchises with their capacity (current of maximum, locked) and, for Allocations, lock or open. */
export const FranchisesSection = ({ instructor }: { instructor: InstructorPageFieldsFragment }) => {
  const staff = useSignedInStaff();
  const mayLock = staffMayUse({ roles: ['Allocations'] }, staff);
  const { setLock, fetching } = useSetCapacityLock(instructor.id);
  const [asking, setAsking] = useState<Franchise | null>(null);
  return (
    <>
      <Table size="small" aria-label="Franchises and capacity">
        <TableHead>
          <TableRow>
            <TableCell>Franchise</TableCell>
            <TableCell>Since</TableCell>
            <TableCell>Capacity</TableCell>
            <TableCell>Areas covered</TableCell>
            {mayLock && <TableCell>Action</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {instructor.franchises.map((f) => (
            <TableRow key={f.id}>
              <TableCell>
                {franchiseLabel(f)} {f.transmission === 'Automatic' ? '(automatic)' : ''} {f.dormant ? '(dormant)' : ''}
              </TableCell>
              <TableCell>{f.fromDate.split('-').reverse().join('/')}</TableCell>
              <TableCell>
                {f.capacity
                  ? `${f.capacity.current} of ${f.capacity.maximum}${f.capacity.locked ? ', locked' : ''}`
                  : 'None'}
              </TableCell>
              <TableCell>{f.districts.length > 0 ? f.districts.join(', ') : 'None yet'}</TableCell>
              {mayLock && (
                <TableCell>
                  {f.capacity && (
                    <Button size="small" variant="outlined" onClick={() => setAsking(f)}>
                      {f.capacity.locked ? 'Open capacity' : 'Lock capacity'}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {asking?.capacity && (
        <CapacityLockDialog
          franchise={franchiseLabel(asking)}
          instructor={instructor.name.fullName}
          lock={!asking.capacity.locked}
          busy={fetching}
          onConfirm={async () => {
            const outcome = await setLock(asking.id, !asking.capacity?.locked);
            return outcome.ok ? null : outcome.message;
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
};
