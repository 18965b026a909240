import type { Language } from '../../../../../domain/constants.js';
import { mailI18n } from './i18n.js';
import type { MailTemplate } from './types.js';

export interface RenderedMail {
  language: Language;
  subject: string;
  html: string;
  /** The plain-text part, made from the same HTML (links written out after their text). */
  text: string;
}

// Headings keep their case in the text part (html-to-text shouts them by default).
const TEXT_OPTIONS = { selectors: [{ selector: 'h1', options: { uppercase: false } }] };

/** Renders a template in a language: subject, HTML and plain text from one React tree. */
export async function renderMail<P>(
  template: MailTemplate<P>,
  language: Language,
  props: P,
): Promise<RenderedMail> {
  const { subject, element } = template(mailI18n(language), props);
  // Loaded with the first mail (React's server renderer and html-to-text, ~17 MB resident): an
  // instance that sends no mail never loads it.
  const { render, toPlainText } = await import('@react-email/render');
  const html = await render(element);
  return { language, subject, html, text: toPlainText(html, TEXT_OPTIONS).trim() + '\n' };
}
