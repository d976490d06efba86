import { DEFAULT_CRM_SETTINGS, type CrmMapping } from './settings';
import { CRM_TIMEOUT_MS, CrmRefused, CrmRetryLater, retryAfterSeconds, type CrmLead, type CrmRef, type CrmTarget } from './types';

// Bitrix24 through an inbound webhook (BITRIX24_WEBHOOK_URL, "https://<portal>/rest/<user>/<code>/"): crm.lead.add
// with our number in ORIGIN_ID (ORIGINATOR_ID names this site), looked up with crm.lead.list filtered on them.
// Bitrix24 answers a rate limit with 503 QUERY_LIMIT_EXCEEDED, bad credentials with 401.

/** Which system the ORIGIN_ID belongs to, in Bitrix24's ORIGINATOR_ID (lib/crm/config.ts adds the site's host). */
export const ORIGINATOR = 'aeris-site';

type Answer = { result?: unknown; error?: string; error_description?: string };

const TYPE_TITLES: Record<CrmLead['type'], string> = { partner: 'Заявка на партнёрство', equipment: 'Заявка на подбор оборудования', quote: 'Запрос КП' };

/** The lead as crm.lead.add's `fields`, with the administrator's source and responsible user. */
export function bitrixFields(lead: CrmLead, mapping: CrmMapping['bitrix24'] = DEFAULT_CRM_SETTINGS.bitrix24, originator = ORIGINATOR): Record<string, unknown> {
  const lines = lead.lines.map((line) => `${line.modelCode} — ${line.name}: ${line.quantity} шт.`);
  const comments = [
    ...lines,
    lead.productSlug ? `Оборудование: ${lead.productSlug}` : null,
    lead.comment ? `Комментарий: ${lead.comment}` : null,
    `Согласие на обработку данных: ${lead.consent.at}, IP ${lead.consent.ip}, версия текста ${lead.consent.textVersion}`,
    `Заявка на сайте: ${lead.url}`,
  ].filter(Boolean);
  return {
    TITLE: `${TYPE_TITLES[lead.type]} № ${lead.number}`,
    NAME: lead.name,
    COMPANY_TITLE: lead.companyName ?? '',
    PHONE: [{ VALUE: lead.phone, VALUE_TYPE: 'WORK' }],
    ...(lead.email ? { EMAIL: [{ VALUE: lead.email, VALUE_TYPE: 'WORK' }] } : {}),
    ...(lead.city ? { ADDRESS_CITY: lead.city } : {}),
    SOURCE_ID: mapping.sourceId,
    ...(mapping.assignedById ? { ASSIGNED_BY_ID: mapping.assignedById } : {}),
    SOURCE_DESCRIPTION: lead.source.landingPage ?? lead.source.page,
    UTM_SOURCE: lead.source.utm.source ?? '',
    UTM_MEDIUM: lead.source.utm.medium ?? '',
    UTM_CAMPAIGN: lead.source.utm.campaign ?? '',
    UTM_TERM: lead.source.utm.term ?? '',
    UTM_CONTENT: lead.source.utm.content ?? '',
    COMMENTS: comments.join('\n'),
    ORIGINATOR_ID: originator,
    ORIGIN_ID: lead.number,
  };
}

export function bitrix24Target(webhookUrl: string, { timeoutMs = CRM_TIMEOUT_MS, originator = ORIGINATOR } = {}): CrmTarget {
  const base = webhookUrl.endsWith('/') ? webhookUrl : `${webhookUrl}/`;
  const portal = new URL(base).origin;
  const leadUrl = (id: string) => `${portal}/crm/lead/details/${id}/`;

  async function call(method: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${method}.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect would turn the POST into a GET without its filter: refused, and tried again later.
        redirect: 'error',
      });
    } catch (error) {
      throw new CrmRetryLater(`Bitrix24 ${method}: no answer (${(error as Error).message})`);
    }
    const text = await response.text();
    let answer: Answer = {};
    try {
      answer = JSON.parse(text) as Answer;
    } catch {
      // Not JSON: a proxy's page; the status decides.
    }
    const said = `Bitrix24 ${method}: ${response.status} ${answer.error ?? ''} ${answer.error_description ?? text.slice(0, 200)}`.trim();
    if (answer.error === 'QUERY_LIMIT_EXCEEDED' || response.status === 503 || response.status === 429 || response.status >= 500) {
      throw new CrmRetryLater(said, retryAfterSeconds(response.headers.get('retry-after')));
    }
    if (response.status === 401 || response.status === 403 || /^(INVALID_CREDENTIALS|NO_AUTH_FOUND|insufficient_scope|invalid_token|ACCESS_DENIED)$/i.test(answer.error ?? '')) {
      throw new CrmRefused(said);
    }
    if (!response.ok || answer.error) throw new Error(said);
    return answer.result;
  }

  return {
    name: 'bitrix24',
    // A portal in "simple CRM" mode has no leads (crm.settings.mode.get: 1 classic, 2 simple): say so first.
    async problem() {
      const mode = await call('crm.settings.mode.get', {});
      return Number(mode) === 2 ? 'simpleMode' : null;
    },
    async stage(externalId) {
      const lead = (await call('crm.lead.get', { id: externalId })) as { STATUS_ID?: string } | null;
      return lead?.STATUS_ID ?? null;
    },
    async find(lead) {
      const result = await call('crm.lead.list', { filter: { ORIGINATOR_ID: originator, ORIGIN_ID: lead.number }, select: ['ID', 'ORIGINATOR_ID', 'ORIGIN_ID'] });
      // Only a lead that is ours by both fields: an ignored filter must not pass some other lead off as ours.
      const ours = (Array.isArray(result) ? (result as Array<{ ID?: string | number; ORIGINATOR_ID?: string; ORIGIN_ID?: string }>) : []).find(
        (candidate) => candidate.ID != null && candidate.ORIGINATOR_ID === originator && candidate.ORIGIN_ID === lead.number,
      );
      return ours ? { externalId: String(ours.ID), externalUrl: leadUrl(String(ours.ID)) } : null;
    },
    async send(lead, mapping): Promise<CrmRef> {
      const id = await call('crm.lead.add', { fields: bitrixFields(lead, mapping?.bitrix24, originator), params: { REGISTER_SONET_EVENT: 'Y' } });
      if (typeof id !== 'number' && typeof id !== 'string') throw new Error(`Bitrix24 crm.lead.add: no id in the answer (${JSON.stringify(id)})`);
      return { externalId: String(id), externalUrl: leadUrl(String(id)) };
    },
  };
}
