import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type BrandCode, brandLabel } from '@portal/domain/access';
import { ukDate } from '@portal/domain/messages';
import { type PostType, postPath } from '@portal/domain/posts';
import { RouterLink } from '../layout/router-link.tsx';
import { RichText } from './rich-text.tsx';

/** What a post card shows: the portal's feed post, or the office's preview of one being written. */
export type PostCardPost = {
  id: string;
  brand: BrandCode;
  type: PostType;
  title: string;
  author: string;
  date: string | Date;
  content: string;
};

/**
 * A post as instructors see it: its title (a link to its own address in the list), author with the brand, date,
 * and content. The portal's news pages show it, and the office's preview shows exactly this.
 */
export const PostCard = ({ post, link = false }: { post: PostCardPost; link?: boolean }) => {
  return (
    <Box
      component="article"
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
        {link ? (
          <RouterLink to={postPath(post.type, post.id)} underline="hover" sx={{ color: 'text.primary' }}>
            {post.title}
          </RouterLink>
        ) : (
          post.title
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2, color: 'text.secondary' }}>
        <Chip size="small" label={brandLabel(post.brand)} />
        <Typography variant="body2">{post.author}</Typography>
        <Typography variant="body2" component="time" dateTime={String(post.date)}>
          {ukDate(post.date)}
        </Typography>
      </Box>
      <RichText html={post.content} />
    </Box>
  );
};
