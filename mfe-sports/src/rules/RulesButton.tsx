// The Rules pop-up (§2.12): General Rules and Fancy Rules, one tab at a time.
import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import { loadPartTexts } from '@khel/shared-kernel';
import { Popup } from '../popup/Popup';
import { FANCY_RULES, GENERAL_RULES, type RulesSection } from './rules-text';
import './rules.css';

type Tab = 'general' | 'fancy';

function Sections({ sections }: { sections: readonly RulesSection[] }) {
  const { t } = useTranslation();
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="rules__section">
          <h4>{t(section.heading)}</h4>
          <ol>
            {section.rules.map((rule) => (
              <li key={rule}>{t(rule)}</li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

/**
 * The rules' texts are not in the English the page starts with (shared-kernel i18n loadPartTexts): they
 * are asked as the player reaches for the button (pointer over, focus, touch) and shown as they arrive.
 */
function useRulesTexts(): { ready: boolean; ask(): void } {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('sportsRules.general'));
  const asked = useRef(false);
  const ask = () => {
    if (ready || asked.current) return;
    asked.current = true;
    const done = () => setReady(true);
    void loadPartTexts('sports-rules').then(done, done);
  };
  return { ready, ask };
}

export function RulesButton() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab | null>(null);
  const texts = useRulesTexts();
  return (
    <>
      <button type="button" className="rules__button" data-testid="rules-open" onPointerEnter={texts.ask} onFocus={texts.ask} onTouchStart={texts.ask} onClick={() => {
          texts.ask();
          setTab('general');
        }}>
        {t('sports.rules')}
      </button>
      {tab && (
        <Popup
          wide
          label={t('sports.rules')}
          title={
            <span role="tablist" className="rules__tabs">
              <button type="button" role="tab" aria-selected={tab === 'general'} data-testid="rules-tab-general" onClick={() => setTab('general')}>
                {t('sports.generalRules')}
              </button>
              <button type="button" role="tab" aria-selected={tab === 'fancy'} data-testid="rules-tab-fancy" onClick={() => setTab('fancy')}>
                {t('sports.fancyRules')}
              </button>
            </span>
          }
          onClose={() => setTab(null)}
          testId="rules-popup"
          closeTestId="rules-close"
        >
          <div className="rules__body" role="tabpanel" aria-busy={!texts.ready}>
            {texts.ready && <Sections sections={tab === 'general' ? GENERAL_RULES : FANCY_RULES} />}
          </div>
        </Popup>
      )}
    </>
  );
}
