// The back office's texts: one folder per area (messages/admin/<area>/<locale>.json), so each screen's texts
// sit together. They are the `admin` namespace of the messages (i18n/app-config.ts) and never reach the public
// pages' bundles: only the back office's layout passes them to the browser.
import type { Locale } from '@/i18n/routing';
import commonIt from '@/messages/admin/common/it.json';
import commonRu from '@/messages/admin/common/ru.json';
import commonEn from '@/messages/admin/common/en.json';
import authIt from '@/messages/admin/auth/it.json';
import authRu from '@/messages/admin/auth/ru.json';
import authEn from '@/messages/admin/auth/en.json';
import usersIt from '@/messages/admin/users/it.json';
import usersRu from '@/messages/admin/users/ru.json';
import usersEn from '@/messages/admin/users/en.json';
import auditIt from '@/messages/admin/audit/it.json';
import auditRu from '@/messages/admin/audit/ru.json';
import auditEn from '@/messages/admin/audit/en.json';
import dashboardIt from '@/messages/admin/dashboard/it.json';
import dashboardRu from '@/messages/admin/dashboard/ru.json';
import dashboardEn from '@/messages/admin/dashboard/en.json';
import catalogueIt from '@/messages/admin/catalogue/it.json';
import catalogueRu from '@/messages/admin/catalogue/ru.json';
import catalogueEn from '@/messages/admin/catalogue/en.json';
import leadsIt from '@/messages/admin/leads/it.json';
import leadsRu from '@/messages/admin/leads/ru.json';
import leadsEn from '@/messages/admin/leads/en.json';
import subscribersIt from '@/messages/admin/subscribers/it.json';
import subscribersRu from '@/messages/admin/subscribers/ru.json';
import subscribersEn from '@/messages/admin/subscribers/en.json';
import outboxIt from '@/messages/admin/outbox/it.json';
import outboxRu from '@/messages/admin/outbox/ru.json';
import outboxEn from '@/messages/admin/outbox/en.json';
import campaignsIt from '@/messages/admin/campaigns/it.json';
import campaignsRu from '@/messages/admin/campaigns/ru.json';
import campaignsEn from '@/messages/admin/campaigns/en.json';
import documentsIt from '@/messages/admin/documents/it.json';
import documentsRu from '@/messages/admin/documents/ru.json';
import documentsEn from '@/messages/admin/documents/en.json';
import dealersIt from '@/messages/admin/dealers/it.json';
import dealersRu from '@/messages/admin/dealers/ru.json';
import dealersEn from '@/messages/admin/dealers/en.json';
import projectsIt from '@/messages/admin/projects/it.json';
import projectsRu from '@/messages/admin/projects/ru.json';
import projectsEn from '@/messages/admin/projects/en.json';
import jobsIt from '@/messages/admin/jobs/it.json';
import jobsRu from '@/messages/admin/jobs/ru.json';
import jobsEn from '@/messages/admin/jobs/en.json';
import consentIt from '@/messages/admin/consent/it.json';
import consentRu from '@/messages/admin/consent/ru.json';
import consentEn from '@/messages/admin/consent/en.json';
import crmIt from '@/messages/admin/crm/it.json';
import crmRu from '@/messages/admin/crm/ru.json';
import crmEn from '@/messages/admin/crm/en.json';
import vitalsIt from '@/messages/admin/vitals/it.json';
import vitalsRu from '@/messages/admin/vitals/ru.json';
import vitalsEn from '@/messages/admin/vitals/en.json';

export const ADMIN_MESSAGES = {
  it: { common: commonIt, auth: authIt, users: usersIt, audit: auditIt, dashboard: dashboardIt, catalogue: catalogueIt, leads: leadsIt, subscribers: subscribersIt, outbox: outboxIt, campaigns: campaignsIt, documents: documentsIt, dealers: dealersIt, projects: projectsIt, jobs: jobsIt, consent: consentIt, vitals: vitalsIt, crm: crmIt },
  ru: { common: commonRu, auth: authRu, users: usersRu, audit: auditRu, dashboard: dashboardRu, catalogue: catalogueRu, leads: leadsRu, subscribers: subscribersRu, outbox: outboxRu, campaigns: campaignsRu, documents: documentsRu, dealers: dealersRu, projects: projectsRu, jobs: jobsRu, consent: consentRu, vitals: vitalsRu, crm: crmRu },
  en: { common: commonEn, auth: authEn, users: usersEn, audit: auditEn, dashboard: dashboardEn, catalogue: catalogueEn, leads: leadsEn, subscribers: subscribersEn, outbox: outboxEn, campaigns: campaignsEn, documents: documentsEn, dealers: dealersEn, projects: projectsEn, jobs: jobsEn, consent: consentEn, vitals: vitalsEn, crm: crmEn },
} satisfies Record<Locale, unknown>;

export type AdminMessages = (typeof ADMIN_MESSAGES)['it'];
