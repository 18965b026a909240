import { parseInline, parseMarkdown } from './markdown';

describe('markdown reader', () => {
  it('reads headings, paragraphs, lists, quotes and rules', () => {
    expect(
      parseMarkdown('# Title\n\nOne\nline.\n\n- a\n- b\n  more\n\n3. x\n4. y\n\n> Tip: *go*\n\n---'),
    ).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'One line.' }] },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[{ type: 'text', text: 'a' }], [{ type: 'text', text: 'b more' }]],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [[{ type: 'text', text: 'x' }], [{ type: 'text', text: 'y' }]],
      },
      {
        type: 'quote',
        children: [
          [
            { type: 'text', text: 'Tip: ' },
            { type: 'em', children: [{ type: 'text', text: 'go' }] },
          ],
        ],
      },
      { type: 'rule' },
    ]);
  });

  it('reads bold, italic, code and links, nested', () => {
    expect(parseInline('**[bold link](https://a.example/x_(y))** and _it_ `c*d`')).toEqual([
      {
        type: 'strong',
        children: [
          { type: 'link', href: 'https://a.example/x_(y)', children: [{ type: 'text', text: 'bold link' }] },
        ],
      },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'it' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'c*d' },
    ]);
  });

  it('leaves stray markers, snake_case and escaped characters as text', () => {
    expect(parseInline('2 * 3 = 6, file_name_here, \\*not italic\\*, [no link]')).toEqual([
      { type: 'text', text: '2 * 3 = 6, file_name_here, *not italic*, [no link]' },
    ]);
  });
});
