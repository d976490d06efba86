import { DEFAULT_CRM_SETTINGS, type CrmMapping } from './settings';
import { CRM_TIMEOUT_MS, CrmRefused, CrmRetryLater, retryAfterSeconds, type CrmLead, type CrmRef, type CrmTarget } from './types';

// amoCRM through API v4 on the account's host (AMOCRM_HOST, "https://<sub>.amocrm.ru") with a long-lived token
// (AMOCRM_TOKEN). Our number goes in a custom field of the lead (AMOCRM_NUMBER_FIELD_ID), by which a later attempt
// finds it. Before creating, the contact is looked up by phone, then e-mail, and linked instead of duplicated.
// amoCRM answers a rate limit with 429 and bad credentials with 401.

const TYPE_TITLES: Record<CrmLead['type'], string> = { partner: 'Заявка на партнёрство', equipment: 'Заявка на подбор оборудования', quote: 'Запрос КП' };

type Options = { host: string; token: string; numberFieldId: number; timeoutMs?: number };
type Entity = { id: number; custom_fields_values?: Array<{ field_id: number; field_code?: string | null; values: Array<{ value: unknown }> }> | null };

/** The body of POST /api/v4/leads/complex for a lead, linked to an existing contact when one was found. */
export function amoComplex(lead: CrmLead, numberFieldId: number, contactId: number | null, mapping: CrmMapping['amocrm'] = DEFAULT_CRM_SETTINGS.amocrm) {
  const contact = contactId
    ? { id: contactId }
    : {
        name: lead.name,
        custom_fields_values: [
          { field_code: 'PHONE', values: [{ value: lead.phone, enum_code: 'WORK' }] },
          ...(lead.email ? [{ field_code: 'EMAIL', values: [{ value: lead.email, enum_code: 'WORK' }] }] : []),
        ],
      };
  return [
    {
      name: `${TYPE_TITLES[lead.type]} № ${lead.number}`,
      ...(mapping.pipelineId ? { pipeline_id: mapping.pipelineId } : {}),
      ...(mapping.statusId ? { status_id: mapping.statusId } : {}),
      ...(mapping.responsibleUserId ? { responsible_user_id: mapping.responsibleUserId } : {}),
      custom_fields_values: [{ field_id: numberFieldId, values: [{ value: lead.number }] }],
      _embedded: {
        contacts: [contact],
        ...(lead.companyName ? { companies: [{ name: lead.companyName }] } : {}),
        tags: [{ name: 'сайт' }],
      },
    },
  ];
}

/** The note added to the lead: the lines, the comment, the source, the consent record and our link. */
export function amoNote(lead: CrmLead): string {
  return [
    ...lead.lines.map((line) => `${line.modelCode} — ${line.name}: ${line.quantity} шт.`),
    lead.productSlug ? `Оборудование: ${lead.productSlug}` : null,
    lead.comment ? `Комментарий: ${lead.comment}` : null,
    lead.city ? `Город: ${lead.city}` : null,
    lead.inn ? `ИНН: ${lead.inn}` : null,
    `Источник: ${lead.source.landingPage ?? lead.source.page}${lead.source.referrerHost ? ` (переход с ${lead.source.referrerHost})` : ''}`,
    `Согласие на обработку данных: ${lead.consent.at}, IP ${lead.consent.ip}, версия текста ${lead.consent.textVersion}`,
    `Заявка на сайте: ${lead.url}`,
  ]
    .filter(Boolean)
    .join('\n');
}

