import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { chooseLanguage } from '@khel/shared-kernel';
import { NoticeBanner } from './NoticeBanner';
import { renderInShell, startI18n } from '../test-support/render';
import { useFakeApi } from '../test-support/fake-api';

const fake = useFakeApi();
beforeAll(startI18n);
afterEach(() => act(() => chooseLanguage('en')));

const notices = (text: string) => ({ status: true, msg: '', data: [{ id: 1, text, Type: 'T' }] });

it("asks for the notices in the player's language and again when it changes, keeping the shown ones meanwhile", async () => {
  fake.answers['notice-messages'] = notices('Welcome to Khel!');
  renderInShell(<NoticeBanner />);
  expect((await screen.findByTestId('notice-banner')).textContent).toBe('Welcome to Khel!');
  expect(fake.calls.find((c) => c.url === 'notice-messages')!.params).toEqual({ lang: 'en' });

  fake.answers['notice-messages'] = notices('Khel में आपका स्वागत है!');
  await act(async () => {
    await i18next.changeLanguage('hi');
    // the banner still shows the notices it had while the new ones are on their way
    expect(screen.getByTestId('notice-banner').textContent).toBe('Welcome to Khel!');
  });
  expect(await screen.findByText('Khel में आपका स्वागत है!')).toBeTruthy();
  expect(fake.calls.filter((c) => c.url === 'notice-messages').at(-1)!.params).toEqual({ lang: 'hi' });
});
