import type { Metadata } from 'next';
import Link from 'next/link';
import { Panel } from '@/components/admin/panel';
import { PageTitle } from '@/components/admin/page-title';
import { Message } from '@/components/admin/message';
import { StaffField, StaffForm } from '@/components/admin/staff-form';
import { Checkbox } from '@/components/ui/checkbox';
import { crmOverview, statusMapText } from '@/lib/admin/crm/service';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { saveCrmSettingsAction, sendTestLeadAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('crm'))('title') };
}

/** The environment variables that connect each target (docs/configuration.md). */
const VARIABLES = { bitrix24: 'BITRIX24_WEBHOOK_URL', amocrm: 'AMOCRM_HOST, AMOCRM_TOKEN, AMOCRM_NUMBER_FIELD_ID', webhook: 'CRM_WEBHOOK_URL, CRM_WEBHOOK_SECRET' } as const;

/** Where leads go besides the inbox: which CRMs are connected, which get new leads, what they get, and a test. */
export default async function CrmPage() {
  await requireStaffPage('crm', '/admin/crm');
  const [t, { settings, targets, failed }] = await Promise.all([getAdminT('crm'), crmOverview()]);
  const id = (value: number | null) => (value === null ? '' : String(value));
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-6 max-w-prose text-sm text-ink-muted">{t('intro')}</p>
      {failed ? (
        <Message tone="error" className="mb-6" testId="crm-failed">
          {t('failed', { count: failed })}{' '}
          <Link href="/admin/jobs" className="underline">{t('failedLink')}</Link>
        </Message>
      ) : null}
      <ul className="mb-8 grid gap-3 sm:grid-cols-3" data-testid="crm-targets">
        {targets.map((target) => (
          <li key={target.name} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-semibold">{t(`targets.${target.name}`)}</p>
            <p className="mt-1 text-sm break-words text-ink-muted">
              {target.configured ? t('configured', { host: target.host ?? '' }) : t('notConfigured', { variables: VARIABLES[target.name] })}
            </p>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <Panel id="crm-settings" title={t('settingsTitle')} boxed>
          <StaffForm action={saveCrmSettingsAction} errors="admin.crm.errors" submit={t('save')} testId="crm-settings">
            <fieldset className="space-y-3">
              <legend className="sr-only">{t('settingsTitle')}</legend>
              {targets.map((target) => (
                <Checkbox key={target.name} name="active" value={target.name} defaultChecked={target.active} disabled={!target.configured} label={t('active', { target: t(`targets.${target.name}`) })} />
              ))}
              <p className="text-xs text-ink-muted">{t('activeHint')}</p>
            </fieldset>
            <fieldset className="space-y-4 border-t border-slate-100 pt-4">
              <legend className="text-base font-semibold">{t('bitrix24Title')}</legend>
              <StaffField name="sourceId" label={t('sourceId')} hint={t('sourceIdHint')} defaultValue={settings.bitrix24.sourceId} required maxLength={50} />
              <StaffField name="assignedById" label={t('assignedById')} defaultValue={id(settings.bitrix24.assignedById)} maxLength={12} />
              <StaffField name="statusMap" label={t('statusMap')} hint={t('statusMapHint')} defaultValue={statusMapText(settings.bitrix24.statusMap)} rows={6} maxLength={5000} />
            </fieldset>
            <fieldset className="space-y-4 border-t border-slate-100 pt-4">
              <legend className="text-base font-semibold">{t('amocrmTitle')}</legend>
              <StaffField name="pipelineId" label={t('pipelineId')} defaultValue={id(settings.amocrm.pipelineId)} maxLength={12} />
              <StaffField name="statusId" label={t('statusId')} defaultValue={id(settings.amocrm.statusId)} maxLength={12} />
              <StaffField name="responsibleUserId" label={t('responsibleUserId')} defaultValue={id(settings.amocrm.responsibleUserId)} maxLength={12} />
            </fieldset>
          </StaffForm>
        </Panel>
        <Panel id="crm-test" title={t('testTitle')} boxed>
          <p className="mb-4 text-sm text-ink-muted">{t('testIntro')}</p>
          {targets.some((target) => target.configured) ? null : <p className="text-sm" data-testid="crm-none">{t('noneConfigured')}</p>}
          <div className="space-y-4">
            {targets.filter((target) => target.configured).map((target) => (
              <StaffForm key={target.name} action={sendTestLeadAction} errors="admin.crm.errors" submit={t('test', { target: t(`targets.${target.name}`) })} testId={`crm-test-${target.name}`}>
                <input type="hidden" name="target" value={target.name} />
              </StaffForm>
            ))}
          </div>
        </Panel>
      </div>
    </>
  );
}
