import {
  Box,
  Chip,
  List,
  ListItem,
  ListItemButton,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { LEARNERS_PAGE_SIZE, learnerMessages } from '@portal/domain/learners';
import { useNavigate } from 'react-router';
import type { ListedLearner } from '../api/use-learners-list.ts';
import { lastLessonText, lessonTypeLabels, type Sort, type SortKey, shownAddress } from './learner-rows.ts';

type Props = {
  rows: readonly ListedLearner[];
  page: number;
  onPage: (page: number) => void;
  sort: Sort;
  onSort: (sort: Sort) => void;
  now: Date;
};

const Labels = ({ learner }: { learner: ListedLearner }) => (
  <>
    {!learner.approved && <Chip label="New" color="success" size="small" sx={{ ml: 1 }} />}
    {learner.sourcedBy === 'Instructor' && (
      <Chip label="SS" size="small" sx={{ ml: 1 }} title="Self sourced" aria-label="Self sourced" />
    )}
  </>
);

const columns: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'pickup', label: 'Pickup address' },
  { key: 'lessonType', label: 'Lesson type' },
  { key: 'lastLesson', label: 'Last lesson' },
];

const addressText = (learner: ListedLearner) => {
  const address = shownAddress(learner);
  return address ? `${address.line1}, ${address.postcode}` : '';
};

/** Spec 3 §2.1 learners table: 10 a page; on a phone a readable list instead of a squeezed grid. */
export const LearnersTable = ({ rows, page, onPage, sort, onSort, now }: Props) => {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const pages = Math.max(1, Math.ceil(rows.length / LEARNERS_PAGE_SIZE));
  const shown = rows.slice((page - 1) * LEARNERS_PAGE_SIZE, page * LEARNERS_PAGE_SIZE);
  const open = (learner: ListedLearner) => navigate(`/learners/${learner.id}`);
  if (rows.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
        {learnerMessages.noLearners}
      </Typography>
    );
  }
  return (
    <>
      {isPhone ? (
        <List disablePadding aria-label="Learners">
          {shown.map((learner) => (
            <ListItem key={learner.id} disablePadding divider>
              <ListItemButton onClick={() => open(learner)} sx={{ display: 'block', py: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {learner.name.fullName}
                  <Labels learner={learner} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {addressText(learner)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {learner.learnerLessonType ? lessonTypeLabels[learner.learnerLessonType] : ''} · Last lesson{' '}
                  {lastLessonText(learner.lastLesson, now)}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Learners">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key} sortDirection={sort.key === column.key ? sort.direction : false}>
                    <TableSortLabel
                      active={sort.key === column.key}
                      direction={sort.key === column.key ? sort.direction : 'asc'}
                      onClick={() =>
                        onSort({
                          key: column.key,
                          direction: sort.key === column.key && sort.direction === 'asc' ? 'desc' : 'asc',
                        })
                      }
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((learner) => (
                <TableRow key={learner.id} hover onClick={() => open(learner)} sx={{ cursor: 'pointer', height: 52 }}>
                  <TableCell>
                    <Box
                      component="a"
                      href={`/learners/${learner.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        open(learner);
                      }}
                      sx={{ color: 'inherit', fontWeight: 600 }}
                    >
                      {learner.name.fullName}
                    </Box>
                    <Labels learner={learner} />
                  </TableCell>
                  <TableCell>{addressText(learner)}</TableCell>
                  <TableCell>{learner.learnerLessonType ? lessonTypeLabels[learner.learnerLessonType] : ''}</TableCell>
                  <TableCell>{lastLessonText(learner.lastLesson, now)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, value) => onPage(value)}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          size="large"
        />
      )}
    </>
  );
};
