import { Marked, type RendererObject, type Tokens } from 'marked';

// A campaign's body is Markdown written by staff. It becomes the mail's HTML (inline styles: mail clients
// ignore style sheets) and its plain-text part. Raw HTML in the Markdown is shown as text, never as markup,
// links go only to http(s) and mailto, and pictures become links (the mail layout loads nothing external).

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const SAFE_URL = /^(https?:|mailto:)/i;

const safeUrl = (href: string) => (SAFE_URL.test(href.trim()) ? href.trim() : null);

const STYLE = {
  p: 'margin:0 0 14px;font-size:15px;line-height:1.6',
  h: 'margin:20px 0 10px;font-size:18px;line-height:1.3',
  list: 'margin:0 0 14px;padding-left:22px;font-size:15px;line-height:1.6',
  a: 'color:#0e7490',
  quote: 'margin:0 0 14px;padding-left:12px;border-left:3px solid #cbd5e1;color:#475569',
  code: 'font-family:Menlo,Consolas,monospace;font-size:13px;background:#f1f5f9',
  hr: 'border:0;border-top:1px solid #e2e8f0;margin:20px 0',
};

const mailHtml: RendererObject = {
  html(token: Tokens.HTML | Tokens.Tag) {
    return token.block ? `<p style="${STYLE.p}">${escapeHtml(token.text.trim())}</p>\n` : escapeHtml(token.text);
  },
  paragraph({ tokens }: Tokens.Paragraph) {
    return `<p style="${STYLE.p}">${this.parser.parseInline(tokens)}</p>\n`;
  },
  heading({ tokens, depth }: Tokens.Heading) {
    const level = Math.min(6, depth + 1);
    return `<h${level} style="${STYLE.h}">${this.parser.parseInline(tokens)}</h${level}>\n`;
  },
  list(token: Tokens.List) {
    const tag = token.ordered ? 'ol' : 'ul';
    return `<${tag} style="${STYLE.list}">${token.items.map((item) => this.listitem(item)).join('')}</${tag}>\n`;
  },
  listitem(item: Tokens.ListItem) {
    return `<li>${this.parser.parse(item.tokens).replace(/<p style="[^"]*">([\s\S]*?)<\/p>\n?/g, '$1')}</li>`;
  },
  blockquote({ tokens }: Tokens.Blockquote) {
    return `<blockquote style="${STYLE.quote}">${this.parser.parse(tokens)}</blockquote>\n`;
  },
  code({ text }: Tokens.Code) {
    return `<pre style="${STYLE.code};padding:10px;white-space:pre-wrap">${escapeHtml(text)}</pre>\n`;
  },
  codespan({ text }: Tokens.Codespan) {
    return `<code style="${STYLE.code}">${escapeHtml(text)}</code>`;
  },
  hr() {
    return `<hr style="${STYLE.hr}">\n`;
  },
  link({ href, tokens }: Tokens.Link) {
    const label = this.parser.parseInline(tokens);
    const url = safeUrl(href);
    return url ? `<a href="${escapeHtml(url)}" style="${STYLE.a}">${label}</a>` : label;
  },
  image({ href, text }: Tokens.Image) {
    const url = safeUrl(href);
    return url ? `<a href="${escapeHtml(url)}" style="${STYLE.a}">${escapeHtml(text || url)}</a>` : escapeHtml(text);
  },
};

/** Plain text with the links written out, for the mail's text part. */
const mailText: RendererObject = {
  html(token: Tokens.HTML | Tokens.Tag) {
    return token.block ? `${token.text.trim()}\n\n` : token.text;
  },
  text(token: Tokens.Text | Tokens.Escape) {
    return 'tokens' in token && token.tokens ? this.parser.parseInline(token.tokens) : token.text;
  },
  paragraph({ tokens }: Tokens.Paragraph) {
    return `${this.parser.parseInline(tokens)}\n\n`;
  },
  heading({ tokens }: Tokens.Heading) {
    return `${this.parser.parseInline(tokens)}\n\n`;
  },
  list(token: Tokens.List) {
    const start = typeof token.start === 'number' ? token.start : 1;
    const items = token.items.map((item, index) => `${token.ordered ? `${start + index}.` : '-'} ${this.parser.parse(item.tokens).trim()}`);
    return `${items.join('\n')}\n\n`;
  },
  blockquote({ tokens }: Tokens.Blockquote) {
    return `${this.parser.parse(tokens).trim().replace(/^/gm, '> ')}\n\n`;
  },
  code({ text }: Tokens.Code) {
    return `${text}\n\n`;
  },
  codespan({ text }: Tokens.Codespan) {
    return text;
  },
  hr() {
    return '---\n\n';
  },
  br() {
    return '\n';
  },
  strong({ tokens }: Tokens.Strong) {
    return this.parser.parseInline(tokens);
  },
  em({ tokens }: Tokens.Em) {
    return this.parser.parseInline(tokens);
  },
  del({ tokens }: Tokens.Del) {
    return this.parser.parseInline(tokens);
  },
  space() {
    return '';
  },
  table(token: Tokens.Table) {
    const row = (cells: Tokens.TableCell[]) => cells.map((cell) => this.parser.parseInline(cell.tokens)).join(' | ');
    return `${[row(token.header), ...token.rows.map(row)].join('\n')}\n\n`;
  },
  link({ href, tokens }: Tokens.Link) {
    const label = this.parser.parseInline(tokens);
    const url = safeUrl(href);
    return url && url !== label ? `${label} (${url})` : label;
  },
  image({ href, text }: Tokens.Image) {
    const url = safeUrl(href);
    return url ? `${text || url} (${url})` : text;
  },
};

const htmlMarked = new Marked({ gfm: true, breaks: true, renderer: mailHtml });
const textMarked = new Marked({ gfm: true, breaks: true, renderer: mailText });

/** The body as safe HTML (for the mail and the preview) and as text paragraphs (for the text part). */
export function renderMarkdown(markdown: string): { html: string; paragraphs: string[] } {
  const html = htmlMarked.parse(markdown, { async: false });
  const text = textMarked.parse(markdown, { async: false });
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean);
  return { html, paragraphs };
}
