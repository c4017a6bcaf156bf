import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isSafeLinkHref } from '@portal/domain/posts';
import { sanitizeRichText } from '@portal/ui/rich-text-sanitizer';
import { EditorContent, useEditor } from '@tiptap/react';
import { useState } from 'react';
import { uploadPostImage } from '../api/upload-post-image.ts';
import { postEditorExtensions } from './editor-extensions.ts';
import { EditorToolbar } from './editor-toolbar.tsx';

type Props = {
  /** The content when the editor opens (later changes of the prop are not followed: the editor owns it). */
  initialHtml: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  error?: string;
};

/**
 * The post's rich-text editor (Tiptap): only the blocks and marks the portal renders (the domain's definition),
 * pasted HTML cleaned by the portal's own sanitiser first, images uploaded to blob storage.
 */
export const RichTextEditor = ({ initialHtml, onChange, disabled = false, error }: Props) => {
  const [problem, setProblem] = useState<string | null>(null);
  const editor = useEditor({
    extensions: postEditorExtensions(),
    content: initialHtml,
    editable: !disabled,
    editorProps: {
      attributes: { 'aria-label': 'Post content', role: 'textbox', 'aria-multiline': 'true', class: 'post-editor' },
      transformPastedHTML: (html) => sanitizeRichText(html),
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const handleLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('Link address (https://, mailto:, tel: or a portal page such as /calendar)', previous);
    if (href === null) return;
    if (href.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!isSafeLinkHref(href)) {
      setProblem('Links go to web pages (https://), email (mailto:), phone numbers (tel:) or portal pages (/...).');
      return;
    }
    setProblem(null);
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const handleImage = async (file: File | undefined) => {
    if (!editor || !file) return;
    const outcome = await uploadPostImage(file);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    setProblem(null);
    const alt = file.name
      .replace(/\.[^.]*$/, '')
      .replace(/[-_]+/g, ' ')
      .trim();
    editor.chain().focus().setImage({ src: outcome.value, alt }).run();
  };

  const shown = error ?? problem;
  return (
    <Box>
      <EditorToolbar
        editor={editor}
        disabled={disabled}
        onLink={handleLink}
        onImage={(file) => void handleImage(file)}
      />
      <Box
        sx={{
          border: 1,
          borderColor: shown ? 'error.main' : 'divider',
          borderRadius: '0 0 8px 8px',
          '& .post-editor': { minHeight: 260, p: 2, outline: 'none', overflowWrap: 'anywhere' },
          '& .post-editor:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
          '& .post-editor img': { maxWidth: '100%', height: 'auto' },
          '& .post-editor img.ProseMirror-selectednode': {
            outline: 2,
            outlineColor: 'primary.main',
            outlineStyle: 'solid',
          },
          '& .post-editor pre': { bgcolor: 'grey.100', p: 1.5, borderRadius: 1, whiteSpace: 'pre-wrap' },
          '& .post-editor blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
          '& .post-editor a': { color: 'primary.dark', textDecoration: 'underline' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {shown && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          {shown}
        </Typography>
      )}
    </Box>
  );
};
