import { showToast } from './toaster';

export interface Notice {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info' | 'warning';
}

/**
 * Shows a toast in the site's single toaster; every remote notifies through here. The toaster shows
 * one toast at a time (spec §4), so the newest message replaces the current one instead of queueing
 * behind it (a queued form error would otherwise wait, unseen, until the previous toast closes).
 */
export function notify(notice: Notice): void {
  void showToast(notice);
}
