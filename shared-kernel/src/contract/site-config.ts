// Site configuration per host (spec §3 "Site configuration per host", §7.1).

export interface SocialLink {
  url: string;
}

// The answers' types come from their schemas (schemas/site.ts): POST getSetting → SiteSetting,
// getWpNumber / getUserWpNumber → SupportContact, GET /promotions → Promotions, POST /content/getLogo →
// LogoData, GET server-time → ServerTime, GET /app-config → {success, result: AppConfigResult},
// GET /notice-messages → NoticeMessage[].
export type { SiteSetting, SupportContact, Promotions, LogoData, ServerTime, AppConfigResult, NoticeMessage } from './schemas/site';
