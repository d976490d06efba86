import 'server-only';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import { recordSample, summarize, type Sample } from './store';
import type { Device } from './values';

/** Counts a page view's metrics in today's buckets (the endpoint). */
export const recordVitals = (sample: Sample) => recordSample(db, sample, clock.now());

/** The last 28 days (the back office's screen), for every device or one. */
export const vitalsSummary = (device?: Device) => summarize(db, clock.now(), 28, device);
