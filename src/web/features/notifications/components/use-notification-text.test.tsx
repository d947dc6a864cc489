import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '#shared/contracts/notifications';
import { i18n, initI18n } from '#web/lib/i18n';
import { useNotificationText } from './use-notification-text';

const notification = (
  kind: Notification['kind'],
  params: Notification['params'],
): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind,
  params,
  link: null,
  readAt: null,
  createdAt: '2026-03-02T10:00:00.000Z',
});

const textIn = async (language: 'en' | 'tr', item: Notification) => {
  initI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['notifications', 'achievements', 'pricing']);
  const { result } = renderHook(() => useNotificationText());
  return result.current(item);
};

afterEach(() => i18n.changeLanguage('en'));

describe('useNotificationText', () => {
  it('words every kind with its params, in English', async () => {
    expect(await textIn('en', notification('tokensCredited', { tokens: 1, balance: 1200 }))).toBe(
      '1 token was added to your balance, which is now 1,200.',
    );
    expect(await textIn('en', notification('tokensCredited', { tokens: 60, balance: 70 }))).toBe(
      '60 tokens were added to your balance, which is now 70.',
    );
    expect(await textIn('en', notification('sharedResultViewed', { title: '<i>Café</i>' }))).toBe(
      'Someone opened the result you shared: “<i>Café</i>”.',
    );
    expect(
      await textIn(
        'en',
        notification('stepDue', { title: 'Bakery', step: 2, dueOn: '2026-03-02' }),
      ),
    ).toBe('Step 2 of the action plan for “Bakery” is due (Mar 2, 2026).');
    expect(
      await textIn('en', notification('followUpWaiting', { title: 'Bakery', monthsAfter: 6 })),
    ).toBe('6 months after “Bakery”: what happened? A follow-up question is waiting.');
    expect(
      await textIn('en', notification('achievementEarned', { achievement: 'planCompleted' })),
    ).toBe('Achievement earned: Plan completed.');
    expect(
      await textIn(
        'en',
        notification('membershipChanged', {
          tier: 'plus',
          change: 'cancelled',
          periodEnd: '2026-04-02T12:00:00.000Z',
        }),
      ),
    ).toBe(
      'Your Plus membership is cancelled and stays active until Apr 2, 2026. All your data stays.',
    );
  });

  it('words them in Turkish, with Turkish number and date formats', async () => {
    expect(await textIn('tr', notification('tokensCredited', { tokens: 60, balance: 1200 }))).toBe(
      'Bakiyenize 60 jeton eklendi; bakiyeniz şimdi 1.200.',
    );
    expect(
      await textIn('tr', notification('stepDue', { title: 'Fırın', step: 1, dueOn: '2026-03-02' })),
    ).toBe('“Fırın” eylem planının 1. adımının zamanı geldi (2 Mar 2026).');
    expect(
      await textIn('tr', notification('achievementEarned', { achievement: 'firstBusiness' })),
    ).toBe('Başarı kazanıldı: İlk işletme.');
  });

  it('still says something for a change or tier this version does not know', async () => {
    expect(
      await textIn('en', notification('membershipChanged', { tier: 'gold', change: 'paused' })),
    ).toBe('Your gold membership changed.');
  });
});
