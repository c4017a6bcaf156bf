import { compareFranchises } from '@portal/domain/access';
import type { DirectoryRow } from './directory.repository.ts';

/** A row of the directory: who, their status and postcode, their franchises in scope and whether one is full. */
export const toDirectoryEntry = (row: DirectoryRow) => ({
  id: row.id,
  adiNumber: row.adiNumber,
  status: row.status,
  name: { firstName: row.firstName, lastName: row.lastName, fullName: `${row.firstName} ${row.lastName}` },
  postcode: row.postcode,
  // Franchise tab order (type, then AA before BSM), as the portal shows them.
  franchises: [...row.franchises]
    .sort(compareFranchises)
    .map((f) => ({ id: f.id, name: f.name, type: f.type, brand: f.brand, full: f.full })),
  capacityFull: row.franchises.some((f) => f.full),
});

export type DirectoryEntryView = ReturnType<typeof toDirectoryEntry>;
