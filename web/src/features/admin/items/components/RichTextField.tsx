import { useEffect, useId } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { ItemFormValues } from '../itemForm';
import { ErrorLine, useFieldError } from '@/components/form';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  .tiptap {
    min-height: 180px;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  button {
    min-width: 36px;
    min-height: 36px;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

type Mark = { label: string; active: (e: Editor) => boolean; run: (e: Editor) => void; text: string };

/**
 * Formatted copy (overview, itinerary, included) edited in TipTap: the admin never types HTML.
 * The editor produces only what domain/richText.ts allows; the server sanitises again on save.
 */
export function RichTextField({
  name,
  label,
}: {
  name: 'overview' | 'itinerary' | 'included';
  label: string;
}) {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<ItemFormValues>();
  const error = useFieldError(name);
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: { openOnClick: false },
      }),
    ],
    content: values[name],
    editorProps: { attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => void setFieldValue(name, e.isEmpty ? '' : e.getHTML(), false),
  });
  // A value set from outside (a reset, the item loaded) replaces the editor's content.
  useEffect(() => {
    if (editor && !editor.isDestroyed && values[name] !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(values[name], { emitUpdate: false });
    }
  }, [editor, name, values]);
  const marks: Mark[] = [
    {
      label: t`Bold`,
      text: 'B',
      active: (e) => e.isActive('bold'),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      label: t`Italic`,
      text: 'I',
      active: (e) => e.isActive('italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      label: t`Heading`,
      text: 'H',
      active: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      label: t`Bulleted list`,
      text: '•',
      active: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      label: t`Numbered list`,
      text: '1.',
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
  ];
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? marks.map((m) => m.active(e)) : marks.map(() => false)),
  });
  return (
    <div>
      <Label id={labelId}>{label}</Label>
      <Frame>
        <Toolbar role="toolbar" aria-label={t`Formatting of ${label}`}>
          {marks.map((m, i) => (
            <button
              key={m.label}
              type="button"
              aria-label={m.label}
              aria-pressed={active?.[i] ?? false}
              onClick={() => editor && m.run(editor)}
            >
              {m.text}
            </button>
          ))}
        </Toolbar>
        <EditorContent editor={editor} />
      </Frame>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
    </div>
  );
}
