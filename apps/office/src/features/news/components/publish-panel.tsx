import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { instantToUkMinute, publishAtProblem, ukMinuteToInstant } from '@portal/domain/posts';
import { useState } from 'react';
import type { OfficePost } from '../api/use-office-posts.ts';
import { usePublishPost } from '../api/use-publish-post.ts';
import { formatUkDayTime, stateColours, stateLabels } from './format.ts';

type Props = {
  post: OfficePost;
  /** Saves unsaved changes first; false when they could not be saved. */
  beforePublish: () => Promise<boolean>;
  onDone: (post: OfficePost, message: string) => void;
};

/** Where the post is, and publishing it now or at a minute (UK time), or taking it off the portal. */
export const PublishPanel = ({ post, beforePublish, onDone }: Props) => {
  const { publish, unpublish, fetching } = usePublishPost(post.id);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState(() => instantToUkMinute(new Date(Date.now() + 60 * 60_000)));
  const [problem, setProblem] = useState<string | null>(null);
  const published = post.state === 'Live' || post.state === 'Scheduled';

  const handlePublish = async () => {
    let publishAt: Date | null = null;
    if (when === 'later') {
      publishAt = ukMinuteToInstant(at);
      const refusal = publishAt ? publishAtProblem(publishAt, new Date()) : 'Choose a date and time';
      if (refusal) {
        setProblem(refusal);
        return;
      }
    }
    setProblem(null);
    if (!(await beforePublish())) return;
    const outcome = await publish(publishAt);
    if (!outcome.ok) setProblem(outcome.message);
    else {
      const { value } = outcome;
      onDone(value, value.state === 'Scheduled' ? `Scheduled for ${formatUkDayTime(value.publishedAt)}` : 'Published');
    }
  };

  const handleUnpublish = async () => {
    const outcome = await unpublish();
    if (!outcome.ok) setProblem(outcome.message);
    else onDone(outcome.value, 'Unpublished: instructors no longer see it');
  };

  return (
    <Box
      component="section"
      aria-label="Publishing"
      sx={{ display: 'grid', gap: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6">
          Publishing
        </Typography>
        <Chip size="small" color={stateColours[post.state]} label={stateLabels[post.state]} data-testid="post-state" />
      </Box>
      {post.state === 'Live' && (
        <Typography>Live since {formatUkDayTime(post.publishedAt)}. Edits show at once.</Typography>
      )}
      {post.state === 'Scheduled' && (
        <Typography>Goes live at {formatUkDayTime(post.publishedAt)} (UK time).</Typography>
      )}
      {post.state !== 'Live' && (
        <>
          <RadioGroup
            row
            aria-label="When"
            value={when}
            onChange={(event) => setWhen(event.target.value as 'now' | 'later')}
          >
            <FormControlLabel value="now" control={<Radio />} label="Now" />
            <FormControlLabel value="later" control={<Radio />} label="At a time" />
          </RadioGroup>
          {when === 'later' && (
            <TextField
              type="datetime-local"
              label="Goes live at (UK time)"
              value={at}
              onChange={(event) => setAt(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
              sx={{ maxWidth: 280 }}
            />
          )}
        </>
      )}
      {problem && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {problem}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {post.state !== 'Live' && (
          <Button variant="contained" onClick={handlePublish} disabled={fetching}>
            {when === 'later' ? 'Schedule' : 'Publish now'}
          </Button>
        )}
        {published && (
          <Button variant="outlined" color="warning" onClick={handleUnpublish} disabled={fetching}>
            Unpublish
          </Button>
        )}
      </Box>
    </Box>
  );
};
