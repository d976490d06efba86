import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pauseCampaignNow, resumeCampaignNow, sendCampaignNow, sendCampaignTestMail } from '@/app/admin/(staff)/campaigns/actions';
import { RecordHeader } from '@/components/admin/record-header';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { routing, type Locale } from '@/i18n/routing';
import { campaignForEdit, campaignLocales, campaignProgress, campaignRecipientCount } from '@/lib/admin/campaigns/service';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { CampaignEditor } from '../campaign-editor';
import { CommandForm } from '../command-form';
import { CampaignStatusLabel } from '../status-label';
import { CampaignPreview } from './preview';
import { Panel } from '@/components/admin/panel';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const campaign = await campaignForEdit((await params).id);
  return { title: campaign?.name ?? (await getAdminT('common'))('notFoundTitle') };
}

type Props = { params: Promise<{ id: string }> };

/** One campaign: its editor while a draft, its preview, a test mail, then send, pause and resume with progress. */
export default async function CampaignPage({ params }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('campaigns', `/admin/campaigns/${encodeURIComponent(id)}`);
  const [t, common] = await Promise.all([getAdminT('campaigns'), getAdminT('common')]);
  const campaign = await campaignForEdit(id);
  if (!campaign) notFound();
  const locales = campaignLocales(campaign.locales);
  const counts = (await campaignProgress([id])).get(id)!;
  const contents = Object.fromEntries(campaign.contents.map((c) => [c.locale, { subject: c.subject, body: c.body }])) as Partial<Record<Locale, { subject: string; body: string }>>;
  const recipients = await campaignRecipientCount(locales);
  const testLocale = locales.includes(staff.locale) ? staff.locale : (locales[0] ?? routing.defaultLocale);

  return (
    <>
      <RecordHeader back={{ href: '/admin/campaigns', label: t('backToList') }} title={campaign.name}>
        <CampaignStatusLabel status={campaign.status} label={t(`statuses.${campaign.status}`)} />
      </RecordHeader>
      <Panel id="campaign-progress" title={t('progressTitle')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="campaign-progress">
          {(['queued', 'sent', 'failed', 'cancelled'] as const).map((key) => (
            <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
              <dt className="text-sm text-ink-muted">{t(`progress.${key}`)}</dt>
              <dd className="text-2xl font-semibold tabular-nums" data-testid={`progress-${key}`}>
                {counts[key]}
              </dd>
            </div>
          ))}
        </dl>
      </Panel>

      {campaign.status === 'draft' ? (
        <Panel id="campaign-edit" title={t('editTitle')}>
          <CampaignEditor locales={routing.locales} campaign={{ id, version: campaign.version, name: campaign.name, locales, contents }} />
        </Panel>
      ) : (
        <p className="mb-8 text-sm text-ink-muted">{t('lockedHint')}</p>
      )}

      <Panel id="campaign-preview" title={t('previewTitle')}>
        <CampaignPreview locales={locales} contents={contents} />
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="campaign-test" title={t('testTitle')} boxed>
          <p className="mb-3 text-sm">{t('testHint', { email: staff.email })}</p>
          <CommandForm action={sendCampaignTestMail} id={id} label={t('sendTest')} success={t('testQueued')} variant="outline" testId="campaign-test-form">
            <div>
              <Label htmlFor="campaign-test-locale">{t('testLocale')}</Label>
              <Select id="campaign-test-locale" name="locale" defaultValue={testLocale}>
                {routing.locales.map((locale) => (
                  <option key={locale} value={locale}>
                    {common(`languages.${locale}`)}
                  </option>
                ))}
              </Select>
            </div>
          </CommandForm>
        </Panel>

        <Panel id="campaign-send" title={t('sendTitle')} boxed>
          {campaign.status === 'draft' ? (
            <CommandForm action={sendCampaignNow} id={id} version={campaign.version} label={t('send')} success={t('sendQueued')} testId="campaign-send-form">
              <p className="text-sm">{t('sendHint', { count: recipients })}</p>
              <Checkbox name="confirm" value="yes" label={t('confirmSend', { count: recipients })} />
            </CommandForm>
          ) : campaign.status === 'sending' ? (
            <CommandForm action={pauseCampaignNow} id={id} label={t('pause')} success={t('paused')} variant="outline" testId="campaign-pause-form" />
          ) : campaign.status === 'paused' ? (
            <CommandForm action={resumeCampaignNow} id={id} label={t('resume')} success={t('resumed')} testId="campaign-resume-form" />
          ) : (
            <p className="text-sm">{t('doneHint')}</p>
          )}
        </Panel>
      </div>
    </>
  );
}
