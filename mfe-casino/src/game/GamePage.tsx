// One casino game in the provider's frame, behind the §4.2 access check, under a title and the
// disabled 'Play With Bonus' toggle (§4.2).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCasinoAccess } from '../access/useCasinoAccess';
import { CasinoFrame } from './CasinoFrame';
import './casino.css';

export function BonusToggle() {
  const { t } = useTranslation();
  return (
    <label className="casino-bonus">
      <input type="checkbox" role="switch" checked={false} disabled readOnly data-testid="casino-play-with-bonus" />
      {t('casino.playWithBonus')}
    </label>
  );
}

export function GamePage(props: { title: string; launch: () => Promise<string>; launchKey: string; children?: ReactNode; testId?: string }) {
  const allowed = useCasinoAccess();
  if (!allowed) return null;
  return (
    <section className="casino-page" data-testid={props.testId ?? 'casino-page'}>
      <div className="casino-page__head">
        <h1>{props.title}</h1>
        <BonusToggle />
      </div>
      {props.children}
      <CasinoFrame launch={props.launch} launchKey={props.launchKey} />
    </section>
  );
}
