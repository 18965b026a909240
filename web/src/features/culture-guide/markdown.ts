/**
 * A deliberately tiny markdown reader for article content (headings #/##/###, paragraphs,
 * - and 1. lists, > quotes, ---, **bold**, *italic*, `code`, [links](...)). It produces
 * plain data that <Markdown> turns into React elements: no HTML string is ever built or
 * injected, so markup in the source shows as text.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  /** `href` is kept as written; the renderer decides whether it is safe to link. */
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Inline[][] }
  | { type: 'rule' };

const HEADING = /^(#{1,3})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;

function startsBlock(line: string): boolean {
  return (
    HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line) || QUOTE.test(line) || RULE.test(line)
  );
}

const isBlank = (line: string) => line.trim() === '';

/** Splits markdown into blocks; every piece of text inside is parsed with `parseInline`. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;

  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) {
      i += 1;
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: heading[1].length as 1 | 2 | 3,
        children: parseInline(heading[2]),
      });
      i += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }

    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = !bullet;
      const itemPattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length && !isBlank(lines[i])) {
        const item = itemPattern.exec(lines[i]);
        if (item) items.push(item[ordered ? 2 : 1]);
        else if (startsBlock(lines[i])) break;
        // A plain line under an item continues it.
        else items[items.length - 1] += ` ${lines[i].trim()}`;
        i += 1;
      }
      blocks.push({
        type: 'list',
        ordered,
        start: numbered ? Number(numbered[1]) : 1,
        items: items.map((item) => parseInline(item.trim())),
      });
      continue;
    }

    if (QUOTE.test(line)) {
      const paragraphs: string[][] = [[]];
      while (i < lines.length && QUOTE.test(lines[i])) {
        const text = QUOTE.exec(lines[i])![1];
        if (isBlank(text)) paragraphs.push([]);
        else paragraphs[paragraphs.length - 1].push(text.trim());
        i += 1;
      }
      blocks.push({
        type: 'quote',
        children: paragraphs.filter((p) => p.length > 0).map((p) => parseInline(p.join(' '))),
      });
      continue;
    }

    const paragraph: string[] = [];
    while (i < lines.length && !isBlank(lines[i]) && (paragraph.length === 0 || !startsBlock(lines[i]))) {
      paragraph.push(lines[i].trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

const ESCAPABLE = /[\\`*_[\]()#+\-.!>]/;

/** The index of the `)` closing the `(` at `open`, allowing balanced parentheses inside. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

const isWordChar = (char: string | undefined) => Boolean(char && /[\p{L}\p{N}]/u.test(char));

/** Bold, italic, code and links inside one block of text; anything else stays text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i];

    if (char === '\\' && ESCAPABLE.test(text[i + 1] ?? '')) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }

    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }

    if (text.startsWith('**', i) || text.startsWith('__', i)) {
      const marker = text.slice(i, i + 2);
      const end = text.indexOf(marker, i + 2);
      if (end > i + 2 && !/\s/.test(text[i + 2])) {
        flush();
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }

    // `_` only at word edges, so snake_case and file_names stay as written.
    if ((char === '*' || char === '_') && !(char === '_' && isWordChar(text[i - 1]))) {
      let end = text.indexOf(char, i + 1);
      while (end !== -1 && char === '_' && isWordChar(text[end + 1])) end = text.indexOf(char, end + 1);
      if (end > i + 1 && !/\s/.test(text[i + 1]) && !/\s/.test(text[end - 1])) {
        flush();
        out.push({ type: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }

    if (char === '[') {
      const labelEnd = text.indexOf(']', i + 1);
      if (labelEnd > i + 1 && text[labelEnd + 1] === '(') {
        const hrefEnd = closingParen(text, labelEnd + 1);
        if (hrefEnd !== -1) {
          flush();
          // A title after the address ([t](url "title")) is dropped.
          const href =
            text
              .slice(labelEnd + 2, hrefEnd)
              .trim()
              .split(/\s+/)[0] ?? '';
          out.push({ type: 'link', href, children: parseInline(text.slice(i + 1, labelEnd)) });
          i = hrefEnd + 1;
          continue;
        }
      }
    }

    buffer += char;
    i += 1;
  }
  flush();
  return out;
}
