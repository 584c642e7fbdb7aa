// The site's frame around every page (§2.2): fixed header, desktop sidebars where the page keeps
// them, the page, the footer, and the frame's pop-ups (bet slip below 1024px, auth dialog, language,
// the reality-check reminder, toasts, confirm).
import { lazy, Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { FRAGMENTS, KERNEL_INSTANCE_ID, instanceIdOf, loadPartTexts } from '@khel/shared-kernel';
import * as React from 'react';
import { frameOf } from '../app/AppRoutes';
import { Header } from '../header/Header';
import { LeftSidebar } from '../sidebar/LeftSidebar';
import { RightSidebar } from '../sidebar/RightSidebar';
import { Footer } from '../footer/Footer';
import { ConfirmDialog, Toasts } from '../toasts/Toasts';
import { useIsDesktop } from '../hooks/useIsDesktop';
import { measureAfterLayout } from '../hooks/measure-after-layout';
import { useShellUi } from '../ui/ShellUi';
import { MobileBottomBar, MobileSubHeader } from '../mobile/MobileBars';
import { NoticeBanner } from '../header/NoticeBanner';
import { WhatsAppButton } from '../footer/Socials';
import { PushWidget } from '../header/PushWidget';
import { BetSlipModal } from '../bet-slip/BetSlipModal';
import { FragmentSlot } from '../federation/FragmentSlot';
import { useSite } from '../site/SiteContext';
import { PendingBar } from './PendingBar';
import { ReconnectingBanner } from './ReconnectingBanner';
import { isLiveCasinoPage, LiveCasinoBar } from '../mobile/LiveCasinoBar';
import { BannerPopup } from './BannerPopup';
import { useSignInLinkLanding } from '../auth/sign-in-link';
import { useSession } from '../session/useSession';
import { authDialog, languagePopup, resetPasswordForm } from '../ui/dialogs';

// The pop-ups load when first opened (ui/dialogs.ts).
const AuthDialog = authDialog.Component;
const ResetPasswordForm = resetPasswordForm.Component;
const LanguagePopup = languagePopup.Component;
// The reality-check reminder runs for a logged-in player only: a visitor's first load does not carry it.
const RealityCheck = lazy(() =>
  Promise.all([import(/* webpackChunkName: "reality-check" */ '../reality-check/RealityCheck'), loadPartTexts('reality-check').catch(() => undefined)]).then(([m]) => ({ default: m.RealityCheck })),
);

/**
 * Keeps --top-bar-height on the frame equal to the fixed top bar's height (its notice banner, header,
 * sub-header and bars come and go by page), so the page starts right under it.
 */
function useTopBarHeight(frame: React.RefObject<HTMLDivElement | null>, topBar: React.RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const bar = topBar.current;
    const root = frame.current;
    if (!bar || !root) return undefined;
    // after the browser's layout, before its paint (not a layout forced inside the commit)
    return measureAfterLayout([bar], () => root.style.setProperty('--top-bar-height', `${Math.round(bar.getBoundingClientRect().height)}px`));
  }, [frame, topBar]);
}

export function Frame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const frame = frameOf(pathname);
  const desktop = useIsDesktop();
  const ui = useShellUi();
  useSignInLinkLanding();
  const site = useSite();
  const session = useSession();
  const sidebars = desktop && frame === 'full';
  const frameRef = useRef<HTMLDivElement>(null);
  const topBarRef = useRef<HTMLDivElement>(null);
  useTopBarHeight(frameRef, topBarRef);
  return (
    <div
      ref={frameRef}
      className={`frame frame--${frame} ${desktop ? 'frame--desktop' : 'frame--mobile'}`}
      data-testid="shell"
      data-layout={desktop ? 'desktop' : 'mobile'}
      data-kernel-instance={KERNEL_INSTANCE_ID}
      data-react-instance={instanceIdOf(React)}
    >
      <div className="top-bar" ref={topBarRef}>
        <NoticeBanner />
        <Header />
        {!desktop && <MobileSubHeader />}
        {!desktop && isLiveCasinoPage(pathname) && <LiveCasinoBar />}
        <PendingBar />
        <ReconnectingBanner />
      </div>
      <div className="frame__body">
        {sidebars && <LeftSidebar />}
        <main className="page">
          <BannerPopup />
          {children}
        </main>
        {sidebars && <RightSidebar />}
      </div>
      <Footer />
      {!desktop && <MobileBottomBar />}
      {desktop && <WhatsAppButton />}
      <PushWidget />
      {!desktop && site.has('sports') && (
        <BetSlipModal>
          <FragmentSlot section={FRAGMENTS.betSlip.section} module={FRAGMENTS.betSlip.module} testId="betslip-modal-slot" />
        </BetSlipModal>
      )}
      <Suspense fallback={null}>
        {ui.auth.open && <AuthDialog />}
        {ui.resetOpen && <ResetPasswordForm />}
        {ui.languageOpen && <LanguagePopup onClose={ui.closeLanguage} />}
      </Suspense>
      <Suspense fallback={null}>{session.isLogin && <RealityCheck />}</Suspense>
      <Toasts />
      <ConfirmDialog />
    </div>
  );
}
