import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { arrearsAgeLabels } from '@portal/domain/accounts';
import { formatPence } from '@portal/domain/money';
import type { AgedArrearsRow } from '../api/use-fees.ts';

const brandName = (brand: string) => (brand === 'AADS' ? 'AA' : 'BSM');

type Props = { rows: readonly AgedArrearsRow[]; onSelect: (instructorId: string) => void };

/** Aged arrears, one table per brand: what each instructor owes by age, largest first, with the brand's totals. */
export const AgedArrearsTables = ({ rows, onSelect }: Props) => {
  const brands = [...new Set(rows.map((r) => r.brand))];
  if (brands.length === 0) return <Typography color="text.secondary">Nobody is in arrears.</Typography>;
  return (
    <>
      {brands.map((brand) => {
        const list = rows.filter((r) => r.brand === brand);
        const sum = (pick: (r: AgedArrearsRow) => number) => formatPence(list.reduce((s, r) => s + pick(r), 0));
        return (
          <Table key={brand} size="small" aria-label={`${brandName(brand)} aged arrears`} sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{brandName(brand)} instructor</TableCell>
                <TableCell align="right">{arrearsAgeLabels.Days7}</TableCell>
                <TableCell align="right">{arrearsAgeLabels.Days30}</TableCell>
                <TableCell align="right">{arrearsAgeLabels.Days60}</TableCell>
                <TableCell align="right">{arrearsAgeLabels.Days90Plus}</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((r) => (
                <TableRow key={r.instructorId} hover data-testid={`arrears-${r.adiNumber}`}>
                  <TableCell>
                    <Link component="button" type="button" onClick={() => onSelect(r.instructorId)}>
                      {r.instructorName}
                    </Link>{' '}
                    (ADI {r.adiNumber})
                  </TableCell>
                  <TableCell align="right">{formatPence(r.days7Pence)}</TableCell>
                  <TableCell align="right">{formatPence(r.days30Pence)}</TableCell>
                  <TableCell align="right">{formatPence(r.days60Pence)}</TableCell>
                  <TableCell align="right">{formatPence(r.days90PlusPence)}</TableCell>
                  <TableCell align="right">{formatPence(r.totalPence)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {brandName(brand)} total
                </TableCell>
                <TableCell align="right">{sum((r) => r.days7Pence)}</TableCell>
                <TableCell align="right">{sum((r) => r.days30Pence)}</TableCell>
                <TableCell align="right">{sum((r) => r.days60Pence)}</TableCell>
                <TableCell align="right">{sum((r) => r.days90PlusPence)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {sum((r) => r.totalPence)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        );
      })}
    </>
  );
};
