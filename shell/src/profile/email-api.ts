// The profile's e-mail address (§7.1): adding one sends a verification link by e-mail (designed
// call); opening the link calls GET profile/verify/email/{a}/{b}, read as success and status.statusDesc.
import { api, ApiError, type EmailVerificationSent, type EmailVerifyResult, type ProfileData, type SuccessEnvelope } from '@khel/shared-kernel';

export async function fetchProfile(memberCode: number): Promise<ProfileData> {
  const { data } = await api.get<SuccessEnvelope<ProfileData>>(`account/${memberCode}/profile/get`);
  return data.result;
}

export async function addEmail(memberCode: number, email: string): Promise<EmailVerificationSent> {
  const { data } = await api.post<SuccessEnvelope<EmailVerificationSent>>(`account/${memberCode}/profile/email`, { email });
  return data.result;
}

/** Opens a verification link: the outcome and the server's statusDesc, for the toast (§8). */
export async function verifyEmailLink(a: string, b: string): Promise<{ success: boolean; statusDesc: string }> {
  try {
    const { data } = await api.get<EmailVerifyResult>(`profile/verify/email/${encodeURIComponent(a)}/${encodeURIComponent(b)}`);
    return { success: data.success === true, statusDesc: data.status?.statusDesc ?? '' };
  } catch (err) {
    const body = err instanceof ApiError ? (err.body as Partial<EmailVerifyResult> | null) : null;
    return { success: false, statusDesc: body?.status?.statusDesc || (err instanceof Error ? err.message : 'Something went wrong') };
  }
}
