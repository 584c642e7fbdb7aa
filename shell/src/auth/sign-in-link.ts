// Opening a one-time sign-in link (§7.1): kept out of the lazily loaded auth chunk, since the frame
// must answer a link whether or not the dialog was ever opened.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { googleLogin, MAGIC_LINK_PARAMS, toastError, whatsAppLogin } from '@khel/shared-kernel';
import { useShellUi } from '../ui/ShellUi';
import { messageOf } from './message-of';

/**
 * Opening a sign-in link (/?otp=... from WhatsApp, /?gtoken=... from email) logs the player in via
 * auth/walogin or auth/glogin; the token leaves the address bar at once, a bad one is an error toast.
 */
const redeemed = new Set<string>();

export function useSignInLinkLanding(): void {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const ui = useShellUi();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const waToken = params.get(MAGIC_LINK_PARAMS.WHATSAPP);
    const gToken = params.get(MAGIC_LINK_PARAMS.GMAIL);
    const token = waToken ?? gToken;
    if (!token) return;
    params.delete(MAGIC_LINK_PARAMS.WHATSAPP);
    params.delete(MAGIC_LINK_PARAMS.GMAIL);
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
    // once per token, even if the effect runs twice (a token works only once)
    if (redeemed.has(token)) return;
    redeemed.add(token);
    (waToken ? whatsAppLogin(waToken) : googleLogin(gToken!))
      .then((outcome) => outcome.kind === 'logged-in' && ui.closeAuth())
      .catch((err: unknown) => toastError(messageOf(err)));
  }, [search, pathname, navigate, ui]);
}
