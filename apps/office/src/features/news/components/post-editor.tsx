import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { type BrandCode, brandLabel } from '@portal/domain/access';
import { type PostType, postDraftSchema } from '@portal/domain/posts';
import { FormField } from '@portal/ui/form';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSignedInStaff } from '../../auth/index.ts';
import type { OfficePost } from '../api/use-office-posts.ts';
import { useSavePost } from '../api/use-save-post.ts';
import { PostPreview } from './post-preview.tsx';
import { PublishPanel } from './publish-panel.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

type Props = { post: OfficePost | null; onDone: (message: string) => void };
type Draft = { brand: BrandCode; type: PostType; title: string; author: string; content: string };

const defaultAuthor = (brand: BrandCode) => (brand === 'BSM' ? 'BSM' : 'AA Driving School');

/**
 * Writing a post: its brand, kind, title, who it is from and the rich text, saved as a draft or as an edit, the
 * preview beside it as an instructor of that brand sees it, and publishing once it is saved.
 */
export const PostEditor = ({ post, onDone }: Props) => {
  const staff = useSignedInStaff();
  const navigate = useNavigate();
  const brands = (staff?.brands ?? []) as BrandCode[];
  const [saved, setSaved] = useState<OfficePost | null>(post);
  const { save } = useSavePost();
  const first: Draft = post
    ? { brand: post.brand, type: post.type, title: post.title, author: post.author, content: post.content }
    : { brand: brands[0] ?? 'AADS', type: 'NEWS', title: '', author: defaultAuthor(brands[0] ?? 'AADS'), content: '' };
  const { control, handleSubmit, formState, setError, reset } = useForm<Draft>({
    resolver: zodResolver(postDraftSchema),
    mode: 'onTouched',
    defaultValues: first,
  });
  const watched = useWatch({ control }) as Draft;

  const submit = async (values: Draft): Promise<OfficePost | null> => {
    const outcome = await save(saved?.id ?? null, values);
    if (!outcome.ok) {
      setError('content', { type: 'server', message: outcome.message });
      return null;
    }
    setSaved(outcome.value);
    reset({ ...values, content: outcome.value.content });
    return outcome.value;
  };

  const handleSave = handleSubmit(async (values) => {
    const done = await submit(values);
    if (!done) return;
    onDone(saved ? 'Changes saved' : 'Draft saved');
    if (!saved) navigate(`/news/${done.id}`, { replace: true });
  });

  const beforePublish = () =>
    new Promise<boolean>((resolve) => {
      if (!formState.isDirty) return resolve(true);
      void handleSubmit(
        async (values) => resolve((await submit(values)) !== null),
        () => resolve(false),
      )();
    });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box component="form" noValidate aria-label="Post" onSubmit={handleSave} sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormField control={control} name="brand" label="Brand" select disabled={formState.isSubmitting}>
              {brands.map((brand) => (
                <MenuItem key={brand} value={brand}>
                  {brandLabel(brand)}
                </MenuItem>
              ))}
            </FormField>
            <FormField control={control} name="type" label="Kind" select disabled={formState.isSubmitting}>
              <MenuItem value="NEWS">News</MenuItem>
              <MenuItem value="TECH">Tech update</MenuItem>
            </FormField>
          </Box>
          <FormField control={control} name="title" label="Title" required disabled={formState.isSubmitting} />
          <FormField control={control} name="author" label="From" required disabled={formState.isSubmitting} />
          <Controller
            control={control}
            name="content"
            render={({ field, fieldState }) => (
              <RichTextEditor
                initialHtml={first.content}
                onChange={(html) => field.onChange(html)}
                disabled={formState.isSubmitting}
                error={fieldState.error?.message}
              />
            )}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={formState.isSubmitting || (!!saved && !formState.isDirty)}
            >
              {saved ? 'Save changes' : 'Save draft'}
            </Button>
          </Box>
        </Box>
        {saved && (
          <PublishPanel
            post={saved}
            beforePublish={beforePublish}
            onDone={(next, message) => {
              setSaved(next);
              onDone(message);
            }}
          />
        )}
      </Box>
      <PostPreview
        post={{
          id: saved?.id ?? 'preview',
          brand: watched.brand ?? first.brand,
          type: watched.type ?? first.type,
          title: watched.title || 'Title',
          author: watched.author ?? '',
          content: watched.content || '<p></p>',
          date: (saved?.state === 'Live' || saved?.state === 'Scheduled'
            ? saved.publishedAt
            : new Date().toISOString()) as string,
        }}
      />
    </Box>
  );
};
