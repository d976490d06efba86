import 'server-only';
import { isLocale, routing } from '@/i18n/routing';
import { BRAND } from '@/lib/constants';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { serverTranslator } from '@/lib/i18n/messages';
import { renderEmail } from '@/lib/mail/layout';
import { enqueueMail, wakeSender, type OutgoingMail } from '@/lib/mail/outbox';
import { phoneLabel } from '@/lib/forms/phone';
import { formatDateTime, timeZoneOf } from './time-zone';
import { INVITE_LINK_TTL_SECONDS, RESET_LINK_TTL_SECONDS, UNLOCK_LINK_TTL_SECONDS } from './limits';

/** The page that sets a password with a one-time token (invitations and resets alike). */
export function setPasswordUrl(token: string) {
  return `${env.SITE_URL}/admin/set-password?token=${encodeURIComponent(token)}`;
}

type Recipient = { email: string; locale?: unknown };

const localeOf = (user: Recipient) => (typeof user.locale === 'string' && isLocale(user.locale) ? user.locale : routing.defaultLocale);

/** The "forgot password" mail: the link works once, for an hour. */
export function passwordResetMail(user: Recipient, token: string): OutgoingMail {
  const locale = localeOf(user);
  const t = serverTranslator(locale, 'admin.auth');
  return {
    kind: 'staff-password-reset',
    to: user.email,
    ...renderEmail({
      locale,
      subject: t('resetMailSubject', { brand: BRAND.name }),
      heading: t('resetMailHeading'),
      paragraphs: [t('resetMailBody', { minutes: RESET_LINK_TTL_SECONDS / 60 }), t('resetMailIgnore')],
      action: { label: t('resetMailAction'), url: setPasswordUrl(token) },
    }),
  };
}

/** The invitation mail, when an admin invites from the back office: the link works once, for 24 hours. */
export function invitationMail(user: Recipient, token: string, invitedBy: string): OutgoingMail {
  const locale = localeOf(user);
  const t = serverTranslator(locale, 'admin.auth');
  return {
    kind: 'staff-invitation',
    to: user.email,
    ...renderEmail({
      locale,
      subject: t('inviteMailSubject', { brand: BRAND.name }),
      heading: t('inviteMailHeading', { brand: BRAND.name }),
      paragraphs: [t('inviteMailBody', { inviter: invitedBy, hours: INVITE_LINK_TTL_SECONDS / 3600 })],
      action: { label: t('inviteMailAction'), url: setPasswordUrl(token) },
    }),
  };
}

/**
 * To the owner of an account whose sign-in is locked (too many wrong passwords, theirs or a stranger's): a link
 * that ends the lock at once, for an hour; the password stays as it is.
 */
export function unlockMail(user: Recipient, token: string): OutgoingMail {
  const locale = localeOf(user);
  const t = serverTranslator(locale, 'admin.auth');
  return {
    kind: 'staff-unlock',
    to: user.email,
    ...renderEmail({
      locale,
      subject: t('unlockMailSubject', { brand: BRAND.name }),
      heading: t('unlockMailHeading'),
      paragraphs: [t('unlockMailBody', { minutes: UNLOCK_LINK_TTL_SECONDS / 60 }), t('unlockMailIgnore')],
      action: { label: t('unlockMailAction'), url: `${env.SITE_URL}/admin/unlock?token=${encodeURIComponent(token)}` },
    }),
  };
}

/** better-auth's sendResetPassword: the mail goes through the outbox like every other. */
export async function queuePasswordResetMail(user: Recipient, token: string) {
  await db.$transaction((tx) => enqueueMail(tx, passwordResetMail(user, token)));
  wakeSender();
}

/** Queues the unlock mail (the outbox delivers it). */
export async function queueUnlockMail(user: Recipient, token: string) {
  await db.$transaction((tx) => enqueueMail(tx, unlockMail(user, token)));
  wakeSender();
}

/** A lead task's reminder at its due time (lib/admin/leads/task-reminder.ts), in the owner's language and zone. */
export function taskReminderMail(
  owner: Recipient & { timeZone?: string | null },
  task: { title: string; dueAt: Date },
  lead: { id: string; number: string; name: string; companyName: string | null; phone: string },
): OutgoingMail {
  const locale = localeOf(owner);
  const timeZone = timeZoneOf(owner.timeZone, locale);
  const t = serverTranslator(locale, 'admin.leads');
  const who = lead.companyName ? `${lead.name}, ${lead.companyName}` : lead.name;
  return {
    kind: 'lead-task-reminder',
    to: owner.email,
    ...renderEmail({
      locale,
      subject: t('taskMail.subject', { number: lead.number, title: task.title }),
      heading: task.title,
      paragraphs: [t('taskMail.body', { number: lead.number, who })],
      rows: [
        { label: t('taskMail.due'), value: formatDateTime(task.dueAt, { locale, timeZone }) },
        { label: t('detail.phone'), value: phoneLabel(lead.phone) },
      ],
      action: { label: t('taskMail.open'), url: `${env.SITE_URL}/admin/leads/${lead.id}` },
    }),
  };
}
