// Aviator and the card tables in the provider's frame: a funded player, and reading the game pages.
import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { randomMobile, randomUserName, registerPlayer } from './player';
import { fundPlayer, playerToken } from './casino';

/** A real player signed up through the OTP outbox, with `rupees` deposited and approved. */
export async function fundedPlayer(request: APIRequestContext, rupees: number) {
  const who = { userName: randomUserName(), mobile: randomMobile(), password: 'cards-pass-1' };
  await registerPlayer(request, who);
  const token = await playerToken(request, who.userName, who.password);
  await fundPlayer(request, token, rupees);
  return { ...who, token };
}

export const gameFrame = (page: Page): FrameLocator => page.frameLocator('[data-testid="casino-frame"]');

/** '₹ 1,005.00' → 100500 (paise). */
export const paiseOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

/** Card rank value as Dragon Tiger counts it: A = 1 … K = 13. */
export const rankValue = (card: string) => 'A23456789TJQK'.indexOf(card[0]!) + 1;

export async function expectProviderBalance(frame: FrameLocator, paise: number): Promise<void> {
  await expect.poll(async () => paiseOf(await frame.getByTestId('provider-balance').textContent()), { timeout: 15_000 }).toBe(paise);
}
