// 'Blogs & News' (spec §2.5; paths designed) and the profile's e-mail address (§7.1, §8).
import { Envelope, SuccessEnvelope, Type, type Static } from './common';

const Language = Type.String({ description: 'en, hi, mr, gu, kn, bn or es' });

export const BlogArticleSummary = Type.Object({
  id: Type.Number(),
  category: Type.String({ description: 'cricket, news, football, tennis, racing or casino' }),
  /** ISO time */
  published_at: Type.String(),
  language: Language,
  title: Type.String(),
  summary: Type.String(),
});
export const BlogArticle = Type.Composite([BlogArticleSummary, Type.Object({ body: Type.String({ description: 'plain text; paragraphs separated by a blank line' }) })]);
export const BlogListAnswer = Envelope(Type.Array(BlogArticleSummary));
export const BlogArticleAnswer = Envelope(BlogArticle);

/** POST account/{id}/profile/email {email} → data */
export const EmailVerificationSent = Type.Object({ pending_email: Type.String(), expiresIn: Type.Number({ description: 'seconds the link stays valid' }) });
export type EmailVerificationSent = Static<typeof EmailVerificationSent>;
export const EmailVerificationAnswer = Type.Composite([Envelope(EmailVerificationSent), SuccessEnvelope(EmailVerificationSent)]);

/** GET /profile/verify/email/{a}/{b}: the client reads success and status.statusDesc (§7.1, §8). */
export const EmailVerifyResult = Type.Object({
  success: Type.Boolean(),
  status: Type.Object({ statusCode: Type.Number(), statusDesc: Type.String() }),
});
export type EmailVerifyResult = Static<typeof EmailVerifyResult>;
export const EmailVerifyRefusal = Type.Composite([EmailVerifyResult, Type.Object({ msg: Type.String(), message: Type.String() })]);