export function amoCrmTarget({ host, token, numberFieldId, timeoutMs = CRM_TIMEOUT_MS }: Options): CrmTarget {
  const origin = new URL(host).origin;
  const leadUrl = (id: number) => `${origin}/leads/detail/${id}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${origin}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new CrmRetryLater(`amoCRM ${method} ${path.split('?')[0]}: no answer (${(error as Error).message})`);
    }
    // 204: a search that found nothing.
    if (response.status === 204) return null;
    const text = await response.text();
    const said = `amoCRM ${method} ${path.split('?')[0]}: ${response.status} ${text.slice(0, 300)}`.trim();
    if (response.status === 429 || response.status >= 500) throw new CrmRetryLater(said, retryAfterSeconds(response.headers.get('retry-after')));
    if (response.status === 401 || response.status === 402 || response.status === 403) throw new CrmRefused(said);
    if (!response.ok) throw new Error(said);
    return text ? (JSON.parse(text) as unknown) : null;
  }

  const embedded = (answer: unknown, key: string): Entity[] => ((answer as { _embedded?: Record<string, Entity[]> } | null)?._embedded?.[key] ?? []);

  /** A contact's phones (digits) and e-mails (lower case), as amoCRM keeps them in its PHONE and EMAIL fields. */
  const contactValues = (contact: Entity, code: 'PHONE' | 'EMAIL') =>
    (contact.custom_fields_values ?? [])
      .filter((field) => field.field_code === code)
      .flatMap((field) => field.values.map((value) => String(value.value)))
      .map((value) => (code === 'PHONE' ? value.replace(/\D/g, '').replace(/^8(\d{10})$/, '7$1') : value.trim().toLowerCase()));

  /**
   * The contact with this phone, else this e-mail. amoCRM's `query` is a full-text search: a contact is linked only
   * when one of its numbers or addresses is exactly the lead's.
   */
  async function findContact(lead: CrmLead): Promise<number | null> {
    const wanted = [
      ['PHONE', lead.phone.replace(/\D/g, '')],
      ['EMAIL', lead.email?.toLowerCase() ?? ''],
    ] as const;
    for (const [code, value] of wanted) {
      if (!value) continue;
      const contacts = embedded(await call('GET', `/api/v4/contacts?query=${encodeURIComponent(value)}&limit=10`), 'contacts');
      const exact = contacts.find((contact) => contactValues(contact, code).includes(value));
      if (exact) return exact.id;
    }
    return null;
  }

  return {
    name: 'amocrm',
    async find(lead) {
      const leads = embedded(await call('GET', `/api/v4/leads?query=${encodeURIComponent(lead.number)}&limit=50`), 'leads');
      const ours = leads.find((candidate) => candidate.custom_fields_values?.some((field) => field.field_id === numberFieldId && field.values.some((value) => value.value === lead.number)));
      return ours ? { externalId: String(ours.id), externalUrl: leadUrl(ours.id) } : null;
    },
    // A lead found by its number after a lost answer may lack its note: added when no note has our link.
    async complete(lead, ref) {
      if (!ref.externalId) return;
      const notes = embedded(await call('GET', `/api/v4/leads/${ref.externalId}/notes?limit=50`), 'notes') as Array<Entity & { params?: { text?: string } }>;
      if (notes.some((note) => note.params?.text?.includes(lead.url))) return;
      await call('POST', `/api/v4/leads/${ref.externalId}/notes`, [{ note_type: 'common', params: { text: amoNote(lead) } }]);
    },
    async send(lead, mapping): Promise<CrmRef> {
      const contactId = await findContact(lead);
      const created = (await call('POST', '/api/v4/leads/complex', amoComplex(lead, numberFieldId, contactId, mapping?.amocrm))) as Array<{ id?: number }> | null;
      const id = created?.[0]?.id;
      if (typeof id !== 'number') throw new Error(`amoCRM POST /api/v4/leads/complex: no id in the answer (${JSON.stringify(created)})`);
      // The lines and the consent as a note; the lead is there either way, so a note that fails is not a failure.
      await call('POST', `/api/v4/leads/${id}/notes`, [{ note_type: 'common', params: { text: amoNote(lead) } }]).catch((error: unknown) => {
        console.error(`[crm] amoCRM: the note of lead ${lead.number} was not added:`, error);
      });
      return { externalId: String(id), externalUrl: leadUrl(id) };
    },
  };
}
