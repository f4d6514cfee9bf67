import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { texts, type PricePlanImpactAccount } from '@wattle/contract';
import { customerGoToPath } from '../../../app/paths';
import { useFormatters } from '../../../hooks/useFormatters';

const c = texts.pricePlan.impact.columns;

/** One list of the largest increases; each customer opens in a new tab so the edit stays open. */
export function ImpactIncreasesTable({ title, rows }: { title: string; rows: PricePlanImpactAccount[] }) {
  const format = useFormatters();
  const id = `impact-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{texts.pricePlan.impact.noIncreases}</Typography>
      ) : (
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>{c.customer}</TableCell>
              <TableCell>{c.account}</TableCell>
              <TableCell align="right">{c.current}</TableCell>
              <TableCell align="right">{c.changed}</TableCell>
              <TableCell align="right">{c.change}</TableCell>
              <TableCell align="right">{c.percent}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.utilityAccountId}>
                <TableCell>
                  <Link href={customerGoToPath(row.customerId)} target="_blank" rel="noopener">
                    {row.customerName}
                  </Link>
                </TableCell>
                <TableCell>{row.accountNumber}</TableCell>
                <TableCell align="right">{format.money(row.current)}</TableCell>
                <TableCell align="right">{format.money(row.changed)}</TableCell>
                <TableCell align="right">{format.money(row.change)}</TableCell>
                <TableCell align="right">{row.changePercent === null ? '' : `${row.changePercent}%`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
