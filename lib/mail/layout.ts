import { BRAND } from '@/lib/constants';

export type EmailContent = {
  locale: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  /**
   * HTML already rendered and made safe by the caller (a campaign's Markdown, lib/admin/campaigns/markdown.ts):
   * shown instead of the paragraphs in the HTML part; the paragraphs still make the plain-text part.
   */
  bodyHtml?: string;
  /** Labelled rows (a lead's fields), shown as a table. */
  rows?: Array<{ label: string; value: string }>;
  action?: { label: string; url: string };
  /** Small print under a rule, e.g. the unsubscribe link. */
  footer?: Array<{ text: string; link?: { label: string; url: string } }>;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * One layout for every e-mail: an HTML part with inline styles (mail clients ignore style sheets) and no
 * external images, and a plain-text part with the same content and the links written out.
 */
export function renderEmail(content: EmailContent): { subject: string; html: string; text: string } {
  const rows = content.rows ?? [];
  const footer = content.footer ?? [];
  const html = `<!doctype html>
<html lang="${escapeHtml(content.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0a2540;color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold">${escapeHtml(BRAND.name)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(content.heading)}</h1>
${content.bodyHtml ?? content.paragraphs.map((p) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.6">${escapeHtml(p)}</p>`).join('\n')}
${
  rows.length
    ? `<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px;margin:8px 0 16px">${rows
        .map(
          (row) =>
            `<tr><td style="border-bottom:1px solid #e2e8f0;color:#475569;width:40%;vertical-align:top">${escapeHtml(row.label)}</td><td style="border-bottom:1px solid #e2e8f0">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0e7490;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 14px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : ''
}
</td></tr>
${
  footer.length
    ? `<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${footer
        .map(
          (item) =>
            `<p style="margin:0 0 6px">${escapeHtml(item.text)}${item.link ? ` <a href="${escapeHtml(item.link.url)}" style="color:#0e7490">${escapeHtml(item.link.label)}</a>` : ''}</p>`,
        )
        .join('')}</td></tr>`
    : ''
}
</table></td></tr></table></body></html>`;

  const text = [
    BRAND.name,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...rows.map((row) => `${row.label}: ${row.value}`),
    ...(rows.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(footer.length ? ['--', ...footer.map((item) => (item.link ? `${item.text} ${item.link.label}: ${item.link.url}` : item.text))] : []),
  ].join('\n');

  return { subject: content.subject, html, text };
}
