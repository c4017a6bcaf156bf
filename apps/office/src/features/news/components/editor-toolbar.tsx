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
import { type Editor, useEditorState } from '@tiptap/react';
import { type ReactNode, useRef } from 'react';
import { isEditorPart } from './editor-extensions.ts';

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

type ToolbarProps = {
  editor: Editor | null;
  disabled: boolean;
  onLink: () => void;
  onImage: (file: File | undefined) => void;
};

/** The editor's buttons: only those of the parts the domain's definition allows, each saying whether it is on. */
export const EditorToolbar = ({ editor, disabled: off, onLink, onImage }: ToolbarProps) => {
  const fileInput = useRef<HTMLInputElement>(null);
  const disabled = off || !editor;
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => tools.map((tool) => (current ? tool.isActive(current) : false)),
  });
  return (
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
                disabled={disabled}
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
            <IconButton size="small" aria-label="Link" disabled={disabled} onClick={onLink}>
              <InsertLink />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {isEditorPart('image') && (
        <Tooltip title="Image">
          <span>
            <IconButton size="small" aria-label="Image" disabled={disabled} onClick={() => fileInput.current?.click()}>
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
          onImage(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <IconButton
        size="small"
        aria-label="Undo"
        disabled={disabled}
        onClick={() => editor?.chain().focus().undo().run()}
      >
        <Undo />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Redo"
        disabled={disabled}
        onClick={() => editor?.chain().focus().redo().run()}
      >
        <Redo />
      </IconButton>
    </Box>
  );
};
