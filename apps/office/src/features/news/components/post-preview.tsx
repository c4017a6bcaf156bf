import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type BrandCode, brandFromText } from '@portal/domain/access';
import type { PostType } from '@portal/domain/posts';
import { BrandLogo, BrandProvider, useBrand } from '@portal/ui/brand';
import { useBrandBarSx } from '@portal/ui/layout';
import { PostCard } from '@portal/ui/rich-text';
import { useState } from 'react';

type Props = {
  post: { id: string; brand: BrandCode; type: PostType; title: string; author: string; content: string; date: string };
};

const FRAMES = { phone: 390, desktop: 1024 } as const;
type Frame = keyof typeof FRAMES;

/** The portal's bar of the post's brand, as the instructor's screen starts. */
const PortalBar = () => (
  <Box sx={{ ...useBrandBarSx(), height: 56, px: 2, display: 'flex', alignItems: 'center' }}>
    <BrandLogo brand={useBrand()} height={32} />
  </Box>
);

/**
 * The post as an instructor of its brand sees it on the portal's news page (the portal's own card, theme and
 * sanitiser): in a phone frame 390 px wide or on a desktop width.
 */
export const PostPreview = ({ post }: Props) => {
  const [frame, setFrame] = useState<Frame>('phone');
  const slug = brandFromText(post.brand);
  const heading = post.type === 'NEWS' ? 'Driving School news feed' : 'Tech updates';
  return (
    <Box
      component="section"
      aria-label="Preview" // On a desktop width the preview takes the page's whole width, below the form.
      sx={{ display: 'grid', gap: 1.5, justifyItems: 'start', gridColumn: frame === 'desktop' ? '1 / -1' : 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6">
          Preview
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={frame}
          onChange={(_event, next: Frame | null) => next && setFrame(next)}
          aria-label="Preview on"
        >
          <ToggleButton value="phone" aria-label="Phone">
            <PhoneIphone fontSize="small" sx={{ mr: 0.5 }} /> Phone
          </ToggleButton>
          <ToggleButton value="desktop" aria-label="Desktop">
            <DesktopWindowsOutlined fontSize="small" sx={{ mr: 0.5 }} /> Desktop
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        data-testid={`preview-${frame}`}
        sx={{
          width: FRAMES[frame],
          maxWidth: '100%',
          boxSizing: 'border-box',
          border: frame === 'phone' ? 12 : 6,
          borderColor: 'grey.900',
          borderRadius: frame === 'phone' ? 6 : 2,
          overflow: 'hidden',
          bgcolor: 'grey.900',
        }}
      >
        <BrandProvider brand={slug}>
          <Box
            sx={{
              bgcolor: 'background.default',
              color: 'text.primary',
              height: frame === 'phone' ? 720 : 560,
              overflowY: 'auto',
            }}
          >
            <PortalBar />
            <Box sx={{ p: { xs: 2 }, ...(frame === 'desktop' && { px: 4 }) }}>
              <Typography component="p" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
                {heading}
              </Typography>
              <PostCard post={post} />
            </Box>
          </Box>
        </BrandProvider>
      </Box>
    </Box>
  );
};
