import Code from '@mui/icons-material/Code';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isSafeLinkHref } from '@portal/domain/posts';
import { sanitizeRichText } from '@portal/ui/rich-text-sanitizer';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { type ReactNode, useRef, useState } from 'react';
import { uploadPostImage } from '../api/upload-post-image.ts';
import { isEditorPart, postEditorExtensions } from './editor-extensions.ts';

type Props = {
  /** The content when the editor opens (later changes of the prop are not followed: the editor owns it). */
  initialHtml: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  error?: string;
};

type Tool = {
  part: string;
  label: string;
  icon?: ReactNode;
  text?: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const tools: Tool[] = [
  {
    part: 'bold',
    label: 'Bold',
    icon: <FormatBold />,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    part: 'italic',
    label: 'Italic',
    icon: <FormatItalic />,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    part: 'underline',
    label: 'Underline',
    icon: <FormatUnderlined />,
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    part: 'strike',
    label: 'Strikethrough',
    icon: <FormatStrikethrough />,
    isActive: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    part: 'code',
    label: 'Code',
    icon: <Code />,
    isActive: (e) => e.isActive('code'),
    run: (e) => e.chain().focus().toggleCode().run(),
  },
  {
    part: 'heading',
    label: 'Heading',
    text: 'H2',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    part: 'heading',
    label: 'Subheading',
    text: 'H3',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    part: 'bulletList',
    label: 'Bulleted list',
    icon: <FormatListBulleted />,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    part: 'orderedList',
    label: 'Numbered list',
    icon: <FormatListNumbered />,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    part: 'blockquote',
    label: 'Quote',
    icon: <FormatQuote />,
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    part: 'codeBlock',
    label: 'Code block',
    text: '{ }',
    isActive: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
  {
    part: 'horizontalRule',
    label: 'Dividing line',
    icon: <HorizontalRule />,
    isActive: () => false,
    run: (e) => e.chain().focus().setHorizontalRule().run(),
  },
];

/**
 * The post's rich-text editor (Tiptap): only the blocks and marks the portal renders (the domain's definition),
 * pasted HTML cleaned by the portal's own sanitiser first, images uploaded to blob storage.
 */
export const RichTextEditor = ({ initialHtml, onChange, disabled = false, error }: Props) => {
  const fileInput = useRef<HTMLInputElement>(null);
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
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => tools.map((tool) => (current ? tool.isActive(current) : false)),
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
      <Box
        role="toolbar"
        aria-label="Formatting"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.25,
          p: 0.5,
          border: 1,
          borderBottom: 0,
          borderColor: 'divider',
          borderRadius: '8px 8px 0 0',
          bgcolor: 'grey.50',
        }}
      >
        {tools.map((tool, index) =>
          isEditorPart(tool.part) ? (
            <Tooltip key={tool.label} title={tool.label}>
              <span>
                <IconButton
                  size="small"
                  aria-label={tool.label}
                  aria-pressed={active?.[index] ?? false}
                  disabled={disabled || !editor}
                  onClick={() => editor && tool.run(editor)}
                  sx={{
                    borderRadius: 1,
                    ...(active?.[index] && { bgcolor: 'action.selected' }),
                    minWidth: 36,
                    fontSize: '0.875rem',
                    fontWeight: 700,
                  }}
                >
                  {tool.icon ?? tool.text}
                </IconButton>
              </span>
            </Tooltip>
          ) : null,
        )}
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        {isEditorPart('link') && (
          <Tooltip title="Link">
            <span>
              <IconButton size="small" aria-label="Link" disabled={disabled || !editor} onClick={handleLink}>
                <InsertLink />
              </IconButton>
            </span>
          </Tooltip>
        )}
        {isEditorPart('image') && (
          <Tooltip title="Image">
            <span>
              <IconButton
                size="small"
                aria-label="Image"
                disabled={disabled || !editor}
                onClick={() => fileInput.current?.click()}
              >
                <ImageOutlined />
              </IconButton>
            </span>
          </Tooltip>
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          aria-label="Image file"
          onChange={(event) => {
            void handleImage(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <IconButton
          size="small"
          aria-label="Undo"
          disabled={disabled || !editor}
          onClick={() => editor?.chain().focus().undo().run()}
        >
          <Undo />
        </IconButton>
        <IconButton
          size="small"
          aria-label="Redo"
          disabled={disabled || !editor}
          onClick={() => editor?.chain().focus().redo().run()}
        >
          <Redo />
        </IconButton>
      </Box>
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
