// The reality-check reminder (issue 14) on every page for a logged-in player who asked for one on
// /responsible-gambling: every N minutes of play since the login, a dialog says how long they have
// played and their net result this session (settled bets and casino), with 'Continue', 'Log out'
// and a link to their statement. The timer lives in the frame, so it survives route changes; the
// session's start comes from the server, so a reload continues from the login.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatRupees, type RealityCheckView } from '@khel/shared-kernel';
import { useSession } from '../session/useSession';
import { signOut } from '../header/AccountPanel';
import { fetchRealityCheck, localSessionStart, nextReminderAt, playedTime } from './reality-check';
import './reality-check.css';

/** Where the player sets the interval: leaving or opening it reads the setting again. */
const RG_PAGE = '/responsible-gambling';

interface Schedule {
  minutes: number;
  /** the session's start as the server has it */
  sessionStartedAt: string;
  /** the same moment on this device's clock */
  startMs: number;
}

interface Shown {
  minutes: number;
  played: { hours: number; minutes: number };
  /** rupees; null when the server could not be asked */
  net: number | null;
}

/** The setting and the session's start; a start already known keeps its place on this device's clock. */
async function readSchedule(known: Schedule | null): Promise<{ view: RealityCheckView; schedule: Schedule | null }> {
  const view = await fetchRealityCheck();
  if (!view.minutes) return { view, schedule: null };
  const startMs = known?.sessionStartedAt === view.sessionStartedAt ? known.startMs : localSessionStart(view, Date.now());
  return { view, schedule: { minutes: view.minutes, sessionStartedAt: view.sessionStartedAt, startMs } };
}

export function RealityCheck() {
  const session = useSession();
  const { pathname } = useLocation();
  const playerId = session.isLogin && session.user && !session.user.is_demo ? session.user.id : null;
  const onRgPage = pathname === RG_PAGE;
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const known = useRef<Schedule | null>(null);
  known.current = schedule;

  // The player's setting, at login, at load and around a visit to the page that changes it.
  useEffect(() => {
    if (playerId === null) {
      setSchedule(null);
      setShown(null);
      return undefined;
    }
    let live = true;
    readSchedule(known.current).then(
      (r) => live && setSchedule(r.schedule),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [playerId, onRgPage]);

  // One timer to the next whole interval of play; the dialog asks the server for the net result.
  useEffect(() => {
    if (!schedule || shown) return undefined;
    const dueAt = nextReminderAt(schedule.startMs, schedule.minutes, Date.now());
    const timer = setTimeout(() => {
      const firedAt = Date.now();
      readSchedule(schedule).then(
        ({ view, schedule: latest }) => {
          setSchedule(latest);
          if (latest) setShown({ minutes: latest.minutes, played: playedTime(latest.startMs, firedAt), net: view.net });
        },
        // the result cannot be read now: the reminder of the time played still comes
        () => setShown({ minutes: schedule.minutes, played: playedTime(schedule.startMs, firedAt), net: null }),
      );
    }, Math.max(0, dueAt - Date.now()));
    return () => clearTimeout(timer);
  }, [schedule, shown]);

  if (!shown || playerId === null) return null;
  return <RealityCheckDialog shown={shown} onContinue={() => setShown(null)} />;
}

export function RealityCheckDialog({ shown, onContinue }: { shown: Shown; onContinue(): void }) {
  const { t } = useTranslation();
  const { played, net } = shown;
  const duration = played.hours > 0 ? t('realityCheck.hoursMinutes', { hours: played.hours, minutes: played.minutes }) : t('realityCheck.minutes', { minutes: played.minutes });
  // the sign and the figure stay on one line
  const amount = formatRupees(Math.abs(net ?? 0)).replace(' ', '\u00a0');
  const trend = net === null ? null : net > 0 ? 'Up' : net < 0 ? 'Down' : 'Even';
  const continueButton = useRef<HTMLButtonElement>(null);
  useEffect(() => continueButton.current?.focus(), []);
  return (
    <div className="overlay overlay--reality-check">
      <div className="popup reality-check" role="alertdialog" aria-modal="true" aria-labelledby="reality-check-title" aria-describedby="reality-check-played" data-testid="reality-check">
        <h2 id="reality-check-title">{t('realityCheck.title')}</h2>
        <p id="reality-check-played" data-testid="reality-check-played">
          {t('realityCheck.playedFor', { duration })}
        </p>
        {trend && (
          <p className={`reality-check__net reality-check__net--${trend.toLowerCase()}`} data-testid="reality-check-net">
            {t(`realityCheck.net${trend}`, { amount })}
          </p>
        )}
        <p className="reality-check__note">{t('realityCheck.counts', { minutes: shown.minutes })}</p>
        <Link to="/account-statement" data-section="account" data-testid="reality-check-statement" onClick={onContinue}>
          {t('realityCheck.statement')}
        </Link>
        <div className="popup__actions">
          <button type="button" className="btn" data-testid="reality-check-logout" onClick={() => void signOut()}>
            {t('realityCheck.logout')}
          </button>
          <button ref={continueButton} type="button" className="btn btn--primary" data-testid="reality-check-continue" onClick={onContinue}>
            {t('realityCheck.continue')}
          </button>
        </div>
      </div>
    </div>
  );
}
