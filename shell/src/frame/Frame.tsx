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
import { hidesHeaderBelow1024, pageTopPadding } from './page-top';
import { pageNameOf } from '../mobile/page-name';
import { useSignInLinkLanding } from '../auth/sign-in-link';
import { useSession } from '../session/useSession';
import { authDialog, languagePopup, resetPasswordForm } from '../ui/dialogs';
import { measureTopBar } from './top-bar';

// The pop-ups load when first opened (ui/dialogs.ts).
const AuthDialog = authDialog.Component;
const ResetPasswordForm = resetPasswordForm.Component;
const LanguagePopup = languagePopup.Component;
// The reality-check reminder runs for a logged-in player only: a visitor's first load does not carry it.
const RealityCheck = lazy(() =>
  Promise.all([import(/* webpackChunkName: "reality-check" */ '../reality-check/RealityCheck'), loadPartTexts('reality-check').catch(() => undefined)]).then(([m]) => ({ default: m.RealityCheck })),
);

/**
 * Keeps --top-extra-height on the frame equal to the live-casino bar's height (by page): the fixed top
 * bar's one part §2.2's top padding (page-top.ts) does not count; and the document's scroll padding
 * equal to what the bar covers (top-bar.ts).
 */
function useTopBarExtra(frame: React.RefObject<HTMLDivElement | null>, topBar: React.RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const bar = topBar.current;
    const root = frame.current;
    if (!bar || !root) return undefined;
    // after the browser's layout, before its paint (not a layout forced inside the commit)
    return measureAfterLayout([bar], () => measureTopBar(root, bar));
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
  // §2.7: the right panel is a logged-in player's; a visitor's slip is §2.12's centred box
  const rightPanel = sidebars && session.isLogin;
  const slipBox = !desktop || (frame === 'full' && !session.isLogin);
  const frameRef = useRef<HTMLDivElement>(null);
  const topBarRef = useRef<HTMLDivElement>(null);
  useTopBarExtra(frameRef, topBarRef);
  // §2.2: some casino pages hide the header below 1024 px; the page's top padding is 94, 130 or 0 px
  const headerHidden = !desktop && hidesHeaderBelow1024(pathname);
  const pageTop = pageTopPadding({ desktop, headerHidden, subHeader: !desktop && pageNameOf(pathname) !== null });
  return (
    <div
      ref={frameRef}
      className={`frame frame--${frame} ${desktop ? 'frame--desktop' : 'frame--mobile'}${headerHidden ? ' frame--headerless' : ''}`}
      style={{ '--page-top': `${pageTop}px` } as React.CSSProperties}
      data-testid="shell"
      data-layout={desktop ? 'desktop' : 'mobile'}
      data-kernel-instance={KERNEL_INSTANCE_ID}
      data-react-instance={instanceIdOf(React)}
    >
      <div className="top-bar" ref={topBarRef}>
        <NoticeBanner />
        {!headerHidden && <Header />}
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
        {rightPanel && <RightSidebar />}
      </div>
      <Footer />
      {!desktop && <MobileBottomBar />}
      {desktop && <WhatsAppButton />}
      <PushWidget />
      {slipBox && site.has('sports') && (
        <BetSlipModal centred={desktop}>
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
