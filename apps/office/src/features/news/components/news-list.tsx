import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { brandLabel } from '@portal/domain/access';
import { RouterLink } from '@portal/ui/layout';
import { useState } from 'react';
import type { BrandCode, PostType } from '../../../gql/graphql.ts';
import { useSignedInStaff } from '../../auth/index.ts';
import { useOfficePosts } from '../api/use-office-posts.ts';
import { formatUkDayTime, stateColours, stateLabels, typeLabel } from './format.ts';

/** The desk: every post of the member's brands, latest edit first, filtered by brand and kind. */
export const NewsList = () => {
  const staff = useSignedInStaff();
  const [brand, setBrand] = useState<BrandCode | null>(null);
  const [type, setType] = useState<PostType | null>(null);
  const { posts, fetching, error } = useOfficePosts(brand, type);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {staff && staff.brands.length > 1 && (
          <TextField
            select
            size="small"
            label="Brand"
            value={brand ?? 'all'}
            onChange={(event) => setBrand(event.target.value === 'all' ? null : (event.target.value as BrandCode))}
            sx={{ width: 180 }}
          >
            <MenuItem value="all">All brands</MenuItem>
            {staff.brands.map((b) => (
              <MenuItem key={b} value={b}>
                {brandLabel(b)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label="Kind"
          value={type ?? 'all'}
          onChange={(event) => setType(event.target.value === 'all' ? null : (event.target.value as PostType))}
          sx={{ width: 180 }}
        >
          <MenuItem value="all">News and tech updates</MenuItem>
          <MenuItem value="NEWS">News</MenuItem>
          <MenuItem value="TECH">Tech updates</MenuItem>
        </TextField>
        <Button component={RouterLink} to="/news/new" variant="contained" startIcon={<Add />} sx={{ ml: 'auto' }}>
          New post
        </Button>
      </Box>
      {error && <Alert severity="error">The posts could not be loaded. Try again in a moment.</Alert>}
      {fetching && <LinearProgress aria-label="Loading the posts" />}
      {posts && (
        <Paper variant="outlined">
          <Table aria-label="Posts" size="small">
            <TableHead>
              <TableRow>
                <TableCell>Title</TableCell>
                <TableCell>Brand</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Goes or went live</TableCell>
                <TableCell>Last edit</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {posts.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>No posts yet. Write the first with New post.</TableCell>
                </TableRow>
              )}
              {posts.map((post) => (
                <TableRow key={post.id} data-testid={`post-row-${post.id}`}>
                  <TableCell>
                    <RouterLink to={`/news/${post.id}`} sx={{ fontWeight: 500 }}>
                      {post.title}
                    </RouterLink>
                  </TableCell>
                  <TableCell>{brandLabel(post.brand)}</TableCell>
                  <TableCell>{typeLabel(post.type)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={stateColours[post.state]} label={stateLabels[post.state]} />
                  </TableCell>
                  <TableCell>{post.state === 'Draft' ? '-' : formatUkDayTime(post.publishedAt as string)}</TableCell>
                  <TableCell>{formatUkDayTime(post.updatedAt as string)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
};
