'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { SOURCE_FIELDS } from '@/lib/leads/source';

// Where a visit began, for the lead a form may send later in it (lib/leads/source.ts): kept in sessionStorage,
// which ends with the tab; no cookie, nothing sent until a form is.

const KEY = 'aeris.visit';
type Visit = { landingPage: string; referrer: string };

function readVisit(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** Notes the first page of the visit and the page that led to it; later pages leave it alone. */
export function LandingRecorder() {
  useEffect(() => {
    if (readVisit()) return;
    const visit: Visit = { landingPage: `${window.location.pathname}${window.location.search}`, referrer: document.referrer };
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(visit));
    } catch {
      // Storage refused (private mode, a full quota): the form page's own address stands in.
    }
  }, []);
  return null;
}

const noSubscription = () => () => {};

/**
 * The visit as kept, or, when nothing is kept yet (this is the visit's first page, and the recorder's effect runs
 * after the form's), this very page and its referrer.
 */
const currentVisit = () => readVisit() || JSON.stringify({ landingPage: `${window.location.pathname}${window.location.search}`, referrer: document.referrer } satisfies Visit);

/** The visit's landing page and referrer as hidden fields of a lead form; empty before scripts run. */
export function SourceFields() {
  const stored = useSyncExternalStore(noSubscription, currentVisit, () => '');
  let visit: Partial<Visit> = {};
  try {
    visit = stored ? (JSON.parse(stored) as Partial<Visit>) : {};
  } catch {
    visit = {};
  }
  return (
    <>
      <input type="hidden" name={SOURCE_FIELDS.landingPage} value={typeof visit.landingPage === 'string' ? visit.landingPage : ''} />
      <input type="hidden" name={SOURCE_FIELDS.referrer} value={typeof visit.referrer === 'string' ? visit.referrer : ''} />
    </>
  );
}
